// The search index's records (scripts/export/search-index.ts), the excerpt the search page cuts
// from them (app/features/search/excerpt.ts), and the static host's rules that give the search
// pages their own policy without a second one (scripts/export/host-files.ts).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { excerptOf, queryTerms } from "../app/features/search/excerpt";
import { SEARCH_ISLAND_ID, SEARCH_PROPS_ID } from "../app/features/search/props";
import { elementIdOf, propsIdOf } from "../app/islands/names";
import { readPage } from "../scripts/export/html";
import { policyRules } from "../scripts/export/host-files";
import { filesByLanguage, indexFiles, makeIndex } from "../scripts/export/pagefind-index";
import { pagefindRecords, recordsOf, searchFormsMemo } from "../scripts/export/search-index";

const page = (lang: string, body: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>t</title></head><body>${body}</body></html>`;

describe("the records of a page", () => {
  it("are the regions it marks, with their heading, kind, address and words after the heading", () => {
    const html = page(
      "mr-IN",
      `<nav>मेनू</nav><div data-search="page"><h1>सेवा</h1><p>आमच्या सेवा</p>
       <ul><li id="child" data-search="service"><h2>मुलांसाठी समुपदेशन</h2><p>खेळ<b>ातून</b> बोलणे</p>
       <button>उघडा</button></li></ul><aside data-search-ignore>संपर्क</aside></div>`,
    );
    const records = recordsOf("/mr/services", html, readPage(html).search);
    expect(records).toEqual([
      { url: "/mr/services", language: "mr", kind: "page", title: "सेवा", text: "आमच्या सेवा" },
      {
        url: "/mr/services#child",
        language: "mr",
        kind: "service",
        title: "मुलांसाठी समुपदेशन",
        text: "खेळातून बोलणे",
      },
    ]);
  });

  it("keep blocks apart and leave out what a region marks as ignored", () => {
    const html = page(
      "en-IN",
      `<div data-search="article"><header><h1>Big feelings</h1><p data-search-ignore>` +
        `<a>Emotions</a><span>8 min read</span></p></header><p>Name it.</p><p>Then wait.</p></div>`,
    );
    expect(readPage(html).search).toEqual([
      { kind: "article", title: "Big feelings", text: "Name it. Then wait." },
    ]);
  });

  it("keep words apart where elements meet, but not a word marked in part, nor a bracket", () => {
    const html = page(
      "en-IN",
      `<div data-search="page"><p><span>Monday: 10 am – 7 pm</span><span>Saturday: closed</span>` +
        `</p><p><a>Book</a><a>Call</a> <span>Number</span><strong>112</strong></p>` +
        `<p>un<b>like</b>ly, (<a>see this</a>), खेळ<b>ातून</b></p></div>`,
    );
    expect(readPage(html).search[0].text).toBe(
      "Monday: 10 am – 7 pm Saturday: closed Book Call Number 112 unlikely, (see this), खेळातून",
    );
  });

  it("are none for a page that marks nothing (a draft, the 404 page)", () => {
    const html = page("en-IN", `<article><h1>A draft</h1><p>Words</p></article>`);
    expect(readPage(html).search).toEqual([]);
  });
});

describe("Pagefind's records", () => {
  const english = {
    url: "/resources/tantrums",
    language: "en",
    kind: "article",
    title: "Tantrums",
    text: "Tantrums and big feelings",
  };
  const marathi = {
    url: "/mr/resources/tantrums",
    language: "mr",
    kind: "article",
    title: "राग",
    text: "राग आणि परीक्षा",
  };
  const records = pagefindRecords([marathi, english], ["mr"]);
  const [en, mr] = [english, marathi].map(({ url }) => records.find((each) => each.url === url)!);

  it("hold the text as shown first, and say how long it is, then the title", () => {
    expect(mr.content.startsWith(`${marathi.text} ${marathi.title}`)).toBe(true);
    expect(mr.meta).toEqual({ title: "राग", kind: "article", chars: String(marathi.text.length) });
    expect(en.url).toBe(english.url);
  });

  it("hold each word's search form, and a translation the English page's words", () => {
    const after = Number(mr.meta.chars) + ` ${marathi.title}`.length;
    const extra = mr.content.slice(after).split(" ").filter(Boolean);
    expect(extra).toEqual(expect.arrayContaining(["अण", "परकष", "tantrums", "feelings"]));
    // Words already written as the search writes them are not repeated.
    expect(extra).not.toContain("राग");
    expect(en.content.slice(Number(en.meta.chars)).trim()).toBe(english.title);
  });
});

describe("the records' search forms, kept", () => {
  const english = (text: string) => ({
    url: "/resources/tantrums",
    language: "en",
    kind: "article",
    title: "Tantrums",
    text,
  });
  const marathi = { ...english("राग आणि परीक्षा"), url: "/mr/resources/tantrums", language: "mr" };
  const other = { ...english("Sleep and exams"), url: "/resources/sleep", title: "Sleep" };
  let cacheBefore: string | undefined;
  beforeAll(() => {
    cacheBefore = process.env.BUILD_CACHE_DIR;
    process.env.BUILD_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "search-forms-"));
  });
  afterAll(() => {
    fs.rmSync(process.env.BUILD_CACHE_DIR!, { recursive: true, force: true });
    if (cacheBefore === undefined) delete process.env.BUILD_CACHE_DIR;
    else process.env.BUILD_CACHE_DIR = cacheBefore;
  });
  /** A build's memo, counting the records whose forms it made rather than kept. */
  const counted = () => {
    const memo = searchFormsMemo();
    const made: string[] = [];
    const get: typeof memo.get = (file, text, make) =>
      memo.get(file, text, () => {
        made.push(file);
        return make();
      });
    return { memo: { ...memo, get }, made };
  };

  it("are the same, and a rebuild makes only those of records whose words changed", () => {
    const before = [marathi, english("Tantrums and big feelings"), other];
    const first = counted();
    expect(pagefindRecords(before, ["mr"], first.memo)).toEqual(pagefindRecords(before, ["mr"]));
    expect(first.made).toHaveLength(3);
    first.memo.save();

    // The English article changed: its record and its translation's (which holds its words).
    const after = [marathi, english("Tantrums, tears and big feelings"), other];
    const second = counted();
    expect(pagefindRecords(after, ["mr"], second.memo)).toEqual(pagefindRecords(after, ["mr"]));
    expect(second.made.sort()).toEqual(["/mr/resources/tantrums", "/resources/tantrums"]);
  });
});

describe("the index, kept one language at a time", () => {
  const record = (language: string, slug: string, text: string) => ({
    url: `${language === "en" ? "" : `/${language}`}/resources/${slug}`,
    language,
    kind: "article",
    title: slug,
    text,
  });
  const records = (hindi: string) =>
    pagefindRecords(
      [
        record("en", "sleep", "Sleep helps memory before the exams"),
        record("en", "tantrums", "Tantrums and big feelings"),
        record("mr", "sleep", "परीक्षेच्या आधी झोप"),
        record("hi", "sleep", hindi),
      ],
      ["mr", "hi"],
    );
  let cacheBefore: string | undefined;
  beforeAll(() => {
    cacheBefore = process.env.BUILD_CACHE_DIR;
    process.env.BUILD_CACHE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "search-index-"));
  });
  afterAll(() => {
    fs.rmSync(process.env.BUILD_CACHE_DIR!, { recursive: true, force: true });
    if (cacheBefore === undefined) delete process.env.BUILD_CACHE_DIR;
    else process.env.BUILD_CACHE_DIR = cacheBefore;
  });
  const bytes = (files: { path: string; content: Uint8Array }[]) =>
    files
      .map(({ path, content }) => ({ path, content: Buffer.from(content).toString("base64") }))
      .sort((a, b) => (a.path < b.path ? -1 : 1));

  const languages = ["en", "hi", "mr"];

  it("is, for each language of an index made at once, that language's index made alone", async () => {
    const all = records("परीक्षा से पहले नींद");
    const parts = filesByLanguage(await makeIndex(all), languages);
    for (const language of languages) {
      const alone = await makeIndex(all.filter((record) => record.language === language));
      expect(bytes(parts?.get(language) ?? []), language).toEqual(bytes(alone));
    }
  });

  it("is Pagefind's index of every language at once, byte for byte, made together or apart", async () => {
    const all = records("परीक्षा से पहले नींद");
    const together = await makeIndex(all);
    // One process for every language (their words are few), then one each.
    for (const togetherChars of [undefined, 0]) {
      fs.rmSync(process.env.BUILD_CACHE_DIR!, { recursive: true, force: true });
      const index = await indexFiles(all, { togetherChars });
      expect(index.made).toEqual(languages);
      expect(bytes(index.files)).toEqual(bytes(together));
    }
  });

  it("makes again only the index of a language whose records changed", async () => {
    const changed = records("परीक्षा से पहले अच्छी नींद");
    const again = await indexFiles(changed);
    expect(again.made).toEqual(["hi"]);
    expect(bytes(again.files)).toEqual(bytes(await makeIndex(changed)));
    expect((await indexFiles(changed)).made).toEqual([]);
  });
});

describe("the excerpt", () => {
  const text = "Before the exams, many children sleep less. Sleep helps memory, so protect it.";

  it("marks every word the query's words begin, as the index matches them", () => {
    const parts = excerptOf(text, queryTerms("SLEE"));
    expect(parts.filter((part) => part.marked).map((part) => part.text)).toEqual([
      "sleep",
      "Sleep",
    ]);
    expect(parts.map((part) => part.text).join("")).toBe(text);
  });

  it("marks Devanagari typed without its vowel signs", () => {
    const parts = excerptOf("उद्या परीक्षा आहे", queryTerms("परकष"));
    expect(parts).toEqual([
      { text: "उद्या ", marked: false },
      { text: "परीक्षा", marked: true },
      { text: " आहे", marked: false },
    ]);
  });

  it("shows the words around the first match, with … where the text goes on", () => {
    const long = `${"word ".repeat(40)}target ${"more ".repeat(40)}`.trim();
    const parts = excerptOf(long, queryTerms("target"), 10);
    expect(parts[0].text.startsWith("… ")).toBe(true);
    expect(parts.at(-1)!.text.endsWith(" …")).toBe(true);
    expect(parts.filter((part) => part.marked)).toEqual([{ text: "target", marked: true }]);
  });
});

describe("the static host's policy rules", () => {
  const own = { "/search": {}, "/mr/search": {} };
  const addresses = ["/", "/about", "/search", "/mr", "/mr/about", "/mr/search", "/mr/resources/x"];

  it("give each search page alone its own, and never a second rule that matches it", () => {
    const rules = policyRules(addresses, own);
    const matches = (pattern: string, address: string) =>
      pattern.endsWith("/*")
        ? address === pattern.slice(0, -2) || address.startsWith(pattern.slice(0, -1))
        : address === pattern;
    for (const address of addresses.filter((each) => each !== "/")) {
      const matching = rules.filter((rule) => matches(rule.pattern, address));
      expect(matching.length, address).toBe(1);
      expect(matching[0].address, address).toBe(address in own ? address : undefined);
    }
  });
});

describe("the search page's island", () => {
  it("reads the props block and element the Island component renders", () => {
    expect(propsIdOf("search")).toBe(SEARCH_PROPS_ID);
    expect(elementIdOf("search")).toBe(SEARCH_ISLAND_ID);
  });
});
