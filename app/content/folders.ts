// Where the content lives. CONTENT_DIR lets the tests and a developer build another content tree
// (for example test/fixtures/content); pictures live in public/ beside it.
import path from "node:path";

export const DEFAULT_CONTENT_DIR = "content";

/** The content folder: CONTENT_DIR when set, otherwise content/ in the project. */
export function contentDirFromEnv(
  env: Record<string, string | undefined> = process.env,
  root = process.cwd(),
): string {
  return path.resolve(root, env.CONTENT_DIR || DEFAULT_CONTENT_DIR);
}

/** The public/ folder beside a content folder: the favicon and the pictures that articles show. */
export function publicDirOf(contentDir: string): string {
  return path.join(contentDir, "..", "public");
}
