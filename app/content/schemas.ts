// One zod schema per content type. The schemas are the documentation of the frontmatter: the
// counsellors' guide and the error messages are written from them.
import { z } from "zod";
import { perField } from "../features/contact/fields";
import { normalisePhone } from "../lib/contact-links";
import {
  calendarDate,
  isCalendarDate,
  plural,
  slugId,
  template,
  text,
  uniqueIds,
  withHelp,
} from "./schema-fields";
import { ICON_NAMES } from "../lib/icons";
import { TOOL_IDS } from "../features/tools/registry";

const icon = z.enum(ICON_NAMES);

/** A page of this site, or a part of this page: "/contact", "#emergency". */
const sitePath = text.regex(/^[/#]/, {
  error: 'must be an address on this site, starting with / or #, for example "/contact"',
});
/** What the site can count itself: a stat with `count` shows the number, never a typed one. */
export const STAT_COUNTS = ["articles"] as const;
/** A figure and its label: typed by the practice (`value`), or counted by the site (`count`). */
const stat = z
  .strictObject({
    value: text.optional(),
    count: z.enum(STAT_COUNTS).optional(),
    label: text,
    href: sitePath.optional(),
  })
  .refine((each) => (each.value === undefined) !== (each.count === undefined), {
    error:
      'needs either a "value" (a figure the practice confirms) or "count: articles" (counted by the site): one of the two',
  });
const card = z.strictObject({ icon, title: text, text });

/** Indian number in international form: +91 and ten digits; spaces, dashes, dots and brackets are allowed. */
const indianPhone = text.refine((value) => /^\+91[6-9]\d{9}$/.test(normalisePhone(value)), {
  error: 'must be +91 followed by a ten-digit number, for example "+91 98765 43210"',
});

/** When an English file was last changed: its translations made from an earlier one are stale. */
const updated = calendarDate.optional();

const helpline = z.strictObject({
  /** The name articles use: <Helpline name="tele-manas" />. */
  id: slugId,
  name: text,
  number: text.regex(/^\d{3,11}$/, { error: "must be digits only, for example 1098" }),
  description: text,
  source: text,
  sourceUrl: z.url().optional(),
  verified: calendarDate,
});

export const siteSchema = z
  .strictObject({
    name: text,
    tagline: text,
    about: text,
    url: z.url({ error: 'must be the full web address, for example "https://example.in"' }),
    /** Where the counsellors' editor at /admin saves: the GitHub repository and its main branch. */
    editor: z.strictObject({
      repository: text.regex(/^[\w.-]+\/[\w.-]+$/, {
        error:
          'must be the GitHub repository as owner and name joined by a slash, for example "sahaj-practice/website"',
      }),
      branch: text,
    }),
    phone: indianPhone,
    /** The number parents reach on WhatsApp (every page, the contact form); left out, the phone. */
    whatsapp: indianPhone.optional(),
    /** The first words of a message from the WhatsApp button on every page. */
    greeting: text,
    email: z.email({ error: 'must be an e-mail address, for example "hello@example.in"' }),
    address: z.strictObject({
      lines: z.array(text).min(1),
      city: text,
      postalCode: text,
      state: text,
    }),
    hours: z.array(z.strictObject({ days: text, time: text })).min(1),
    /** How many articles a list (all articles, a topic, an age group) shows on one page. */
    articlesPerPage: z.int().min(1).max(60),
    navigation: z.strictObject({
      home: text,
      about: text,
      services: text,
      resources: text,
      contact: text,
      book: text,
      call: text,
      whatsapp: text,
    }),
    social: z
      .object({
        facebook: z.url().optional(),
        instagram: z.url().optional(),
        youtube: z.url().optional(),
        linkedin: z.url().optional(),
      })
      .default({}),
    /** "Need help now?": the link at the top of every page, and the box of helplines it leads to. */
    help: z.strictObject({ link: text, heading: text, text }),
    helplines: z.array(helpline).min(1).superRefine(uniqueIds("helpline")),
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
      /** On a language's home page, after its switch was used on a page not translated yet. */
      notTranslated: text,
      /** On a translation whose English page changed after it was made, with a link to it. */
      englishUpdated: text,
      readInEnglish: text,
      /** The heading of a list's items that are only in English. */
      alsoInEnglish: text,
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
      }),
    }),
    /** The reviewers' page of a preview build (/preview/changes, /mr/preview/changes …). */
    reviewPage: z.strictObject({
      title: text,
      intro: text,
      compared: template("base", "commit"),
      noHistory: text,
      noChanges: text,
      added: text,
      changed: text,
      deleted: text,
      englishPage: text,
      drafts: text,
      translations: text,
      stale: text,
      unreviewed: text,
      markers: text,
      none: text,
    }),
    updated,
  })
  .transform((site) => ({ ...site, whatsapp: site.whatsapp ?? site.phone }));

