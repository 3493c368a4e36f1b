// Plain messages for the mistakes counsellors make in an article's text: each names the file, the
// line and column, what was found, and the fix. The articles are written into a scratch copy of
// the fixture tree; their text starts on line 10, below the frontmatter.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { PLACEHOLDERS } from "../app/content/placeholders";
import { exitCodeOf } from "../scripts/lib/refusal";
import { newArticle } from "../scripts/new-article";
import {
  articleChecker,
  childEnv,
  frontmatter,
  placeOf,
  PREVIEW,
  problemsIn,
  runInProcess,
  TODAY,
} from "./fixture-tree";

const { contentDir, check } = articleChecker();
/** The problems of an article whose text (below the frontmatter, from line 10) is `body`. */
const problemsOf = (body: string) => check("x.mdx", `${frontmatter()}\n${body}\n`);

describe("angle brackets and tags", () => {
  it('explains a "<" before a digit', () => {
    expect(problemsOf("Children <5 need more sleep.")).toEqual([
      'content/articles/x.mdx:10:10: found "<5 need more sleep.": a "<" before a digit or a sign starts a tag. Write it in words ("under 5", "at most 5"), or put a backslash before it: \\<.',
    ]);
  });

  it('accepts a "<" before a space, and an escaped one', () => {
    expect(problemsOf("Children < 5 and children \\<5 need more sleep.")).toEqual([]);
  });

  it("names a component that is never closed, where it starts", () => {
    expect(problemsOf("Some text.\n\n<Callout>\n\nRest well.")).toEqual([
      "content/articles/x.mdx:12:1: the <Callout> that starts here is never closed. Write </Callout> on a line of its own after its text, with an empty line before it.",
    ]);
  });

  it("names a closing tag without an opening one", () => {
    expect(problemsOf("Some </b> text.")).toEqual([
      'content/articles/x.mdx:10:6: found "</b> text.", a closing tag without an opening tag. Delete it. To write the sign "<" itself, put a backslash before it: \\<.',
    ]);
  });

  it("names an unknown tag and the site's components", () => {
    expect(problemsOf("<Tip>Rest well.</Tip>")).toEqual([
      "content/articles/x.mdx:10:1: found <Tip>, which is not one of the site's components (Callout, Helpline). Use one of them, or write the words without the tag.",
    ]);
  });

  it("suggests the component a tag nearly names", () => {
    expect(problemsOf("<Calout>\n\nRest well.\n\n</Calout>")).toEqual([
      "content/articles/x.mdx:10:1: found <Calout>, which is not one of the site's components (Callout, Helpline). Did you mean <Callout>?",
    ]);
    expect(problemsOf("<callout>\n\nRest well.\n\n</callout>")).toEqual([
      "content/articles/x.mdx:10:1: found <callout>: component names start with a capital letter. Write <Callout>.",
    ]);
  });

  it.each([
    ["<b>Important</b> words.", "b", "Write **bold words** instead."],
    ["An <em>important</em> word.", "em", "Write _italic words_ instead."],
    [
      '<img src="/images/articles/calm-corner.png" alt="A lamp" />',
      "img",
      "Write a picture as ![What the picture shows](/images/articles/file.jpg) on its own line.",
    ],
    [
      '<img src="/images/articles/calm-corner.png">',
      "img",
      "Write a picture as ![What the picture shows](/images/articles/file.jpg) on its own line.",
    ],
    [
      "One line<br>another.",
      "br",
      "To start a new paragraph, leave an empty line. To break a line, end it with a backslash (\\).",
    ],
    [
      "<h1>Title</h1>",
      "h1",
      "Write a heading as ## A heading (### for a smaller one) on its own line.",
    ],
  ])("points from HTML (%s) to the Markdown way", (body, tag, fix) => {
    const problems = problemsOf(body);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^content\/articles\/x\.mdx:10:\d+: /);
    expect(problems[0]).toContain(`found <${tag}>: HTML is not allowed in the text. ${fix}`);
  });

  it("refuses an HTML comment", () => {
    expect(problemsOf("Text.\n\n<!-- a note for the reviewer -->")).toEqual([
      "content/articles/x.mdx:12:1: found <!--: HTML comments are not allowed in the text. Delete the comment; notes for reviewers belong in the pull request.",
    ]);
  });

  it("explains a web address in angle brackets", () => {
    expect(problemsOf("See <https://www.who.int/>.")).toEqual([
      'content/articles/x.mdx:10:5: found "<https://www.who.in…": write a link as [the words to click](https://example.org).',
    ]);
  });

  it("refuses empty tags", () => {
    expect(problemsOf("<>Text</>")).toEqual([
      'content/articles/x.mdx:10:1: found "<>": empty tags are not allowed. Delete them.',
    ]);
  });
});

