// What to talk about with a counsellor: the "Not yet" and "Not sure" skills, and the message for a
// skill the child has lost.
import {
  MILESTONE_AREAS,
  thingsToTalkAbout,
  type Answers,
  type MilestoneArea,
} from "~/features/tools/milestones/rules";
import type { ChecklistAge, ChecklistWords } from "./words";

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
