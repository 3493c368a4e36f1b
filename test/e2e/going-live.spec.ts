// Going live from the browser alone. On a scratch Git copy of the fixture tree (its placeholders,
// claims to confirm and unreviewed Marathi translations) with decap-server in git mode, as
// editor.spec.ts has it, a counsellor works through the editor's page of what is left before
// launch (/admin/launch/): the page lists exactly what `npm run check:launch` lists, in the
// counsellor's language, each line a link to its entry in the editor. Entry by entry, they fill in
// each placeholder (and upload a team member's photo, with the words that say what it shows),
// confirm each claim beside its field, and publish; then, the English address having changed,
// they bring the Marathi address up to date, review each Marathi translation and publish, until
// the page says the site is ready to go live. Then `npm run check:launch` on main says so too, and
// the production build of main is green and shows the new values in English and Marathi (Hindi is
// not published in the fixture tree: its pages are checked on the preview build of main).
// The fixture's marks are in five English files (the practice's facts, three pages, a team member)
// and five of its Marathi translations wait for a reviewer (the facts, a page, an article, a tool's
// words, a checklist age), one of each kind of Marathi form; the others name their reviewer. Each
// entry walked costs about 4.5 CPU s (opening 0.9, filling in 0.4, saving 0.9, publishing 2.7).
// The tests run in order, each with its own time, on one repository and one page: the editor's
// 6 MB page is loaded at the start and once more after the English facts are published (as a
// counsellor does, to have the site's new configuration); each entry is opened from its
// collection's list, as a counsellor opens one, without loading the page again.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BrowserContext, type Page } from "@playwright/test";
import { expect, test, violationsIn } from "./csp.fixture";
import { launchList, marksInFile, type LaunchList } from "../../app/content/launch-check";
import { loadContent } from "../../app/build-time/load-content";
import { launchView } from "../../app/editor/launch-view";
import { unreviewedMilestoneFiles } from "../../app/features/tools/milestones/content";
import { checkLaunchCommand } from "../../scripts/lib/check-launch";
import { entryLabellerOf } from "../../scripts/lib/editor-build";
import { childEnv, FIXTURE_CONTENT_DIR, PREVIEW, runInProcess } from "../fixture-tree";
import { previewBranch } from "./branch-preview";
import {
  fileOn,
  gitIn,
  playAnimationsFast,
  publish,
  save,
  SESSION_PORTS,
  startEditorSession,
  TODAY,
  type EditorSession,
} from "./editor-session";
import { inLanguage, paths } from "../../app/lib/paths";

/** The words beside a marked field, in English (the editor is opened in English here). */
const MARK_TEXT = loadContent(FIXTURE_CONTENT_DIR, PREVIEW).words.editorForms.marks;

/** A team member's photo, as a phone would send it (a fixture picture, under a new name). */
const PHOTO = path.resolve("test/fixtures/public/images/team/fixture-counsellor.png");
const PHOTO_NAME = "meera-joshi.png";

/** What the counsellor writes in place of each placeholder, by the field the mark names. */
const REAL: Record<string, string> = {
  phone: "+91 98220 41234",
  "social.instagram": "https://www.instagram.com/real.child.centre",
  name: "Dr. Meera Joshi",
  registration: "Rehabilitation Council of India (RCI), CRR No. A54321",
};
/** The address's placeholder: its city, written afresh (and in the Marathi address, in Marathi). */
const CITY = "Pune";
const MARATHI_CITY = "पुणे";
const PHOTO_ALT = "Meera Joshi smiling, in a green sari";
const REVIEWER = "Dr. Asha Rao, 2026-12-07";

test.describe.configure({ mode: "serial" });

let session: EditorSession;
let repository: string;
let editor: EditorSession["editor"];
let fixture: EditorSession["fixture"];
let context: BrowserContext;
/** The counsellor's one page: the list of what is left, then the editor. */
let page: Page;
let violations: Awaited<ReturnType<typeof violationsIn>>;