const pageMeta = {
  title: withHelp(text, {
    description: "the page's heading in the browser tab and in search results",
    example: 'title: "About Us"',
  }),
  description: withHelp(text, {
    description: "one sentence that search engines and shared links show under the title",
    example: 'description: "Who we are and how we work with families."',
  }),
  updated,
};

export const homePageSchema = z.strictObject({
  ...pageMeta,
  hero: z.strictObject({ heading: text, text }),
  highlights: z.array(card).length(3),
  stats: z.array(stat).min(1),
  aboutTeaser: z.strictObject({ heading: text, text, linkLabel: text }),
  services: z.strictObject({ heading: text, text }),
  visionMission: z.strictObject({ heading: text, vision: text, mission: text }),
  cta: z.strictObject({ heading: text, text }),
});

export const aboutPageSchema = z.strictObject({
  ...pageMeta,
  heading: text,
  intro: text,
  whoWeAreHeading: text,
  vision: z.strictObject({ heading: text, text }),
  mission: z.strictObject({ heading: text, points: z.array(text).length(5) }),
  values: z.strictObject({ heading: text, items: z.array(card).length(4) }),
  offer: z.strictObject({
    heading: text,
    items: z.array(z.strictObject({ title: text, text })).min(1),
  }),
  /** The "Our team" section; the people in it come from content/team/. */
  team: z.strictObject({
    heading: text,
    intro: text,
    labels: z.strictObject({ qualifications: text, registration: text, languages: text }),
  }),
});

export const servicesPageSchema = z.strictObject({
  ...pageMeta,
  heading: text,
  intro: text,
  supportOptions: z.strictObject({
    heading: text,
    intro: text,
    items: z.array(z.strictObject({ title: text, duration: text, approach: text })).length(4),
  }),
  holistic: z.strictObject({ heading: text, intro: text, items: z.array(text).min(1) }),
  /** The languages sessions can be held in. */
  languages: z.strictObject({ heading: text, text, items: z.array(text).min(1) }),
  /** What happens at the first meeting, step by step. */
  firstSession: z.strictObject({ heading: text, intro: text, steps: z.array(text).min(1) }),
  /** Whether sessions can also be held online (by video call), and for whom. */
  online: z.strictObject({ heading: text, text }),
  /** How long families usually wait for a first session. */
  wait: z.strictObject({ heading: text, text }),
  /** Either a text alone ("Fees on request …") or a text and a list of fees. */
  fees: z.strictObject({
    heading: text,
    text,
    items: z.array(z.strictObject({ title: text, fee: text })).optional(),
  }),
});

