// What the layout needs on every page, chosen by the root loader from content/.
import { useRouteLoaderData } from "@remix-run/react";
import type { InterfaceWords, Service, Site } from "~/content/schemas";
import type { ErrorsPage } from "~/content/schemas";
import { paths, pathsIn, type LanguagePaths } from "~/lib/paths";

export type LayoutData = {
  site: Site;
  /** The interface's words in the page's language: menu, buttons, labels. */
  words: InterfaceWords;
  services: (Pick<Service, "slug" | "title"> & { lang?: string })[];
  errors: ErrorsPage & { lang?: string };
  /** The page's language: its locale (<html lang>), and its addresses. */
  language: LanguagePaths & { locale: string };
  /**
   * The year of the build's day (the footer's ©): a page shows only what its loaders give it, never
   * the clock, so that a page kept from an earlier build is the page this build would render.
   */
  year: number;
};

/** A page is current when the path is it or lies below it (an article is part of Resources). */
export function isCurrent(pagePath: string, currentPath: string, homePath = paths.home()): boolean {
  if (pagePath === homePath) return currentPath === pagePath;
  return currentPath === pagePath || currentPath.startsWith(`${pagePath}/`);
}

/** The addresses of the page's language (app/lib/paths.ts), for components inside the layout. */
export function useLocalPaths() {
  const data = useRouteLoaderData<LayoutData>("root");
  return data ? pathsIn(data.language) : paths;
}
