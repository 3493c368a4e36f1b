// Links that content writes to this site's pages, on another language's pages (local-links.ts):
// to the language's own page where it has one, else as written; a body's links in its HTML as the
// renderer writes it; a figure's link in its field. The browser walk of every Marathi and Hindi
// page is test/e2e/stay-in-language.spec.ts.
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { localAddressIn, withLocalBodyLinks, withLocalLinks } from "../app/content/local-links";
import { FIXTURE_CONTENT_DIR, PREVIEW } from "./fixture-tree";

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