export const resourcesPageSchema = z.strictObject({
  ...pageMeta,
  heading: text,
  intro: text,
  stats: z.array(stat).min(1),
  categoriesHeading: text,
  categories: z.array(z.strictObject({ id: slugId, title: text, icon, description: text })).min(1),
  ageGroupsHeading: text,
  ageGroups: z
    .array(z.strictObject({ id: slugId, title: text, ages: text, icon, description: text }))
    .min(1),
  articlesHeading: text,
  toolsHeading: text,
  toolsIntro: text,
  /**
   * The tool cards; a card with a tool's id links to it and is named by the tool's own title
   * (content/tools/<id>.yaml), so the card and the page it opens never disagree. A card without an
   * id has its own title and says "Coming soon".
   */
  tools: z
    .array(
      z
        .strictObject({
          id: z.enum(TOOL_IDS).optional(),
          icon,
          title: text.optional(),
          description: text,
        })
        .superRefine((card, context) => {
          if (card.id && card.title !== undefined)
            context.addIssue({
              code: "custom",
              path: ["title"],
              message: `is not needed: this card takes its name from the title in content/tools/${card.id}.yaml. Delete the title line`,
            });
          if (!card.id && card.title === undefined)
            context.addIssue({
              code: "custom",
              path: ["title"],
              message: "is missing: a card without a tool's id needs a title",
            });
        }),
    )
    .length(3),
});

/** The parts of the Services page a question on the Contact page can show as its answer. */
export const FAQ_FROM_SERVICES = ["online", "languages", "firstSession", "fees", "wait"] as const;

export const contactPageSchema = z.strictObject({
  ...pageMeta,
  heading: text,
  intro: text,
  infoHeading: text,
  form: z.strictObject({
    heading: text,
    intro: text,
    /** One label for each of the form's fields (app/features/contact/fields.ts). */
    labels: z.strictObject(perField(() => text)),
    concernPlaceholder: text,
    concernOptions: z.array(z.strictObject({ value: slugId, label: text })).min(1),
    consent: text,
    /** The plain line under the consent box: what ticking it does. */
    consentHint: text,
    termsLinkText: text,
    submit: text,
    sent: text,
    confirmation: text,
    /** After Send Message: the parent sends the message themselves, by WhatsApp or e-mail. */
    sendYourself: z.strictObject({
      heading: text,
      text,
      whatsapp: text,
      email: text,
      emailSubject: text,
      greeting: text,
    }),
    /** Shown a few seconds after the page opens if the form's script has not loaded. */
    notLoaded: z.strictObject({ text, call: text, whatsapp: text }),
  }),
  /** What parents ask before booking; an answer is written here or taken from the Services page. */
  faq: z.strictObject({
    heading: text,
    intro: text,
    items: z
      .array(
        z
          .strictObject({
            question: text,
            answer: text.optional(),
            from: z.enum(FAQ_FROM_SERVICES).optional(),
          })
          .refine((item) => (item.answer === undefined) !== (item.from === undefined), {
            error: `needs either an "answer" or "from" (one of: ${FAQ_FROM_SERVICES.join(", ")}, to show that part of the Services page): one of the two`,
          }),
      )
      .min(1),
  }),
  emergency: z.strictObject({ heading: text, text }),
});

/** A page that is mostly prose: the Markdown body is the page. */
export const prosePageSchema = z.strictObject({ ...pageMeta, heading: text });

export const errorsPageSchema = z.strictObject({
  updated,
  notFound: z.strictObject({ title: text, heading: text, text }),
  unexpected: z.strictObject({ title: text, heading: text, text }),
});

export const serviceSchema = z.strictObject({
  title: text,
  order: z.number().int().positive(),
  icon,
  description: text,
  features: z.array(text).min(1),
  updated,
});

/** A team photo is a file in public/images/team/, written as its address on the site. */
export const TEAM_PHOTO = /^\/images\/team\/[\w-]+\.(jpe?g|png|webp)$/;

/** One person on the About page's "Our team"; the body of the file is their short bio. */
export const teamMemberSchema = z
  .strictObject({
    name: text,
    role: text,
    qualifications: text,
    /** For example the Rehabilitation Council of India (RCI) registration number. */
    registration: text,
    languages: z.array(text).min(1),
    photo: text
      .regex(TEAM_PHOTO, {
        error:
          'must be the address of a photo in public/images/team/, written like "/images/team/asha-rao.jpg" (a .jpg, .png or .webp file, its name in lowercase letters, digits and dashes)',
      })
      .optional(),
    /** What the photo shows, for people who cannot see it. Required with a photo. */
    photoAlt: text.optional(),
    order: z.number().int().positive(),
    updated,
  })
  .superRefine((member, context) => {
    if (member.photo && !member.photoAlt) {
      context.addIssue({
        code: "custom",
        path: ["photoAlt"],
        message:
          'is missing. A photo needs a short description for people who cannot see it, for example photoAlt: "Asha Rao smiling, in a blue sari". Add it under the photo line',
      });
    }
    if (member.photoAlt && !member.photo) {
      context.addIssue({
        code: "custom",
        path: ["photoAlt"],
        message:
          'describes a photo, but there is no "photo" field. Add the photo\'s address, or remove photoAlt',
      });
    }
  });

