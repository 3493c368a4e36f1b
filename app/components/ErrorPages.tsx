// The pages of what went wrong, in the page's language: not found (404), an unexpected error, and
// offline on a page never read; each leads home.
import { useLocalPaths, type LayoutData } from "./layout-data";
import { MAIN_PAGES } from "~/lib/paths";

/** The 404 page: kind words, and the way home and to the main pages. */
export function NotFoundPage({ words, errors }: Pick<LayoutData, "words" | "errors">) {
  const paths = useLocalPaths();
  return (
    <section className="section">
      <div className="container narrow center-text">
        <p className="eyebrow">404</p>
        <h1 lang={errors.lang}>{errors.notFound.heading}</h1>
        <p className="lead" lang={errors.lang}>
          {errors.notFound.text}
        </p>
        <ul className="link-pills">
          {MAIN_PAGES.map((page) => (
            <li key={page.path}>
              <a className="button button-secondary" href={paths[page.menuKey]()}>
                {words.navigation[page.menuKey]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

type ErrorPageProps = Pick<LayoutData, "words" | "errors">;

/** Shown for an unexpected error; the layout around it still offers the phone number. */
export const UnexpectedErrorPage = ({ words, errors }: ErrorPageProps) => (
  <HomeBound navigation={words.navigation} copy={errors.unexpected} lang={errors.lang} />
);

/** Offline, a page never read (the service worker shows it): what to do, and the way home. */
export const OfflinePage = ({ words, errors }: ErrorPageProps) => (
  <HomeBound navigation={words.navigation} copy={errors.offline} lang={errors.lang} />
);

/** A heading, a sentence and the way home (`lang`: the words' own, where they fell back to English). */
function HomeBound({
  navigation,
  copy,
  lang,
}: {
  navigation: LayoutData["words"]["navigation"];
  copy: { heading: string; text: string };
  lang?: string;
}) {
  const paths = useLocalPaths();
  return (
    <section className="section">
      <div className="container narrow center-text">
        <h1 lang={lang}>{copy.heading}</h1>
        <p className="lead" lang={lang}>
          {copy.text}
        </p>
        <p>
          <a className="button button-primary" href={paths.home()}>
            {navigation.home}
          </a>
        </p>
      </div>
    </section>
  );
}
