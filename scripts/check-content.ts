// `npm run check:content`: checks every file in content/ (or CONTENT_DIR, or the folder given as
// its argument) and explains each mistake in plain words. `npm run build` runs it first, so a
// mistake stops the build before anything else happens.
import path from "node:path";
import { contentDirFromEnv } from "../app/content/folders";
import { ContentError, loadContent } from "../app/content/load";
import { problemReport } from "../app/content/problems";
import { publishingFromEnv } from "../app/content/publishing";

const contentDir = process.argv[2] ? path.resolve(process.argv[2]) : contentDirFromEnv();

try {
  // Drafts and scheduled articles are checked too: a preview build shows them.
  const content = loadContent(contentDir, { ...publishingFromEnv(), preview: true });
  const count = (status: string) =>
    content.articles.filter((article) => article.status === status).length;
  for (const note of content.notes) console.log(`  Note: ${note}`);
  console.log(
    `Content is fine: ${content.articles.length} articles (${count("published")} published, ` +
      `${count("draft")} draft, ${count("scheduled")} scheduled), ${content.services.length} services, all pages.`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`\n${problemReport(error.problems)}\n`);
  process.exit(1);
}
