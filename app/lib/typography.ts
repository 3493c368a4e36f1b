// Spaces a line must not break at, put in by the site so that nobody types a non-breaking space:
// "10:00 am" stays together, a phone number "+91 98765 43210" is never split across lines, a
// figure keeps its word ("4-6 children", "60-90 minutes") and a spaced dash stays with the words
// before it ("10:00 am – 7:00 pm" may break only after the dash). Works on Devanagari words too.
const NBSP = "\u00a0";

const RULES: [RegExp, string][] = [
  // A number and the word after it: "4-6 children", "10:00 am", "3 years", "5 बच्चे".
  [/(\d)[ ]+(?=\p{L})/gu, `$1${NBSP}`],
  // The groups of a number written with spaces: "+91 98765 43210".
  [/(\d)[ ]+(?=\+?\d)/gu, `$1${NBSP}`],
  // A dash between spaces joins the word before it.
  [/[ ]+([–—])(?=[ ])/gu, `${NBSP}$1`],
];

export function keepTogether(text: string): string {
  return RULES.reduce(
    (result, [pattern, replacement]) => result.replace(pattern, replacement),
    text,
  );
}
