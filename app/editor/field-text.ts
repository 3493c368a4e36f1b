// What the editor's form says about each field: its label and a hint under it. These are the
// counsellors' words, not the visitors': the hints are the field help of the counsellors' guide.
// Articles have theirs field by field below (config.ts refuses an article field without one);
// every other content file's come from practice-text.ts, or else from the field's name.
import { type FieldText, PAGE_FIELDS, PRACTICE_TEXT, WORDS_BY_NAME } from "./practice-text";

export type { FieldText };

/** The article's own fields, and the body. */
export const FIELD_TEXT: Record<string, FieldText> = {
  title: {
    label: "Title",
    hint: "What the parent will learn, in a few words. It is the heading of the page and the name of the card.",
  },
  description: {
    label: "Description",
    hint: "One sentence. It is shown on the article's card and in search results.",
    long: true,
  },
  category: { label: "Topic", hint: "The one topic of the Resources page it belongs to." },
  ageGroups: { label: "Age groups", hint: "Every age group the advice really fits." },
  date: {
    label: "Publication date",
    hint: "The day it goes live. A day in the future keeps it unpublished until that day (scheduled).",
  },
  draft: {
    label: "Draft",
    hint: "On: shown only in previews, with a Draft banner, never on the live site.",
  },
  updated: {
    label: "Last revised",
    hint: "Leave empty for a new article. When you change a published article, the day you did.",
  },
  reviewedBy: {
    label: "Reviewed by",
    hint: 'Who checked the article, name and role, for example "Dr A. Rao, clinical psychologist". Leave empty until someone has.',
  },
  lastReviewed: { label: "Reviewed on", hint: "The day they checked it." },
  slug: {
    label: "Address",
    hint: "Leave empty: the address is made from the title when you first save. Only to give the page another address.",
    pattern: 'Lowercase English words joined by dashes, for example "exam-stress".',
  },
  body: {
    label: "Article",
    hint: 'Headings, lists and links from the toolbar; a Callout or a Helpline from the "+" button. Never type a helpline\'s number: choose the helpline.',
  },
};

/** A translation's own fields (the words it translates are named as in FIELD_TEXT). */
export const TRANSLATION_FIELD_TEXT: Record<string, FieldText> = {
  translationOf: {
    label: "Translation of",
    hint: "The English article this translates. It cannot be changed after the first save.",
  },
  translatedFrom: {
    label: "Translated on",
    hint: "The day you translated it. When you bring it up to date with the English, the day you did.",
  },
  reviewedBy: {
    label: "Reviewed by",
    hint: 'A native-speaking counsellor who read it beside the English, and the date, for example "Dr A. Rao, 2026-12-01". Leave empty until one has.',
  },
  matchesEnglish: {
    label: "Says what the English says now",
    hint: "On for a new translation. When the preview marks this translation as out of date and you have brought it up to date with the English, switch it on before you save: the mark goes. Leave it off for any other change.",
  },
};

/** The content type whose fields FIELD_TEXT describes: an article, and its translations. */
export const ARTICLES_TEXT = "articles";

/** "skipToContent" → "Skip to content": a field's name as a label, when nothing better is written. */
export function labelOfName(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The label and hint of a field of a content type ("site", "pages/home", "team") at `path`
 * ("address.city"; a list item's field without its place): the content type's own, else the
 * words every file gives that name ("heading"), else the name as a label.
 */
export function fieldText(type: string, path: readonly string[]): FieldText {
  const name = path.at(-1) ?? "";
  const texts = type === ARTICLES_TEXT ? FIELD_TEXT : PRACTICE_TEXT[type];
  const own = texts?.[path.join(".")];
  const common = { ...WORDS_BY_NAME[name], ...(path.length === 1 && PAGE_FIELDS[name]) };
  return { label: labelOfName(name === "item" ? (path.at(-2) ?? name) : name), ...common, ...own };
}

/** What the editor says beside a marked field (mark-widget.ts). */
export const MARK_TEXT = {
  placeholder: {
    state: "Not filled in yet",
    todo: "Write the real value above: this mark goes when you save. If the value there is already right:",
    clear: "It is right",
  },
  confirm: {
    state: "The practice has not confirmed this",
    todo: "Check it against the practice's records and change it if it needs it, then:",
    clear: "Confirm it",
  },
  cleared: "Done: this mark goes when you save.",
  undo: "Undo",
} as const;
