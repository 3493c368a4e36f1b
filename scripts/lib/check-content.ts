// Checks every file of a content folder and tells the person at the terminal, in plain words: a
// line for each note, then "Content is fine…", or every problem found and exit code 1. Shared by
// `npm run check:content` and `npm run build`, which must say exactly the same.
import {
  type Content,
  ContentError,
  loadContent,
  problemReport,
  publishingFromEnv,
} from "../../app/build-api";

/** The content with every article, drafts and scheduled ones included (all of them are checked). */
export function checkContentOrExit(contentDir: string): Content {
  try {
    const content = loadContent(contentDir, { ...publishingFromEnv(), preview: true });
    const count = (status: string) =>
      content.articles.filter((article) => article.status === status).length;
    for (const note of content.notes) console.log(`  Note: ${note}`);
    console.log(
      `Content is fine: ${content.articles.length} articles (${count("published")} published, ` +
        `${count("draft")} draft, ${count("scheduled")} scheduled), ${content.services.length} services, all pages.`,
    );
    return content;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`\n${problemReport(error.problems)}\n`);
    process.exit(1);
  }
}
