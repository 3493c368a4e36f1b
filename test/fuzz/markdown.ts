// Generators of Markdown and MDX bodies from grammar pieces: the constructs the site allows, the
// ones it refuses, and hostile snippets that would run code if anything in the reader ran them.
import fc from "fast-check";
import { signs, words } from "./text";

/** What a payload does if it ever runs: the properties check that it never did. */
export const PAYLOAD = "globalThis.__fuzzPayloadRan = true";

export function payloadRan(): boolean {
  return (globalThis as { __fuzzPayloadRan?: unknown }).__fuzzPayloadRan !== undefined;
}

/** Addresses for links and pictures: allowed ones, and every way of writing a script address. */
export const ADDRESSES = [
  "/contact",
  "/resources/screens-and-sleep",
  "#lists",
  "#when-to-seek-help",
  "#emergency",
  "#%E0%A4%A8",
  "https://www.who.int/",
  "http://example.org/a?b=c&d=e",
  "mailto:hello@fixture.example.in",
  "tel:+919123456780",
  "tel:14416",
  "/images/articles/calm-corner.png",
  "/images/articles/missing.png",
  "/images/../../etc/passwd",
  "/images/%2e%2e/secret.png",
  "//evil.example/x",
  "/\\evil.example",
  "ftp://example.org",
  `javascript:${PAYLOAD}`,
  "JaVaScRiPt:alert(1)",
  " javascript:alert(1)",
  "\u0001javascript:alert(1)",
  "java\tscript:alert(1)",
  "&#106;avascript:alert(1)",
  "&#x6A;avascript&colon;alert(1)",
  "javascript&colon;alert(1)",
  "%6Aavascript:alert(1)",
  "<javascript:alert(1)>",
  "vbscript:msgbox(1)",
  "VBScript:msgbox(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "DATA:text/html,x",
  "data:image/svg+xml,<svg onload=alert(1)>",
  'https://a.example/" onmouseover="alert(1)',
  '#" onclick="alert(1)',
  "https://a.example/\u2028javascript:alert(1)",
];

export const address = fc.constantFrom(...ADDRESSES);

/** Raw HTML and MDX that would run, style, embed or smuggle something. */
export const HOSTILE = [
  `<script>${PAYLOAD}</script>`,
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  "<script\n>alert(1)</script\n>",
  `<img src=x onerror="${PAYLOAD}">`,
  "<img src=x onerror=alert(1)//",
  `<svg onload=${PAYLOAD}>`,
  "<svg><script>alert(1)</script></svg>",
  `<a href="javascript:${PAYLOAD}">click</a>`,
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  "<style>body{background:url(javascript:alert(1))}</style>",
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  "<details open ontoggle=alert(1)>",
  "<!-- <script>alert(1)</script> -->",
  "<![CDATA[<script>alert(1)</script>]]>",
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<object data="data:text/html;base64,PHNjcmlwdD4=">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<div style="background:url(javascript:alert(1))">x</div>',
  "<?php echo 1; ?>",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "&#60;script&#62;alert(1)&#60;/script&#62;",
  "[click](javascript:alert(1))",
  "[click]( javascript:alert(1) )",
  "[click](<javascript:alert(1)>)",
  "[click][ref]\n\n[ref]: javascript:alert(1)",
  "![x](javascript:alert(1))",
  '![x](https://x.example/a.png "t" onerror=alert(1))',
  "<javascript:alert(1)>",
  "<vbscript:msgbox(1)>",
  // MDX: expressions, ESM, attributes holding code.
  `{${PAYLOAD}}`,
  `{(() => { ${PAYLOAD} })()}`,
  "{/* a comment */}",
  "{",
  "}",
  `export const x = (${PAYLOAD})`,
  `export default function () { ${PAYLOAD} }`,
  `import "data:text/javascript,${PAYLOAD}"`,
  'import fs from "node:fs"',
  `<Callout title="x" onClick={() => { ${PAYLOAD} }}>\n\ntext\n\n</Callout>`,
  "<Callout {...globalThis}>\n\ntext\n\n</Callout>",
  `<Callout title={${PAYLOAD}}>\n\ntext\n\n</Callout>`,
  '<Callout dangerouslySetInnerHTML={{__html: "<script>alert(1)</script>"}} />',
  '<Callout title="</p><script>alert(1)</script>">\n\ntext\n\n</Callout>',
  '<Callout title="javascript:alert(1)">\n\ntext\n\n</Callout>',
  '<Callout title="x" onmouseover="alert(1)">\n\ntext\n\n</Callout>',
  '<Helpline name="tele-manas" onload="alert(1)" />',
  '<Helpline name="tele-manas" href="javascript:alert(1)" />',
  '<Helpline name="__proto__" />',
  '<Helpline name="constructor" />',
  "<Script>alert(1)</Script>",
  "<x:script>alert(1)</x:script>",
  "<Callout.Title>x</Callout.Title>",
  "<>fragment</>",
  "</Callout>",
  "<Callout>",
  "<Helpline>",
];

export const hostile = fc.constantFrom(...HOSTILE);

