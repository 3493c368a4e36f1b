// The checklist with the script: the age questions, a link to the checklist for the age given when
// this page is not it, then this page's skills (whatever the age given: the parent chose this
// page) and what to talk about; printed, the child's initials and age head the summary.
import { useEffect, useRef, type ReactNode } from "react";
import { fill } from "~/lib/format";
import { checklistFor, OVER_FIVE_MONTHS, type Answer } from "~/features/tools/milestones/rules";
import { InputField } from "~/components/fields";
import { OverFive } from "./AgePages";
import { AgeQuestions } from "./AgeQuestions";
import { AgeItems } from "./Skills";
import { TalkAbout } from "./TalkAbout";
import { agesOf, type MilestoneNotes } from "./notes";
import {
  ageText,
  showingText,
  type AfterAnAge,
  type ChecklistAge,
  type ChecklistWords,
} from "./words";

/** What every part of the checklist page knows: its words, the ages, this page's age, the links. */
export type ChecklistView = {
  words: ChecklistWords;
  /** What it says once an age is given: undefined while an age page's later file loads. */
  afterAnAge: AfterAnAge | undefined;
  ages: ChecklistAge[];
  /** This page's age; none on the first page. */
  page: ChecklistAge | undefined;
  book: string;
  contactHref: string;
};

type ChildChange = Omit<Partial<MilestoneNotes>, "answers">;

export function ChosenAge({
  view,
  notes,
  update,
  answer,
  lostSkill,
}: {
  view: ChecklistView;
  notes: MilestoneNotes;
  update: (change: ChildChange) => void;
  answer: (id: string, value: Answer) => void;
  lostSkill: ReactNode;
}) {
  const { words, page } = view;
  const nextStep = useNextStepInView();
  const given = agesOf(notes);
  const checklist = given && checklistFor(view.ages, given.checklist);
  // Said once on screen, beside whichever checklist the page offers, and always on paper.
  const corrected = given && given.checklist !== given.age && (
    <p>{fill(words.age.corrected, { age: ageText(words, given.checklist) })}</p>
  );
  return (
    <>
      <ChildQuestions
        words={words}
        notes={notes}
        underTwo={given !== undefined && given.age < 24}
        update={(change) => {
          if (AGE_FIELDS.some((field) => field in change)) nextStep.ageChosen();
          update(change);
        }}
      />
      <div className="print-only">
        <PrintedSummary words={words} initials={notes.initials} age={given?.age} />
        {corrected}
      </div>
      <div ref={nextStep.ref}>
        {given && (
          <WhereToGo view={view} age={given.age} checklist={checklist} corrected={corrected} />
        )}
      </div>
      {page && (
        <section className="tool-section no-print" aria-labelledby={CHECKLIST_HEADING}>
          {checklist?.months === page.months && corrected}
          <h2 id={CHECKLIST_HEADING}>{showingText(words, page.months)}</h2>
          <AgeItems words={words} age={page} answers={notes.answers} onAnswer={answer} />
        </section>
      )}
      {lostSkill}
      {page && (
        <TalkAbout
          words={words}
          age={page}
          answers={notes.answers}
          book={view.book}
          contactHref={view.contactHref}
        />
      )}
    </>
  );
}

const CHECKLIST_HEADING = "checklist-heading";

/** The answers that change which checklist the age leads to. */
const AGE_FIELDS = ["years", "months", "bornEarly", "weeksEarly"] as const;

/**
 * After a parent gives an age, what it leads to (the link to that age's list, or the list on this
 * page) is brought into view: on a phone it appears below the questions, often below the screen,
 * where nothing would seem to have happened. Not as the page opens with an age given before.
 */
function useNextStepInView() {
  const ref = useRef<HTMLDivElement>(null);
  const chosen = useRef(false);
  useEffect(() => {
    const element = ref.current;
    if (!chosen.current || !element) return;
    chosen.current = false;
    // The link (or what the age leads to) when there is one; else this page's own list.
    const target = element.firstElementChild ?? document.getElementById(CHECKLIST_HEADING);
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  });
  return { ref, ageChosen: () => (chosen.current = true) };
}

/** On screen only: the child's age (and for a baby, whether born early) and initials to print. */
function ChildQuestions({
  words,
  notes,
  underTwo,
  update,
}: {
  words: ChecklistWords;
  notes: MilestoneNotes;
  underTwo: boolean;
  update: (change: ChildChange) => void;
}) {
  return (
    <div className="tool-form no-print">
      <AgeQuestions words={words} notes={notes} underTwo={underTwo} onChange={update} />
      <InputField
        id="milestones-initials"
        name="initials"
        type="text"
        className="input-short"
        maxLength={8}
        autoComplete="off"
        label={words.print.initials}
        value={notes.initials ?? ""}
        onChange={(initials) => update({ initials })}
      />
    </div>
  );
}

/**
 * Where the age given leads: past five, to the practice; too young for any checklist, a word
 * saying so; to another age's checklist than this page's, a link to it.
 */
function WhereToGo({
  view: { words, afterAnAge, page, contactHref },
  age,
  checklist,
  corrected,
}: {
  view: ChecklistView;
  age: number;
  checklist: ChecklistAge | undefined;
  corrected: ReactNode;
}) {
  if (!afterAnAge) return null;
  if (age >= OVER_FIVE_MONTHS) return <OverFive words={afterAnAge} contactHref={contactHref} />;
  if (!checklist) return <p>{afterAnAge.tooYoung}</p>;
  if (checklist.months === page?.months) return null;
  return (
    <div className="no-print">
      {corrected}
      <p>
        <a className="button button-primary" href={checklist.href}>
          {fill(afterAnAge.open, { age: ageText(words, checklist.months) })}
        </a>
      </p>
    </div>
  );
}

/** What the printed page says of the child: initials and age, as the parent gave them. */
function PrintedSummary({
  words,
  initials,
  age,
}: {
  words: ChecklistWords;
  initials: string | undefined;
  age: number | undefined;
}) {
  return (
    <>
      <h2>{words.print.summaryHeading}</h2>
      {initials && <p>{fill(words.print.child, { initials })}</p>}
      {age !== undefined && <p>{fill(words.print.age, { age: ageText(words, age) })}</p>}
    </>
  );
}
