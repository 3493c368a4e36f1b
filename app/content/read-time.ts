/** How a language is read (content/languages.yaml): its word boundaries and words a minute. */
export type Reading = { locale: string; wordsPerMinute: number };

/** Dashes inside a word: "well-being" and "माता-पिता" are one word each, as a reader reads them. */
const JOINING_DASH = /^[-\u2010\u2011]$/;

/** Each locale's segmenter, and whether ICU splits its ASCII text as asciiSegments does. */
const segmenters = new Map<string, { segmenter: Intl.Segmenter; ascii: boolean }>();

/** Every way ASCII words join or part, checked once a locale (a locale may tailor the rules). */
const PROBE = `e.g. don't 1,200.5 a:b a.1 1:2 a1.b x-y 3rd (a) "q" 1'2 a;b 1;2 U.S.A. a.'b`;
const wordsOf = (segments: Iterable<{ segment: string; isWordLike?: boolean }>) =>
  [...segments].flatMap(({ segment, isWordLike }) => (isWordLike ? [segment] : [])).join("|");

function segmenterFor(locale: string) {
  let made = segmenters.get(locale);
  if (!made) {
    const segmenter = new Intl.Segmenter(locale, { granularity: "word" });
    const ascii = wordsOf(segmenter.segment(PROBE)) === wordsOf(asciiSegments(PROBE));
    made = { segmenter, ascii };
    segmenters.set(locale, made);
  }
  return made;
}

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
  const { segmenter, ascii } = segmenterFor(locale);
  let words = 0;
  for (const run of piecesOf(text)) {
    const plain = ascii && PLAIN_ASCII.test(run);
    words += countRun(plain ? asciiSegments(run) : segmenter.segment(run));
  }
  return words;
}

/** Words of one piece's segments, a dashed pair ("well-being") counted once. */
function countRun(segments: Iterable<{ segment: string; isWordLike?: boolean }>): number {
  let words = 0;
  // Set after a word, and after a dash that follows one: a word right after that dash is not new.
  let joined: "word" | "dash" | undefined;
  for (const { segment, isWordLike } of segments) {
    if (isWordLike) {
      if (joined !== "dash") words++;
      joined = "word";
    } else {
      joined = joined === "word" && JOINING_DASH.test(segment) ? "dash" : undefined;
    }
  }
  return words;
}

/**
 * ASCII letters, digits, spaces and the punctuation that ICU's word rules treat alone (no "_",
 * which joins words by rules of its own): most of an English text, which is segmented below
 * instead of by Intl.Segmenter, at a fraction of its cost. test/read-time.test.ts checks that both
 * find the same words.
 */
const PLAIN_ASCII = /^[A-Za-z0-9 \t\n\r.,;:'"!?()[\]{}<>/\\|@#$%^&*+=~`-]*$/;

/** The character at `at` is a letter ("L"), a digit ("N"), or neither (past the end too). */
function kindAt(text: string, at: number): "L" | "N" | undefined {
  const code = text.charCodeAt(at);
  if (code >= 48 && code <= 57) return "N";
  const lower = code | 32;
  return lower >= 97 && lower <= 122 ? "L" : undefined;
}

/**
 * Unicode's word boundaries (UAX #29, as ICU applies them) for PLAIN_ASCII text: letters and
 * digits join; "." and "'" join two letters or two digits, ":" two letters, "," and ";" two
 * digits ("e.g", "don't", "1,200.5"); every other character is a segment of its own.
 */
export function* asciiSegments(text: string): Generator<{ segment: string; isWordLike: boolean }> {
  let start = 0;
  while (start < text.length) {
    let end = start + 1;
    let kind = kindAt(text, start);
    if (kind) {
      for (;;) {
        const next = kindAt(text, end);
        if (next) {
          kind = next;
          end++;
          continue;
        }
        const mid = text[end] ?? "";
        const joins = mid !== "" && (kind === "L" ? ".':" : ".',;").includes(mid);
        if (!joins || kindAt(text, end + 1) !== kind) break;
        end += 2;
      }
    }
    yield { segment: text.slice(start, end), isWordLike: kind !== undefined };
    start = end;
  }
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
