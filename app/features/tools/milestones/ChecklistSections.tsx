// The milestone checklist's parts: the age questions, one age's skills by area, the things to
// talk about, the message for a lost skill, and what the practice looks at after five.
import type { MilestonePage } from "~/features/tools/milestones/content";
import { fill } from "~/lib/format";
import {
  ageName,
  MILESTONE_AREAS,
  thingsToTalkAbout,
  type Answer,
  type Answers,
  type MilestoneArea,
} from "~/features/tools/milestones/rules";
import { RadioQuestion } from "../fields";
import { MONTHS, WEEKS_EARLY, YEARS, type MilestoneNotes, type YesNo } from "./notes";

/** The page's words the checklist shows (the page header has its own), and their language. */
export type ChecklistWords = Omit<MilestonePage, "title" | "description" | "heading" | "intro"> & {
  locale: string;
};

export type ChecklistItem = { id: string; area: MilestoneArea; text: string };
/** One age's checklist: its page, and its items when they are this page's. */
export type ChecklistAge = { months: number; href: string; items: ChecklistItem[] };

function NumberSelect({
  id,
  label,
  choices,
  value,
  onChange,
}: {
  id: string;
  label: string;
  choices: number[];
  value: number | undefined;
  onChange: (value: number | undefined) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ""}
        onChange={(event) =>
          onChange(event.target.value === "" ? undefined : Number(event.target.value))
        }
      >
        <option value="">–</option>
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {/* Years, months and weeks: small whole numbers, the same Latin digits in every language. */}
            {choice}
          </option>
        ))}
      </select>
    </div>
  );
}

/** How old the child is; for a baby under two, whether they were born three or more weeks early. */
export function AgeQuestions({
  words,
  notes,
  underTwo,
  onChange,
}: {
  words: ChecklistWords;
  notes: MilestoneNotes;
  underTwo: boolean;
  onChange: (change: Partial<MilestoneNotes>) => void;
}) {
  const yesNo = [
    { id: "yes", label: words.yesNo.yes },
    { id: "no", label: words.yesNo.no },
  ];
  return (
    <>
      <fieldset className="question">
        <legend>{words.age.legend}</legend>
        <div className="field-row">
          <NumberSelect
            id="milestones-years"
            label={words.age.years}
            choices={YEARS}
            value={notes.years}
            onChange={(years) => onChange({ years })}
          />
          <NumberSelect
            id="milestones-months"
            label={words.age.months}
            choices={MONTHS}
            value={notes.months}
            onChange={(months) => onChange({ months })}
          />
        </div>
      </fieldset>
      {underTwo && (
        <RadioQuestion
          name="born-early"
          legend={words.age.bornEarly}
          options={yesNo}
          value={notes.bornEarly ?? ""}
          onChange={(answer) => onChange({ bornEarly: answer as YesNo })}
        />
      )}
      {underTwo && notes.bornEarly === "yes" && (
        <NumberSelect
          id="milestones-weeks-early"
          label={words.age.weeksEarly}
          choices={WEEKS_EARLY}
          value={notes.weeksEarly ?? WEEKS_EARLY[0]}
          onChange={(weeksEarly) => onChange({ weeksEarly })}
        />
      )}
    </>
  );
}

/** One age's skills, area by area, each a Yes / Not yet / Not sure question. */
export function AgeItems({
  words,
  age,
  answers,
  onAnswer,
}: {
  words: ChecklistWords;
  age: ChecklistAge;
  answers: Answers;
  onAnswer: (id: string, answer: Answer) => void;
}) {
  const options: [Answer, string][] = [
    ["yes", words.answers.yes],
    ["not-yet", words.answers.notYet],
    ["not-sure", words.answers.notSure],
  ];
  // Bare markup, styled from .milestone-area (tools.css).
  return MILESTONE_AREAS.map((area) => {
    const items = age.items.filter((item) => item.area === area);
    if (items.length === 0) return null;
    return (
      <div className="milestone-area" key={area}>
        <h3>{words.areas[area]}</h3>
        {items.map((item) => (
          <fieldset key={item.id}>
            <legend>{item.text}</legend>
            {options.map(([value, label]) => (
              <label key={value}>
                <input
                  type="radio"
                  name={item.id}
                  checked={answers[item.id] === value}
                  onChange={() => onAnswer(item.id, value)}
                />
                {label}
              </label>
            ))}
          </fieldset>
        ))}
      </div>
    );
  });
}

