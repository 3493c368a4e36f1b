// Whether a translation is stale: the English words changed after it was made (its digest of them,
// translatedFromDigest, is not theirs; without one, the English `updated` is later than
// `translatedFrom`), with a note saying what to do; and notes for a translation still in English.
import type { TranslationFields, Translation } from "../content/schemas";
import {
  latinShare,
  sameWords,
  scriptOf,
  wordsDigestOf,
  wordsOfFile,
  type Words,
} from "./english-text";
import type { TranslationContext } from "./translation-fields";

/** Above this share of Latin letters, a translation into another script is still in English. */
const MOSTLY_LATIN = 0.5;

/** Notes for a translation that is still the English: the same words, or mostly Latin letters. */
function notTranslatedYet(
  { reader, language }: TranslationContext,
  file: string,
  englishFile: string,
  words: { english: Words; translated: Words },
) {
  const shown = reader.display(file);
  if (sameWords(words.translated, words.english)) {
    reader.warnings.push(
      `${shown} has the same words as ${reader.display(englishFile)}: it is not translated yet. Write it in ${language.name}, or delete it (the English page is then shown, marked as English).`,
    );
    return;
  }
  const share = latinShare(words.translated, language.locale);
  if (share === undefined || share <= MOSTLY_LATIN) return;
  const script = scriptOf(language.locale) ?? "";
  const scriptName = new Intl.DisplayNames(["en"], { type: "script" }).of(script) ?? script;
  reader.warnings.push(
    `${shown} seems to be still in English: ${Math.round(share * 100)}% of its letters are Latin (a, b, c), where ${language.name} is written in ${scriptName}. Translate the rest before a reviewer signs it off.`,
  );
}

/**
 * Whether the English changed after the translation was made, with a note saying what to do; and
 * notes for a translation still in English. `english.updated` serves files without a digest.
 */
export function staleness(
  context: TranslationContext,
  file: string,
  englishFile: string,
  own: TranslationFields,
  english: {
    updated: string | undefined;
    source: string | undefined;
    translated: Words | undefined;
  },
): Translation {
  const { reader, language } = context;
  const englishWords =
    english.source === undefined ? undefined : wordsOfFile(englishFile, english.source);
  const englishDigest = englishWords ? wordsDigestOf(englishWords) : "";
  if (englishWords && english.translated) {
    notTranslatedYet(context, file, englishFile, {
      english: englishWords,
      translated: english.translated,
    });
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