test.beforeAll(async ({ browser }) => {
  session = await startEditorSession("going-live");
  ({ repository, editor, fixture } = session);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  violations = await violationsIn(context);
  // The counsellor works with Decap's preview pane hidden (Decap keeps its toggle's choice in
  // localStorage): editor.spec.ts checks what the pane shows; here it would only draw each form's
  // page again at every change, about 8 of the file's 104 CPU s.
  await context.addInitScript(() => localStorage.setItem("cms.right-pane", "none"));
  page = await context.newPage();
  await playAnimationsFast(page);
  // GitHub's API, which the editor asks for a preview's state: nothing here.
  await page.route("https://api.github.com/**", (route) => route.fulfill({ status: 404 }));
});

test.afterEach(() => {
  expect(violations, "Content-Security-Policy violations").toEqual([]);
});

test.afterAll(async () => {
  await context?.close();
  await session?.end();
});

/** main's tree, checked out afresh into a scratch folder: what `read` makes of its content folder. */
function onMain<T>(read: (content: string) => T): T {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), "going-live-main-"));
  const git = gitIn(repository);
  git("worktree", "add", "--quiet", "--detach", tree, "main");
  try {
    return read(path.join(tree, "content"));
  } finally {
    git("worktree", "remove", "--force", tree);
  }
}

/** What is left on main, as the node side lists it, and the page of it in `code`. */
const leftOnMain = (code: string) =>
  onMain((content) => {
    const checked = loadContent(content, TODAY);
    const list = launchList(content, checked.languages.slice(1), unreviewedMilestoneFiles(content));
    return { list, view: launchView(list, checked, code, entryLabellerOf(content, checked)) };
  });

/** The page of what is left, in a language. */
const launchPage = (code?: string) => new URL(paths.editorLaunch(code), editor.url).href;

/** The page's lines: the link's text and address, as the counsellor reads them, and the file below. */
const lines = () =>
  page
    .getByRole("main")
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) => {
        const link = item.querySelector("a");
        return {
          text: link?.textContent,
          file: item.querySelector("code")!.textContent,
          href: link?.getAttribute("href") ?? undefined,
        };
      }),
    );

/** An entry's collection and name, from its address in the editor. */
const entryOf = (href: string) => {
  const [, collection, entry] = /#\/collections\/([^/]+)\/entries\/([^/]+)$/.exec(href)!;
  return { collection, entry, branch: `cms/${collection}/${entry}` };
};

const saveButton = () => page.getByRole("button", { name: "Save", exact: true });

/**
 * Opens an entry inside the editor, by way of its collection's list, as a counsellor goes: Decap
 * keeps the form it showed last when only the part after "#" changes from one entry to another.
 * Once the list shows the entry's link, the link's address is followed (a click on the link itself
 * can land while the list, reloaded after a publication, is drawn again, and open nothing). The
 * entry's form is waited for as a click waits (loading it takes seconds on a busy machine).
 */
async function openEntry(href: string) {
  const { collection, entry } = entryOf(href);
  await page.goto(`${editor.url}#/collections/${collection}`);
  await page.locator(`a[href="#/collections/${collection}/entries/${entry}"]`).waitFor();
  await page.goto(new URL(href, editor.url).href);
  await saveButton().waitFor();
}

/** Confirms every claim the form shows beside its field, by its button. */
async function confirmEach() {
  const confirm = page.getByRole("button", { name: MARK_TEXT.confirm.clear, exact: true });
  await expect(confirm.first()).toBeVisible();
  const cleared = page.getByText(MARK_TEXT.cleared, { exact: true });
  const count = await confirm.count();
  // Each click turns its mark's button into "Undo": the next click waits for that, so that it
  // never lands on the button just clicked.
  for (let done = 0; done < count; done++) {
    await confirm.first().click();
    await expect(cleared).toHaveCount(done + 1);
  }
}

/**
 * The field a mark is beside: the last text field of the form before the mark's box (the form
 * has a mark's box right after its field; a label such as "Phone" is also a word of the labels).
 */
