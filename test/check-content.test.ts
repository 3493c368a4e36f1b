// `npm run check:content`, as a counsellor runs it: on the fixture tree named by CONTENT_DIR, and on
// a scratch copy with a mistake (run as a child process that does not block the worker) or a note
// (in this process, through the function the script's entry calls).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkContentCommand } from "../scripts/lib/check-content";
import {
  childEnv,
  copyOfFixture,
  frontmatter,
  npmScript,
  runInProcess,
  runScript,
  STACK_TRACE,
  TODAY,
} from "./fixture-tree";

const checkContentAsChild = (args: string[]) =>
  runScript("scripts/check-content.ts", args, { env: { BUILD_DATE: TODAY } });

/** The same in this process, as the script's entry runs it: its exit code and what it prints. */
const checkContentIn = (args: string[], env: Record<string, string> = {}) =>
  runInProcess(() => checkContentCommand(args, childEnv({ BUILD_DATE: TODAY, ...env })));

describe.concurrent("npm run check:content", { timeout: 120_000 }, () => {
  it("passes the fixture tree named by CONTENT_DIR, counting what it found", () => {
    const result = checkContentIn([], { CONTENT_DIR: "test/fixtures/content" });
    expect(result.stderr).not.toMatch(STACK_TRACE);
    expect(result.code).toBe(0);
    const articles = fs.readdirSync("test/fixtures/content/articles").length;
    expect(result.stdout).toContain(
      `Content is fine: ${articles} articles (${articles - 2} published, 1 draft, 1 scheduled), 7 services, all pages.`,
    );
  });

  it("fails with the file, the line, what was found and the fix, and no stack trace", async () => {
    const dir = copyOfFixture();
    fs.writeFileSync(
      path.join(dir, "articles/sleep.mdx"),
      `${frontmatter({ category: "sleep" })}\nChildren <5 need more sleep.\n`,
    );
    const result = await checkContentAsChild([dir]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("The site cannot be built: 2 problems in content/.");
    expect(result.stderr).toContain(
      '  ✗ content/articles/sleep.mdx:10:10: found "<5 need more sleep.": a "<" before a digit or a sign starts a tag.',
    );
    expect(result.stderr).toContain(
      '  ✗ content/articles/sleep.mdx:4:1: The field "category" must be one of: development, behavior, learning, parenting',
    );
    expect(result.stderr).toContain("Articles: see docs/reference/articles.md.");
    expect(result.stderr).not.toMatch(STACK_TRACE);
    expect(npmScript("check:content")).toBe("node scripts/run.mjs scripts/check-content.ts");
  });

  it("prints a note for a byte-order mark and still passes", () => {
    const dir = copyOfFixture();
    fs.writeFileSync(path.join(dir, "articles/bom.mdx"), `\uFEFF${frontmatter()}\nText.\n`);
    const result = checkContentIn([dir]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(
      "  Note: content/articles/bom.mdx:1:1: the file starts with an invisible byte-order mark (BOM)",
    );
  });
});
