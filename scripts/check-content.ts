// `npm run check:content`: checks every file in content/ and explains each mistake in plain words.
// `npm run build` runs it first, so a mistake stops the build before anything else happens.
import path from "node:path";
import { ContentError, loadContent } from "../app/content/load";

const contentDir = path.resolve(process.argv[2] ?? "content");

try {
  const content = loadContent(contentDir);
  console.log(
    `Content is fine: ${content.articles.length} articles, ${content.services.length} services, all pages.`,
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  const count = error.problems.length;
  console.error(
    `\nThe site cannot be built: ${count === 1 ? "1 problem" : `${count} problems`} in content/.\n`,
  );
  for (const problem of error.problems) console.error(`  ✗ ${problem}\n`);
  console.error("Fix the file named above, save it, and run `npm run check:content` again.");
  console.error("Every field is explained in docs/writing-content.md.\n");
  process.exit(1);
}
