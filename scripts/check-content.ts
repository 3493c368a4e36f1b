// `npm run check:content`: checks every file in content/ and explains each mistake in plain words.
// `npm run build` runs it first, so a mistake stops the build before anything else happens.
import path from "node:path";
import { ContentError, loadContent } from "../app/content/load";
import { publishingFromEnv } from "../app/content/publishing";

const contentDir = path.resolve(process.argv[2] ?? "content");

try {
  // Drafts and scheduled articles are checked too: a preview build shows them.
  const content = loadContent(contentDir, { ...publishingFromEnv(), preview: true });
  const count = (status: string) =>
    content.articles.filter((article) => article.status === status).length;
  console.log(
    `Content is fine: ${content.articles.length} articles (${count("published")} published, ` +
      `${count("draft")} draft, ${count("scheduled")} scheduled), ${content.services.length} services, all pages.`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  const count = error.problems.length;
  console.error(
    `\nThe site cannot be built: ${count === 1 ? "1 problem" : `${count} problems`} in content/.\n`,
  );
  for (const problem of error.problems) console.error(`  ✗ ${problem}\n`);
  console.error("Fix the file named above, save it, and run `npm run check:content` again.");
  console.error("Articles: see docs/writing-articles.md. Other files: docs/writing-content.md.\n");
  process.exit(1);
}