/** Articles are checked against the categories and age groups that the Resources page defines. */
export function articleSchema(
  categoryIds: [string, ...string[]],
  ageGroupIds: [string, ...string[]],
) {
  return z
    .strictObject({
      title: withHelp(text, {
        description: "the big heading of the article, its card's title and the browser tab",
        example: 'title: "Sleep and Bedtime Routines"',
      }),
      description: withHelp(text, {
        description:
          "one sentence: the text on the article's card and the snippet search engines show",
        example: 'description: "Why sleep matters, and how a calm routine helps."',
      }),
      category: withHelp(z.enum(categoryIds), {
        description: "the topic the article is listed under on Resources",
        example: `category: ${categoryIds[0]}`,
      }),
      ageGroups: withHelp(z.array(z.enum(ageGroupIds)).min(1), {
        description:
          "the age groups the advice fits, one per line starting with two spaces and a dash",
        example: `ageGroups:\n  - ${ageGroupIds[0]}`,
      }),
      /**
       * The publication date. A date in the future keeps the article unpublished until then.
       * Without FieldHelp: every date field is the one calendarDate, and the editor knows it so.
       */
      date: calendarDate,
      /** A draft is shown only in preview builds, never on the live site. */
      draft: z.boolean().default(false),
      /** When a published article was last revised. */
      updated: calendarDate.optional(),
      /** Who checked the article (name and role), and when. Shown as "Reviewed by … on …". */
      reviewedBy: withHelp(text, {
        description: 'who checked the article, with their role, shown as "Reviewed by"',
        example: 'reviewedBy: "Dr. A. Sharma, Child Psychologist"',
      }).optional(),
      lastReviewed: calendarDate.optional(),
      slug: slugId.optional(),
    })
    .superRefine((article, context) => {
      // Compared only when both are real dates; a mistake in either has its own message.
      const bothDates = [article.date, article.updated ?? ""].every(isCalendarDate);
      if (article.updated && bothDates && article.updated < article.date) {
        context.addIssue({
          code: "custom",
          path: ["updated"],
          message: `is ${article.updated}, which is before the article's date (${article.date}). Use a date on or after it`,
        });
      }
      if (article.lastReviewed && !article.reviewedBy) {
        context.addIssue({
          code: "custom",
          path: ["reviewedBy"],
          message: `is missing. Add who reviewed the article, since "lastReviewed" says when`,
        });
      }
    });
}
/** The site's details as pages use them, in one language (its locale from content/languages.yaml). */
export type Site = z.infer<typeof siteSchema> & { locale: string };
export type Helpline = Site["helplines"][number];
export type HomePage = z.infer<typeof homePageSchema>;
export type AboutPage = z.infer<typeof aboutPageSchema>;
export type ServicesPage = z.infer<typeof servicesPageSchema>;
export type ResourcesPage = z.infer<typeof resourcesPageSchema>;
export type ContactPage = z.infer<typeof contactPageSchema>;
export type ProsePage = z.infer<typeof prosePageSchema>;
export type ErrorsPage = z.infer<typeof errorsPageSchema>;
/** `file`: where it is written, as counsellors see it ("content/services/workshops.md"). */
export type Service = z.infer<typeof serviceSchema> & { slug: string; file: string };
export type TeamMember = z.infer<typeof teamMemberSchema> & {
  slug: string;
  file: string;
  html: string;
};
export type ArticleFrontmatter = z.infer<ReturnType<typeof articleSchema>>;
