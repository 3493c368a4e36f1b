// The page of /preview/changes (changes.server.ts gives its data): the commits compared (linked to
// their diff on GitHub), what this branch changes against main, each page a link into the preview
// (a translation beside its English page) with its changed sentences marked word by word; then
// what is left before launch, the translations this branch made stale and the drafts; and folded
// away below, the standing lists of every translation to bring up to date or review and every
// claim and placeholder to confirm. Its words are interface-words.yaml's reviewPage in the page's
// language; file names, addresses and commits are no language's words (lang="zxx"), and English
// titles, marks and changed sentences say they are English.
import { Fragment, type ReactNode } from "react";
import { fill, fillParts } from "~/lib/format";
import type { previewChanges } from "./changes.server";
import { TextChanges } from "./TextChanges";

type Data = ReturnType<typeof previewChanges>;

/** A file's name, an address or a commit: no language's words. */
const Code = ({ children }: { children: ReactNode }) => <code lang="zxx">{children}</code>;

function Section({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <section className="review-section">
      <h2>{heading}</h2>
      {children}
    </section>
  );
}

/** A file and its page: a link into the preview when it has one, and the English page beside it. */
function FileLine({
  item,
  words,
}: {
  item: {
    file: string;
    path?: string;
    english?: string;
    pathLocale: string;
    englishLocale: string;
  };
  words: Data["words"];
}) {
  return (
    <>
      {item.path ? (
        <a href={item.path} hrefLang={item.pathLocale}>
          <Code>{item.path}</Code>
        </a>
      ) : null}{" "}
      <Code>{item.file}</Code>
      {item.english && (
        <>
          {" "}
          (
          <a href={item.english} hrefLang={item.englishLocale}>
            {words.englishPage}
          </a>
          )
        </>
      )}
    </>
  );
}

function List<T>({
  items,
  none,
  line,
}: {
  items: T[];
  none: string;
  line: (item: T) => ReactNode;
}) {
  return items.length === 0 ? (
    <p>{none}</p>
  ) : (
    <ul>
      {items.map((item, index) => (
        <li key={index}>{line(item)}</li>
      ))}
    </ul>
  );
}

/** Which commits were compared and their diff, or that the build has no Git history to compare. */
function History({ history, words }: Pick<Data, "history" | "words">) {
  if (!history) return <p>{words.noHistory}</p>;
  const commits = { base: <Code>{history.base}</Code>, commit: <Code>{history.commit}</Code> };
  return (
    <p>
      {fillParts(words.compared, commits).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}{" "}
      <a href={history.diff}>{words.diffOnGitHub}</a>
    </p>
  );
}

function Changes({ changes, words, locale }: Pick<Data, "changes" | "words" | "locale">) {
  const status = { added: words.added, changed: words.changed, deleted: words.deleted };
  return (
    <List
      items={changes}
      none={words.noChanges}
      line={(change) => (
        <>
          <strong>{status[change.status as keyof typeof status]}:</strong>{" "}
          {change.status === "deleted" ? (
            <Code>{change.file}</Code>
          ) : (
            <FileLine item={change} words={words} />
          )}
          {change.text && (
            <TextChanges places={change.text} lang={change.lang} pageLang={locale} words={words} />
          )}
        </>
      )}
    />
  );
}

/** What is left before the site goes live, or that nothing is, and the editor's page of it. */
function Launch({ launch, words }: Pick<Data, "launch" | "words">) {
  return (
    <p>
      {launch.left ? fill(words.launchLeft, launch.left) : words.launchReady}{" "}
      <a href={launch.page}>{launch.label}</a>
    </p>
  );
}

export function ChangesPage({ data }: { data: Data }) {
  const { words } = data;
  const translationLine = (item: Data["translations"][number]) => (
    <>
      <FileLine item={item} words={words} />:{" "}
      {[item.stale && words.stale, item.unreviewed && words.unreviewed].filter(Boolean).join("; ")}
    </>
  );
  return (
    <section className="section">
      <div className="container narrow review-page">
        <h1>{words.title}</h1>
        <p>{words.intro}</p>
        <History history={data.history} words={words} />
        {data.history && <Changes changes={data.changes} words={words} locale={data.locale} />}
        <Section heading={words.launch}>
          <Launch launch={data.launch} words={words} />
        </Section>
        {data.history && (
          <Section heading={words.madeStale}>
            <List items={data.madeStale} none={words.none} line={translationLine} />
          </Section>
        )}
        <Section heading={words.drafts}>
          <List
            items={data.drafts}
            none={words.none}
            line={(draft) => (
              <>
                <a href={draft.path} lang={draft.lang}>
                  {draft.title}
                </a>{" "}
                ({draft.status})
              </>
            )}
          />
        </Section>
        <details className="review-standing">
          <summary>{words.standing}</summary>
          <Section heading={words.translations}>
            <List items={data.translations} none={words.none} line={translationLine} />
          </Section>
          <Section heading={words.markers}>
            <List
              items={data.markers}
              none={words.none}
              line={(marker) => (
                <>
                  <Code>{marker.where}</Code> <span lang={marker.lang}>{marker.what}</span>
                </>
              )}
            />
          </Section>
        </details>
      </div>
    </section>
  );
}
