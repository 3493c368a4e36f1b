// `npm run check:launch`: the go-live check. It fails while any value in content/ (or CONTENT_DIR,
// or the folder given as its argument) is still marked `# PLACEHOLDER: …` (not real yet) or
// `# CONFIRM: …` (a claim the practice has not checked yet), with one line for each saying where it
// is and what to do, or while a milestone checklist file or a translation in a published language
// has no reviewer. Production deploys run it before the build.
import fs from "node:fs";
import path from "node:path";
import {
  contentDirFromEnv,
  describePlaceholder,
  findPlaceholders,
  unreviewedMilestoneFiles,
  unreviewedTranslations,
} from "../app/build-api";
import { readLanguages, type Language } from "./lib/languages";

const contentDir = process.argv[2] ? path.resolve(process.argv[2]) : contentDirFromEnv();

if (!fs.existsSync(contentDir)) {
  console.error(`There is no content folder at ${contentDir}.`);
  process.exit(1);
}

/** The languages besides English; none when content/languages.yaml cannot be read. */
function translatedLanguages(): Language[] {
  try {
    return readLanguages(contentDir).slice(1);
  } catch {
    return [];
  }
}

const REVIEW =
  "A native-speaking counsellor reads each one beside its English file, then writes their name and the date " +
  'in reviewedBy, like reviewedBy: "Dr A. Rao, 2026-12-01" (docs/translating.md).';

const languages = translatedLanguages();
const inFolder = (code: string) => (file: string) => file.startsWith(`content/${code}/`);
const unpublished = languages.filter((language) => !language.published);
const notLive = (file: string) => unpublished.some((language) => inFolder(language.code)(file));
const everyMarker = findPlaceholders(contentDir);
const found = everyMarker.filter((each) => !notLive(each.file));
const unreviewed = unreviewedMilestoneFiles(contentDir);
const translations = languages.map((language) => ({
  language,
  files: unreviewedTranslations(contentDir, language.code),
}));
const blocking = translations.filter((each) => each.language.published && each.files.length > 0);

// A language that is not published is not on the live site: what it still needs is listed, and
// does not stop the deploy.
for (const { language, files } of translations.filter((each) => !each.language.published)) {
  const markers = everyMarker.filter((each) => inFolder(language.code)(each.file));
  if (files.length + markers.length === 0) continue;
  console.log(
    `${language.name} (${language.code}) is not published yet, so its files are not on the live site. ` +
      "Before setting published: true in content/languages.yaml, replace or confirm each value still marked, " +
      `and have each translation reviewed. ${REVIEW}`,
  );
  for (const each of markers) console.log(describePlaceholder(each));
  for (const file of files) console.log(`${file}: reviewedBy is empty`);
}
if (found.length === 0 && unreviewed.length === 0 && blocking.length === 0) {
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
for (const { language, files } of blocking) {
  console.error(
    `Not ready to go live: ${files.length} ${language.name} (${language.code}) ${files.length === 1 ? "translation has" : "translations have"} not been reviewed. ${REVIEW}`,
  );
  for (const file of files) console.error(`${file}: reviewedBy is empty`);
}
process.exit(1);
