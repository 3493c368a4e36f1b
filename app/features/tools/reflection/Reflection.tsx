// The parenting reflection: original prompts on a three-step scale, and a few kind suggestions with
// links to the site's articles. Nothing is counted or scored, and no number or label is shown. A
// parent who says they cannot cope, or fear hurting someone, sees the helplines at once. Answers
// are saved only when the parent asks (phones are shared); the safety answer is never saved.
import { useEffect, useMemo, useState } from "react";
import type { IslandShared } from "~/features/tools/ui/island-words";
import type { ReflectionTopic, ReflectionWords } from "./schema";
import { PrintFoot } from "../ui/ToolActions";
import { toolElementId, ToolFrame } from "../ui/ToolFrame";
import { CheckboxQuestion, typedBeforeStart } from "~/components/fields";
import { forgetNotes } from "../notes/storage";
import { useNotes } from "../ui/useNotes";
import { answerChange, parseReflection, topicChange } from "./answers";
import { ReflectionForm, SAFETY, type HelplineLink } from "./ReflectionForm";
import { Suggestions, type ArticleLink } from "./Suggestions";

export type { ArticleLink, HelplineLink };

export type ReflectionProps = {
  shared: IslandShared;
  words: ReflectionWords;
  helplines: HelplineLink[];
  /** The published articles the prompts name, by slug. */
  articles: Record<string, ArticleLink>;
  bookHref: string;
};

export function Reflection({ shared, words, helplines, articles, bookHref }: ReflectionProps) {
  const notes = useNotes("reflection", shared);
  const answers = useMemo(() => parseReflection(notes.doc ?? {}, words), [notes.doc, words]);
  const [safety, setSafety] = useState("");
  // Answers given before the script started are kept (on screen, saved when the parent asks).
  useEffect(() => {
    const given = typedBeforeStart(document.getElementById(toolElementId("reflection")));
    const scale = new Set(words.scale.map((step) => step.id));
    notes.change(
      words.prompts
        .filter((prompt) => scale.has(given[prompt.id] ?? ""))
        .map((prompt) => answerChange(prompt.id, given[prompt.id]!)),
    );
    if (given[SAFETY]) setSafety(given[SAFETY]);
    // Once, as the script starts; `words` never changes on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The safety answer is cleared too: it is never saved, but it is still on the screen.
  const clear = () => {
    forgetNotes("reflection");
    notes.clear();
    setSafety("");
    notes.announce(words.cleared);
  };

  return (
    <ToolFrame tool="reflection" shared={shared} notes={notes}>
      <ReflectionForm
        words={words}
        helplines={helplines}
        answers={answers.answers}
        safety={safety}
        onAnswer={(id, choice) => notes.change([answerChange(id, choice)])}
        onSafety={setSafety}
      />
      {/* Suggestions, topics and buttons need the script, so they appear only once it runs. */}
      {notes.doc && (
        <>
          <Suggestions
            words={words}
            answers={answers.answers}
            articles={articles}
            bookHref={bookHref}
            shared={shared}
          />
          <CheckboxQuestion
            name="topics"
            legend={words.chooseTopics.legend}
            hint={words.chooseTopics.hint}
            options={Object.entries(words.topics).map(([id, label]) => ({ id, label }))}
            chosen={answers.topics}
            onToggle={(topic, on) => notes.change([topicChange(topic as ReflectionTopic, on)])}
            className="no-print"
          />
          <div className="actions no-print">
            <button type="button" className="button button-primary" onClick={() => notes.save([])}>
              {words.save}
            </button>
            <button type="button" className="button button-secondary" onClick={clear}>
              {words.clear}
            </button>
          </div>
          <PrintedTopics words={words} topics={answers.topics} shared={shared} />
        </>
      )}
    </ToolFrame>
  );
}

/** The printed page: the chosen topics only, not the answers. */
function PrintedTopics({
  words,
  topics,
  shared,
}: {
  words: ReflectionWords;
  topics: ReflectionTopic[];
  shared: IslandShared;
}) {
  return (
    <section className="print-only" aria-labelledby="reflection-print-heading">
      <h2 id="reflection-print-heading">{words.printHeading}</h2>
      {topics.length === 0 ? (
        <p>{words.printEmpty}</p>
      ) : (
        <ul>
          {topics.map((topic) => (
            <li key={topic}>{words.topics[topic]}</li>
          ))}
        </ul>
      )}
      <PrintFoot shared={shared} />
    </section>
  );
}
