// The go-live check of `npm run check:launch`: it fails while any value in a content folder is
// still marked under `marks:` as a placeholder (not real yet) or a claim to confirm (not checked
// by the practice yet), with one line for each saying where it is and what to do, or while a
// milestone checklist file or a translation in a published language has no reviewer, or a
// translation's own address (a value written per language) is behind its English. What is left
// is launchList's (app/content/launch-check.ts), the list the editor's page /admin/launch/ shows.
import fs from "node:fs";
import path from "node:path";
import {
  type BehindFact,
  contentDirFromEnv,
  describeMark,
  type FoundMark,
  launchList,
  readyToGoLive,
  unreviewedMilestoneFiles,
} from "../../app/build-api";
import { readLanguages, type Language } from "./languages";

/** The languages besides English; none when content/languages.yaml cannot be read. */
function translatedLanguages(contentDir: string): Language[] {
  try {
    return readLanguages(contentDir).slice(1);
  } catch {
    return [];
  }
}

const REVIEW =
  "A native-speaking counsellor reads each one beside its English file, then writes their name and the date " +
  'in reviewedBy, like reviewedBy: "Dr A. Rao, 2026-12-01" (docs/reference/translating.md).';

/**
 * `npm run check:launch [folder]`: checks the folder given, or else CONTENT_DIR, or content/,
 * prints what is left to do, and gives the exit code (1 while anything blocks going live).
 */
export function checkLaunchCommand(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): number {
  const contentDir = argv[0] ? path.resolve(argv[0]) : contentDirFromEnv(env);
  if (!fs.existsSync(contentDir)) {
    console.error(`There is no content folder at ${contentDir}.`);
    return 1;
  }
  const languages = translatedLanguages(contentDir);
  const nameOf = (code: string) => languages.find((language) => language.code === code)!.name;
  const list = launchList(contentDir, languages, unreviewedMilestoneFiles(contentDir));
  const blocking = list.translations.filter((each) => each.files.length > 0);
  const behind = list.translations.flatMap((each) => each.behind);

  // A language that is not published is not on the live site: what it still needs is listed, and
  // does not stop the deploy.
  for (const { code, marks, files, behind: notCaughtUp } of list.unpublished) {
    if (files.length + marks.length + notCaughtUp.length === 0) continue;
    console.log(
      `${nameOf(code)} (${code}) is not published yet, so its files are not on the live site. ` +
        "Before setting published: true in content/languages.yaml, replace or confirm each value still marked, " +
        `and have each translation reviewed. ${REVIEW}`,
    );
    for (const each of marks) console.log(describeMark(each));
    for (const each of notCaughtUp) console.log(describeBehind(each));
    for (const file of files) console.log(`${file}: reviewedBy is empty`);
  }
  if (readyToGoLive(list)) {
    console.log("Ready to go live: no placeholders or claims to confirm left in content/.");
    return 0;
  }
  reportMarkers(list.marks);
  const { milestones } = list;
  if (milestones.length > 0) {
    console.error(
      `Not ready to go live: ${milestones.length} milestone checklist ${milestones.length === 1 ? "file has" : "files have"} not been reviewed. ` +
        'A counsellor checks every item against the source, then writes their name and the date in reviewedBy, like reviewedBy: "Dr A. Rao, 2026-12-01".',
    );
    for (const file of milestones) console.error(`${file}: reviewedBy is empty`);
  }
  if (behind.length > 0) {
    console.error(
      `Not ready to go live: ${behind.length} translated ${behind.length === 1 ? "value was" : "values were"} written for an older English value, ` +
        "so pages show the English one. Write each again from the English, and the content check names the digest to record in writtenFrom (docs/reference/translating.md).",
    );
    for (const each of behind) console.error(describeBehind(each));
  }
  for (const { code, files } of blocking) {
    console.error(
      `Not ready to go live: ${files.length} ${nameOf(code)} (${code}) ${files.length === 1 ? "translation has" : "translations have"} not been reviewed. ${REVIEW}`,
    );
    for (const file of files) console.error(`${file}: reviewedBy is empty`);
  }
  return 1;
}

/** `content/mr/site.yaml:13: address was written for an older English address` */
const describeBehind = (each: BehindFact) => {
  const field = each.path.join(".");
  return `${each.file}:${each.line}: ${field} was written for an older English ${field}: pages show the English ${field} until it is brought up to date`;
};

/** The placeholders and claims to confirm that block going live, counted, one line for each. */
function reportMarkers(found: FoundMark[]): void {
  if (found.length === 0) return;
  const placeholders = found.filter((each) => each.kind === "placeholder").length;
  const claims = found.length - placeholders;
  const left = [
    placeholders > 0 &&
      `${placeholders} ${placeholders === 1 ? "placeholder" : "placeholders"} left`,
    claims > 0 && `${claims} ${claims === 1 ? "claim" : "claims"} to confirm`,
  ].filter(Boolean);
  console.error(
    `Not ready to go live: ${left.join(" and ")}. Replace each placeholder with the real value, ` +
      "check or change each claim, then delete its mark from the file's marks (docs/reference/content-files.md).",
  );
  for (const each of found) console.error(describeMark(each));
}
