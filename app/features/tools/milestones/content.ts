// The milestone checklist's content: the page's words (content/tools/milestones.yaml) and one file
// per age (content/tools/milestones/*.yaml), each item with a fixed id, its area and its source.
// Saved answers are keyed by item id, so a counsellor may reword or translate an item freely but
// must never change its id. Each age file says who reviewed it; `npm run check:launch` lists the
// ones nobody has.
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { MILESTONE_AREAS } from "./rules";
import { parseYaml } from "../../../content/frontmatter";
import { plural, template, text } from "../../../content/schema-fields";

export const MILESTONES_PAGE_FILE = "tools/milestones.yaml";
export const MILESTONES_DIR = "tools/milestones";

export { MILESTONE_AREAS, type MilestoneArea } from "./rules";

const itemId = text.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
  error:
    'must be lowercase letters, digits and dashes, for example "9m-babbles". Never change an id once the site is live: saved answers use it',
});

const item = z.strictObject({
  /** Never changes once published: answers saved in parents' browsers are keyed by it. */
  id: itemId,
  area: z.enum(MILESTONE_AREAS),
  /** The id of one of the page's sources, e.g. "cdc-2022". */
  source: text,
  text,
});
export type MilestoneItem = z.output<typeof item>;

export const milestoneAgeSchema = z.strictObject({
  /** The age the skills are usually seen by, in months (12 is one year). */
  months: z.int().min(1).max(71),
  /** Who checked this file against the source, and when. Empty until a counsellor has. */
  reviewedBy: z.string().trim(),
  items: z.array(item).min(1),
});
export type MilestoneAge = z.output<typeof milestoneAgeSchema> & { file: string };

export const milestonePageSchema = z.strictObject({
  /** The checklist's name everywhere: its page's heading, its tab, its card on Resources. */
  title: text,
  description: text,
  intro: text,
  notDiagnostic: text,
  attribution: text,
  sources: z.array(z.strictObject({ id: itemId, name: text, url: z.url() })).min(1),
  areas: z.strictObject({ social: text, language: text, cognitive: text, movement: text }),
  ageNames: z.strictObject({ months: plural(), years: plural() }),
  age: z.strictObject({
    legend: text,
    years: text,
    months: text,
    bornEarly: text,
    weeksEarly: text,
    corrected: template("age"),
    showing: template("age"),
    tooYoung: text,
    chooseHeading: text,
    chooseIntro: text,
    /** The title and heading of one age's page. */
    pageTitle: template("age"),
    /** The link from the age questions to the checklist for the age given. */
    open: template("age"),
  }),
  answers: z.strictObject({ yes: text, notYet: text, notSure: text }),
  yesNo: z.strictObject({ yes: text, no: text }),
  lostSkills: z.strictObject({ legend: text, message: text }),
  talkAbout: z.strictObject({ heading: text, intro: text, none: text }),
  overFive: z.strictObject({
    heading: text,
    text,
    points: z.array(text).min(1),
    contact: text,
  }),
  print: z.strictObject({
    initials: text,
    summaryHeading: text,
    child: template("initials"),
    age: template("age"),
  }),
});
export type MilestonePage = z.output<typeof milestonePageSchema>;

export type MilestoneChecklist = { page: MilestonePage; ages: MilestoneAge[] };

type ReadYaml = <S extends z.ZodType>(file: string, schema: S) => z.output<S> | undefined;

/** The age files, relative to the content folder, in name order. */
function ageFiles(contentDir: string): string[] {
  const dir = path.join(contentDir, MILESTONES_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => path.posix.join(MILESTONES_DIR, name));
}

const shown = (file: string) => path.posix.join("content", file);

/**
 * Reads and checks the checklist; every mistake goes to `problems` as a plain sentence naming the
 * file, the field and the fix. Ids must be unique across all ages, sources must be ones the page
 * names, and no two files may be for the same age.
 */
export function readMilestones(
  contentDir: string,
  readYaml: ReadYaml,
  problems: string[],
): MilestoneChecklist | undefined {
  const page = readYaml(MILESTONES_PAGE_FILE, milestonePageSchema);
  const files = ageFiles(contentDir);
  if (files.length === 0) {
    problems.push(
      `${shown(MILESTONES_DIR)}: there are no checklist files. Add one YAML file per age, like 9-months.yaml (docs/reference/content-files.md).`,
    );
  }
  const ages: MilestoneAge[] = [];
  for (const file of files) {
    const age = readYaml(file, milestoneAgeSchema);
    if (age) ages.push({ ...age, file: shown(file) });
  }
  checkAcrossFiles(ages, page, problems);
  ages.sort((a, b) => a.months - b.months);
  return page && { page, ages };
}

function checkAcrossFiles(
  ages: MilestoneAge[],
  page: MilestonePage | undefined,
  problems: string[],
) {
  const idsSeen = new Map<string, string>();
  const monthsSeen = new Map<number, string>();
  const sources = page?.sources.map((source) => source.id);
  for (const age of ages) {
    const other = monthsSeen.get(age.months);
    if (other) {
      problems.push(
        `${age.file}: The field "months" is ${age.months}, and ${other} is for the same age. Give each age one file.`,
      );
    }
    monthsSeen.set(age.months, age.file);
    age.items.forEach((each, index) => {
      const field = `The field "items → item ${index + 1}`;
      const first = idsSeen.get(each.id);
      if (first) {
        problems.push(
          `${age.file}: ${field} → id" is "${each.id}", which ${first} uses too. Every item needs its own id: the item that had it first keeps it (saved answers use it), and the other gets a new one.`,
        );
      }
      idsSeen.set(each.id, age.file);
      if (sources && !sources.includes(each.source)) {
        problems.push(
          `${age.file}: ${field} → source" is "${each.source}", which is not one of the sources in ${shown(MILESTONES_PAGE_FILE)} (${sources.join(", ")}). Use one of those, or add the source there.`,
        );
      }
    });
  }
}

/** `content/tools/milestones/9-months.yaml` for each age file nobody has reviewed yet. */
export function unreviewedMilestoneFiles(contentDir: string): string[] {
  return ageFiles(contentDir)
    .filter((file) => {
      let data: unknown;
      try {
        data = parseYaml(fs.readFileSync(path.join(contentDir, file), "utf8"));
      } catch {
        return true; // Unreadable: the content check explains why; it is not reviewed either way.
      }
      const reviewedBy = (data as { reviewedBy?: unknown } | null)?.reviewedBy;
      return typeof reviewedBy !== "string" || reviewedBy.trim() === "";
    })
    .map(shown);
}
