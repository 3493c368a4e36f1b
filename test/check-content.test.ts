import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CONTENT_DIR, contentWith } from "./content-fixtures";

function checkContent(contentDir: string) {
  return spawnSync("npx", ["tsx", "scripts/check-content.ts", contentDir], { encoding: "utf8" });
}

describe("npm run check:content", () => {
  it("passes the real content", () => {
    const result = checkContent(CONTENT_DIR);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(
      "Content is fine: 6 articles (6 published, 0 draft, 0 scheduled), 7 services",
    );
  });

  it("fails with the file, the field and the fix, and no stack trace", () => {
    const result = checkContent(contentWith("articles/unknown-category.mdx", "articles/sleep.mdx"));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("The site cannot be built: 1 problem in content/.");
    expect(result.stderr).toContain(
      'content/articles/sleep.mdx: The field "category" must be one of: development, behavior, learning, parenting',
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});
