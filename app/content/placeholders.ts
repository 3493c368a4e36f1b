// The example sentences `npm run new:article` writes into a new article, for the counsellor to
// replace. The scaffold is written from them and the content check looks for them, so a published
// article can never keep one: this is the one place they are written.

export const PLACEHOLDERS = {
  description:
    "Replace this with one sentence that tells a parent what they will learn; it is shown on the article's card and in search results.",
  opening:
    'Replace this paragraph with an opening that names the worry a parent may have, in plain, warm words. Speak to the parent as "you" and about "your child".',
  firstHeading: "A heading for the first part",
  paragraphs:
    "Write short paragraphs, with an empty line between them. Use **bold** for the few words that matter most, and link to other pages of the site, for example [our services](/services).",
  smallerHeading: "A smaller heading inside a part",
  bullets: "A bulleted list is for signs or ideas in no particular order.",
  bulletLines: "Write one point per line, each starting with a dash and a space.",
  steps: "A numbered list is for steps in order.",
  sources:
    "Name the source of any fact a parent might act on, for example the World Health Organization (WHO).",
  summary: "End with a short summary of the article.",
  calloutTitle: "A short title for the box",
  callout:
    "A callout sets a few sentences apart: a tip, a reminder or a safety note. Replace these words with yours, or delete the callout from its first line to its last.",
  sameDayHelp:
    "If the article touches on self-harm, abuse or a child in danger, keep this line and point to help the same day first, with the helpline's own tap-to-call link:",
  sign: "Replace this with a sign that means a parent should ask for help.",
  moreSigns: "Add one line for each sign.",
} as const;

/** Each example sentence still in `text`, with where it starts. */
export function placeholdersIn(text: string): { sentence: string; offset: number }[] {
  return Object.values(PLACEHOLDERS)
    .map((sentence) => ({ sentence, offset: text.indexOf(sentence) }))
    .filter(({ offset }) => offset !== -1)
    .sort((a, b) => a.offset - b.offset);
}