/**
 * One age as a paper form, for printing without the script: a table per area, a row per skill and
 * a column per answer to tick.
 */
export function PaperForm({ words, age }: { words: ChecklistWords; age: ChecklistAge }) {
  const { yes, notYet, notSure } = words.answers;
  return MILESTONE_AREAS.map((area) => {
    const items = age.items.filter((item) => item.area === area);
    if (items.length === 0) return null;
    return (
      <table className="milestone-paper" key={area}>
        <thead>
          <tr>
            <th scope="col">{words.areas[area]}</th>
            <th scope="col">{yes}</th>
            <th scope="col">{notYet}</th>
            <th scope="col">{notSure}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">{item.text}</th>
              <td />
              <td />
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    );
  });
}

/** The "Not yet" and "Not sure" answers of one age, by area, with the way to book beside them. */
export function TalkAbout({
  words,
  age,
  answers,
  book,
  contactHref,
}: {
  words: ChecklistWords;
  age: ChecklistAge;
  answers: Answers;
  book: string;
  contactHref: string;
}) {
  const groups = thingsToTalkAbout(age.items, answers, MILESTONE_AREAS);
  const label = { "not-yet": words.answers.notYet, "not-sure": words.answers.notSure } as const;
  return (
    <section className="tool-section talk-about" aria-labelledby="talk-about-heading">
      <h2 id="talk-about-heading">{words.talkAbout.heading}</h2>
      {groups.length === 0 ? (
        <p>{words.talkAbout.none}</p>
      ) : (
        <>
          <p>{words.talkAbout.intro}</p>
          {groups.map((group) => (
            <div className="talk-about-area" key={group.area}>
              <h3>{words.areas[group.area as MilestoneArea]}</h3>
              <ul>
                {group.items.map((item) => (
                  <li key={item.id}>
                    {item.text}{" "}
                    <span className="talk-about-answer">
                      ({label[item.answer as "not-yet" | "not-sure"]})
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </>
      )}
      <p className="no-print">
        <a className="button button-primary" href={contactHref}>
          {book}
        </a>
      </p>
    </section>
  );
}

/** A link to every age's checklist page (this page's marked as the current one). */
export function AgeLinks({
  words,
  ages,
  current,
}: {
  words: ChecklistWords;
  ages: ChecklistAge[];
  current?: number;
}) {
  return (
    <section className="tool-section milestone-ages" aria-labelledby="choose-age-heading">
      <h2 id="choose-age-heading">{words.age.chooseHeading}</h2>
      <p>{words.age.chooseIntro}</p>
      <ul>
        {ages.map((age) => (
          <li key={age.months}>
            <a href={age.href} aria-current={age.months === current ? "page" : undefined}>
              {ageText(words, age.months)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Shown as soon as the parent says the child lost a skill: contact the practice soon. */
export function LostSkillMessage({
  words,
  book,
  contactHref,
}: {
  words: ChecklistWords;
  book: string;
  contactHref: string;
}) {
  return (
    <div className="milestone-lost">
      <p>{words.lostSkills.message}</p>
      <p className="no-print">
        <a className="button button-primary" href={contactHref}>
          {book}
        </a>
      </p>
    </div>
  );
}

export function OverFive({ words, contactHref }: { words: ChecklistWords; contactHref: string }) {
  return (
    <section className="tool-section" aria-labelledby="over-five-heading">
      <h2 id="over-five-heading">{words.overFive.heading}</h2>
      <p>{words.overFive.text}</p>
      <ul>
        {words.overFive.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p>
        <a className="button button-primary" href={contactHref}>
          {words.overFive.contact}
        </a>
      </p>
    </section>
  );
}

/** Where the skills come from, and what the checklist is not. */
export function SourceNote({ words }: { words: ChecklistWords }) {
  return (
    // Printed with the blank form; the printed summary has the source in its own foot instead.
    <footer className="milestone-source no-print">
      <p>{words.notDiagnostic}</p>
      <p>
        {words.attribution}{" "}
        {words.sources.map((source) => (
          <a key={source.id} href={source.url}>
            {source.name}
          </a>
        ))}
      </p>
    </footer>
  );
}

/** "9 months", with the content's words for ages. */
export const ageText = (words: ChecklistWords, months: number) =>
  ageName(months, words.ageNames, words.locale);

/** "Skills most children have by 9 months." */
export const showingText = (words: ChecklistWords, months: number) =>
  fill(words.age.showing, { age: ageText(words, months) });
