// A parent reading in Marathi (every published language after the first) is never thrown out of
// it by a link: the walk of every page of the language reachable from its home (language-walk.ts)
// finds no link of this site, in a body, a figure, a card, a button or the footer, that leads to
// the English page where the language has its own. The fixture's English-only articles, shown
// inside the language's pages, link to pages it has (the Resources page, another article), and a
// figure the translation takes from the English links to the list of articles. Hindi, built only
// in previews, is walked in the preview of fixture-preview.spec.ts.
import { expect, test } from "./csp.fixture";
import { otherLanguages } from "./helpers";
import { linksLeavingLanguage } from "./language-walk";

for (const { code } of otherLanguages) {
  test(`${code}: no link on a ${code} page leaves ${code} for a page ${code} has`, async ({
    page,
    baseURL,
  }) => {
    const { walked, leaving } = await linksLeavingLanguage(page, baseURL!, code);
    // The walk reached the articles and the tools, not the home page alone.
    expect(walked.length).toBeGreaterThan(10);
    expect(leaving).toEqual([]);
  });
}
