// What the milestone checklist keeps in the browser (sahaj.milestones.v1): the child's age, an
// early birth, the answers by item id, the lost-skill answer and the initials for the printout.
// Read back defensively: a stored value this version does not know is dropped, never trusted.
import {
  ANSWERS,
  checklistMonths,
  EARLY_BIRTH_WEEKS,
  type Answers,
} from "~/features/tools/milestones/rules";

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

export const EMPTY_NOTES: MilestoneNotes = { answers: {} };

/** The choices the age questions offer. */
export const YEARS = Array.from({ length: 18 }, (_, index) => index);
export const MONTHS = Array.from({ length: 12 }, (_, index) => index);
export const WEEKS_EARLY = Array.from({ length: 14 }, (_, index) => index + EARLY_BIRTH_WEEKS);

const whole = (value: unknown, allowed: number[]) =>
  typeof value === "number" && allowed.includes(value) ? value : undefined;
const yesNo = (value: unknown) => (value === "yes" || value === "no" ? value : undefined);

export function parseNotes(stored: unknown): MilestoneNotes {
  if (typeof stored !== "object" || stored === null) return EMPTY_NOTES;
  const notes = stored as Record<string, unknown>;
  const answers: Answers = {};
  if (typeof notes.answers === "object" && notes.answers !== null) {
    for (const [id, answer] of Object.entries(notes.answers)) {
      if ((ANSWERS as unknown[]).includes(answer)) answers[id] = answer as Answers[string];
    }
  }
  return {
    years: whole(notes.years, YEARS),
    months: whole(notes.months, MONTHS),
    bornEarly: yesNo(notes.bornEarly),
    weeksEarly: whole(notes.weeksEarly, WEEKS_EARLY),
    lostSkill: yesNo(notes.lostSkill),
    initials: typeof notes.initials === "string" ? notes.initials.slice(0, 8) : undefined,
    answers,
  };
}

/** The child's age in months as the parent gave it, and the age the checklist goes by. */
export function agesOf(notes: MilestoneNotes): { age: number; checklist: number } | undefined {
  if (notes.years === undefined) return undefined;
  const age = notes.years * 12 + (notes.months ?? 0);
  const weeksEarly = notes.bornEarly === "yes" ? (notes.weeksEarly ?? EARLY_BIRTH_WEEKS) : 0;
  return { age, checklist: checklistMonths(age, weeksEarly) };
}
