// Around the questions: a link to every age's page, what the practice looks at after five, and
// where the skills come from.
import { ageText, type AfterAnAge, type ChecklistAge, type ChecklistWords } from "./words";

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

export function OverFive({
  words: { overFive },
  contactHref,
}: {
  words: AfterAnAge;
  contactHref: string;
}) {
  return (
    <section className="tool-section" aria-labelledby="over-five-heading">
      <h2 id="over-five-heading">{overFive.heading}</h2>
      <p>{overFive.text}</p>
      <ul>
        {overFive.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p>
        <a className="button button-primary" href={contactHref}>
          {overFive.contact}
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
