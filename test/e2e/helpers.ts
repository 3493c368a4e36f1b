// What the browser tests expect to see, read straight from the content tree the site was built
// from (CONTENT_DIR: npm run test:e2e builds the fixture tree test/fixtures/content), with the
// site's own frontmatter reader, plus a few small page helpers shared by the spec files.
import fs from "node:fs";
import path from "node:path";
import axe from "axe-core";
import { expect, type Page } from "@playwright/test";
import { contentDirFromEnv } from "../../app/content/folders";
import type { DiaryContentWords } from "../../app/features/tools/diary/schema";
import type { ReflectionWords } from "../../app/features/tools/reflection/schema";
import type { ToolsShared } from "../../app/features/tools/schemas";
import { isSplit, parseYaml, splitFrontmatter } from "../../app/content/frontmatter";
import type { MilestoneAge, MilestonePage } from "../../app/features/tools/milestones/content";
import { publishingFromEnv, statusOf } from "../../app/content/publishing";
import { pageCount } from "../../app/lib/pagination";
import {
  CONTACT_FORM_ID,
  HELP_BOX_ID,
  inLanguage,
  MAIN_PAGES as SITE_MAIN_PAGES,
  paths,
  SITE_PAGES,
  withPage,
} from "../../app/lib/paths";
import { TOOL_IDS } from "../../app/features/tools/registry";
import { englishDigestOf } from "../../app/i18n/english-text";
import { servicesPageInWords } from "../../app/content/written-facts";
import type { ServicesPage } from "../../app/content/schemas";
import {
  openingHoursIn,
  rupeesIn,
  type HoursLine,
  type HoursWords,
} from "../../app/lib/practice-facts";

const CONTENT_DIR = contentDirFromEnv();
const { today } = publishingFromEnv();