describe("curly brackets", () => {
  const fix =
    "curly brackets are not allowed in the text, because they hold program code. Write the words without them, or put a backslash before the opening bracket: \\{.";

  it("refuses an expression, showing it", () => {
    expect(problemsOf("Dear {childName}, welcome.")).toEqual([
      `content/articles/x.mdx:10:6: found "{childName}, welcome.": ${fix}`,
    ]);
  });

  it("refuses words in curly brackets that are no program at all", () => {
    expect(problemsOf("Some words {for example} here.")).toEqual([
      `content/articles/x.mdx:10:12: found "{": ${fix}`,
    ]);
  });

  it("refuses an opening bracket that is never closed", () => {
    expect(problemsOf("Text.\n\nA { here")).toEqual([
      `content/articles/x.mdx:12:3: found "{": ${fix}`,
    ]);
  });

  it("accepts an escaped bracket", () => {
    expect(problemsOf("Write \\{ like this.")).toEqual([]);
  });
});

describe("pictures", () => {
  it("asks for a description when the brackets are empty", () => {
    expect(problemsOf("Text.\n\n![](/images/articles/calm-corner.png)")).toEqual([
      "content/articles/x.mdx:12:1: the picture /images/articles/calm-corner.png has no description. Write one between the square brackets: ![What the picture shows](/images/articles/calm-corner.png).",
    ]);
  });

  it("names a missing file and where to upload it", () => {
    expect(problemsOf("![A lamp](/images/articles/missing.jpg)")).toEqual([
      "content/articles/x.mdx:10:1: the picture /images/articles/missing.jpg does not exist. Upload it to public/images/articles/missing.jpg, or correct the address.",
    ]);
  });

  it.each([
    "https://example.com/desk.jpg",
    "/favicon.svg",
    "/images/../favicon.svg",
    "/images/%2e%2e/favicon.svg",
  ])("refuses a picture that is not a file of this site under /images/ (%s)", (src) => {
    expect(problemsOf(`![A desk](${src})`)).toEqual([
      `content/articles/x.mdx:10:1: the picture ${src} must be a file of this site, with an address starting with /images/ (put the file in public/images/articles/).`,
    ]);
  });
});

describe("near misses of a fixed list", () => {
  it("suggests the category", () => {
    expect(check("x.mdx", `${frontmatter({ category: "behaviour" })}\nText.\n`)).toEqual([
      'content/articles/x.mdx:4:1: The field "category" must be one of: development, behavior, learning, parenting (it is the text "behaviour"). Did you mean "behavior"?',
    ]);
  });

  it("suggests the age group", () => {
    const text = `${frontmatter({ ageGroups: "\n  - school age" })}\nText.\n`;
    expect(check("x.mdx", text)).toEqual([
      'content/articles/x.mdx:6:5: The field "ageGroups → item 1" must be one of: early-childhood, school-age, adolescence (it is the text "school age"). Did you mean "school-age"?',
    ]);
  });

  it("suggests the helpline, or lists them all", () => {
    expect(problemsOf('Call <Helpline name="telemanas" />.')).toEqual([
      'content/articles/x.mdx:10:6: there is no helpline named "telemanas" in content/site.yaml. Did you mean "tele-manas"?',
    ]);
    expect(problemsOf('Call <Helpline name="police" />.')).toEqual([
      'content/articles/x.mdx:10:6: there is no helpline named "police" in content/site.yaml. The names are: emergency, tele-manas, childline, cybercrime.',
    ]);
  });

  it("asks which helpline, for a Helpline without its name (the editor's unchosen one)", () => {
    expect(problemsOf('Call <Helpline name="" />.')).toEqual([
      "content/articles/x.mdx:10:6: the attribute name of <Helpline> is empty. Choose the helpline: its name is one of the helplines in content/site.yaml (in the editor, the " +
        " button offers each helpline by its name).",
    ]);
  });

  it("suggests the attribute", () => {
    expect(problemsOf('<Callout titel="Remember">\n\nText.\n\n</Callout>')).toEqual([
      'content/articles/x.mdx:10:1: <Callout> has no attribute "titel". It takes title="…". Did you mean "title"?',
    ]);
  });
});

