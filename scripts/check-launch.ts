// `npm run check:launch`: the go-live check. It fails while any value in content/ (or CONTENT_DIR,
// or the folder given as its argument) is still marked `# PLACEHOLDER: …` (not real yet) or
// `# CONFIRM: …` (a claim the practice has not checked yet), with one line for each saying where it
// is and what to do, or while a milestone checklist file has no reviewer. Production deploys run
// it before the build.
import fs from "node:fs";
import path from "node:path";
import {
  contentDirFromEnv,
  describePlaceholder,
  findPlaceholders,
  unreviewedMilestoneFiles,
} from "../app/build-api";

const contentDir = process.argv[2] ? path.resolve(process.argv[2]) : contentDirFromEnv();

if (!fs.existsSync(contentDir)) {
  console.error(`There is no content folder at ${contentDir}.`);
  process.exit(1);
}

const found = findPlaceholders(contentDir);
const unreviewed = unreviewedMilestoneFiles(contentDir);
if (found.length === 0 && unreviewed.length === 0) {
  console.log("Ready to go live: no placeholders or claims to confirm left in content/.");
  process.exit(0);
}
if (found.length > 0) {
  const placeholders = found.filter((each) => each.kind === "placeholder").length;
  const claims = found.length - placeholders;
  const left = [
    placeholders > 0 &&
      `${placeholders} ${placeholders === 1 ? "placeholder" : "placeholders"} left`,
    claims > 0 && `${claims} ${claims === 1 ? "claim" : "claims"} to confirm`,
  ].filter(Boolean);
  console.error(
    `Not ready to go live: ${left.join(" and ")}. Replace each placeholder with the real value, ` +
      "check or change each claim, then delete its # PLACEHOLDER or # CONFIRM comment (docs/writing-content.md).",
  );
  for (const each of found) console.error(describePlaceholder(each));
}
if (unreviewed.length > 0) {
  console.error(
    `Not ready to go live: ${unreviewed.length} milestone checklist ${unreviewed.length === 1 ? "file has" : "files have"} not been reviewed. ` +
      'A counsellor checks every item against the source, then writes their name and the date in reviewedBy, like reviewedBy: "Dr A. Rao, 2026-12-01".',
  );
  for (const file of unreviewed) console.error(`${file}: reviewedBy is empty`);
}
process.exit(1);
