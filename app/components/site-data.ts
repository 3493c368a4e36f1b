// What the layout needs on every page, chosen by the root loader from content/.
import type { Service, Site } from "~/content/schemas";
import type { ErrorsPage } from "~/content/schemas";
import { paths } from "~/lib/paths";

export type LayoutData = {
  site: Site;
  services: Pick<Service, "slug" | "title">[];
  errors: ErrorsPage;
};

/** A page is current when the path is it or lies below it (an article is part of Resources). */
export function isCurrent(pagePath: string, currentPath: string): boolean {
  if (pagePath === paths.home()) return currentPath === pagePath;
  return currentPath === pagePath || currentPath.startsWith(`${pagePath}/`);
}
