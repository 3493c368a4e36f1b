// The fields every translated file (content/<code>/…) carries besides its words: which English file
// it translates, which English words it was made from, and who reviewed it.
import { z } from "zod";
import { calendarDate, text } from "../schema-fields";

/** A digest of English words or of an English value, as the content check names it. */
const digest = z.string().regex(/^[0-9a-f]{12}$/, {
  error:
    'must be the twelve letters and digits the content check names (0-9 and a-f), in double quotes, for example "3fa2c9d01b7e"',
});

/** What every translated file carries besides its words. */
export const TRANSLATION_FIELDS = {
  /** The English file, relative to content/: "pages/home.md". */
  translationOf: text,
  /** The English file's `updated` (or an article's `date`) when the translation was made. */
  translatedFrom: calendarDate,
  /** The digest of the English words it was made from (english-text.ts); new:translation writes it. */
  translatedFromDigest: digest.optional(),
  /**
   * The digest of each English value the translation writes in its own language (the address:
   * app/content/per-language-facts.ts), as it was when that value was written.
   */
  writtenFrom: z.record(z.string(), digest).optional(),
  /** The native-speaking counsellor who reviewed it; empty until one has. */
  reviewedBy: z.string().trim(),
};

/** A translation's own fields, as its file writes them. */
export type TranslationFields = z.output<z.ZodObject<typeof TRANSLATION_FIELDS>>;

/** A translated item's translation: its fields, and whether the English changed since. */
export type Translation = {
  translationOf: string;
  translatedFrom: string;
  translatedFromDigest?: string;
  writtenFrom?: Record<string, string>;
  reviewedBy: string;
  /**
   * The English words changed after the translation was made: its digest is not theirs (without
   * a digest, the English `updated` is later than `translatedFrom`).
   */
  stale: boolean;
  /** The digest of the English words as they are now. */
  englishDigest: string;
};
