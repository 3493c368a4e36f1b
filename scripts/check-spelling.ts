// `npm run check:spelling` (after `npm run build`): fails when a built page shows a US spelling
// (Indian English uses the British one), naming the page, the word and the British form. Reads
// build/static, the export every host serves.
import fs from "node:fs";
import path from "node:path";
import { usSpellings, visibleText } from "./lib/british-spelling";

const root = path.resolve(process.argv[2] ?? "build/static");
if (!fs.existsSync(root)) {
  console.error(`There is no built site at ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

const pages = fs
  .readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html"))
  .sort();
const problems = pages.flatMap((file) =>
  usSpellings(visibleText(fs.readFileSync(path.join(root, file), "utf8"))).map(
    ({ word, british }) => `${file}: "${word}" is US spelling; write "${british}"`,
  ),
);
if (problems.length > 0) {
  const count = new Set(problems.map((problem) => problem.split(":")[0])).size;
  console.error(`US spelling on ${count} ${count === 1 ? "page" : "pages"}:`);
  for (const problem of problems) console.error(problem);
  console.error("Change the word in content/ (docs/reference/content-files.md, Indian English).");
  process.exit(1);
}
console.log(`British spelling on all ${pages.length} pages.`);
