// What the export and the byte budget read from a page: parsed as a browser parses it, so the
// quoting, the order of attributes and line endings cannot hide a link, a file or a script.
import { describe, expect, it } from "vitest";
import { holdingPage } from "../scripts/export/holding-page";
import { readPage, sitemapAddresses } from "../scripts/export/html";

const PAGE = [
  "<!doctype html><html><head>",
  "<link href='/assets/site.css' rel=stylesheet>",
  '<link rel="stylesheet" media=" PRINT " href="/assets/print.css">',
  '<link rel="canonical" href="https://example.in/about">',
  '<link type="application/rss+xml" rel="alternate" href="/rss.xml">',
  '<link rel="modulepreload" href="/assets/react.js">',
  '<meta content="https://example.in/og/site.png" property="og:image">',
  '<script>document.documentElement.className = "js";\r\n</script>',
  '<script type="application/ld+json">{"@type": "Organization"}</script>',
  '<script type="application/json">{"props": 1}</script>',
  '<script src="/assets/entry.js" type="module"></script>',
  '</head><body><a class="x" href="/resources?page=2&amp;sort=new">Next</a>',
  "<script type=module>import('/assets/island-1a2b.js')</script>",
  "</body></html>",
].join("\n");

describe("readPage", () => {
  const page = readPage(PAGE);

  it("finds the links, the feed and the link-preview image, with entities decoded", () => {
    expect(page.canonical).toBe("https://example.in/about");
    expect(page.links).toEqual([
      "/resources?page=2&sort=new",
      "/rss.xml",
      "https://example.in/og/site.png",
    ]);
  });

  it("finds every file the page loads, including a script an inline script imports", () => {
    expect(page.stylesheets).toEqual(["/assets/site.css"]);
    // A print stylesheet holds up no paint: apart, but loaded (and kept offline) all the same.
    expect(page.printStylesheets).toEqual(["/assets/print.css"]);
    expect(page.loads).toContain("/assets/print.css");
    expect(page.scripts.sort()).toEqual([
      "/assets/entry.js",
      "/assets/island-1a2b.js",
      "/assets/react.js",
    ]);
    expect(page.loads).toContain("/assets/site.css");
    expect(page.loads).not.toContain("/rss.xml");
  });

  it("keeps the inline scripts that run, with CR LF as the browser hashes it", () => {
    expect(page.inlineScripts).toEqual([
      'document.documentElement.className = "js";\n',
      "import('/assets/island-1a2b.js')",
    ]);
  });
});

describe("sitemapAddresses", () => {
  it("reads each <loc> of a sitemap", () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">' +
      "<url><loc>https://example.in/</loc></url><url><loc>\n https://example.in/about </loc></url></urlset>";
    expect(sitemapAddresses(xml)).toEqual(["https://example.in/", "https://example.in/about"]);
  });
});

describe("the holding page the export writes for `npm start`", () => {
  const words = (title: string, text: string) => ({
    labels: { unavailableTitle: title, unavailableText: text },
  });
  const content = {
    site: { locale: "en-IN" },
    words: words("⟦Back <soon>⟧", "⟦Try & again⟧"),
    languages: [
      { code: "en", locale: "en-IN" },
      { code: "mr", locale: "mr-IN" },
      { code: "hi", locale: "hi-IN" },
    ],
    // Hindi is not in this build (not published): its words are not on the page.
    translations: { mr: { words: words("⟦mr title⟧", "⟦mr text⟧") } },
  } as unknown as Parameters<typeof holdingPage>[0];

  it("says the content's words in each language of the build, escaped, and reloads itself", () => {
    const html = holdingPage(content);
    expect(html).toContain('<html lang="en-IN">');
    expect(html).toContain("<title>⟦Back &#60;soon&#62;⟧</title>");
    expect(html).toContain("<p>⟦Try &#38; again⟧</p>");
    expect(html).toContain('<section lang="mr-IN"><h2>⟦mr title⟧</h2><p>⟦mr text⟧</p></section>');
    expect(html).not.toContain("hi-IN");
    expect(html).toContain('<meta http-equiv="refresh" content="30">');
  });
});
