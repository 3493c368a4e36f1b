// The milestone checklist (the Development Tracker). The first page asks the child's age and links
// to that age's checklist; each age has its own page, so a page carries one age's skills, not all
// 159. With the script, the parent answers the skills (Yes / Not yet / Not sure) and sees the
// "Not yet" and "Not sure" ones gathered as things to talk about; everything is kept in this
// browser only. Without it (and until it starts) an age's page is a form to print and fill in by
// hand. There is no score, no "delay" and no colour that means failing.
import { useEffect, useState } from "react";
import type { ToolsShared } from "~/features/tools/schemas";
import { fill } from "~/lib/format";
import { checklistFor, OVER_FIVE_MONTHS, type Answer } from "~/features/tools/milestones/rules";
import { PrintFoot, ToolActions, ToolStatus } from "../ToolActions";
import { RadioQuestion, useStatus } from "../fields";
import { readNotes, writeNotes } from "../storage";
import { agesOf, EMPTY_NOTES, parseNotes, type MilestoneNotes, type YesNo } from "./notes";
import {
  AgeItems,
  AgeLinks,
  AgeQuestions,
  ageText,
  LostSkillMessage,
  OverFive,
  PaperForm,
  showingText,
  SourceNote,
  TalkAbout,
  type ChecklistAge,
  type ChecklistWords,
} from "./ChecklistSections";

export type ChecklistProps = {
  shared: ToolsShared;
  words: ChecklistWords;
  /** Every age's checklist page; only this page's age comes with its items. */
  ages: ChecklistAge[];
  /** This page's age in months; none on the first page, which asks the age. */
  current?: number;
  contactHref: string;
};

export function Checklist({ shared, words, ages, current, contactHref }: ChecklistProps) {
  // null until the stored notes are read (after hydration, so the server's HTML matches).
  const [notes, setNotes] = useState<MilestoneNotes | null>(null);
  const [status, announce] = useStatus();
  const load = () => setNotes(parseNotes(readNotes("milestones")));
  useEffect(load, []);

  function update(change: Partial<MilestoneNotes>) {
    const next = { ...(notes ?? EMPTY_NOTES), ...change };
    setNotes(next);
    announce(writeNotes("milestones", next) ? shared.saved : shared.notSaved);
  }
  const answer = (id: string, value: Answer) =>
    update({ answers: { ...(notes ?? EMPTY_NOTES).answers, [id]: value } });

  const book = shared.bookConsultation;
  const page = ages.find((age) => age.months === current);
  const lostSkill = (
    <>
      <RadioQuestion
        name="lost-skill"
        legend={words.lostSkills.legend}
        options={[
          { id: "yes", label: words.yesNo.yes },
          { id: "no", label: words.yesNo.no },
        ]}
        value={notes?.lostSkill ?? ""}
        onChange={(value) => update({ lostSkill: value as YesNo })}
        className="no-print"
      />
      {notes?.lostSkill === "yes" && (
        <LostSkillMessage words={words} book={book} contactHref={contactHref} />
      )}
    </>
  );

  return (
    <div className="tool milestones">
      {!notes && <p className="tool-noscript">{shared.noScript}</p>}
      <ToolStatus message={status} />
      {notes ? (
        <ChosenAge
          {...{ words, ages, page, notes, update, answer, book, contactHref, lostSkill }}
        />
      ) : (
        <Paper {...{ words, ages, page, lostSkill, contactHref }} />
      )}
      <SourceNote words={words} />
      {notes && (
        <div className="print-only">
          <PrintFoot shared={shared} source={words.attribution} />
        </div>
      )}
      <ToolActions
        shared={shared}
        ready={notes !== null}
        announce={announce}
        onNotesChanged={load}
      />
    </div>
  );
}

/**
 * Without the script: on an age's page, its form to print, then the other ages; on the first
 * page, every age's link. The question about lost skills is on both.
 */
function Paper({
  words,
  ages,
  page,
  lostSkill,
  contactHref,
}: {
  words: ChecklistWords;
  ages: ChecklistAge[];
  page: ChecklistAge | undefined;
  lostSkill: JSX.Element;
  contactHref: string;
}) {
  if (!page) {
    return (
      <>
        <AgeLinks words={words} ages={ages} />
        {lostSkill}
        <OverFive words={words} contactHref={contactHref} />
      </>
    );
  }
  return (
    <>
      <section className="tool-section" aria-labelledby="checklist-heading">
        <h2 id="checklist-heading">{showingText(words, page.months)}</h2>
        <PaperForm words={words} age={page} />
      </section>
      {lostSkill}
      <AgeLinks words={words} ages={ages} current={page.months} />
    </>
  );
}

/**
 * With the script: the age questions, a link to the checklist for the age given when this page is
 * not it, then this page's skills (whatever the age given: the parent chose this page) and what
 * to talk about.
 */
function ChosenAge({
  words,
  ages,
  page,
  notes,
  update,
  answer,
  book,
  contactHref,
  lostSkill,
}: {
  words: ChecklistWords;
  ages: ChecklistAge[];
  page: ChecklistAge | undefined;
  notes: MilestoneNotes;
  update: (change: Partial<MilestoneNotes>) => void;
  answer: (id: string, value: Answer) => void;
  book: string;
  contactHref: string;
  lostSkill: JSX.Element;
}) {
  const given = agesOf(notes);
  const age = given && checklistFor(ages, given.checklist);
  const corrected = given && given.checklist !== given.age && (
    <p>{fill(words.age.corrected, { age: ageText(words, given.checklist) })}</p>
  );
  return (
    <>
      <div className="tool-form no-print">
        <AgeQuestions
          words={words}
          notes={notes}
          underTwo={given !== undefined && given.age < 24}
          onChange={update}
        />
        <InitialsField
          label={words.print.initials}
          value={notes.initials ?? ""}
          onChange={(initials) => update({ initials })}
        />
      </div>
      <div className="print-only">
        <PrintedSummary words={words} initials={notes.initials} age={given?.age} />
        {corrected}
      </div>
      {given && given.age >= OVER_FIVE_MONTHS && (
        <OverFive words={words} contactHref={contactHref} />
      )}
      {given && given.age < OVER_FIVE_MONTHS && !age && <p>{words.age.tooYoung}</p>}
      {age && age.months !== page?.months && (
        <div className="no-print">
          {corrected}
          <p>
            <a className="button button-primary" href={age.href}>
              {fill(words.age.open, { age: ageText(words, age.months) })}
            </a>
          </p>
        </div>
      )}
      {page && (
        <section className="tool-section no-print" aria-labelledby="checklist-heading">
          {age?.months === page.months && corrected}
          <h2 id="checklist-heading">{showingText(words, page.months)}</h2>
          <AgeItems words={words} age={page} answers={notes.answers} onAnswer={answer} />
        </section>
      )}
      {lostSkill}
      {page && (
        <TalkAbout
          words={words}
          age={page}
          answers={notes.answers}
          book={book}
          contactHref={contactHref}
        />
      )}
    </>
  );
}

/** The child's initials, which only the printed summary shows. */
function InitialsField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (initials: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor="milestones-initials">{label}</label>
      <input
        id="milestones-initials"
        className="input-short"
        maxLength={8}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
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