describe("components", () => {
  it("asks for the helpline's name", () => {
    expect(problemsOf("Call <Helpline />.")).toEqual([
      'content/articles/x.mdx:10:6: <Helpline> needs name="…", for example <Helpline name="tele-manas" />.',
    ]);
  });

  it("refuses text inside a helpline", () => {
    expect(problemsOf('Call <Helpline name="childline">1098</Helpline>.')).toEqual([
      'content/articles/x.mdx:10:6: <Helpline> holds no text. Write it with a slash before the ">": <Helpline name="…" />.',
    ]);
  });

  it("asks for a callout on lines of its own", () => {
    expect(problemsOf("Text <Callout>rest</Callout> more.")).toEqual([
      "content/articles/x.mdx:10:6: <Callout> must stand on a line of its own: write <Callout>, an empty line, the text, an empty line, and </Callout>.",
    ]);
  });

  it("asks for attribute values in double quotes", () => {
    expect(problemsOf("<Callout title>\n\nText.\n\n</Callout>")).toEqual([
      'content/articles/x.mdx:10:1: the attribute title of <Callout> has no value. Write title="…".',
    ]);
    expect(problemsOf('<Callout title="  ">\n\nText.\n\n</Callout>')).toEqual([
      "content/articles/x.mdx:10:1: the attribute title of <Callout> is empty. Write its text between the quotes.",
    ]);
  });
});

describe("helpline numbers typed by hand", () => {
  it("names the component for each number, with its line and column", () => {
    expect(problemsOf("Text.\n\nIn danger, call 112 or Tele-MANAS on 14416.")).toEqual([
      'content/articles/x.mdx:12:17: the helpline number 112 is typed by hand. Write <Helpline name="emergency" /> instead: it shows the helpline\'s name and number from content/site.yaml as a tap-to-call link.',
      'content/articles/x.mdx:12:38: the helpline number 14416 is typed by hand. Write <Helpline name="tele-manas" /> instead: it shows the helpline\'s name and number from content/site.yaml as a tap-to-call link.',
    ]);
  });

  it("names a hand-written call link to a helpline", () => {
    expect(problemsOf("[Call Childline](tel:1098)")).toEqual([
      'content/articles/x.mdx:10:1: the link to tel:1098 is typed by hand. Write <Helpline name="childline" /> instead: it shows the helpline\'s name and number from content/site.yaml as a tap-to-call link.',
    ]);
  });

  it("leaves numbers that only contain one alone", () => {
    expect(problemsOf("In 2019, 11200 children and room 1930A.")).toEqual([]);
  });

  it("lets pages name a number (the check is for articles)", () => {
    const privacy = path.join(contentDir, "pages/privacy.md");
    const before = fs.readFileSync(privacy, "utf8");
    fs.appendFileSync(privacy, "\nIn danger, call 112.\n");
    try {
      expect(problemsIn(contentDir)).toEqual([]);
    } finally {
      fs.writeFileSync(privacy, before);
    }
  });
});

describe("Markdown outside the site's subset", () => {
  it.each([
    [
      "# A big title",
      "content/articles/x.mdx:10:1: a heading with one # is the page's title, which the site already shows. Use ## for a section heading.",
    ],
    [
      "```\ncode\n```",
      "content/articles/x.mdx:10:1: found a block of computer code (between lines of ``` or ~~~). Articles do not use code: remove those lines and write the text as a paragraph.",
    ],
    [
      "Some `code` here.",
      'content/articles/x.mdx:10:6: found "`code` here.": text between backticks (`) is shown as computer code. Remove the backticks.',
    ],
    [
      "A source.[^1]\n\n[^1]: WHO, 2019.",
      'content/articles/x.mdx:12:1: found "[^1]: WHO, 2019.": footnotes are not available. Name the source in the sentence instead, for example "The World Health Organization (WHO) advises…".',
    ],
    [
      "- [ ] Buy a lamp",
      "content/articles/x.mdx:10:1: checkboxes ([ ] and [x]) are not available in lists. Remove them.",
    ],
    [
      "[WHO][who]\n\n[who]: https://www.who.int/",
      'content/articles/x.mdx:12:1: found "[who]: https://www.who.int/": write the address in the link itself, like [the words to click](/contact), and delete this line.',
    ],
  ])("refuses %j", (body, message) => {
    expect(problemsOf(body)).toEqual([message]);
  });

  it("names a link to a heading the article does not have, suggesting the nearest", () => {
    expect(problemsOf("## When to seek help\n\nSee [below](#when-to-seek-hlep).")).toEqual([
      "content/articles/x.mdx:12:5: the link #when-to-seek-hlep leads to no heading of this text. Did you mean #when-to-seek-help?",
    ]);
  });
});

