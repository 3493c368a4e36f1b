// Indian English uses British spelling. This finds US spellings in the text a visitor sees on a
// built page (text, alt text, labels), with an allow-list for proper names that are spelt the US
// way ("World Health Organization"). The list is short on purpose: words a counsellor may write,
// where the US form is never the Indian one.
import { fromHtml } from "hast-util-from-html";
import type { Element, Root } from "hast";
import { visit } from "unist-util-visit";

/** US spelling → British spelling. Whole words, any case. */
const BRITISH: Record<string, string> = {
  behavior: "behaviour",
  behaviors: "behaviours",
  behavioral: "behavioural",
  behaviorally: "behaviourally",
  counseling: "counselling",
  counselor: "counsellor",
  counselors: "counsellors",
  counseled: "counselled",
  color: "colour",
  colors: "colours",
  colorful: "colourful",
  colored: "coloured",
  favorite: "favourite",
  favorites: "favourites",
  center: "centre",
  centers: "centres",
  centered: "centred",
  neighbor: "neighbour",
  neighbors: "neighbours",
  neighborhood: "neighbourhood",
  honor: "honour",
  humor: "humour",
  labeled: "labelled",
  labeling: "labelling",
  traveling: "travelling",
  canceled: "cancelled",
  enrollment: "enrolment",
  fulfill: "fulfil",
  gray: "grey",
  defense: "defence",
  offense: "offence",
  pajamas: "pyjamas",
  pediatric: "paediatric",
  pediatrician: "paediatrician",
  pediatricians: "paediatricians",
  practicing: "practising",
  organize: "organise",
  organized: "organised",
  organizing: "organising",
  organization: "organisation",
  realize: "realise",
  realized: "realised",
  recognize: "recognise",
  recognized: "recognised",
  apologize: "apologise",
  emphasize: "emphasise",
  specialized: "specialised",
  personalized: "personalised",
  prioritize: "prioritise",
  math: "maths",
};

/** Proper names spelt the US way: they stay as their owners write them. */
export const PROPER_NAMES = [
  "World Health Organization",
  "Indian Academy of Pediatrics",
  "American Academy of Pediatrics",
  "Centers for Disease Control and Prevention",
];

const SKIPPED = new Set(["script", "style", "template"]);
const SEEN_ATTRIBUTES = ["alt", "ariaLabel", "placeholder", "title"] as const;

/** The words a visitor can see or hear on the page. */
export function visibleText(html: string): string {
  const tree: Root = fromHtml(html);
  const parts: string[] = [];
  visit(tree, (node) => {
    if (node.type === "element") {
      const element = node as Element;
      if (SKIPPED.has(element.tagName)) return "skip";
      for (const name of SEEN_ATTRIBUTES) {
        const value = element.properties[name];
        if (typeof value === "string") parts.push(value);
      }
    } else if (node.type === "text") {
      parts.push(node.value);
    }
  });
  return parts.join(" ");
}

export type UsSpelling = { word: string; british: string };

/** Each US spelling in `text` once, in order, proper names aside. */
export function usSpellings(text: string): UsSpelling[] {
  const withoutNames = PROPER_NAMES.reduce((result, name) => result.split(name).join(" "), text);
  const found = new Map<string, UsSpelling>();
  for (const [word] of withoutNames.matchAll(/[\p{L}\p{M}]+/gu)) {
    const british = BRITISH[word.toLowerCase()];
    if (british && !found.has(word)) found.set(word, { word, british: sameCase(word, british) });
  }
  return [...found.values()];
}

/** "Behavior" → "Behaviour", "BEHAVIOR" → "BEHAVIOUR". */
function sameCase(word: string, british: string): string {
  if (word === word.toUpperCase()) return british.toUpperCase();
  if (word[0] === word[0].toUpperCase()) return british[0].toUpperCase() + british.slice(1);
  return british;
}
