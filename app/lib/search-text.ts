// Words as parents type them. The search index is made of text put through searchText, and every
// query is put through it too (the build and the search page share this one function), so that a
// word matches whatever its vowel signs, its nukta or its accents: "परिक्षा" finds "परीक्षा", "परकष"
// (typed without its vowel signs) finds it too, "ज़रूरी" and "जरूरी" are one word, "Café" is "cafe".

/**
 * Marks left out of Devanagari: the vowel signs (ा ि ी ु ू ृ ॄ ॅ ॆ े ै ॉ ॊ ो ौ and the rarer
 * ones), the nukta (़), the virama (्, so "क्ष" and "कष" are one), the candrabindu and anusvara
 * (ँ ं, often left out or swapped), the visarga (ः), and the joiners that only shape a conjunct.
 */
const DEVANAGARI_MARKS =
  /[\u0900-\u0903\u093a-\u093c\u093e-\u094f\u0951-\u0957\u0962\u0963\u200c\u200d]/g;

/** Accents of Latin letters, once NFD has taken them off their letters. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;

/** Independent vowels that differ only by length or by a borrowed sound: each folded to one. */
const VOWEL_FOLDS: Record<string, string> = {
  "\u0906": "\u0905", // आ → अ
  "\u0972": "\u0905", // ॲ → अ
  "\u0908": "\u0907", // ई → इ
  "\u090a": "\u0909", // ऊ → उ
  "\u0960": "\u090b", // ॠ → ऋ
  "\u090d": "\u090f", // ऍ → ए
  "\u090e": "\u090f", // ऎ → ए
  "\u0910": "\u090f", // ऐ → ए
  "\u0911": "\u0913", // ऑ → ओ
  "\u0912": "\u0913", // ऒ → ओ
  "\u0914": "\u0913", // औ → ओ
};
const FOLDED_VOWELS = new RegExp(`[${Object.keys(VOWEL_FOLDS).join("")}]`, "g");

/** Devanagari digits (०-९) as the Latin ones the site writes. */
const DEVANAGARI_DIGITS = /[\u0966-\u096f]/g;

/**
 * The text as the search index holds it: lowercase, without accents, Devanagari without vowel
 * signs, nukta, virama or nasal marks, long and short independent vowels as one, Latin digits.
 * Spaces and punctuation stay where they are, so words stay words.
 */
export function searchText(text: string): string {
  return text
    .normalize("NFD")
    .toLowerCase()
    .replace(LATIN_ACCENTS, "")
    .replace(DEVANAGARI_MARKS, "")
    .replace(FOLDED_VOWELS, (vowel) => VOWEL_FOLDS[vowel])
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/** The words of a text (letters and digits, any script, with their marks), in order. */
export function wordsOf(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu) ?? [];
}
