// The site's article components as the editor's "+" button offers them: a Callout (a box with an
// optional title) and a Helpline chosen from content/site.yaml's list. Each pattern reads the
// tag exactly as the article check accepts it (app/content/body/article-components) and toBlock
// writes it back the same way, so a file opened and saved keeps its components as written.
import type { EditorForms, Helpline } from "../content/schemas";
import { escapeMarkup } from "../lib/escape";
import { fill } from "../lib/format";

/** The components' words, in the editor's language. */
type Words = EditorForms["components"];

export const CALLOUT_ID = "callout";
export const HELPLINE_ID = "helpline";

type Data = Record<string, string | undefined>;

export type EditorComponent = {
  id: string;
  label: string;
  type?: "inline";
  fields: Record<string, unknown>[];
  pattern: RegExp;
  fromBlock: (match: RegExpMatchArray) => Data;
  toBlock: (data: Data) => string;
  toPreview: (data: Data) => string;
};

/** An attribute's text: a double quote would end it, so it becomes a typographic one. */
const attribute = (value: string) => value.replace(/"/g, "”");

export const callout = (words: Words): EditorComponent => ({
  id: CALLOUT_ID,
  label: words.callout,
  fields: [
    { name: "title", label: words.calloutTitle, widget: "string", required: false },
    { name: "text", label: words.calloutText, widget: "text" },
  ],
  // Block only, with or without empty lines inside; no "m" flag (Decap anchors it to the block).
  pattern: /^<Callout(?: title="([^"]*)")?>\n\n?([\s\S]*?)\n\n?<\/Callout>/,
  fromBlock: (match) => ({ title: match[1], text: match[2] }),
  toBlock: ({ title, text }) => {
    const open = title ? `<Callout title="${attribute(title)}">` : "<Callout>";
    return `${open}\n\n${(text ?? "").trim()}\n\n</Callout>`;
  },
  toPreview: ({ title, text }) =>
    `<div role="note" style="border-left:4px solid #888;padding:0 1em">` +
    (title ? `<p><strong>${escapeMarkup(title)}</strong></p>` : "") +
    `<p>${escapeMarkup(text ?? "")}</p></div>`,
});

type Line = Pick<Helpline, "id" | "name" | "number">;

/** The "+" menu's id of the Helpline component that names this helpline. */
export const helplineId = (id: string) => `${HELPLINE_ID}-${id}`;

/**
 * The Helpline components. Decap shows an inline component as its preview only, with no form to
 * choose in, so the "+" menu offers one component per helpline ("Helpline: Tele-MANAS (14416)"):
 * choosing it is choosing the helpline, and there is no unchosen one to insert (the one form with
 * a list had a default, the first helpline: a silent 112). The last one reads any other
 * <Helpline> a file holds (an unknown or empty name, which the check refuses) and writes it back
 * as it was; the menu does not offer it.
 */
export function helplineComponents(helplines: Line[], words: Words): EditorComponent[] {
  const byId = new Map(helplines.map((line) => [line.id, line]));
  const named = (name: string | undefined) => byId.get(name ?? "");
  // Inline: a helpline is usually named inside a sentence ("call <Helpline … /> now").
  const shared = {
    type: "inline" as const,
    fields: [],
    toPreview: ({ name }: Data) => {
      const line = named(name);
      // Plain text: the rich-text editor shows an inline component's preview as it is.
      return line ? `☎ ${line.name} ${line.number}` : `☎ ${name ?? ""}?`;
    },
  };
  const one = (line: Line): EditorComponent => ({
    ...shared,
    // Its own helpline, whatever the data (a component just inserted has none).
    toPreview: () => shared.toPreview({ name: line.id }),
    id: helplineId(line.id),
    label: fill(words.helpline, { name: line.name, number: line.number }),
    pattern: new RegExp(`^<Helpline name="${line.id.replace(/[^\w-]/g, "\\$&")}" ?/>`),
    fromBlock: () => ({ name: line.id }),
    toBlock: () => `<Helpline name="${line.id}" />`,
  });
  const any: EditorComponent = {
    ...shared,
    id: HELPLINE_ID,
    label: words.anyHelpline,
    pattern: /^<Helpline name="([^"]*)" ?\/>/,
    fromBlock: (match) => ({ name: match[1] }),
    toBlock: ({ name }) => `<Helpline name="${attribute(name ?? "")}" />`,
  };
  return [...helplines.map(one), any];
}
