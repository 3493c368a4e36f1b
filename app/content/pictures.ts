// The pictures the build made (app/build-time/pictures.server.ts), put where the content shows
// them: each picture in a text (an article's, a bio's) becomes a <picture> with its sizes and
// formats, its width and height, and each team member with a photo gets its picture. A picture the
// build did not make (`npm run dev`, which makes none) stays the plain <img> it was.
import type { Element, Root } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { SKIP, visit } from "unist-util-visit";
import { PICTURE_SIZES, type PictureSet, type Pictures } from "../lib/pictures";
import { isRecord } from "../lib/is-record";

/** The <picture> of a text's <img>: a source per format, the img with the fallback's sizes. */
function pictureElement(img: Element, set: PictureSet): Element {
  const sizes = PICTURE_SIZES.text;
  return {
    type: "element",
    tagName: "picture",
    properties: {},
    children: [
      ...set.sources.map<Element>((source) => ({
        type: "element",
        tagName: "source",
        properties: { type: source.type, srcSet: source.srcset, sizes },
        children: [],
      })),
      {
        ...img,
        properties: {
          ...img.properties,
          src: set.src,
          srcSet: set.srcset,
          sizes,
          width: set.width,
          height: set.height,
          decoding: "async",
        },
      },
    ],
  };
}

/** A text's HTML with each picture the build made drawn as a <picture>. */
export function picturesInHtml(html: string, pictures: Pictures): string {
  if (!html.includes("<img")) return html;
  const tree = fromHtml(html, { fragment: true }) as Root;
  let changed = false;
  visit(tree, "element", (node, index, parent) => {
    if (node.tagName !== "img" || !parent || index === undefined) return;
    const set = pictures[String(node.properties.src)];
    if (!set) return;
    parent.children[index] = pictureElement(node, set);
    changed = true;
    // Its img is the one just drawn: not a picture to draw again.
    return SKIP;
  });
  return changed ? toHtml(tree) : html;
}

/**
 * The content with the pictures in: every `html` text rewritten, and `picture` beside every
 * `photo` that the build made (a team member's).
 */
export function withPictures<T>(content: T, pictures: Pictures): T {
  if (Object.keys(pictures).length === 0) return content;
  const walk = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(walk);
    if (!isRecord(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      out[key] =
        key === "html" && typeof item === "string" ? picturesInHtml(item, pictures) : walk(item);
    }
    if (typeof value.photo === "string" && pictures[value.photo])
      out.picture = pictures[value.photo];
    return out;
  };
  return walk(content) as T;
}