function readYaml<T>(file: string): T {
  return parseYaml(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")) as T;
}

function readMarkdown<T>(file: string): { data: T; body: string } {
  const split = splitFrontmatter(fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"));
  if (!isSplit(split)) throw new Error(`${file}: ${split.message}`);
  return { data: split.data as T, body: split.body.trim() };
}

function markdownFiles(folder: string): string[] {
  if (!fs.existsSync(path.join(CONTENT_DIR, folder))) return [];
  return fs
    .readdirSync(path.join(CONTENT_DIR, folder))
    .filter((name) => /\.mdx?$/.test(name))
    .sort()
    .map((name) => path.posix.join(folder, name));
}

type Titled = { title: string; text: string };

export type Site = {
  name: string;
  tagline: string;
  url: string;
  phone: string;
  /** Left out, WhatsApp uses the phone number. */
  whatsapp?: string;
  greeting: string;
  email: string;
  address: { lines: string[]; city: string; state: string; postalCode: string };
  /** Kept as data; `openingHours` gives the lines a page shows. */
  hours: HoursLine[];
  articlesPerPage: number;
  helplines: {
    id: string;
    name: string;
    number: string;
    description: string;
    source: string;
    verified: string;
  }[];
};

export const site = readYaml<Site>("site.yaml");

/** content/interface-words.yaml: the menu, buttons and labels of every page. */
export type InterfaceWords = {
  navigation: Record<
    | "home"
    | "about"
    | "services"
    | "resources"
    | "contact"
    | "book"
    | "call"
    | "whatsapp"
    | "search",
    string
  >;
  help: { link: string; heading: string; text: string };
  labels: Record<string, string> &
    HoursWords & {
      share: Record<"heading" | "whatsapp" | "sheet" | "copy" | "copied", string>;
    };
  reviewPage: Record<string, string>;
  launchPage: Record<string, string>;
};

export const words = readYaml<InterfaceWords>("interface-words.yaml");

/** An address on the live site, as search engines and share tags name it. */
export const absolute = (path: string) => new URL(path, site.url).href;

/** An article's read time as the site writes it ("7 min read"), in either plural form. */
export const READ_TIME = (() => {
  const forms = Object.values(words.labels.readTime as unknown as Record<string, string>);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const patterns = forms.map((form) => escape(form).replace("\\{count\\}", "[\\d,]+"));
  return new RegExp(`^(?:${patterns.join("|")})$`);
})();

export const home = readMarkdown<{
  title: string;
  description: string;
  hero: { heading: string; text: string };
  highlights: Titled[];
  stats: { value: string; label: string; href?: string }[];
  aboutTeaser: { heading: string; text: string; linkLabel: string };
  services: { heading: string; text: string };
  visionMission: { heading: string; vision: string; mission: string };
  cta: { heading: string; text: string };
}>("pages/home.md").data;

const aboutFile = readMarkdown<{
  heading: string;
  intro: string;
  whoWeAreHeading: string;
  vision: { heading: string; text: string };
  mission: { heading: string; points: string[] };
  values: { heading: string; items: Titled[] };
  offer: { heading: string; items: Titled[] };
  team: {
    heading: string;
    intro: string;
    labels: { qualifications: string; registration: string; languages: string };
  };
}>("pages/about.md");
export const about = { ...aboutFile.data, body: aboutFile.body };

/** The English site's locale: the first language's (content/languages.yaml). */
export const englishLocale = readYaml<{ locale: string }[]>("languages.yaml")[0].locale;

/** The opening hours as a page in `locale` shows them, from the hours kept as data. */
export const openingHours = (inLanguage: { labels: HoursWords } = words, locale = englishLocale) =>
  openingHoursIn(site.hours, inLanguage.labels, locale);

/** The Services page as the English page shows it: lengths written in, each fee in rupees. */
const servicesData = readMarkdown<ServicesPage>("pages/services.md").data;
const servicesWritten = servicesPageInWords(servicesData, englishLocale);
export const servicesPage = {
  ...servicesWritten,
  fees: {
    ...servicesWritten.fees,
    items: servicesWritten.fees.items?.map((item) => ({
      ...item,
      fee: rupeesIn(item.amount, englishLocale),
    })),
  },
};

/** A figure: typed by the practice, or counted by the site ("count: articles"). */
export type Stat = { value?: string; count?: "articles"; label: string; href?: string };

export const resources = readMarkdown<{
  heading: string;
  intro: string;
  stats: Stat[];
  categoriesHeading: string;
  categories: { id: string; title: string; description: string }[];
  ageGroupsHeading: string;
  ageGroups: { id: string; title: string; ages: string; description: string }[];
  articlesHeading: string;
  toolsHeading: string;
  tools: { id?: string; title?: string; description: string }[];
}>("pages/resources.md").data;

export const contact = readMarkdown<{
  heading: string;
  intro: string;
  form: {
    heading: string;
    labels: Record<"name" | "email" | "phone" | "childAge" | "concernType" | "message", string>;
  };
  emergency: { heading: string; text: string };
}>("pages/contact.md").data;

const privacyFile = readMarkdown<{ heading: string }>("pages/privacy.md");
export const privacy = { ...privacyFile.data, body: privacyFile.body };

/** The Resources tools' words (content/tools/). */
export const toolsShared = readYaml<ToolsShared>("tools/shared.yaml");
/** A tool's words in a language: its translation (content/<code>/tools/…), or the English file. */
export const toolWordsIn = <T>(code: string, file: string): T =>
  code === languages[0].code ? readYaml<T>(file) : readYaml<T>(`${code}/${file}`);
export const toolsSharedIn = (code: string) => toolWordsIn<ToolsShared>(code, "tools/shared.yaml");
export const diaryWords = readYaml<DiaryContentWords>("tools/diary.yaml");
export const reflectionWords = readYaml<ReflectionWords>("tools/reflection.yaml");
export const milestoneWords = readYaml<MilestonePage>("tools/milestones.yaml");
/** A tool card's name on Resources: the tool's own title, or the card's for one without a tool. */
export const cardTitle = (card: { id?: string; title?: string }): string =>
  card.id === "diary"
    ? diaryWords.title
    : card.id === "reflection"
      ? reflectionWords.title
      : card.id === "milestones"
        ? milestoneWords.title
        : (card.title ?? "");
/** The milestone checklist's ages, youngest first: each has its own page. */
export const milestoneAges = fs
  .readdirSync(path.join(CONTENT_DIR, "tools/milestones"))
  .filter((name) => /\.ya?ml$/.test(name))
  .map((name) => readYaml<MilestoneAge>(`tools/milestones/${name}`))
  .sort((a, b) => a.months - b.months);

/** Every page of the Resources tools: each tool's, and the checklist's page for each age. */
export const TOOL_PAGES = [
  ...TOOL_IDS.map((id) => paths.tool(id)),
  ...milestoneAges.map((age) => paths.milestoneAge(age.months)),
];

/** The tool a page of TOOL_PAGES belongs to: /resources/tools/<id>[/<age>]. */
const toolOfPage = (toolPage: string) => toolPage.split("/")[3];

/** The English files a tool's pages are made of (relative to content/). */
const toolFiles = (id: string) =>
  id === "milestones"
    ? [
        "tools/milestones.yaml",
        ...fs
          .readdirSync(path.join(CONTENT_DIR, "tools/milestones"))
          .map((name) => `tools/milestones/${name}`),
      ]
    : [`tools/${id}.yaml`];

/** Whether a language has a tool: it has translated the shared words and every file of the tool. */
export const translatesTool = (code: string, id: string) =>
  ["tools/shared.yaml", ...toolFiles(id)].every((file) => translates(code, file));

type ErrorsWords = Record<"notFound" | "offline", { title: string; heading: string; text: string }>;
export const errors = readMarkdown<ErrorsWords>("pages/errors.md").data;

/** A language's error pages' words, the English where it has not translated them. */
export const errorsIn = (code: string): ErrorsWords =>
  translates(code, "pages/errors.md")
    ? { ...errors, ...readMarkdown<Partial<ErrorsWords>>(`${code}/pages/errors.md`).data }
    : errors;

export type Service = {
  slug: string;
  title: string;
  order: number;
  description: string;
  features: string[];
};

export const services: Service[] = markdownFiles("services")
  .map((file) => ({
    ...readMarkdown<Omit<Service, "slug">>(file).data,
    slug: path.posix.basename(file).replace(/\.mdx?$/, ""),
  }))
  .sort((a, b) => a.order - b.order);

export type TeamMember = {
  name: string;
  role: string;
  qualifications: string;
  registration: string;
  languages: string[];
  photo?: string;
  photoAlt?: string;
  order: number;
  bio: string;
};

/** The people on the About page, in order. */
export const team: TeamMember[] = markdownFiles("team")
  .map((file) => {
    const { data, body } = readMarkdown<Omit<TeamMember, "bio">>(file);
    return { ...data, bio: body };
  })
  .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));

