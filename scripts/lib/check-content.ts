// Checks every file of a content folder and tells the person at the terminal, in plain words: a
// line for each note, then "Content is fine…", or every problem found and exit code 1. Shared by
// `npm run check:content` and `npm run build`, which must say exactly the same.
import path from "node:path";
import {
  type Content,
  contentDirFromEnv,
  ContentError,
  loadContent,
  problemReport,
  publishingFromEnv,
} from "../../app/build-api";

type Env = Record<string, string | undefined>;

/**
 * Checks the content with every article, drafts and scheduled ones included (all of them are
 * checked), and prints what it found: the content, or undefined when it has problems.
 */
export function checkContent(contentDir: string, env: Env = process.env): Content | undefined {
  try {
    const content = loadContent(contentDir, { ...publishingFromEnv(env), preview: true });
    const count = (status: string) =>
      content.articles.filter((article) => article.status === status).length;
    for (const note of content.warnings) console.log(`  Note: ${note}`);
    console.log(
      `Content is fine: ${content.articles.length} articles (${count("published")} published, ` +
        `${count("draft")} draft, ${count("scheduled")} scheduled), ${content.services.length} services, all pages.`,
    );
    return content;
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    console.error(`\n${problemReport(error.problems)}\n`);
    return undefined;
  }
}

/** The same, stopping the process with exit code 1 when the content has problems. */
export function checkContentOrExit(contentDir: string): Content {
  return checkContent(contentDir) ?? process.exit(1);
}

/**
 * `npm run check:content [folder]`: checks the folder given, or else CONTENT_DIR, or content/.
 * Gives the exit code.
 */
export function checkContentCommand(argv: string[], env: Env = process.env): number {
  const contentDir = argv[0] ? path.resolve(argv[0]) : contentDirFromEnv(env);
  return checkContent(contentDir, env) ? 0 : 1;
}
