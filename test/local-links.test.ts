// Links that content writes to this site's pages, on another language's pages (local-links.ts):
// to the language's own page where it has one, else as written; a body's links in its HTML as the
// renderer writes it; a figure's link in its field. The browser walk of every Marathi and Hindi
// page is test/e2e/stay-in-language.spec.ts.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { headingIdsInHtml } from "../app/content/body/headings";
import {
  headingsInTranslation,
  localAddressIn,
  withLocalBodyLinks,
  withLocalLinks,
} from "../app/content/local-links";
import { copyOfFixture, FIXTURE_CONTENT_DIR, PREVIEW } from "./fixture-tree";

const HAS = new Set(["/mr", "/mr/resources", "/mr/resources/a-story", "/mr/search"]);
const toMarathi = localAddressIn("mr", (page) => HAS.has(page), ["hi"]);

describe("an address on a Marathi page", () => {
  it("is the Marathi page's where Marathi has it, with its part and query as written", () => {
    expect(toMarathi("/")).toBe("/mr");
    expect(toMarathi("/resources")).toBe("/mr/resources");
    expect(toMarathi("/resources/")).toBe("/mr/resources/");
    expect(toMarathi("/resources/a-story#when-to-worry")).toBe(
      "/mr/resources/a-story#when-to-worry",
    );
    expect(toMarathi("/search?q=sleep")).toBe("/mr/search?q=sleep");
  });

  it("stays as written where Marathi has no such page, or the address is no page of its own", () => {
    for (const address of [
      "/contact",
      "/contact#emergency",
      "/images/a.png",
      "#emergency",
      "//example.org/resources",
      "https://example.org/resources",
      "tel:+911234",
    ]) {
      expect(toMarathi(address)).toBe(address);
    }
  });

  it("stays as written when it names a language itself", () => {
    expect(toMarathi("/mr/resources")).toBe("/mr/resources");
    expect(toMarathi("/hi/resources")).toBe("/hi/resources");
  });
});

describe("a body's links", () => {
  it("are made local in every <a>, and nothing else is touched", () => {
    const html =
      '<p>See <a href="/resources">the list</a>, <a class="helpline-link" href="tel:1930">1930</a>, ' +
      '<a href="/contact">contact</a> and <img src="/resources" alt="a &#x22;href=&#x22;/resources"> ' +
      'href="/resources" as words.</p>';
    expect(withLocalBodyLinks(html, toMarathi)).toBe(
      '<p>See <a href="/mr/resources">the list</a>, <a class="helpline-link" href="tel:1930">1930</a>, ' +
        '<a href="/contact">contact</a> and <img src="/resources" alt="a &#x22;href=&#x22;/resources"> ' +
        'href="/resources" as words.</p>',
    );
  });
});

describe("a language's content", () => {
  it("has its bodies' and its figures' links made local, and nothing else", () => {
    const content = {
      pages: {
        resources: {
          heading: "/resources",
          stats: [
            { label: "लेख", href: "/resources" },
            { label: "मदत", href: "#emergency" },
          ],
        },
      },
      articles: [
        { slug: "a-story", html: '<a href="/resources/a-story">x</a>', text: "/resources" },
      ],
    };
    expect(withLocalLinks(content, toMarathi)).toEqual({
      pages: {
        resources: {
          heading: "/resources",
          stats: [
            { label: "लेख", href: "/mr/resources" },
            { label: "मदत", href: "#emergency" },
          ],
        },
      },
      articles: [
        { slug: "a-story", html: '<a href="/mr/resources/a-story">x</a>', text: "/resources" },
      ],
    });
  });

  it("is made against the pages the build has: its addresses, in every language", () => {
    const { addresses } = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
    expect(addresses).toContain("/mr/resources");
    expect(addresses).toContain("/hi");
    expect(addresses).not.toContain("/mr/contact");
  });
});

