// content/interface-words.yaml (and content/<code>/interface-words.yaml in each language): the
// words of the site's interface, apart from the practice's details (site.yaml). The main menu, the
// "Need help now?" link and box, the small words of the layout and cards, the reviewers' page of a
// preview, the editor's page of what is left before going live, the editor's own messages and its
// forms' labels and hints. One schema for every language: a translation is checked by it too, over
// the English words it leaves out.
import { z } from "zod";
import { plural, template, text } from "../schema-fields";
import { editorFormsSchema } from "./editor-forms";

export const interfaceWordsSchema = z.strictObject({
  /** The main menu's words and the buttons beside it (call, WhatsApp, book, search). */
  navigation: z.strictObject({
    home: text,
    about: text,
    services: text,
    resources: text,
    contact: text,
    book: text,
    call: text,
    whatsapp: text,
    search: text,
  }),
  /** "Need help now?": the link at the top of every page, and the box of helplines it leads to. */
  help: z.strictObject({ link: text, heading: text, text }),
  /** The small words of the layout and cards: buttons, headings, badges. */
  labels: z.strictObject({
    skipToContent: text,
    quickContact: text,
    openMenu: text,
    closeMenu: text,
    quickLinks: text,
    ourServices: text,
    contactUs: text,
    privacy: text,
    phone: text,
    email: text,
    address: text,
    hours: text,
    /** How a line of the opening hours is written: a run of days, the times, a closed day. */
    openingDays: template("from", "to"),
    openingTimes: template("opens", "closes"),
    closed: text,
    readMore: text,
    backToResources: text,
    comingSoon: text,
    duration: text,
    approach: text,
    helplineSource: text,
    helplineVerified: text,
    openInMaps: text,
    articleCtaHeading: text,
    articleCtaText: text,
    allArticles: text,
    allArticlesIntro: text,
    seeAllArticles: text,
    emptyList: text,
    newerArticles: text,
    olderArticles: text,
    pageOf: template("page", "pages"),
    relatedArticles: text,
    updated: text,
    reviewedBy: template("name"),
    reviewedByOn: template("name", "date"),
    draft: text,
    draftNotice: text,
    scheduled: template("date"),
    scheduledNotice: template("date"),
    /** The language switch's name for screen readers ("Language"). */
    languageSwitch: text,
    /** Above an article not translated into the page's language, shown in English inside it. */
    englishOnly: text,
    /** On a translation whose English page changed after it was made, with a link to it. */
    englishUpdated: text,
    readInEnglish: text,
    /** The heading of a list's items that are only in English. */
    alsoInEnglish: text,
    /**
     * An article's Share box: its heading, the WhatsApp link, the phone's own share sheet, and
     * "Copy link" with what it says once copied (the last two only where the phone can).
     */
    share: z.strictObject({
      heading: text,
      whatsapp: text,
      sheet: text,
      copy: text,
      copied: text,
    }),
    /** The words read by screen readers, and the formats of titles and counts. */
    mainMenu: text,
    highlights: text,
    readTime: plural("count"),
    pageTitle: template("title", "name"),
    homeTitle: template("name", "tagline"),
    /** The page the web server shows while no build of the site is there to serve. */
    unavailableTitle: text,
    unavailableText: text,
    /** The names of the social sites, on the links in the footer. */
    socialNames: z.strictObject({
      facebook: text,
      instagram: text,
      youtube: text,
      linkedin: text,
    }),
    /** The banner on every page of a preview build: for the branch's reviewers. */
    preview: z.strictObject({
      banner: text,
      /** The link to /preview/changes. */
      changes: text,
      /** The link to the page's file in the counsellors' editor. */
      edit: text,
      /** Before the links to the page's files on GitHub, for a page the editor does not hold. */
      files: text,
      /** On a translation whose English words changed after it was made. */
      stale: text,
      /** On a translation no native-speaking counsellor has reviewed yet. */
      unreviewed: text,
      /** The link to the editor's page of what is left before the site goes live. */
      launch: text,
      /** On a translation's pages while its address is shown in English (it is behind). */
      addressBehind: text,
    }),
  }),
  /** The reviewers' page of a preview build (/preview/changes, /mr/preview/changes …). */
  reviewPage: z.strictObject({
    title: text,
    intro: text,
    compared: template("base", "commit"),
    /** The link to every changed line of the compared commits on GitHub. */
    diffOnGitHub: text,
    noHistory: text,
    noChanges: text,
    added: text,
    changed: text,
    deleted: text,
    englishPage: text,
    /** Said before removed and added words to those who cannot see them crossed out or underlined. */
    removedWords: text,
    addedWords: text,
    /** A changed file whose words are the same: only its marks or translation details changed. */
    noTextChange: text,
    /** The launch state: what is left, or that nothing is. */
    launch: text,
    launchLeft: template("placeholders", "claims", "reviews"),
    launchReady: text,
    madeStale: text,
    /** The summary of the folded list of everything still open on the whole site. */
    standing: text,
    drafts: text,
    translations: text,
    stale: text,
    unreviewed: text,
    markers: text,
    none: text,
  }),
  /**
   * The editor's page of what is left before the site goes live (/admin/launch/, in each
   * language): every value to fill in or confirm and every translation to review, each a link
   * to its entry in the editor.
   */
  launchPage: z.strictObject({
    title: text,
    intro: text,
    /** Shown instead of the lists once nothing is left. */
    ready: text,
    marks: text,
    placeholder: text,
    confirm: text,
    milestones: text,
    translations: template("language"),
    unreviewed: text,
    /** A language not published yet: what it needs first (not in the way of going live). */
    notPublished: template("language"),
    /** A value a translation writes in its own language (the address), behind its English. */
    behind: text,
  }),
  /**
   * The counsellors' editor's own messages at /admin, over Decap's page, in the editor's language
   * (app/editor/editor-words.ts): a save or publication refused, the wait while publishing, a
   * preview that could not be built. The problems listed under them are the content check's words.
   */
  editor: z.strictObject({
    /** The button that closes the editor's notice, for screen readers. */
    close: text,
    refused: text,
    publishRefused: text,
    /** After Decap's own "Failed to persist entry:" or "Failed to publish:". */
    problems: plural("count"),
    notSaved: text,
    /** A form made from another entry's answer, after a publication: the notice and Decap's line. */
    otherEntry: template("slug"),
    otherEntryShort: text,
    publishing: text,
    notPublished: text,
    notPublishedText: text,
    /** Under "Not published": Decap's own words of what went wrong. */
    editorSaid: template("said"),
    previewFailed: text,
    /** When the preview's host gives no reason of its own. */
    previewFailedText: text,
    /** The link to the whole report of a failed preview. */
    wholeReport: text,
  }),
  /** The editor's forms: its lists' and files' names, each field's label and hint (editor-forms.ts). */
  editorForms: editorFormsSchema,
});

/** The interface words in one language. */
export type InterfaceWords = z.infer<typeof interfaceWordsSchema>;
