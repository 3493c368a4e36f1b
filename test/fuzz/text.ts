// Generators of the words a content file holds: English, Devanagari (Marathi and Hindi) with its
// combining signs and joiners, other scripts, and the signs Markdown and MDX give a meaning to.
import fc from "fast-check";

const chars = (text: string) => [...text];

const LETTERS = chars("अआइईउऊऋएऐओऔकखगघङचछजझञटठडढणतथदधनपफबभमयरलळवशषसहक्षज्ञ");
const VOWEL_SIGNS = chars("ािीुूृॄेैोौॅॉॆॊ");
/** Signs that combine with the letter before them: Devanagari's own, then generic accents. */
const MARKS = ["\u094D", "\u093C", "\u0902", "\u0901", "\u0903", "\u0951", "\u0952", "\u0300"];
const STACKED = ["\u0301", "\u0336", "\u20DD", "\u0489"];
/** Invisible characters that change how letters join, read or break. */
export const INVISIBLE = [
  "\u200D", // zero-width joiner: र्‍ (eyelash ra)
  "\u200C", // zero-width non-joiner
  "\u200B",
  "\u2060",
  "\uFEFF",
  "\u00A0",
  "\u202E", // right-to-left override
  "\u2066",
  "\u00AD",
  "\u2028",
  "\u2029",
  "\u0085",
];
const DIGITS = chars("०१२३४५६७८९");
const PUNCTUATION = ["।", "॥", "ॐ", "₹", "…", "—", "“", "”", "‘", "’"];
const OTHER_WORDS = ["বাংলা", "ગુજરાતી", "தமிழ்", "العربية", "עברית", "中文", "👩‍👧‍👦", "🇮🇳", "👍🏽"];
const ENGLISH = chars("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789");

/** One Devanagari syllable: a letter, maybe a conjunct (virama, a joiner, a letter), signs. */
const syllable = fc
  .tuple(
    fc.constantFrom(...LETTERS),
    fc.option(fc.tuple(fc.constantFrom("", "\u200D", "\u200C"), fc.constantFrom(...LETTERS)), {
      freq: 3,
    }),
    fc.option(fc.constantFrom(...VOWEL_SIGNS)),
    fc.array(fc.constantFrom(...MARKS, ...STACKED), { maxLength: 3 }),
  )
  .map(
    ([letter, conjunct, vowel, marks]) =>
      letter +
      (conjunct ? `\u094D${conjunct[0]}${conjunct[1]}` : "") +
      (vowel ?? "") +
      marks.join(""),
  );

export const devanagariWord = fc
  .array(syllable, { minLength: 1, maxLength: 5 })
  .map((syllables) => syllables.join(""));

export const englishWord = fc
  .array(fc.constantFrom(...ENGLISH), { minLength: 1, maxLength: 10 })
  .map((letters) => letters.join(""));

/** A word of any kind, Devanagari and English most often. */
export const word = fc.oneof(
  { arbitrary: englishWord, weight: 4 },
  { arbitrary: devanagariWord, weight: 4 },
  // Mixed scripts in one word, joined or not by an invisible character.
  {
    arbitrary: fc
      .tuple(englishWord, fc.constantFrom("", ...INVISIBLE), devanagariWord)
      .map((parts) => parts.join("")),
    weight: 1,
  },
  { arbitrary: fc.constantFrom(...DIGITS, ...PUNCTUATION, ...OTHER_WORDS), weight: 1 },
  // A letter alone with its signs, or signs with no letter before them.
  {
    arbitrary: fc
      .array(fc.constantFrom(...MARKS, ...STACKED, ...INVISIBLE, ...VOWEL_SIGNS), {
        minLength: 1,
        maxLength: 6,
      })
      .map((marks) => marks.join("")),
    weight: 1,
  },
);

/** A few words, with the spaces content has: plain, no-break, none. */
export const words = fc
  .array(fc.tuple(word, fc.constantFrom(" ", " ", " ", "\u00A0", "")), {
    minLength: 1,
    maxLength: 5,
  })
  .map((parts) => parts.flat().join("").trim() || "x");

/** Every character that means something to Markdown, MDX or YAML, and some that break lines. */
export const SIGNIFICANT = chars("*_~`#>-+=|[](){}<>!\\/&;:\"'.,%@$^?\n\n\n  \t\r");

/** Text made only of significant characters and the odd letter: the parser's corner cases. */
export const signs = fc
  .array(
    fc.oneof(
      { arbitrary: fc.constantFrom(...SIGNIFICANT), weight: 8 },
      { arbitrary: fc.constantFrom("a", "1", "क", "\u094D", "\u200D"), weight: 2 },
    ),
    { maxLength: 200 },
  )
  .map((parts) => parts.join(""));