describe("a link to a heading of an article the language has translated", () => {
  const headings = {
    "a-story": { "when-to-worry": "काळजी-कधी", "in-short": "थोडक्यात" },
    apart: null,
  };
  const HAS_BOTH = new Set([...HAS, "/mr/resources/apart"]);
  const local = localAddressIn("mr", (page) => HAS_BOTH.has(page), ["hi"], headings);
  const marathi = (id: string) => encodeURIComponent(id);

  it("leads to the heading in its place in the translation, from a field and from a body", () => {
    expect(local("/resources/a-story#when-to-worry")).toBe(
      `/mr/resources/a-story#${marathi("काळजी-कधी")}`,
    );
    expect(local("/resources/a-story/#user-content-in-short")).toBe(
      `/mr/resources/a-story/#user-content-${marathi("थोडक्यात")}`,
    );
  });

  it("leads to the top of the translated page where its headings are not the English's", () => {
    expect(local("/resources/apart#when-to-worry")).toBe("/mr/resources/apart");
    expect(local("/resources/apart#user-content-when-to-worry")).toBe("/mr/resources/apart");
  });

  it("keeps the help box, a part no English heading has, and an article not translated", () => {
    expect(local("/resources/a-story#emergency")).toBe("/mr/resources/a-story#emergency");
    expect(local("/resources/apart#emergency")).toBe("/mr/resources/apart#emergency");
    expect(local("/resources/a-story#no-such")).toBe("/mr/resources/a-story#no-such");
    expect(toMarathi("/resources/a-story#when-to-worry")).toBe(
      "/mr/resources/a-story#when-to-worry",
    );
  });

  it("maps headings by place only where the translation has the English's: as many, at the same levels", () => {
    const english = [
      { depth: 2, id: "why" },
      { depth: 3, id: "how" },
    ];
    expect(
      headingsInTranslation(english, [
        { depth: 2, id: "का" },
        { depth: 3, id: "कसे" },
      ]),
    ).toEqual({ why: "का", how: "कसे" });
    expect(headingsInTranslation(english, [{ depth: 2, id: "का" }])).toBeNull();
    expect(
      headingsInTranslation(english, [
        { depth: 2, id: "का" },
        { depth: 2, id: "कसे" },
      ]),
    ).toBeNull();
  });
});

describe("on the built Marathi pages, a link from an English article to a heading of a translated one", () => {
  const LINKING = "every-kind-of-formatting";
  const TARGET = "screens-and-sleep";
  const LINK = `/resources/${TARGET}#why-limits-help`;
  /** The href of the linking article's link to LINK, as the Marathi pages show it. */
  function onMarathiPages(content: ReturnType<typeof loadContent>) {
    const addresses = new Set(content.addresses);
    const toLocal = localAddressIn(
      "mr",
      (page) => addresses.has(page),
      ["hi"],
      content.translatedHeadings.mr,
    );
    const linking = content.articles.find((article) => article.slug === LINKING)!;
    expect(linking.html).toContain(`href="/resources/${TARGET}#user-content-why-limits-help"`);
    const html = withLocalBodyLinks(linking.html, toLocal);
    return /<a href="([^"]*)">why limits help<\/a>/.exec(html)![1];
  }

  it("leads to the translation's heading in its place, when the translation has the English's headings", () => {
    const dir = copyOfFixture();
    const english = fs.readFileSync(path.join(dir, `articles/${TARGET}.mdx`), "utf8");
    const englishHeadings = english.match(/^#{2,6} .*$/gm)!;
    const file = path.join(dir, `mr/articles/${TARGET}.mdx`);
    const marathi = fs.readFileSync(file, "utf8");
    const frontmatter = marathi.slice(0, marathi.indexOf("---", 3) + 3);
    // The translation's headings: the English's levels, in Devanagari.
    const body = englishHeadings
      .map((heading, index) => `${heading.split(" ")[0]} भाग ${index + 1}\n\nमजकूर.`)
      .join("\n\n");
    fs.writeFileSync(file, `${frontmatter}\n\n${body}\n`);
    const content = loadContent(dir, PREVIEW);
    const translated = content.translations.mr.articles.find((each) => each.slug === TARGET)!;
    const href = onMarathiPages(content);
    const [page, part] = href.split("#");
    expect(page).toBe(`/mr/resources/${TARGET}`);
    const place = englishHeadings.findIndex((heading) => heading.endsWith("Why limits help"));
    expect(decodeURIComponent(part)).toBe(
      `user-content-${headingIdsInHtml(translated.html)[place]}`,
    );
    expect(headingIdsInHtml(translated.html)[place]).toBe(`भाग-${place + 1}`);
  });

  it("leads to the top of the translated page when it has not, and the check says why", () => {
    const content = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
    expect(onMarathiPages(content)).toBe(`/mr/resources/${TARGET}`);
    expect(content.warnings).toContain(
      `content/mr/articles/${TARGET}.mdx: its headings are not those of content/articles/${TARGET}.mdx (as many, at the same levels, in the same order), so on the ${content.translations.mr.language.name} pages the link "${LINK}" in content/articles/${LINKING}.mdx leads to the top of the translation, not to its heading. Give the translation the same headings as the English.`,
    );
  });
});
