// The preview pane's templates (app/editor/preview/templates.tsx) draw an entry as the site does:
// the Services page with its practical facts (languages, online sessions, the wait, the fees),
// each written out in the entry's language. On the fixture tree's checked content.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { itemOfFile, languageOf } from "../app/editor/preview/item-of-file";
import { PREVIEWS } from "../app/editor/preview/templates";
import { rupeesIn } from "../app/lib/practice-facts";
import { FIXTURE_CONTENT_DIR, PREVIEW } from "./fixture-tree";

const content = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);

/** The pane's HTML of a file of content/ ("mr/pages/services.md"), as paneViewOf draws it. */
function paneOf(file: string): string {
  const { local, locale } = languageOf(content, file);
  const shown = itemOfFile(content, file);
  const template = PREVIEWS[shown.kind] as (item: unknown, context: object) => JSX.Element;
  return renderToStaticMarkup(template(shown.item, { content, local, locale }));
}

describe("the preview pane of the Services page", () => {
  it("shows its fees, wait and languages as the page does, in the entry's language", () => {
    // The English page, and a translation of it (whose locale writes the amounts its own way).
    const translated = content.languages.find(
      ({ code }) => content.translations[code]?.pages.services,
    );
    expect(translated).toBeDefined();
    for (const file of ["pages/services.md", `${translated!.code}/pages/services.md`]) {
      const { local, locale } = languageOf(content, file);
      const page = local.pages.services!;
      const html = paneOf(file);
      expect(html).toContain(page.heading);
      const fees = page.fees.items ?? [];
      expect(fees.length).toBeGreaterThan(0);
      for (const fee of fees) expect(html).toContain(rupeesIn(fee.amount, locale));
      expect(html).toContain(page.wait.heading);
      for (const language of page.languages.items) expect(html).toContain(language);
    }
  });
});
