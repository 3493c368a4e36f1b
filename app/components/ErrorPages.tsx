import { useLocalPaths, type LayoutData } from "./layout-data";
import { MAIN_PAGES } from "~/lib/paths";

/** The 404 page: kind words, and the way home and to the main pages. */
export function NotFoundPage({ site, errors }: Pick<LayoutData, "site" | "errors">) {
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
                {site.navigation[page.menuKey]}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Shown for an unexpected error; the layout around it still offers the phone number. */
export function UnexpectedErrorPage({ site, errors }: Pick<LayoutData, "site" | "errors">) {
  const paths = useLocalPaths();
  return (
    <section className="section">
      <div className="container narrow center-text">
        <h1>{errors.unexpected.heading}</h1>
        <p className="lead">{errors.unexpected.text}</p>
        <p>
          <a className="button button-primary" href={paths.home()}>
            {site.navigation.home}
          </a>
        </p>
      </div>
    </section>
  );
}

/** Offline, a page never read (the service worker shows it): what to do, and the way home. */
export function OfflinePage({ site, errors }: Pick<LayoutData, "site" | "errors">) {
  const paths = useLocalPaths();
  return (
    <section className="section">
      <div className="container narrow center-text">
        <h1 lang={errors.lang}>{errors.offline.heading}</h1>
        <p className="lead" lang={errors.lang}>
          {errors.offline.text}
        </p>
        <p>
          <a className="button button-primary" href={paths.home()}>
            {site.navigation.home}
          </a>
        </p>
      </div>
    </section>
  );
}
