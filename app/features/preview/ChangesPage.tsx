// The page of /preview/changes (changes.server.ts gives its data): what this branch changes against
// main, each page a link into the preview (a translation beside its English page), then the
// drafts, the translations to bring up to date or review, and the claims and placeholders to
// confirm. Its words are site.yaml's reviewPage in the page's language; file names, addresses and
// commits are no language's words (lang="zxx"), and English titles and marks say they are English.
import { Fragment, type ReactNode } from "react";
import { fillParts } from "~/lib/format";
import type { previewChanges } from "./changes.server";

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
  item: { file: string; path?: string; english?: string };
  words: Data["words"];
}) {
  return (
    <>
      {item.path ? (
        <a href={item.path}>
          <Code>{item.path}</Code>
        </a>
      ) : null}{" "}
      <Code>{item.file}</Code>
      {item.english && (
        <>
          {" "}
          (<a href={item.english}>{words.englishPage}</a>)
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

/** Which commits were compared, or that the build has no Git history to compare. */
function History({ history, words }: Pick<Data, "history" | "words">) {
  if (!history) return <p>{words.noHistory}</p>;
  const commits = { base: <Code>{history.base}</Code>, commit: <Code>{history.commit}</Code> };
  return (
    <p>
      {fillParts(words.compared, commits).map((part, index) => (
        <Fragment key={index}>{part}</Fragment>
      ))}
    </p>
  );
}

function Changes({ changes, words }: Pick<Data, "changes" | "words">) {
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
        </>
      )}
    />
  );
}

export function ChangesPage({ data }: { data: Data }) {
  const { words } = data;
  return (
    <section className="section">
      <div className="container narrow review-page">
        <h1>{words.title}</h1>
        <p>{words.intro}</p>
        <History history={data.history} words={words} />
        {data.history && <Changes changes={data.changes} words={words} />}
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
        <Section heading={words.translations}>
          <List
            items={data.translations}
            none={words.none}
            line={(item) => (
              <>
                <FileLine item={item} words={words} />:{" "}
                {[item.stale && words.stale, item.unreviewed && words.unreviewed]
                  .filter(Boolean)
                  .join("; ")}
              </>
            )}
          />
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
      </div>
    </section>
  );
}
