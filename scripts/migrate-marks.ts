// Moves every mark written the old way, as a `# PLACEHOLDER: …` or `# CONFIRM: …` comment, into its
// file's `marks` list (scripts/lib/migrate-marks.ts), in content/ or the folder given:
//   npx tsx scripts/migrate-marks.ts [folder]
// For a branch made before marks were data; the content check names any comment mark left.
import fs from "node:fs";
import path from "node:path";
import { contentDirFromEnv } from "../app/build-api";
import { migrateMarks } from "./lib/migrate-marks";

const CONTENT_FILE = /\.(ya?ml|mdx?)$/;

const dir = process.argv[2] ? path.resolve(process.argv[2]) : contentDirFromEnv(process.env);
const files = fs
  .readdirSync(dir, { recursive: true, encoding: "utf8" })
  .filter((file) => CONTENT_FILE.test(file))
  .sort();
let moved = 0;
for (const file of files) {
  const full = path.join(dir, file);
  const source = fs.readFileSync(full, "utf8");
  const text = migrateMarks(source, file.split(path.sep).join("/"));
  if (text === source) continue;
  fs.writeFileSync(full, text);
  moved++;
  console.log(`${path.relative(process.cwd(), full)}: marks moved into its marks list`);
}
console.log(`${moved} ${moved === 1 ? "file" : "files"} changed.`);
