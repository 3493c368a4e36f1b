// The languages of the site (content/languages.yaml): English first, at today's addresses; every
// other language under /<code>/ with the same slugs. A language that is not published is built only
// in previews, and its missing labels fall back to English (with a note) instead of stopping the
// build. Decision 008 says why.
import { z } from "zod";
import { locale, text } from "../schema-fields";

export const LANGUAGES_FILE = "languages.yaml";

const language = z.strictObject({
  /** The address prefix (/mr/…) and the folder of its files (content/mr/). */
  code: z.string().regex(/^[a-z]{2,3}$/, {
    error: 'must be the two- or three-letter language code, in lowercase, for example "mr"',
  }),
  /** The language's own name in its own script, as the language switch shows it. */
  name: text,
  /** Intl's language and region; digits stay Latin (-u-nu-latn is added where dates are written). */
  locale,
  published: z.boolean(),
  /** How many words a minute a parent reads in this language, for "min read". */
  wordsPerMinute: z.number().int().positive(),
});

export const languagesSchema = z
  .array(language)
  .min(1)
  .superRefine((languages, context) => {
    const seen = new Set<string>();
    languages.forEach(({ code }, index) => {
      if (seen.has(code)) {
        context.addIssue({
          code: "custom",
          path: [index, "code"],
          message: `is "${code}", which another language already has. Give each language its own code`,
        });
      }
      seen.add(code);
    });
    if (languages[0] && !languages[0].published) {
      context.addIssue({
        code: "custom",
        path: [0, "published"],
        message:
          "must be true: the first language is the site's own, at its plain addresses, and is always published",
      });
    }
  });

export type Language = z.infer<typeof language>;

/** This page in each language: its address where it exists, else the nearest page there. */
export type LanguageLink = {
  code: string;
  name: string;
  locale: string;
  /** Where the language switch leads. */
  path: string;
  /**
   * True: `path` is this page in that language (hreflang names it). False: the language has not
   * translated it, and `path` is the nearest page it has (a list, or the English article shown
   * inside that language's pages).
   */
  exists: boolean;
};