describe("the file as a whole", () => {
  it("refuses frontmatter that is never closed", () => {
    expect(check("x.mdx", frontmatter().replace(/---\n$/, "") + "\nText.\n")).toEqual([
      "content/articles/x.mdx:1:1: the frontmatter is never closed. Add a line of three dashes (---) after the last field, before the text.",
    ]);
  });

  it("gives YAML mistakes the line and column of the file", () => {
    const text = frontmatter({ description: "[A list never closed" }) + "\nText.\n";
    expect(check("x.mdx", text)).toEqual([
      "content/articles/x.mdx:4:1: the YAML cannot be read (missed comma between flow collection entries). Check for a missing colon, a missing closing quote, or a line indented differently from its neighbours.",
    ]);
  });

  it("asks for double quotes around text with a colon, with the line as it should be", () => {
    const text = frontmatter({ title: "Moving House: Helping Children Settle" }) + "\nText.\n";
    expect(check("x.mdx", text)).toEqual([
      'content/articles/x.mdx:2:1: the text of "title" has a colon (:) in it, which YAML reads as the start of a new field. Put the text in double quotes. Write the line as: title: "Moving House: Helping Children Settle"',
    ]);
  });

  it("asks for the whole text in quotes when a quotation starts it", () => {
    const text = frontmatter({ description: '"A good one": and more' }) + "\nText.\n";
    expect(check("x.mdx", text)).toEqual([
      'content/articles/x.mdx:3:1: the text of "description" starts with a quotation and goes on after it, which YAML cannot read. Put the whole text in double quotes, and write the quotation marks inside it as “ ”. Write the line as: description: "“A good one”: and more"',
    ]);
  });

  it("names a list item with a colon as text to put in quotes", () => {
    const file = path.join(contentDir, "services/child-counselling.md");
    const source = fs.readFileSync(file, "utf8");
    const edited = source.replace(/^ {2}- .*$/m, "  - Exams: planning the weeks");
    fs.writeFileSync(file, edited);
    try {
      expect(problemsIn(contentDir)).toEqual([
        `content/services/child-counselling.md:${placeOf(edited, /(?<=^ {2}- )Exams:/m)}: The field "features → item 1" should be text, but it has a colon (:) in it without quotes, so YAML reads a field name. Put the text in double quotes, like "Sleep: what helps".`,
      ]);
    } finally {
      fs.writeFileSync(file, source);
    }
  });

  it("reports every problem of a file in one run: its YAML, its fields and its text", () => {
    const text =
      frontmatter({ title: "Sleep: What Helps", description: "Rest: and routines" }).replace(
        /^category: .*\n/m,
        "",
      ) + "\nChildren <5 nap.\n";
    expect(check("x.mdx", text)).toEqual([
      'content/articles/x.mdx:2:1: the text of "title" has a colon (:) in it, which YAML reads as the start of a new field. Put the text in double quotes. Write the line as: title: "Sleep: What Helps"',
      'content/articles/x.mdx:3:1: the text of "description" has a colon (:) in it, which YAML reads as the start of a new field. Put the text in double quotes. Write the line as: description: "Rest: and routines"',
      'content/articles/x.mdx:9:10: found "<5 nap.": a "<" before a digit or a sign starts a tag. Write it in words ("under 5", "at most 5"), or put a backslash before it: \\<.',
      'content/articles/x.mdx:1:1: The field "category" is missing. Add it on a new line after "description": it is the topic the article is listed under on Resources, and it must be one of: development, behavior, learning, parenting. For example: category: development',
    ]);
  });

  it("says where a missing field goes, what it is for, with an example line", () => {
    const text = frontmatter().replace(/^ageGroups:\n.*\n/m, "") + "\nText.\n";
    expect(check("x.mdx", text)).toEqual([
      'content/articles/x.mdx:1:1: The field "ageGroups" is missing. Add it on a new line after "category": it is the age groups the advice fits, one or more, and it is required. For example, the lines "ageGroups:" and "  - early-childhood"',
    ]);
  });

  it("names a byte-order mark, and reads the file as it would without it", () => {
    fs.writeFileSync(path.join(contentDir, "articles/bom.mdx"), `\uFEFF${frontmatter()}\nText.\n`);
    try {
      const content = loadContent(contentDir, PREVIEW);
      expect(content.articles.some((article) => article.slug === "bom")).toBe(true);
      expect(content.warnings).toContain(
        "content/articles/bom.mdx:1:1: the file starts with an invisible byte-order mark (BOM), which some editors add. The site ignores it: nothing needs to change.",
      );
    } finally {
      fs.rmSync(path.join(contentDir, "articles/bom.mdx"));
    }
  });

  it("refuses a file over 200 KB before reading it, saying the limit", () => {
    const text = `${frontmatter()}\n${"A sentence for parents. ".repeat(10_000)}\n`;
    expect(check("x.mdx", text)).toEqual([
      "content/articles/x.mdx: the file is 235 KB, more than the 200 KB a content file may have. An article is usually 10 to 20 KB: check that nothing was pasted twice, and put pictures in public/images/articles/, not in the text.",
    ]);
  });

  it("checks a one-line file of nearly 200 KB without trouble", () => {
    const line = "[".repeat(190_000);
    expect(problemsOf(line)).toEqual([
      "content/articles/x.mdx:10:1: this line has 190,000 characters. A paragraph, list or table may have at most 5,000 characters (about 800 words): put an empty line between paragraphs, and split a long list or table in two.",
    ]);
  });

  it("names a long run of text without an empty line, from its first line to its last", () => {
    const lines = Array.from({ length: 3 }, () => "word ".repeat(400).trim()).join("\n");
    expect(problemsOf(lines)).toEqual([
      "content/articles/x.mdx:10:1: the text from here to line 12 has 5,999 characters without an empty line. A paragraph, list or table may have at most 5,000 characters (about 800 words): put an empty line between paragraphs, and split a long list or table in two.",
    ]);
  });

  it("refuses many quote or list marks on one line", () => {
    expect(problemsOf(`${"> ".repeat(11)}Deep.`)).toEqual([
      'content/articles/x.mdx:10:1: this line starts with 11 quote or list marks (">", "-", "*", "+" or "1.") in a row. Quotes and lists can be nested at most 10 deep: remove the extra marks.',
    ]);
  });

  it("refuses callouts nested too deeply", () => {
    const body = `${"<Callout>\n\n".repeat(30)}Text.\n\n${"</Callout>\n\n".repeat(30)}`;
    const problems = problemsOf(body);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /^content\/articles\/x\.mdx:\d+:1: the text is nested too deeply here \(quotes, lists or callouts inside each other more than 24 times\)/,
    );
  });
});

