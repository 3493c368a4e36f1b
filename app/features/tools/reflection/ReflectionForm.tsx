// The reflection's questions: the prompts on the scale, then the safety question, whose answer may
// bring the helplines at once.
import type { ReflectionWords } from "./schema";
import { RadioQuestion } from "~/components/fields";

export type HelplineLink = {
  id: string;
  name: string;
  number: string;
  href: string;
  description: string;
};

/** The safety question's name (its answer is never saved). */
export const SAFETY = "safety";

export function ReflectionForm({
  words,
  helplines,
  answers,
  safety,
  onAnswer,
  onSafety,
}: {
  words: ReflectionWords;
  helplines: HelplineLink[];
  answers: Record<string, string>;
  safety: string;
  onAnswer: (id: string, choice: string) => void;
  onSafety: (choice: string) => void;
}) {
  const needsHelp = words.safety.showHelpFor.includes(safety);
  return (
    <form method="dialog" className="tool-form no-print" aria-label={words.title}>
      {words.prompts.map((prompt) => (
        <RadioQuestion
          key={prompt.id}
          name={prompt.id}
          legend={prompt.text}
          options={words.scale}
          value={answers[prompt.id] ?? ""}
          onChange={(choice) => onAnswer(prompt.id, choice)}
          className="question-scale"
        />
      ))}
      <RadioQuestion
        name={SAFETY}
        legend={words.safety.legend}
        options={words.safety.options}
        value={safety}
        onChange={onSafety}
        className="question-scale"
      />
      {needsHelp && <SafetyHelp words={words} helplines={helplines} />}
    </form>
  );
}

/** The same-day helplines, shown (and announced) as soon as the answer asks for them. */
function SafetyHelp({ words, helplines }: { words: ReflectionWords; helplines: HelplineLink[] }) {
  return (
    <div className="emergency tool-help" role="alert">
      <h2>{words.safety.heading}</h2>
      <p>{words.safety.text}</p>
      <ul className="helplines">
        {helplines.map((line) => (
          <li key={line.id}>
            <a className="helpline-number" href={line.href}>
              <span>{line.name}</span>
              <strong>{line.number}</strong>
            </a>
            <p>{line.description}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