export type Article = {
  slug: string;
  title: string;
  description: string;
  category: string;
  categoryTitle: string;
  ageGroups: string[];
  date: string;
  updated?: string;
  reviewedBy?: string;
  lastReviewed?: string;
  body: string;
};

type ArticleFile = Omit<Article, "categoryTitle" | "body"> & { slug?: string; draft?: boolean };

/** The articles a production build publishes: no drafts, nothing dated after today. */
export const articles: Article[] = markdownFiles("articles").flatMap((file) => {
  const { data, body } = readMarkdown<ArticleFile>(file);
  if (statusOf({ draft: data.draft ?? false, date: data.date }, today) !== "published") return [];
  const category = resources.categories.find((item) => item.id === data.category);
  if (!category) throw new Error(`${file}: unknown category ${data.category}`);
  return [
    {
      ...data,
      slug: data.slug ?? path.posix.basename(file).replace(/\.mdx?$/, ""),
      categoryTitle: category.title,
      body,
    },
  ];
});

/** The figure a page shows for a stat: a counted one is the number of published articles. */
export const statValue = (stat: Stat) =>
  stat.count ? new Intl.NumberFormat("en-IN").format(articles.length) : (stat.value ?? "");

/** Articles newest first, as every list shows them (the title settles a tie). */
export const newestFirst = (list: Article[]) =>
  [...list].sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

