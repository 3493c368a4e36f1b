/** How a language is read (content/languages.yaml): its word boundaries and words a minute. */
export type Reading = { locale: string; wordsPerMinute: number };

/** Dashes inside a word: "well-being" and "माता-पिता" are one word each, as a reader reads them. */
const JOINING_DASH = /^[-\u2010\u2011]$/;

const segmenters = new Map<string, Intl.Segmenter>();

/**
 * V8 segments a long text in quadratic time (64 KB take seconds), so the text is segmented in
 * pieces of about 256 characters, each ending at a space, where a word always ends.
 */
const PIECE = 256;
const SPACE = /\s/gu;

function* piecesOf(text: string) {
  for (let start = 0; start < text.length;) {
    SPACE.lastIndex = start + PIECE;
    const end = SPACE.exec(text)?.index ?? text.length;
    yield text.slice(start, end);
    start = end;
  }
}

/**
 * Words a reader reads in plain text (the body's text, without Markdown marks or addresses), as
 * the language's word boundaries give them: a regular expression of letters splits Devanagari
 * words at their vowel signs ("बच्चों" is one word, not three).
 */
export function countWords(text: string, locale: string): number {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, { granularity: "word" });
    segmenters.set(locale, segmenter);
  }
  let words = 0;
  for (const run of piecesOf(text)) {
    // Set after a word, and after a dash that follows one: a word right after that dash is not new.
    let joined: "word" | "dash" | undefined;
    for (const { segment, isWordLike } of segmenter.segment(run)) {
      if (isWordLike) {
        if (joined !== "dash") words++;
        joined = "word";
      } else {
        joined = joined === "word" && JOINING_DASH.test(segment) ? "dash" : undefined;
      }
    }
  }
  return words;
}

/** Whole minutes, rounded up, at least one. */
export function readTimeMinutes(wordCount: number, wordsPerMinute: number): number {
  return Math.max(1, Math.ceil(wordCount / wordsPerMinute));
}

/**
 * An article's words and its read time in the language it is written in. Without a language
 * (content/languages.yaml has a mistake, and nothing is built) the article is still checked, and
 * read at one minute.
 */
export function readingOf(text: string, reading: Reading | undefined) {
  if (!reading) return { wordCount: countWords(text, "und"), readTime: 1 };
  const wordCount = countWords(text, reading.locale);
  return { wordCount, readTime: readTimeMinutes(wordCount, reading.wordsPerMinute) };
}
