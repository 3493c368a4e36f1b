// A picture as pages draw it: the sizes and formats the build made of an uploaded picture
// (app/build-time/pictures.server.ts), so that a phone loads the smallest file that fills its
// screen, AVIF or WebP where the browser reads them and the picture's own format elsewhere.

export type PictureSet = {
  /** The fallback: the picture's own format at its largest size (also at the upload's address). */
  src: string;
  /** The largest size made, for the img's width and height (its shape, before CSS scales it). */
  width: number;
  height: number;
  /** Each format in the order the browser should prefer: AVIF, then WebP. */
  sources: { type: string; srcset: string }[];
  /** The fallback format at every size. */
  srcset: string;
};

/** Pictures by the address a content file names them with ("/images/team/asha-rao.jpg"). */
export type Pictures = Record<string, PictureSet>;

/**
 * How wide each kind of picture is drawn, as the `sizes` attribute says it: a team photo 5rem
 * (.team-photo in app/styles/site/cards.css), a picture in an article's text the text's width
 * (46rem, less the page's margins on a phone).
 */
export const PICTURE_SIZES = {
  team: "5rem",
  text: "(min-width: 48.5rem) 46rem, calc(100vw - 2.5rem)",
} as const;