/** The specification's six article cards on /resources: the newest six. */
export const ON_RESOURCES = newestFirst(articles).slice(0, 6);

/** The lists of articles: all of them, each topic, each age group. */
export const LIST_PAGES = [
  { path: "/resources/articles", heading: words.labels.allArticles, articles: articles },
  ...resources.categories.map((category) => ({
    path: `/resources/topics/${category.id}`,
    heading: category.title,
    articles: articles.filter((article) => article.category === category.id),
  })),
  ...resources.ageGroups.map((group) => ({
    path: `/resources/ages/${group.id}`,
    heading: `${group.title} (${group.ages})`,
    articles: articles.filter((article) => article.ageGroups.includes(group.id)),
  })),
];

/** The main pages in menu order, with the words the menu shows for them. */
export const MAIN_PAGES = SITE_MAIN_PAGES.map((page) => ({
  path: page.path,
  label: words.navigation[page.menuKey],
}));

/**
 * The header's link a page is the current page of: its menu item, or the search link on the
 * search page (a link to the page it is on says so, aria-current="page").
 */
function currentOf(page: (typeof SITE_PAGES)[number], navigation: InterfaceWords["navigation"]) {
  if (page.menuKey) return navigation[page.menuKey];
  return page.path === paths.search() ? navigation.search : null;
}

/** Every route that exists, with the menu item it belongs to. */
export const ROUTES: { path: string; current: string | null }[] = [
  ...SITE_PAGES.map((page) => ({ path: page.path, current: currentOf(page, words.navigation) })),
  ...TOOL_PAGES.map((path) => ({ path, current: words.navigation.resources })),
  ...articles.map((article) => ({
    path: `/resources/${article.slug}`,
    current: words.navigation.resources,
  })),
  ...LIST_PAGES.flatMap((list) =>
    Array.from({ length: pageCount(list.articles.length, site.articlesPerPage) }, (_, index) => ({
      path: withPage(list.path, index + 1),
      current: words.navigation.resources,
    })),
  ),
];

type LanguageEntry = { code: string; name: string; locale: string; published: boolean };
/** content/languages.yaml: the first language is the site's own. */
export const languages = readYaml<LanguageEntry[]>("languages.yaml");
/** The languages after the first that the build has: published, with a home page. */
export const otherLanguages = languages
  .slice(1)
  .filter(
    (language) =>
      (language.published || publishingFromEnv().preview) &&
      fs.existsSync(path.join(CONTENT_DIR, language.code, "pages/home.md")),
  );

/** Whether a language has translated a file ("pages/about.md"). */
export const translates = (code: string, file: string) =>
  fs.existsSync(path.join(CONTENT_DIR, code, file));

/** A Markdown file's frontmatter and body (content/<code>/… for a translation). */
export const markdownIn = (file: string) => readMarkdown<Record<string, string>>(file);

/** A file's frontmatter (content/<code>/… for a translation, or an English file). */
export const frontmatterOf = (file: string) => readMarkdown<Record<string, string>>(file).data;

