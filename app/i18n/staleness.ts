// Whether a translation is stale: the English words changed after it was made (its digest of them,
// translatedFromDigest, is not theirs; without one, the English `updated` is later than
// `translatedFrom`), with a note saying what to do; notes for a translation still in English; and
// its own copies of facts written per language (the address) that are behind their English.
import type { TranslationFields, Translation } from "../content/schemas";
import { createHash } from "node:crypto";
import { latinShare, scriptOf, wordsDigestOf, wordsOfFile, type Words } from "./english-text";
import { WRITTEN_FROM_FIELD, writtenFacts } from "../content/per-language-facts";
import type { TranslationContext } from "./translation-fields";

/** Above this share of Latin letters, a translation into another script is still in English. */
const MOSTLY_LATIN = 0.5;

/** What the checks read of a file's words: their digest, and the share of Latin letters by locale. */
type WordsSummary = { digest: string; latinShares: Map<string, number | undefined> };

/**
 * The summary of a file's words (English, or a translation of `englishFile`), worked out once for
 * each text: each language's check, and every read of the content in a long `npm run dev`, asks
 * again. Kept by a digest of the text, so the memo holds no text; up to 10,000 are kept, then all
 * are forgotten at once. Undefined when the file cannot be read.
 */
const summariesKept = new Map<string, WordsSummary | undefined>();
function summaryOf(englishFile: string, source: string, locale?: string) {
  const key = `${englishFile}\0${createHash("sha256").update(source).digest("hex")}`;
  let words: Words | undefined;
  if (!summariesKept.has(key)) {
    if (summariesKept.size >= 10_000) summariesKept.clear();
    words = wordsOfFile(englishFile, source);
    summariesKept.set(key, words && { digest: wordsDigestOf(words), latinShares: new Map() });
  }
  const summary = summariesKept.get(key);
  if (summary && locale !== undefined && !summary.latinShares.has(locale)) {
    words ??= wordsOfFile(englishFile, source);
    summary.latinShares.set(locale, words && latinShare(words, locale));
  }
  return summary;
}

/** Notes for a translation that is still the English: the same words, or mostly Latin letters. */
function notTranslatedYet(
  { reader, language }: TranslationContext,
  file: string,
  englishFile: string,
  digests: { english: string; translated: WordsSummary },
) {
  const shown = reader.display(file);
  // The same words, spaces aside: a file copied and not translated yet.
  if (digests.translated.digest === digests.english) {
    reader.warnings.push(
      `${shown} has the same words as ${reader.display(englishFile)}: it is not translated yet. Write it in ${language.name}, or delete it (the English page is then shown, marked as English).`,
    );
    return;
  }
  const share = digests.translated.latinShares.get(language.locale);
  if (share === undefined || share <= MOSTLY_LATIN) return;
  const script = scriptOf(language.locale) ?? "";
  const scriptName = new Intl.DisplayNames(["en"], { type: "script" }).of(script) ?? script;
  reader.warnings.push(
    `${shown} seems to be still in English: ${Math.round(share * 100)}% of its letters are Latin (a, b, c), where ${language.name} is written in ${scriptName}. Translate the rest before a reviewer signs it off.`,
  );
}

/**
 * Whether the English changed after the translation was made, with a note saying what to do; and
 * notes for a translation still in English. `english.updated` serves files without a digest;
 * `english.translated` is the translation's text.
 */
export function staleness(
  context: TranslationContext,
  file: string,
  englishFile: string,
  own: TranslationFields,
  english: {
    updated: string | undefined;
    source: string | undefined;
    translated: string;
  },
): Translation {
  const { reader, language } = context;
  const englishWords =
    english.source === undefined ? undefined : summaryOf(englishFile, english.source);
  const englishDigest = englishWords?.digest ?? "";
  const translated = summaryOf(englishFile, english.translated, language.locale);
  if (englishWords && translated) {
    notTranslatedYet(context, file, englishFile, { english: englishDigest, translated });
  }
  const shown = reader.display(file);
  const bringUpToDate = `Bring the ${language.name} up to date, then set translatedFromDigest: "${englishDigest}"`;
  if (own.translatedFromDigest) {
    const stale = own.translatedFromDigest !== englishDigest;
    if (stale) {
      reader.warnings.push(
        `${shown} was translated from other words than ${reader.display(englishFile)} has now: the English changed after the translation was made. ${bringUpToDate}`,
      );
    }
    return { ...own, stale, englishDigest };
  }
  const stale = english.updated !== undefined && english.updated > own.translatedFrom;
  reader.warnings.push(
    stale
      ? `${shown} was translated from ${reader.display(englishFile)} as it was on ${own.translatedFrom}, but the English was updated on ${english.updated}. ${bringUpToDate}`
      : `${shown} does not record which English words it was made from, so a change to them would go unnoticed. Check that it says what ${reader.display(englishFile)} says, then add the line translatedFromDigest: "${englishDigest}"`,
  );
  return { ...own, stale, englishDigest };
}

/**
 * A translation's own copies of facts written per language (the address), against the English
 * today (per-language-facts.ts): one written from another English value is behind, and `shown`
 * takes the English value instead, so a page never shows the old one. Notes say what to do.
 * Returns the fields shown in English.
 */
export function factsBehind(
  { reader, language }: TranslationContext,
  { file, englishFile }: { file: string; englishFile: string },
  english: Record<string, unknown>,
  translation: Record<string, unknown>,
  shown: Record<string, unknown>,
): string[] {
  const [own, englishShown] = [reader.display(file), reader.display(englishFile)];
  const behind: string[] = [];
  for (const { field, englishDigest, state } of writtenFacts(englishFile, english, translation)) {
    const record = `${WRITTEN_FROM_FIELD}: { ${field}: "${englishDigest}" }`;
    if (state === "behind") {
      behind.push(field);
      shown[field] = english[field];
      reader.warnings.push(
        `${own}: ${field} was written from another ${field} than ${englishShown} has now, so pages in ${language.name} show the English ${field} until it is brought up to date. Write the new ${field} in ${language.name}, then set ${record}`,
      );
    } else if (state === "unrecorded") {
      reader.warnings.push(
        `${own}: ${field} does not record which English ${field} it was written from, so a change to it would go unnoticed. Check that it says what ${englishShown} says, then add ${record}`,
      );
    }
  }
  return behind;
}
