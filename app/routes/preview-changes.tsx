// /preview/changes, in preview builds only: what this branch changes against main, each page a
// link into the preview (a translation beside its English page), then the drafts, the translations
// to bring up to date or review, and the claims and placeholders to confirm. Its words are
// content/site.yaml's reviewPage.
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { pageMeta } from "~/seo/page-meta.server";
import { languageLinks, layoutContent } from "~/content/content.server";
import { metaTags } from "~/seo/meta";
import { paths } from "~/lib/paths";
import { previewChanges } from "./preview.server";

export function loader() {
  const changes = previewChanges();
  const local = layoutContent({});
  return {
    ...changes,
    meta: pageMeta(local, {
      title: changes.words.title,
      description: changes.words.intro,
      path: paths.previewChanges(),
      noindex: true,
      languages: languageLinks(paths.previewChanges(), () => false).slice(0, 1),
    }),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => metaTags(data?.meta);

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

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
      {item.path ? <a href={item.path}>{item.path}</a> : null} <code>{item.file}</code>
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

export default function PreviewChanges() {
  const data = useLoaderData<typeof loader>();
  const { words } = data;
  const status = { added: words.added, changed: words.changed, deleted: words.deleted };
  return (
    <section className="section">
      <div className="container narrow review-page">
        <h1>{words.title}</h1>
        <p>{words.intro}</p>
        <p>{data.history ?? words.noHistory}</p>
        {data.history !== undefined && (
          <List
            items={data.changes}
            none={words.noChanges}
            line={(change) => (
              <>
                <strong>{status[change.status as keyof typeof status]}:</strong>{" "}
                {change.status === "deleted" ? (
                  <code>{change.file}</code>
                ) : (
                  <FileLine item={change} words={words} />
                )}
              </>
            )}
          />
        )}
        <Section heading={words.drafts}>
          <List
            items={data.drafts}
            none={words.none}
            line={(draft) => (
              <>
                <a href={draft.path}>{draft.title}</a> ({draft.status})
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
                <code>{marker.where}</code> {marker.field}: {marker.what}
              </>
            )}
          />
        </Section>
      </div>
    </section>
  );
}
