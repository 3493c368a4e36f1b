// What the preview's banner and its list of changes share: what the build found about the branch,
// and where its files are on GitHub. Nothing of it exists in a production build.
import content from "virtual:content";
import { languages, layoutContent } from "~/content/content.server";

/** In a preview build: what the branch changes, for /preview/changes (undefined elsewhere). */
export const review = content.review;

/** The codes of the languages after the first ("mr", "hi"), as content/ names their folders. */
export const translatedCodes = () => languages.slice(1).map((language) => language.code);

/** The repository on GitHub the editor saves to ("owner/name"). */
const repository = () => layoutContent({}).site.editor.repository;

/**
 * A content file on GitHub as this preview has it: at its branch, or its commit when the build
 * knows no branch name; undefined without Git history (nothing honest to point at).
 */
export function fileOnGitHub(file: string): { name: string; href: string } | undefined {
  const history = review?.history;
  if (!history?.available) return undefined;
  const ref = history.branch && history.branch !== "HEAD" ? history.branch : history.commit;
  const name = `content/${file}`;
  return { name, href: `https://github.com/${repository()}/blob/${encodeURI(ref)}/${name}` };
}

/** The comparison of two commits on GitHub: every changed line between them. */
export const compareOnGitHub = (base: string, commit: string) =>
  `https://github.com/${repository()}/compare/${base}...${commit}`;
