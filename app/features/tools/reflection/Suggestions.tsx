// What the reflection suggests: for each topic with a prompt answered below the scale's first step,
// the topic once as a heading and its suggestions under it, with links to the site's articles.
// Words only, no count.
import type { IslandShared } from "~/features/tools/ui/island-words";
import type { ReflectionTopic, ReflectionWords } from "./schema";

/** An article; `lang` when it is in English on a page of another language. */
export type ArticleLink = { title: string; href: string; lang?: string };

type Prompt = ReflectionWords["prompts"][number];

export function Suggestions({
  words,
  answers,
  articles,
  bookHref,
  shared,
}: {
  words: ReflectionWords;
  answers: Record<string, string>;
  articles: Record<string, ArticleLink>;
  bookHref: string;
  shared: IslandShared;
}) {
  const answered = words.prompts.filter((prompt) => answers[prompt.id]);
  if (answered.length === 0) return null;
  const best = words.scale[0].id;
  const ideas = answered.filter((prompt) => answers[prompt.id] !== best);
  const topics = (Object.keys(words.topics) as ReflectionTopic[]).flatMap((topic) => {
    const prompts = ideas.filter((prompt) => prompt.topic === topic);
    return prompts.length > 0 ? [{ topic, prompts }] : [];
  });
  return (
    <section className="tool-section no-print" aria-labelledby="reflection-results-heading">
      <h2 id="reflection-results-heading">{words.results.heading}</h2>
      {topics.length === 0 ? (
        <p>{words.results.allWell}</p>
      ) : (
        <>
          <p>{words.results.intro}</p>
          {topics.map(({ topic, prompts }) => (
            <div className="suggestions" key={topic}>
              <h3>{words.topics[topic]}</h3>
              <ul>
                {prompts.map((prompt) => (
                  <Suggestion key={prompt.id} prompt={prompt} words={words} articles={articles} />
                ))}
              </ul>
            </div>
          ))}
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

function Suggestion({
  prompt,
  words,
  articles,
}: {
  prompt: Prompt;
  words: ReflectionWords;
  articles: Record<string, ArticleLink>;
}) {
  const links = prompt.articles.flatMap((slug) => articles[slug] ?? []);
  return (
    <li>
      {prompt.suggestion}
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
}