const fieldBeside = (note: string) =>
  page
    .getByRole("note")
    .filter({ hasText: note })
    .locator("xpath=preceding::*[self::input or self::textarea][1]");

/** Writes a value into the field labelled so (the first of that label in the form). */
async function fillLabelled(label: string | RegExp, value: string) {
  const field = page.getByLabel(label, { exact: true }).first();
  await expect(field).toBeVisible();
  await field.fill(value);
}

/**
 * Uploads the photo through Decap's media library into the team photos' folder, and chooses it.
 * Decap selects a file it has just uploaded on the library's next update (its picture's address
 * arriving): until then the counsellor clicks the picture's card, which a later selection of the
 * same file leaves selected.
 */
async function uploadPhoto() {
  await page.getByRole("button", { name: /choose an image/i }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: PHOTO_NAME,
    mimeType: "image/png",
    buffer: fs.readFileSync(PHOTO),
  });
  const card = page.locator('[tabindex="-1"]').filter({ hasText: PHOTO_NAME }).last();
  const choose = page.getByRole("button", { name: /choose selected/i });
  await expect(card).toBeVisible();
  await expect(async () => {
    if (!(await choose.isEnabled())) await card.click();
    await expect(choose).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await choose.click();
  await expect(card).toHaveCount(0);
}

/** What is left on main, as the counsellor has to do it: the files, by what they need. */
function workOf(list: LaunchList) {
  const translations = list.translations;
  return {
    marked: new Set(list.marks.map((mark) => mark.file)),
    toReview: new Set([...list.milestones, ...translations.flatMap((each) => each.files)]),
    behind: translations.flatMap((each) => each.behind),
  };
}

/**
 * Checks that the page of what is left (open in `page`) lists what the node side lists on main,
 * in `code`; returns the files that stand before going live, each once, with its entry's address.
 */
async function pageListsWhatIsLeft(code: string) {
  const { list, view } = leftOnMain(code);
  await expect(page.getByRole("heading", { level: 2 })).toHaveText(
    view.sections.map((section) => section.heading),
  );
  const shown = await lines();
  expect(shown).toEqual(
    view.sections
      .flatMap((section) => section.items)
      .map((item) => ({ text: item.label, file: item.file, href: item.href })),
  );
  // What stands before going live (languages not published yet come later).
  const { marked, toReview, behind } = workOf(list);
  const before = new Set([...marked, ...toReview, ...behind.map((fact) => fact.file)]);
  const left = new Map<string, { href: string; label: string }>();
  for (const { text, file, href } of shown) {
    if (before.has(file!) && !left.has(file!)) left.set(file!, { href: href!, label: text! });
  }
  expect([...left.keys()].toSorted()).toEqual([...before].toSorted());
  return {
    view,
    work: workOf(list),
    left: [...left].map(([file, line]) => ({ file, ...line })),
  };
}

/**
 * What the counsellor does in a file's form: each placeholder filled in beside its mark (the
 * address's, in its city; a team member's photo uploaded with what it shows), each claim
 * confirmed by its button, a translated address brought up to date with its English, a
 * translation's reviewer written in. Then saved and published.
 */
async function clear(
  { file, href }: { file: string; href: string },
  work: ReturnType<typeof workOf>,
) {
  await openEntry(href);
  const marks = marksInFile(fileOn(repository, "main", file)!, file);
  if (marks.length > 0) await expect(page.getByRole("note").first()).toBeVisible();
  for (const mark of marks.filter((each) => each.kind === "placeholder")) {
    const field = mark.path.join(".");
    if (field === "address") await fillLabelled("City", CITY);
    else if (REAL[field]) await fieldBeside(mark.note).fill(REAL[field]);
    else throw new Error(`No real value for the placeholder ${file} · ${field}`);
  }
  if (marks.some((mark) => mark.kind === "confirm")) await confirmEach();
  if (file.startsWith("content/team/")) {
    await uploadPhoto();
    // Decap adds "(optional)" to an optional field's label (these words: with a photo only).
    await fillLabelled(/^What the photo shows/, PHOTO_ALT);
  }
  for (const fact of work.behind.filter((each) => each.file === file)) {
    const field = fact.path.join(".");
    if (field === "address") await fillLabelled("City", MARATHI_CITY);
    else throw new Error(`No translated value for ${file} · ${field}`);
  }
  if (work.toReview.has(file)) await fillLabelled(/^Reviewed by/, REVIEWER);
  const { branch } = entryOf(href);
  await save(page, repository, branch);
  // The save leaves out every mark of the file: each was filled in or confirmed.
  expect(marksInFile(fileOn(repository, branch, file)!, file), file).toEqual([]);
  await publish(page, repository, branch);
}

/** The files the first test found left, with their entries' addresses. */
let leftAtFirst: { file: string; href: string; label: string }[] = [];

test("the page of what is left lists check:launch's items in the counsellor's language, each a link into the editor", async () => {
  await page.goto(launchPage("mr"));
  const marathi = fixture.translations.mr!.words.launchPage;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(marathi.title);
  const { view, left } = await pageListsWhatIsLeft("mr");
  await expect(page.locator("html")).toHaveAttribute("lang", view.locale);
  leftAtFirst = left;
  // In English, by the page's own switch.
  await page.getByRole("link", { name: fixture.languages[0].name, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(fixture.words.launchPage.title);
  // A line's link opens its entry in the editor (signing in, the first time). Its words were the
  // Marathi editor's (fixture mr's editorForms); in English they are the English editor's.
  const [first] = leftAtFirst;
  const link = page.getByRole("main").locator(`a[href="${first.href}"]`).first();
  await expect(link).not.toHaveText(first.label);
  await link.click();
  await page.getByRole("button", { name: /login/i }).click();
  await saveButton().waitFor();
  await expect(page).toHaveURL(new URL(first.href, editor.url).href);
});

test("each placeholder is filled in beside its mark, each claim confirmed and a team member's photo uploaded, and each entry published", async () => {
  test.setTimeout(90_000);
  const work = workOf(leftOnMain("en").list);
  expect(work.marked.size).toBeGreaterThan(0);
  expect([...work.marked].some((file) => file.startsWith("content/team/"))).toBe(true);
  for (const item of leftAtFirst.filter((each) => work.marked.has(each.file)))
    await clear(item, work);
  expect(leftOnMain("en").list.marks).toEqual([]);
});

/** What is left after the English facts, with their entries' addresses (from the page). */
let leftInMarathi: Awaited<ReturnType<typeof pageListsWhatIsLeft>>;
/** A file with a fact behind its English (the Marathi address), brought up to date first. */
const isBehind = (file: string) => leftInMarathi.work.behind.some((fact) => fact.file === file);
/** The tools' words, the last of the translations to review. */
const isTool = (file: string) => /^content\/[^/]+\/tools\//.test(file);

test("the Marathi address is brought up to date with the new English one, and published", async () => {
  test.setTimeout(90_000);
  // Back on the page of what is left: the Marathi address was written for the old English one.
  await page.goto(launchPage());
  leftInMarathi = await pageListsWhatIsLeft("en");
  const { work, left } = leftInMarathi;
  expect(work.behind.map((fact) => fact.file)).toContain("content/mr/site.yaml");
  expect(work.toReview.size).toBeGreaterThan(0);
  // Its first line opens the editor afresh, which knows the English as main has it now (its
  // 6 MB page says "Loading configuration..." a while: waited for as a click waits).
  await page
    .getByRole("main")
    .getByRole("link", { name: left[0].label, exact: true })
    .first()
    .click();
  await saveButton().waitFor();
  for (const item of left.filter((each) => isBehind(each.file))) await clear(item, work);
  expect(leftOnMain("en").list.translations.flatMap((each) => each.behind)).toEqual([]);
});

test("each Marathi page's translation reviewed and published", async () => {
  test.setTimeout(90_000);
  const { work, left } = leftInMarathi;
  for (const item of left.filter((each) => !isTool(each.file) && !isBehind(each.file)))
    await clear(item, work);
});

test("each Marathi tool's words reviewed and published, and the page then says the site is ready to go live", async () => {
  test.setTimeout(90_000);
  const { work, left } = leftInMarathi;
  for (const item of left.filter((each) => isTool(each.file))) await clear(item, work);
  expect(leftOnMain("en").view.ready).toBe(fixture.words.launchPage.ready);
  await page.goto(launchPage());
  await expect(page.getByRole("status")).toHaveText(fixture.words.launchPage.ready);
  await page.goto(launchPage("mr"));
  await expect(page.getByRole("status")).toHaveText(
    fixture.translations.mr!.words.launchPage.ready,
  );
});

test("npm run check:launch on main says the site is ready, and the production build of main shows the new values in English and Marathi (the preview build, in Hindi)", async () => {
  test.setTimeout(60_000);
  const result = onMain((content) => runInProcess(() => checkLaunchCommand([content], childEnv())));
  expect(result.stderr).toBe("");
  expect(result.stdout).toContain("Ready to go live");
  expect(result.code).toBe(0);

  // The practice's phone, Instagram page and address are on every page (its top bar and its
  // foot), in every language: the address in the language's own words (Marathi's brought up to
  // date; the fixture's Hindi has none of its own, so the English); the team is on the English
  // About page (the fixture's Marathi has none).
  const everywhere = [
    `href="tel:${REAL.phone.replace(/\s/g, "")}"`,
    `href="${REAL["social.instagram"]}"`,
  ];
  // The production and preview builds of main side by side, each on its own port: one after the
  // other, on a busy machine, they took most of the test's time.
  const builds = await Promise.allSettled([
    previewBranch(repository, "main", session.ports.preview, { preview: false }),
    previewBranch(repository, "main", SESSION_PORTS["going-live"].production),
  ]);
  const [built, preview] = builds.map((each) => (each.status === "fulfilled" ? each.value : null));
  try {
    for (const each of builds) if (each.status === "rejected") throw each.reason;
    await expectProductionShows(built!.url, everywhere);
    const hindi = await page.request.get(`${preview!.url}${inLanguage(paths.home(), "hi")}`);
    expect(hindi.status()).toBe(200);
    const text = await hindi.text();
    for (const value of everywhere) expect(text).toContain(value);
    expect(text).toMatch(new RegExp(`<address[^>]*>(?:[^<]|<!-- -->)*${CITY}`));
  } finally {
    await Promise.all([built?.stop(), preview?.stop()]);
  }
});

/**
 * The production build of main (served at `url`) shows the new values in English and Marathi
 * (`everywhere` on every page), the new team member on the English About page, and no Hindi.
 */
async function expectProductionShows(url: string, everywhere: string[]) {
  const html = async (address: string) => {
    const response = await page.request.get(url + address);
    expect(response.status(), address).toBe(200);
    return response.text();
  };
  for (const code of [undefined, "mr"]) {
    const home = await html(inLanguage(paths.home(), code));
    for (const value of everywhere) expect(home, code).toContain(value);
  }
  expect(await html(inLanguage(paths.home(), "mr"))).toMatch(
    new RegExp(`<address>(?:[^<]|<!-- -->)*${MARATHI_CITY}`),
  );
  const contact = await html(paths.contact());
  for (const value of everywhere) expect(contact).toContain(value);
  expect(contact).toContain(CITY);
  const about = await html(paths.about());
  expect(about).toContain(REAL.name);
  expect(about).toContain(REAL.registration);
  expect(about).toContain(`alt="${PHOTO_ALT}"`);
  // The photo was uploaded into the team photos' folder and made into the pictures pages draw.
  expect(fileOn(repository, "main", `public${paths.picture("team")}/${PHOTO_NAME}`)).toBeDefined();
  expect(about).toMatch(/<source type="image\/avif" srcSet="\/assets\/pictures\/team-meera-joshi-/);
  const hindi = await page.request.get(`${url}${inLanguage(paths.home(), "hi")}`);
  expect(hindi.status()).toBe(404);
}
