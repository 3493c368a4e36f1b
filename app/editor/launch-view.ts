// What the editor's page of what is left before the site goes live (/admin/launch/) shows, in one
// language: launchList's items (app/content/launch-check.ts, the list `npm run check:launch`
// prints), each named as the editor shows it (entry-labels.ts: "Contact page → Form →
// Confirmation", not the file's path and YAML field), with the address of its entry in the editor
// (entry-labels.ts) and the words of that language's interface-words.yaml
// (launchPage). launch-page.ts draws it.
import path from "node:path";
import { readyToGoLive, type BehindFact, type LaunchList } from "../content/launch-check";
import type { FieldPath } from "../content/marks";
import type { Content } from "../build-time/load-content";
import { fill } from "../lib/format";
import { paths } from "../lib/paths";
import type { EntryLabeller } from "./entry-labels";

export type LaunchItem = {
  /** The file, for engineers ("content/site.yaml"). */
  file: string;
  /** The entry and its field as the editor's form labels them ("Contact page → Form → Confirmation"). */
  label: string;
  /** The label's language where it is not the page's: "zxx" for a file's path. */
  labelLang?: string;
  /** The entry in the editor where it is filled in, confirmed or reviewed; none for a file the editor has no form for. */
  href?: string;
  /**
   * What is left: "Not filled in yet", "The practice has not confirmed this", "… not reviewed",
   * "Written for an older English value …".
   */
  state: string;
  /** The mark's own note, in its file's language (`noteLang`, the page's when undefined). */
  note?: string;
  noteLang?: string;
};

export type LaunchSection = { heading: string; items: LaunchItem[] };

export type LaunchView = {
  /** The page's language: its code and locale. */
  code: string;
  locale: string;
  title: string;
  intro: string;
  /** Once nothing is in the way of going live: the sentence that says so. */
  ready?: string;
  /** What is left before going live, then what each language not published yet needs. */
  sections: LaunchSection[];
  /** The page in each language, for the switch between them. */
  languages: { code: string; locale: string; name: string; href: string; current: boolean }[];
};

/**
 * The page in every language of content/languages.yaml, in its order, as launch.json carries it;
 * or the content's problems, when it has some (`npm run cms`, on a branch the build would refuse).
 */
export type LaunchViews = { views: LaunchView[] } | { problems: string[] };

/**
 * The page in the language `code`, from the list and the checked content it was made from;
 * `labels` names each item as the editor shows it, in that language.
 */
export function launchView(
  list: LaunchList,
  content: Content,
  code: string,
  labels: EntryLabeller,
): LaunchView {
  const [first] = content.languages;
  const local = code === first.code ? content : (content.translations[code] ?? content);
  const { site } = local;
  const words = local.words.launchPage;
  const nameOf = (each: string) =>
    content.languages.find((language) => language.code === each)?.name ?? each;
  const localeOf = (file: string) => {
    const [, folder] = file.split(path.posix.sep);
    return (content.languages.find((language) => language.code === folder) ?? first).locale;
  };
  /**
   * The file (and field) as the editor names them in the page's language (mixed where an entry is
   * named by its own title, or a field by its name), and the entry's address in the editor; its
   * path, and no link, where the editor has no form for it.
   */
  const named = (file: string, field?: FieldPath) => {
    const label = labels(file, field, code);
    if (!label) return { file, label: file, labelLang: "zxx" };
    const text = [label.entry, label.field].filter(Boolean).join(" → ");
    return { file, label: text, href: label.href };
  };
  const marks = (found: LaunchList["marks"]): LaunchItem[] =>
    found.map((mark) => ({
      ...named(mark.file, mark.path),
      state: mark.kind === "placeholder" ? words.placeholder : words.confirm,
      note: mark.note,
      noteLang: localeOf(mark.file) === site.locale ? undefined : localeOf(mark.file),
    }));
  const toReview = (files: string[]): LaunchItem[] =>
    files.map((file) => ({ ...named(file), state: words.unreviewed }));
  const toCatchUp = (behind: BehindFact[]): LaunchItem[] =>
    behind.map((fact) => ({
      ...named(fact.file, fact.path),
      state: words.behind,
    }));
  const left: LaunchSection[] = [
    { heading: words.marks, items: marks(list.marks) },
    { heading: words.milestones, items: toReview(list.milestones) },
    ...list.translations.map((each) => ({
      heading: fill(words.translations, { language: nameOf(each.code) }),
      items: [...toCatchUp(each.behind), ...toReview(each.files)],
    })),
  ];
  const later: LaunchSection[] = list.unpublished.map((each) => ({
    heading: fill(words.notPublished, { language: nameOf(each.code) }),
    items: [...marks(each.marks), ...toCatchUp(each.behind), ...toReview(each.files)],
  }));
  return {
    code,
    locale: site.locale,
    title: words.title,
    intro: words.intro,
    ready: readyToGoLive(list) ? words.ready : undefined,
    sections: [...left, ...later].filter((section) => section.items.length > 0),
    languages: content.languages.map((language) => ({
      code: language.code,
      locale: language.locale,
      name: language.name,
      href: paths.editorLaunch(language.code),
      current: language.code === code,
    })),
  };
}
