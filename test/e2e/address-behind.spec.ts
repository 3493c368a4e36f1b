// The English address in a translation whose own was written for an older English address
// (decision 014), in the browser: a preview build of a scratch copy of the fixture tree where the
// practice has moved (the English address changed after the Marathi was written). On a phone,
// a Marathi page's footer and top bar show the new English address, marked lang="en-IN" so that
// a screen reader reads it in English, and never the old Marathi one; the preview's banner says
// that the address is behind, in Marathi. The fixture's Marathi has no contact page (/mr/contact
// is its 404, in Marathi): the contact page's layout of the address is rendered by
// test/address-behind.test.ts, which checks which address a page shows in every case.
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { expect, test } from "./csp.fixture";
import { previewOf, type BranchPreview } from "./branch-preview";
import { loadContent } from "../../app/build-time/load-content";
import { inLanguage, paths } from "../../app/lib/paths";
import { copyOfFixture, PREVIEW } from "../fixture-tree";

const PORT = Number(process.env.E2E_PORT ?? 3100) + 57;
const MARATHI = "mr";
const NEW_LINE = "Shop 2, Moved Lane";

let preview: BranchPreview;
let contentDir: string;

test.beforeAll(async () => {
  // A build, not a page load: the time search-preview.spec.ts gives the same build.
  test.setTimeout(240_000);
  contentDir = copyOfFixture();
  const site = path.join(contentDir, "site.yaml");
  const text = fs.readFileSync(site, "utf8");
  const [first] = (parse(text) as { address: { lines: string[] } }).address.lines;
  expect(text, "site.yaml writes its first address line in double quotes").toContain(`"${first}"`);
  fs.writeFileSync(site, text.replace(`"${first}"`, `"${NEW_LINE}"`));
  preview = await previewOf(contentDir, PORT);
});

test.afterAll(async () => {
  await preview?.stop();
  if (contentDir) fs.rmSync(path.dirname(contentDir), { recursive: true, force: true });
});

test("a Marathi page shows the moved English address, marked English, and the banner says it is behind", async ({
  page,
}) => {
  const content = loadContent(contentDir, PREVIEW);
  const english = content.site.address;
  const marathi = content.translations[MARATHI];
  const oldLines = (
    parse(fs.readFileSync(path.join(contentDir, MARATHI, "site.yaml"), "utf8")) as {
      address: { lines: string[] };
    }
  ).address.lines;
  const locale = content.languages[0].locale;

  await page.goto(`${preview.url}${inLanguage(paths.home(), MARATHI)}`);
  await expect(page.locator("html")).toHaveAttribute("lang", marathi.language.locale);
  const inFooter = page.getByRole("contentinfo").locator("address");
  await expect(inFooter).toHaveAttribute("lang", locale);
  await expect(inFooter).toContainText(NEW_LINE);
  await expect(inFooter).toContainText(english.postalCode);
  for (const line of oldLines) await expect(inFooter).not.toContainText(line);
  // The top bar's part of it (shown on wide screens) is marked too.
  const topBar = page.locator(".topbar-address [lang]");
  await expect(topBar).toHaveAttribute("lang", locale);
  await expect(topBar).toContainText(english.city);
  await expect(page.getByText(marathi.words.labels.preview.addressBehind)).toBeVisible();
});