// The command runs in this process, through the function its entry calls (test/new-article.test.ts
// runs it as a child process).
describe("example text from npm run new:article", () => {
  it("is fine in a draft and refused once the article is published or scheduled, with its line", () => {
    const env = childEnv({ CONTENT_DIR: contentDir, BUILD_DATE: TODAY });
    const made = runInProcess(() =>
      exitCodeOf(() => console.log(newArticle(["Calm Mornings"], env))),
    );
    expect(made.code, made.stderr).toBe(0);
    const file = path.join(contentDir, "articles/calm-mornings.mdx");
    const draft = fs.readFileSync(file, "utf8");
    try {
      expect(problemsIn(contentDir)).toEqual([]);
      for (const [name, edit] of [
        ["published", (text: string) => text.replace("draft: true\n", "")],
        [
          "scheduled",
          (text: string) =>
            text.replace("draft: true\n", "").replace(/date: .*/, "date: 2099-01-01"),
        ],
      ] as const) {
        fs.writeFileSync(file, edit(draft));
        const problems = problemsIn(contentDir);
        expect(problems, name).toHaveLength(1);
        expect(problems[0]).toMatch(
          /^content\/articles\/calm-mornings\.mdx:3:15: still has the example text from npm run new:article: "Replace this with one sentence that tells a parent what the…"\. Replace it with your own words, or keep draft: true until the article is ready\. The file has 14 more example sentences, on lines 10, 12, 14, 16, 18, 19, 21, 23, 29, 30, 31, 37, 38, 40\.$/,
        );
      }
      // One place for the sentences: every one of them is in the scaffold.
      for (const sentence of Object.values(PLACEHOLDERS)) expect(draft).toContain(sentence);
    } finally {
      fs.rmSync(file);
    }
  });
});
