// A fact a translation writes in its own language (the street address, in Devanagari) against its
// English, on scratch copies of the fixture tree (whose Marathi writes the address): when the
// English address changes, the Marathi pages show the English address marked as English, never
// the old one; the go-live list and check:launch name it; a translation written again from the new
// English (its writtenFrom recording the digest the content check names) shows again; and the
// editor records that digest when a translator saves a changed address.
import fs from "node:fs";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadContent } from "../app/build-time/load-content";
import { launchList, readyToGoLive } from "../app/content/launch-check";
import { factDigestKey, factDigestOf } from "../app/content/per-language-facts";
import { PracticeAddress } from "../app/components/PracticeAddress";
import type { Site } from "../app/content/schemas";
import { englishDigestsOf } from "../app/editor/config";
import { editorFormats, TRANSLATED_FORMATS } from "../app/editor/formats";
import { launchView } from "../app/editor/launch-view";
import { unreviewedMilestoneFiles } from "../app/features/tools/milestones/content";
import { checkLaunchCommand } from "../scripts/lib/check-launch";
import { entryLabellerOf } from "../scripts/lib/editor-build";
import { childEnv, copyOfFixture, FIXTURE_CONTENT_DIR, runInProcess, TODAY } from "./fixture-tree";

const LIVE = { preview: false, today: TODAY };
const MARATHI_SITE = "mr/site.yaml";

/** A file of a content folder, read and written as text. */
const textOf = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");
function edit(dir: string, file: string, change: (text: string) => string) {
  const before = textOf(dir, file);
  const after = change(before);
  if (after === before) throw new Error(`${file}: the edit found nothing to change`);
  fs.writeFileSync(path.join(dir, file), after);
}

/** The fixture's English address lines, and a copy of the tree where the practice has moved. */
const englishLines = (dir: string): string[] => parse(textOf(dir, "site.yaml")).address.lines;
const NEW_LINE = "Shop 2, Moved Lane";
function moved(): string {
  const dir = copyOfFixture();
  const [first] = englishLines(dir);
  edit(dir, "site.yaml", (text) => text.replace(`"${first}"`, `"${NEW_LINE}"`));
  return dir;
}

/** The address as the contact page (lines) and the footer (inline) write it. */
const addressHtml = (site: Site, layout: "lines" | "inline") =>
  renderToStaticMarkup(createElement(PracticeAddress, { site, layout }));