/** The digest of an English file's words, as an up-to-date translation records it. */
export const englishDigest = (file: string) =>
  englishDigestOf(file, fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"));

/** A language's site.yaml words over the English ones (its published ones are complete). */
export const siteIn = (code: string): Site => {
  const own = readYaml<Partial<Site>>(`${code}/site.yaml`);
  return { ...site, ...own } as Site;
};

/** A language's interface words over the English ones (its published ones are complete). */
export const wordsIn = (code: string): InterfaceWords => {
  const own = readYaml<Partial<InterfaceWords>>(`${code}/interface-words.yaml`);
  return { ...words, ...own, labels: { ...words.labels, ...own.labels } } as InterfaceWords;
};

/** The addresses a language has: its translated pages, their lists, its translated articles. */
export function translatedRoutes(code: string): { path: string; current: string | null }[] {
  const navigation = wordsIn(code).navigation;
  const local = (route: { path: string; current: string | null }) => ({
    ...route,
    path: inLanguage(route.path, code),
  });
  return [
    ...SITE_PAGES.filter((page) =>
      translates(code, `pages/${page.menuKey ?? page.path.slice(1)}.md`),
    ).map((page) => ({ path: page.path, current: currentOf(page, navigation) })),
    ...TOOL_PAGES.filter((toolPage) => translatesTool(code, toolOfPage(toolPage))).map(
      (toolPage) => ({ path: toolPage, current: navigation.resources }),
    ),
    ...articles
      .filter((article) => translates(code, `articles/${article.slug}.mdx`))
      .map((article) => ({ path: `/resources/${article.slug}`, current: navigation.resources })),
    ...(translates(code, "pages/resources.md")
      ? LIST_PAGES.flatMap((list) =>
          Array.from(
            { length: pageCount(list.articles.length, site.articlesPerPage) },
            (_, index) => ({
              path: withPage(list.path, index + 1),
              current: navigation.resources,
            }),
          ),
        )
      : []),
  ].map(local);
}

/** The Resources page's words in a language (its topics by id), the English where it has none. */
export function resourcesIn(code: string): typeof resources {
  if (!translates(code, "pages/resources.md")) return resources;
  const own = readMarkdown<Partial<typeof resources>>(`${code}/pages/resources.md`).data;
  const byId = new Map((own.categories ?? []).map((category) => [category.id, category]));
  return {
    ...resources,
    ...own,
    categories: resources.categories.map((category) => ({
      ...category,
      ...byId.get(category.id),
    })),
  };
}

/** The published articles a language has not translated: its pages show them in English. */
export const englishOnlyArticles = (code: string) =>
  articles.filter((article) => !translates(code, `articles/${article.slug}.mdx`));

export const UNKNOWN_PATH = "/this-page-does-not-exist";
export const UNKNOWN_ARTICLE = "/resources/no-such-article";

/** "2026-10-05" → "5 October 2026", the way the site writes dates. */
export function longDate(isoDate: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** The paragraphs of a Markdown body as plain text (headings and lists left out). */
export function paragraphs(markdown: string): string[] {
  return (
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .filter((block) => block !== "")
      // Headings, lists, quotes and tables are not paragraphs; components and emphasis render as
      // other words than their Markdown.
      .filter(
        (block) => !/^(#|[-*+] |\d+\. |>|\||<|!\[)/.test(block) && !/<[A-Z]|[_*~`\\]/.test(block),
      )
      .map((block) =>
        block
          .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
          .replace(/\s+/g, " ")
          .trim(),
      )
  );
}

/** The "## " headings of a Markdown body. */
export function h2Headings(markdown: string): string[] {
  return [...markdown.matchAll(/^## +(.+)$/gm)].map((match) => match[1].trim());
}

/**
 * Waits until React has hydrated the contact form: its fieldset is disabled until then. The form's
 * first field, so that it works on the contact page in every language.
 */
export async function waitForContactForm(page: Page): Promise<void> {
  await expect(page.locator(`#${CONTACT_FORM_ID}`).getByRole("textbox").first()).toBeEnabled();
}

/**
 * Waits until a Resources tool's script has started: its "Keep a copy" buttons show then, in the
 * page's language (`code`; the first language's by default).
 */
export async function waitForTool(page: Page, code = languages[0].code): Promise<void> {
  const shared = toolsSharedIn(code);
  await expect(
    page.getByRole("button", { name: shared.keepCopy.download, exact: true }),
  ).toBeVisible();
}

/** The help box is in view, with a tap-to-call link and its checked date for every helpline. */
export async function expectHelplinesInView(page: Page): Promise<void> {
  const box = page.locator(`#${HELP_BOX_ID}`);
  await expect(box).toBeInViewport();
  for (const line of site.helplines) {
    const item = box.getByRole("listitem").filter({ hasText: line.description });
    await expect(item.getByRole("link", { name: line.number })).toHaveAttribute(
      "href",
      `tel:${line.number}`,
    );
    await expect(item.locator("time")).toHaveAttribute("datetime", line.verified);
  }
}

/** The WCAG 2.x A and AA rules (2.2's new ones are AA). */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Where axe's colour-contrast rule looks: the whole page, only its `main` (the layout around it
 * checked elsewhere), or nowhere (routes.spec.ts says when each is enough).
 */
export type ContrastScope = "page" | "main" | "none";

/**
 * Runs axe with the WCAG 2.x A/AA rules and expects no violations. The phones' action bar sticks to
 * the foot of the screen, so whichever control happens to be scrolled beneath it at that moment
 * counts for axe's target-size as covered; a scroll uncovers it. axe therefore measures the page
 * with the bar in its place after the footer (its own links still checked), and one-tap.spec checks
 * that the bar never hides the control that has the focus (WCAG 2.4.11). Every rule reads the whole
 * page, but colour contrast (two thirds of axe's time) only where `contrast` says.
 */
export async function expectNoAxeViolations(
  page: Page,
  contrast: ContrastScope = "page",
): Promise<void> {
  // axe runs in the page itself, put there once per page (the site has no frames to reach into).
  // @axe-core/playwright put it in twice at every check, 0.2 CPU s more a check here.
  let summary = await axeInPage(page, contrast);
  if (summary === undefined) {
    await page.evaluate(axe.source);
    summary = await axeInPage(page, contrast);
  }
  expect(summary).toEqual([]);
}

/** axe's violations, one line each, in one round trip; undefined if the page has no axe yet. */
function axeInPage(page: Page, contrast: ContrastScope): Promise<string[] | undefined> {
  return page.evaluate(
    async ({ tags, contrast }) => {
      const inPage = (window as unknown as { axe?: typeof axe }).axe;
      if (!inPage) return undefined;
      // The action bar in its place after the footer, through the CSSOM (the site's policy refuses
      // an added <style>).
      const bars = [...document.querySelectorAll<HTMLElement>(".action-bar")];
      bars.forEach((bar) => bar.style.setProperty("position", "static", "important"));
      // Colour contrast in `main` alone: the rule's own selector narrowed for this run, which
      // costs a fifth less than a second run of axe on `main` for that rule.
      if (contrast === "main")
        inPage.configure({ rules: [{ id: "color-contrast", selector: "main, main *" }] });
      try {
        // Only violations are read, so axe skips the details of every element that passed.
        const { violations } = await inPage.run(document, {
          resultTypes: ["violations"],
          runOnly: { type: "tag", values: tags },
          rules: { "color-contrast": { enabled: contrast !== "none" } },
        });
        return violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
        );
      } finally {
        if (contrast === "main") inPage.reset();
        bars.forEach((bar) => bar.style.removeProperty("position"));
      }
    },
    { tags: AXE_TAGS, contrast },
  );
}

/** Every link on the page has a real href: none missing, empty or a bare "#". */
export async function expectNoEmptyLinks(page: Page): Promise<void> {
  const hrefs = await page
    .locator("a")
    .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(hrefs.length).toBeGreaterThan(0);
  const bad = hrefs.filter((href) => href === null || href.trim() === "" || href.trim() === "#");
  expect(bad, 'links with no href, an empty href or href="#"').toEqual([]);
}
