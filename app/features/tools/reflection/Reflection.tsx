// The parenting reflection: original prompts on a three-step scale, and a few kind suggestions with
// links to the site's articles. Nothing is counted or scored, and no number or label is shown. A
// parent who says they cannot cope, or fear hurting someone, sees the helplines at once. Answers
// are saved only when the parent asks (phones are shared); the safety answer is never saved.
import { useEffect, useState } from "react";
import type { ToolsShared } from "~/features/tools/schemas";
import type { ReflectionTopic, ReflectionWords } from "./schema";
import { PrintFoot, ToolActions, ToolStatus } from "../ToolActions";
import { RadioQuestion, useStatus } from "../fields";
import { forgetNotes, readNotes, writeNotes } from "../storage";
import { EMPTY_REFLECTION, parseReflection, type ReflectionNotes } from "./answers";

export type HelplineLink = {
  id: string;
  name: string;
  number: string;
  href: string;
  description: string;
};
/** An article; `lang` when it is in English on a page of another language. */
export type ArticleLink = { title: string; href: string; lang?: string };

export type ReflectionProps = {
  shared: ToolsShared;
  words: ReflectionWords;
  helplines: HelplineLink[];
  /** The published articles the prompts name, by slug. */
  articles: Record<string, ArticleLink>;
  bookHref: string;
};

export function Reflection({ shared, words, helplines, articles, bookHref }: ReflectionProps) {
  const [notes, setNotes] = useState<ReflectionNotes>(EMPTY_REFLECTION);
  const [safety, setSafety] = useState("");
  const [ready, setReady] = useState(false);
  const [status, announce] = useStatus();

  const load = () => setNotes(parseReflection(readNotes("reflection"), words));
  useEffect(() => {
    load();
    setReady(true);
    // Read once, after hydration; `words` never changes on a page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const answer = (id: string, choice: string) =>
    setNotes((current) => ({ ...current, answers: { ...current.answers, [id]: choice } }));
  const toggleTopic = (topic: ReflectionTopic, on: boolean) =>
    setNotes((current) => ({
      ...current,
      topics: on ? [...current.topics, topic] : current.topics.filter((each) => each !== topic),
    }));
  const save = () => announce(writeNotes("reflection", notes) ? shared.saved : shared.notSaved);
  // The safety answer is cleared too: it is never saved, but it is still on the screen.
  const clear = () => {
    forgetNotes("reflection");
    setNotes(EMPTY_REFLECTION);
    setSafety("");
    announce(words.cleared);
  };

  return (
    <div className="tool">
      {!ready && <p className="tool-noscript">{shared.noScript}</p>}
      <ToolStatus message={status} />
      <ReflectionForm
        words={words}
        helplines={helplines}
        notes={notes}
        safety={safety}
        onAnswer={answer}
        onSafety={setSafety}
      />
      {/* Suggestions, topics and buttons need the script, so they appear only once it runs. */}
      {ready && (
        <>
          <Suggestions
            words={words}
            notes={notes}
            articles={articles}
            bookHref={bookHref}
            shared={shared}
          />
          <TopicChoice words={words} topics={notes.topics} onToggle={toggleTopic} />
          <div className="actions no-print">
            <button type="button" className="button button-primary" onClick={save}>
              {words.save}
            </button>
            <button type="button" className="button button-secondary" onClick={clear}>
              {words.clear}
            </button>
          </div>
          <PrintedTopics words={words} topics={notes.topics} shared={shared} />
        </>
      )}
      <ToolActions shared={shared} ready={ready} announce={announce} onNotesChanged={load} />
    </div>
  );
}

/** The prompts on the scale, then the safety question, whose answer may bring the helplines. */
function ReflectionForm({
  words,
  helplines,
  notes,
  safety,
  onAnswer,
  onSafety,
}: {
  words: ReflectionWords;
  helplines: HelplineLink[];
  notes: ReflectionNotes;
  safety: string;
  onAnswer: (id: string, choice: string) => void;
  onSafety: (choice: string) => void;
}) {
  const needsHelp = words.safety.showHelpFor.includes(safety);
  return (
    <form method="dialog" className="tool-form no-print" aria-label={words.heading}>
      {words.prompts.map((prompt) => (
        <RadioQuestion
          key={prompt.id}
          name={prompt.id}
          legend={prompt.text}
          options={words.scale}
          value={notes.answers[prompt.id] ?? ""}
          onChange={(choice) => onAnswer(prompt.id, choice)}
          className="question-scale"
        />
      ))}
      <RadioQuestion
        name="safety"
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

/** The topics the parent picks to keep; these are what is printed. */
function TopicChoice({
  words,
  topics,
  onToggle,
}: {
  words: ReflectionWords;
  topics: ReflectionTopic[];
  onToggle: (topic: ReflectionTopic, on: boolean) => void;
}) {
  return (
    <fieldset className="question no-print">
      <legend>{words.chooseTopics.legend}</legend>
      <p className="question-hint">{words.chooseTopics.hint}</p>
      <div className="choices">
        {(Object.keys(words.topics) as ReflectionTopic[]).map((topic) => (
          <label className="choice" key={topic}>
            <input
              type="checkbox"
              name="topics"
              value={topic}
              checked={topics.includes(topic)}
              onChange={(event) => onToggle(topic, event.target.checked)}
            />
            <span>{words.topics[topic]}</span>
          </label>
        ))}
      </div>
    </fieldset>
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
  shared: ToolsShared;
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

/** A suggestion for each prompt answered below the scale's first step; words only, no count. */
function Suggestions({
  words,
  notes,
  articles,
  bookHref,
  shared,
}: {
  words: ReflectionWords;
  notes: ReflectionNotes;
  articles: Record<string, ArticleLink>;
  bookHref: string;
  shared: ToolsShared;
}) {
  const answered = words.prompts.filter((prompt) => notes.answers[prompt.id]);
  if (answered.length === 0) return null;
  const best = words.scale[0].id;
  const ideas = answered.filter((prompt) => notes.answers[prompt.id] !== best);
  return (
    <section className="tool-section no-print" aria-labelledby="reflection-results-heading">
      <h2 id="reflection-results-heading">{words.results.heading}</h2>
      {ideas.length === 0 ? (
        <p>{words.results.allWell}</p>
      ) : (
        <>
          <p>{words.results.intro}</p>
          <ul className="suggestions">
            {ideas.map((prompt) => {
              const links = prompt.articles.flatMap((slug) => articles[slug] ?? []);
              return (
                <li key={prompt.id}>
                  <strong>{words.topics[prompt.topic]}.</strong> {prompt.suggestion}
                  {links.length > 0 && (
                    <>
                      {" "}
                      {words.results.readMore}{" "}
                      {links.map((link, index) => (
                        <span key={link.href}>
                          {index > 0 && ", "}
                          <a href={link.href} lang={link.lang}>
                            {link.title}
                          </a>
                        </span>
                      ))}
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <p>
        <a className="button button-secondary" href={bookHref}>
          {shared.bookConsultation}
        </a>
      </p>
    </section>
  );
}