describe("a translated address behind its English", () => {
  it("shows the translation while it was written from today's English address", () => {
    const content = loadContent(FIXTURE_CONTENT_DIR, LIVE);
    const marathi = content.translations.mr.site;
    expect(marathi.addressLang).toBeUndefined();
    expect(marathi.address.lines.join(" ")).toMatch(/\p{Script=Devanagari}/u);
    expect(addressHtml(marathi, "lines")).not.toContain("lang=");
    expect(content.warnings.filter((note) => note.includes(`${MARATHI_SITE}: address`))).toEqual(
      [],
    );
    const list = launchList(FIXTURE_CONTENT_DIR, content.languages.slice(1), []);
    expect(list.translations.flatMap((each) => each.behind)).toEqual([]);
  });

  it("shows the English address, marked as English, in a translation that writes none", () => {
    // The fixture's Hindi (unpublished: a preview shows it) has no address of its own yet.
    expect(parse(textOf(FIXTURE_CONTENT_DIR, "hi/site.yaml")).address).toBeUndefined();
    const content = loadContent(FIXTURE_CONTENT_DIR, { preview: true, today: TODAY });
    const hindi = content.translations.hi.site;
    expect(hindi.address).toEqual(content.site.address);
    expect(hindi.addressLang).toBe(content.languages[0].locale);
    expect(addressHtml(hindi, "lines")).toContain(`lang="${content.languages[0].locale}"`);
    // Not behind an English it was never written from: the preview does not say so.
    expect(hindi.addressBehind).toBeUndefined();
  });

  it("shows the English address, marked as English, once the English address changes", () => {
    const dir = moved();
    const content = loadContent(dir, LIVE);
    const marathi = content.translations.mr.site;
    const oldLines = parse(textOf(FIXTURE_CONTENT_DIR, MARATHI_SITE)).address.lines as string[];
    expect(marathi.address).toEqual(content.site.address);
    expect(marathi.addressLang).toBe(content.languages[0].locale);
    expect(marathi.addressBehind).toBe(true);
    for (const layout of ["lines", "inline"] as const) {
      const html = addressHtml(marathi, layout);
      expect(html).toContain(`<address lang="${content.languages[0].locale}">`);
      expect(html).toContain(NEW_LINE);
      for (const line of oldLines) expect(html).not.toContain(line);
    }
    // The rest of the Marathi site's words are still the Marathi.
    expect(content.translations.mr.words.labels.address).not.toBe(content.words.labels.address);
    const note = content.warnings.find((each) => each.includes(`${MARATHI_SITE}: address`));
    expect(note).toContain(`writtenFrom: { address: "${factDigestOf(content.site.address)}" }`);
  });

  it("is on the go-live list, on the editor's page of it and in check:launch", () => {
    const dir = moved();
    const content = loadContent(dir, LIVE);
    const list = launchList(dir, content.languages.slice(1), unreviewedMilestoneFiles(dir));
    const marathi = list.translations.find((each) => each.code === "mr")!;
    expect(marathi.behind).toEqual([
      expect.objectContaining({ file: `content/${MARATHI_SITE}`, path: ["address"] }),
    ]);
    const line = textOf(dir, MARATHI_SITE).split("\n").indexOf("address:") + 1;
    expect(marathi.behind[0].line).toBe(line);
    expect(readyToGoLive(list)).toBe(false);
    const labels = entryLabellerOf(dir, content);
    const view = launchView(list, content, "mr", labels);
    // Named as the Marathi editor's form names it.
    const address = labels(`content/${MARATHI_SITE}`, ["address"], "mr")!;
    expect(address.field).toBe(
      content.translations.mr!.words.editorForms.fields.site.address!.label,
    );
    const item = view.sections
      .flatMap((section) => section.items)
      .find((each) => each.label === `${address.entry} → ${address.field}`);
    expect(item?.file).toBe(`content/${MARATHI_SITE}`);
    expect(item?.state).toBe(content.translations.mr.words.launchPage.behind);
    const check = runInProcess(() => checkLaunchCommand([], childEnv({ CONTENT_DIR: dir })));
    expect(check.stderr).toContain(`content/${MARATHI_SITE}:${line}: address was written for`);
  });

  it("shows the translation again once it is written from the new English address", () => {
    const dir = moved();
    const digest = factDigestOf(parse(textOf(dir, "site.yaml")).address);
    const newMarathi = "दुकान 2, नवी गल्ली";
    const [oldFirst] = parse(textOf(dir, MARATHI_SITE)).address.lines as string[];
    edit(dir, MARATHI_SITE, (text) =>
      text
        .replace(`"${oldFirst}"`, `"${newMarathi}"`)
        .replace(/^( {2}address: )"[0-9a-f]{12}"$/m, `$1"${digest}"`),
    );
    const content = loadContent(dir, LIVE);
    const marathi = content.translations.mr.site;
    expect(marathi.addressLang).toBeUndefined();
    expect(marathi.address.lines[0]).toBe(newMarathi);
    expect(addressHtml(marathi, "lines")).not.toContain("lang=");
    const list = launchList(dir, content.languages.slice(1), []);
    expect(list.translations.flatMap((each) => each.behind)).toEqual([]);
  });

  it("keeps the rest of the translation as current as it was: only the address falls behind", () => {
    const before = loadContent(FIXTURE_CONTENT_DIR, LIVE).translations.mr;
    const after = loadContent(moved(), LIVE).translations.mr;
    expect(after.pages.home?.translation.stale).toBe(before.pages.home?.translation.stale);
    const warningsOf = (dir: string) =>
      loadContent(dir, LIVE).warnings.filter((note) => note.startsWith(`content/${MARATHI_SITE}`));
    expect(warningsOf(moved()).filter((note) => !note.includes(": address"))).toEqual(
      warningsOf(FIXTURE_CONTENT_DIR),
    );
  });

  it("is behind when any part of the English address changes, the PIN code too, but not its order", () => {
    const address = { lines: ["A", "B"], city: "Pune", state: "Maharashtra", postalCode: "411004" };
    const reordered = {
      state: "Maharashtra",
      postalCode: "411004",
      city: " Pune ",
      lines: ["A", "B"],
    };
    expect(factDigestOf(reordered)).toBe(factDigestOf(address));
    expect(factDigestOf({ ...address, postalCode: "411005" })).not.toBe(factDigestOf(address));
  });
});

describe("the editor brings a translated address up to date", () => {
  const formatter = (dir: string) => {
    const englishDigests = englishDigestsOf([["site.yaml", textOf(dir, "site.yaml")]]);
    const formats = editorFormats({ articlesFolder: "articles", englishDigests });
    const format = formats.find((each) => each.name === TRANSLATED_FORMATS.file.name)!;
    return {
      format: format.formatter,
      digest: englishDigests[factDigestKey("site.yaml", "address")],
    };
  };
  const writtenFrom = (text: string) => parse(text).writtenFrom?.address as string | undefined;

  it("records the English address's digest when the translator saves a new address", () => {
    const dir = moved();
    const { format, digest } = formatter(dir);
    const source = textOf(dir, MARATHI_SITE);
    const entry = format.fromFile(source);
    const address = entry.address as { lines: unknown };
    const saved = format.toFile({ ...entry, address: { ...address, city: "नवे शहर" } });
    expect(digest).toBe(factDigestOf(parse(textOf(dir, "site.yaml")).address));
    expect(writtenFrom(saved)).toBe(digest);
    fs.writeFileSync(path.join(dir, MARATHI_SITE), saved);
    expect(loadContent(dir, LIVE).translations.mr.site.address.city).toBe("नवे शहर");
  });

  it("keeps the old record when another field is saved, and records today's with the box ticked", () => {
    const dir = moved();
    const { format, digest } = formatter(dir);
    const source = textOf(dir, MARATHI_SITE);
    const entry = format.fromFile(source);
    const old = writtenFrom(source);
    const other = format.toFile({ ...entry, name: `${String(entry.name)} 2` });
    expect(writtenFrom(other)).toBe(old);
    expect(old).not.toBe(digest);
    const ticked = format.toFile({ ...entry, matchesEnglish: true });
    expect(writtenFrom(ticked)).toBe(digest);
  });
});
