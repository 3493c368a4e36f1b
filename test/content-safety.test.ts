// Content is data, never code: each form a content file could use to run something is refused
// with its file and line before anything from the file runs — in loadContent, in
// `npm run check:content` and in `npm run build` (test/static-export.test.ts, whose production
// build then runs in the same project once the files are gone) — and the file its payload would
// write never appears. Ordinary Markdown still builds.
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkContentCommand } from "../scripts/lib/check-content";
import {
  articleChecker,
  childEnv,
  copyOfFixture,
  frontmatter,
  problemsIn,
  runInProcess,
  STACK_TRACE,
  TODAY,
} from "./fixture-tree";
import { HOSTILE, payload, payloadFile, plantHostile, REFUSALS } from "./hostile-content";

const payloadFiles: string[] = [];

/** Where a payload would write, if it ever ran: a fresh path each time, checked after each test. */
function payloadPath(name: string): string {
  const file = payloadFile(name);
  payloadFiles.push(file);
  return file;
}

afterEach(() => {
  for (const file of payloadFiles.splice(0)) {
    expect(fs.existsSync(file), `${file} was written: the payload ran`).toBe(false);
  }
});

describe("content that tries to run code", () => {
  const { check } = articleChecker();

  it.each(Object.keys(HOSTILE) as (keyof typeof HOSTILE)[])(
    "%s is refused with its file and line, and its payload never runs",
    (name) => {
      const problems = check(name, HOSTILE[name](payloadPath(name)));
      expect(problems).toEqual([expect.stringMatching(REFUSALS[name])]);
    },
  );

  it.each(["---javascript", "---coffee", "---json", "--- js"])(
    "refuses frontmatter fenced %s",
    (fence) => {
      const text = `${fence}\n{ title: (${payload(payloadPath("fence"))}, "x") }\n---\n\nText.\n`;
      expect(check("fence.mdx", text)).toEqual([
        expect.stringMatching(
          /^content\/articles\/fence\.mdx:1:4: the first line is ".*", but it must be three dashes alone \(---\)\. The fields are always written in YAML/,
        ),
      ]);
    },
  );

  it("refuses an import, even of something harmless", () => {
    expect(check("x.mdx", `${frontmatter()}\nimport fs from "node:fs"\n\nText.\n`)).toEqual([
      expect.stringMatching(
        /^content\/articles\/x\.mdx:10:1: found "import fs from "node:fs"": an article cannot import/,
      ),
    ]);
  });

  it("refuses an expression in a component's attribute", () => {
    const text = `${frontmatter()}\n<Callout title={${payload(payloadPath("attribute"))}}>\n\nText.\n\n</Callout>\n`;
    expect(check("x.mdx", text)).toEqual([
      expect.stringMatching(
        /^content\/articles\/x\.mdx:10:1: the attribute title of <Callout> uses curly brackets/,
      ),
    ]);
  });
});

describe("content that would put live script into a page", () => {
  const { check } = articleChecker();
  const article = (body: string) => check("x.mdx", `${frontmatter()}\n${body}\n`);

  it.each([
    ["<script>alert(1)</script>", "script"],
    ['<iframe src="https://example.org"></iframe>', "iframe"],
    ["<style>body { display: none }</style>", "style"],
  ])("refuses %s", (html, tag) => {
    expect(article(`Some text.\n\n${html}`)).toEqual([
      `content/articles/x.mdx:12:1: found <${tag}>: scripts, styles, forms and embedded pages or media cannot be part of the text. Delete the tag and everything it holds.`,
    ]);
  });

  it("refuses dangerouslySetInnerHTML on a component and on an HTML tag", () => {
    const html = '{{ __html: "<img src=x onerror=alert(1)>" }}';
    expect(article(`<Callout dangerouslySetInnerHTML=${html}>\n\nHi.\n\n</Callout>`)).toEqual([
      'content/articles/x.mdx:10:1: <Callout> has no attribute "dangerouslySetInnerHTML". It takes title="…".',
    ]);
    expect(article(`<div dangerouslySetInnerHTML=${html} />`)).toEqual([
      expect.stringMatching(
        /^content\/articles\/x\.mdx:10:1: found <div>: HTML is not allowed in the text\./,
      ),
    ]);
  });

  it.each([
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java&#115;cript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
    "vbscript:msgbox(1)",
    "//example.org/page",
    "contact",
  ])("refuses a link to %s, listing the links that are allowed", (url) => {
    const problems = article(`Read [this](${url}) first.`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/articles\/x\.mdx:10:6: the link ".*" is not allowed\. /);
    expect(problems[0]).toContain("a page of this site (/contact)");
    expect(problems[0]).toContain("(mailto:…) or a phone number (tel:…)");
  });

  it("refuses raw HTML and javascript: links in a .md page too", () => {
    const dir = copyOfFixture();
    const privacy = path.join(dir, "pages/privacy.md");
    fs.appendFileSync(
      privacy,
      '\n<script>alert(1)</script>\n\n<a href="javascript:alert(1)">Click</a>\n\n[Click](javascript:alert(1))\n',
    );
    const lines = fs.readFileSync(privacy, "utf8").split("\n").length;
    expect(problemsIn(dir)).toEqual([
      `content/pages/privacy.md:${lines - 5}:1: found <script>: scripts, styles, forms and embedded pages or media cannot be part of the text. Delete the tag and everything it holds.`,
      `content/pages/privacy.md:${lines - 3}:1: found <a>: HTML is not allowed in the text. Write a link as [the words to click](/contact).`,
      expect.stringMatching(
        new RegExp(
          `^content/pages/privacy\\.md:${lines - 1}:1: the link "javascript:alert\\(1\\)" is not allowed`,
        ),
      ),
    ]);
  });
});

// The command in this process, as its script's entry runs it (test/check-content.test.ts runs it
// as a child): a payload that ran would write its file from here as from a child.
describe("npm run check:content on hostile content", () => {
  it("refuses all three forms with file and line, no stack trace, nothing run", () => {
    const contentDir = copyOfFixture();
    plantHostile(contentDir, payloadPath);
    const result = runInProcess(() =>
      checkContentCommand([contentDir], childEnv({ BUILD_DATE: TODAY, PREVIEW: "" })),
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("The site cannot be built: 3 problems in content/.");
    for (const refusal of Object.values(REFUSALS)) {
      const pattern = new RegExp(`  ✗ ${refusal.source.slice(1)}`, "m");
      expect(result.stderr).toMatch(pattern);
    }
    expect(result.stderr).not.toMatch(STACK_TRACE);
  });
});
