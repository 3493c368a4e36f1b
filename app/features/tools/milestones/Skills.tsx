// One age's skills: as questions to answer (with the script), or as a paper form to tick by hand.
import { MILESTONE_AREAS, type Answer, type Answers } from "~/features/tools/milestones/rules";
import type { ChecklistAge, ChecklistWords } from "./words";

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
