// The search page (/search in each language): a GET form, the places its script writes results
// into, and every article by topic. Without JavaScript the form reloads the page and the list is
// what the parent browses; with it, the results show as the parent types (island.ts).
import { PageHeader, Section } from "~/components/PageBlocks";
import { Island } from "~/islands/Island";
import { Search } from "~/lib/icons";
import { QUERY_PARAMETER, SEARCH_IDS } from "./props";
import type { SearchPageData } from "./search.server";

export function SearchPage({ words, action, contactHref, topics, props }: SearchPageData) {
  return (
    <>
      <PageHeader heading={words.heading} intro={words.intro} />
      <section className="section section-tight search" aria-label={words.label}>
        <div className="container narrow">
          <Island name="search" props={props}>
            <form
              id={SEARCH_IDS.form}
              className="search-form"
              action={action}
              method="get"
              role="search"
            >
              <label htmlFor={SEARCH_IDS.field}>{words.label}</label>
              <div className="search-row">
                <input
                  id={SEARCH_IDS.field}
                  type="search"
                  name={QUERY_PARAMETER}
                  autoComplete="off"
                  enterKeyHint="search"
                />
                <button className="button button-primary" type="submit">
                  <Search className="icon" aria-hidden="true" />
                  {words.button}
                </button>
              </div>
            </form>
            <p id={SEARCH_IDS.status} className="search-status" role="status" />
            <ol id={SEARCH_IDS.results} className="search-results" hidden />
            <div id={SEARCH_IDS.nothingFound} className="search-nothing" hidden>
              <h2 id={SEARCH_IDS.nothingFoundHeading}>{words.noResults.heading}</h2>
              <p>{words.noResults.text}</p>
              <p>{words.noResults.topics}</p>
              <ul className="search-topics">
                {topics.map((topic) => (
                  <li key={topic.id}>
                    <a href={topic.href}>{topic.title}</a>
                  </li>
                ))}
              </ul>
              <p>
                <a className="button button-secondary" href={contactHref}>
                  {words.noResults.contact}
                </a>
              </p>
            </div>
            <p id={SEARCH_IDS.offline} className="search-offline" hidden>
              {words.offline}
            </p>
          </Island>
        </div>
      </section>
      <Section id="browse" heading={words.browseHeading} tone="tinted">
        <div className="search-browse">
          {topics.map((topic) => (
            <section key={topic.id} aria-labelledby={`browse-${topic.id}`}>
              <h3 id={`browse-${topic.id}`}>
                <a href={topic.href}>{topic.title}</a>
              </h3>
              <ul>
                {topic.articles.map((article) => (
                  <li key={article.slug}>
                    <a href={article.href} lang={article.lang}>
                      {article.title}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
    </>
  );
}
