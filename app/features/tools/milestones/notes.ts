// What the milestone checklist keeps in the browser: the child's age, an early birth, the
// lost-skill answer and the initials for the printout ("child"), and the answers by item id
// ("answers"). Read back defensively: a stored value this version does not know is not shown (and
// stays stored), never trusted.
import {
  ANSWERS,
  checklistMonths,
  EARLY_BIRTH_WEEKS,
  OLDEST_YEARS,
  type Answers,
} from "~/features/tools/milestones/rules";
import { liveValues, type Change, type NotesDoc } from "../notes/notes-merge";

export type YesNo = "yes" | "no";

export type MilestoneNotes = {
  years?: number;
  months?: number;
  bornEarly?: YesNo;
  weeksEarly?: number;
  lostSkill?: YesNo;
  initials?: string;
  answers: Answers;
};

/** The choices the age questions offer. */
export const YEARS = Array.from({ length: OLDEST_YEARS + 1 }, (_, index) => index);
export const MONTHS = Array.from({ length: 12 }, (_, index) => index);
export const WEEKS_EARLY = Array.from({ length: 14 }, (_, index) => index + EARLY_BIRTH_WEEKS);

const whole = (value: unknown, allowed: number[]) =>
  typeof value === "number" && allowed.includes(value) ? value : undefined;
const yesNo = (value: unknown) => (value === "yes" || value === "no" ? value : undefined);

/** The parts of the checklist's notes. */
const CHILD = "child";
const ANSWERS_PART = "answers";

export function parseNotes(doc: NotesDoc): MilestoneNotes {
  const child = liveValues(doc, CHILD);
  const answers: Answers = {};
  for (const [id, answer] of Object.entries(liveValues(doc, ANSWERS_PART))) {
    if ((ANSWERS as unknown[]).includes(answer)) answers[id] = answer as Answers[string];
  }
  return {
    years: whole(child.years, YEARS),
    months: whole(child.months, MONTHS),
    bornEarly: yesNo(child.bornEarly),
    weeksEarly: whole(child.weeksEarly, WEEKS_EARLY),
    lostSkill: yesNo(child.lostSkill),
    initials: typeof child.initials === "string" ? child.initials.slice(0, 8) : undefined,
    answers,
  };
}

/** The changes that give the child's details new values (undefined: no longer given). */
export const childChanges = (change: Omit<Partial<MilestoneNotes>, "answers">): Change[] =>
  Object.entries(change).map(([id, value]) => ({ section: CHILD, id, value }));

export const answerChange = (id: string, answer: Answers[string]): Change => ({
  section: ANSWERS_PART,
  id,
  value: answer,
});

/** The child's age in months as the parent gave it, and the age the checklist goes by. */
export function agesOf(notes: MilestoneNotes): { age: number; checklist: number } | undefined {
  if (notes.years === undefined) return undefined;
  const age = notes.years * 12 + (notes.months ?? 0);
  const weeksEarly = notes.bornEarly === "yes" ? (notes.weeksEarly ?? EARLY_BIRTH_WEEKS) : 0;
  return { age, checklist: checklistMonths(age, weeksEarly) };
}
