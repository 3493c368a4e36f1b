// The milestone checklist (the Development Tracker). With the script, the parent gives the child's
// age, answers that age's skills (Yes / Not yet / Not sure) and sees the "Not yet" and "Not sure"
// ones gathered as things to talk about; everything is kept in this browser only. Without it (and
// until it starts) the page is every age's checklist as a form to print and fill in by hand.
// There is no score, no "delay" and no colour that means failing.
import { useEffect, useState } from "react";
import type { ToolsShared } from "~/content/tool-schemas";
import { fill } from "~/lib/format";
import { checklistFor, OVER_FIVE_MONTHS, type Answer } from "~/lib/milestones";
import { PrintFoot, ToolActions, ToolStatus } from "../ToolActions";
import { RadioQuestion, useStatus } from "../fields";
import { readNotes, writeNotes } from "../storage";
import { agesOf, EMPTY_NOTES, parseNotes, type MilestoneNotes, type YesNo } from "./notes";
import {
  AgeItems,
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
} from "./parts";

export type ChecklistProps = {
  shared: ToolsShared;
  words: ChecklistWords;
  ages: ChecklistAge[];
  contactHref: string;
};

export function Checklist({ shared, words, ages, contactHref }: ChecklistProps) {
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
        <ChosenAge {...{ words, ages, notes, update, answer, book, contactHref, lostSkill }} />
      ) : (
        <EveryAge words={words} ages={ages} lostSkill={lostSkill} contactHref={contactHref} />
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

/** Without the script: every age as a form to print, each behind its age, then the questions for all. */
function EveryAge({
  words,
  ages,
  lostSkill,
  contactHref,
}: {
  words: ChecklistWords;
  ages: ChecklistAge[];
  lostSkill: JSX.Element;
  contactHref: string;
}) {
  return (
    <>
      <section className="tool-section" aria-labelledby="choose-age-heading">
        <h2 id="choose-age-heading">{words.age.chooseHeading}</h2>
        <p>{words.age.chooseIntro}</p>
        {ages.map((age) => (
          <details className="milestone-age" key={age.months} data-months={age.months}>
            <summary>{ageText(words, age.months)}</summary>
            <PaperForm words={words} age={age} />
          </details>
        ))}
      </section>
      {lostSkill}
      <OverFive words={words} contactHref={contactHref} />
    </>
  );
}

/** With the script: the age questions, then that age's checklist and what to talk about. */
function ChosenAge({
  words,
  ages,
  notes,
  update,
  answer,
  book,
  contactHref,
  lostSkill,
}: {
  words: ChecklistWords;
  ages: ChecklistAge[];
  notes: MilestoneNotes;
  update: (change: Partial<MilestoneNotes>) => void;
  answer: (id: string, value: Answer) => void;
  book: string;
  contactHref: string;
  lostSkill: JSX.Element;
}) {
  const given = agesOf(notes);
  const age = given && checklistFor(ages, given.checklist);
  return (
    <>
      <div className="tool-form no-print">
        <AgeQuestions
          words={words}
          notes={notes}
          underTwo={given !== undefined && given.age < 24}
          onChange={update}
        />
        <div className="field">
          <label htmlFor="milestones-initials">{words.print.initials}</label>
          <input
            id="milestones-initials"
            className="input-short"
            maxLength={8}
            autoComplete="off"
            value={notes.initials ?? ""}
            onChange={(event) => update({ initials: event.target.value })}
          />
        </div>
      </div>
      <div className="print-only">
        <h2>{words.print.summaryHeading}</h2>
        {notes.initials && <p>{fill(words.print.child, { initials: notes.initials })}</p>}
        {given && <p>{fill(words.print.age, { age: ageText(words, given.age) })}</p>}
        {given && given.checklist !== given.age && (
          <p>{fill(words.age.corrected, { age: ageText(words, given.checklist) })}</p>
        )}
      </div>
      {given && given.age >= OVER_FIVE_MONTHS && (
        <OverFive words={words} contactHref={contactHref} />
      )}
      {given && given.age < OVER_FIVE_MONTHS && !age && <p>{words.age.tooYoung}</p>}
      {given && age && (
        <section className="tool-section no-print" aria-labelledby="checklist-heading">
          {given.checklist !== given.age && (
            <p>{fill(words.age.corrected, { age: ageText(words, given.checklist) })}</p>
          )}
          <h2 id="checklist-heading">{showingText(words, age.months)}</h2>
          <AgeItems words={words} age={age} answers={notes.answers} onAnswer={answer} />
        </section>
      )}
      {lostSkill}
      {given && age && (
        <TalkAbout
          words={words}
          age={age}
          answers={notes.answers}
          book={book}
          contactHref={contactHref}
        />
      )}
    </>
  );
}