const inline: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: words, weight: 10 },
  { arbitrary: words.map((text) => `**${text}**`), weight: 2 },
  { arbitrary: words.map((text) => `_${text}_`), weight: 2 },
  { arbitrary: words.map((text) => `*${text}*`), weight: 1 },
  { arbitrary: words.map((text) => `~~${text}~~`), weight: 1 },
  { arbitrary: words.map((text) => `\`${text}\``), weight: 1 },
  {
    arbitrary: fc.constantFrom("*", "**", "***", "_", "__", "~", "~~", "\\", "[", "]", "!"),
    weight: 2,
  },
  { arbitrary: fc.tuple(words, address).map(([text, url]) => `[${text}](${url})`), weight: 3 },
  {
    arbitrary: fc
      .tuple(words, address, words)
      .map(([text, url, title]) => `[${text}](${url} "${title}")`),
    weight: 1,
  },
  { arbitrary: fc.tuple(words, address).map(([text, url]) => `![${text}](${url})`), weight: 1 },
  { arbitrary: address, weight: 1 },
  {
    arbitrary: fc.constantFrom(
      "\\*",
      "\\{",
      "\\<",
      "&amp;",
      "&nbsp;",
      "&#0;",
      "&unknown;",
      "112",
      "14416",
      "\\\n",
    ),
    weight: 1,
  },
  {
    arbitrary: fc
      .constantFrom("tele-manas", "emergency", "childline", "cybercrime", "nope", "", "Tele-Manas")
      .map((name) => `<Helpline name="${name}" />`),
    weight: 1,
  },
  { arbitrary: hostile, weight: 1 },
);

/** A line of inline pieces. */
export const line = fc
  .array(inline, { minLength: 1, maxLength: 6 })
  .map((pieces) => pieces.join(" "));

const LIST_MARKS = ["-", "*", "+", "1.", "2)", "10."];

const listItem = fc
  .tuple(
    fc.nat({ max: 4 }),
    fc.constantFrom(...LIST_MARKS),
    fc.constantFrom("", "[ ] ", "[x] "),
    line,
  )
  .map(([depth, mark, box, text]) => `${"  ".repeat(depth * 2)}${mark} ${box}${text}`);

const tableRow = fc
  .array(fc.oneof(words, line, fc.constant("")), { minLength: 1, maxLength: 5 })
  .map((cells) => `| ${cells.join(" | ")} |`);

const table = fc
  .tuple(
    tableRow,
    fc.constantFrom("| --- | --- |", "|:--|:-:|--:|", "|-|", "| --- |"),
    fc.array(tableRow, { maxLength: 5 }),
  )
  .map(([head, rule, rows]) => [head, rule, ...rows].join("\n"));

const callout: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      '<Callout title="Remember">',
      "<Callout>",
      '<Callout title="">',
      "<Callout title>",
      "<Callout title='x'>",
      '<Callout title="स्मरण">',
    ),
    fc.array(line, { minLength: 1, maxLength: 3 }),
    fc.constantFrom("\n\n", "\n"),
    fc.constantFrom("</Callout>", "", "</callout>", "</Helpline>"),
  )
  .map(([open, lines, gap, close]) => `${open}${gap}${lines.join("\n\n")}${gap}${close}`);

/** One block: the allowed ones most often, then the refused and the hostile. */
export const block: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: line, weight: 10 },
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 7 }), line)
      .map(([level, text]) => `${"#".repeat(level)} ${text}`),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(line, fc.constantFrom("===", "---"))
      .map(([text, rule]) => `${text}\n${rule}`),
    weight: 1,
  },
  {
    arbitrary: fc.array(listItem, { minLength: 1, maxLength: 6 }).map((items) => items.join("\n")),
    weight: 3,
  },
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.array(line, { minLength: 1, maxLength: 3 }))
      .map(([depth, lines]) => lines.map((text) => `${"> ".repeat(depth)}${text}`).join("\n")),
    weight: 2,
  },
  { arbitrary: table, weight: 2 },
  { arbitrary: fc.constantFrom("***", "---", "___", "* * *"), weight: 1 },
  { arbitrary: line.map((text) => `\`\`\`js\n${text}\n\`\`\``), weight: 1 },
  { arbitrary: line.map((text) => `~~~\n${text}`), weight: 1 },
  { arbitrary: line.map((text) => `    ${text}`), weight: 1 },
  { arbitrary: fc.tuple(words, address).map(([label, url]) => `[${label}]: ${url}`), weight: 1 },
  { arbitrary: line.map((text) => `[^1]: ${text}`), weight: 1 },
  { arbitrary: callout, weight: 3 },
  { arbitrary: hostile, weight: 3 },
  { arbitrary: signs, weight: 1 },
);

/** A body: blocks apart, sometimes run together, sometimes with Windows line ends. */
export const body = fc
  .tuple(
    fc.array(fc.tuple(block, fc.constantFrom("\n\n", "\n\n", "\n\n", "\n", "\n\n\n", " ")), {
      minLength: 1,
      maxLength: 8,
    }),
    fc.boolean(),
  )
  .map(([blocks, crlf]) => {
    const text = blocks.flat().join("");
    return crlf ? text.replace(/\n/g, "\r\n") : text;
  });
