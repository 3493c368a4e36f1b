// The editor's configuration, generated from the fixture tree's schemas and files: every content
// file has an entry in the editor, every field of its schema a form field (a field added to a
// schema without one stops the build here first), the choices come from the Resources page, and
// each translated language has its own collections, whose forms hold only the words, the English
// beside each.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { forPublishing, loadContent } from "../app/build-time/load-content";
import { EDITOR_COLLECTIONS, editorEntryOf } from "../app/content/editor-entries";
import {
  englishDigests as digestsOf,
  editorDataOf,
  moveIntoPlace,
} from "../scripts/lib/editor-build";
import { fileAddressRedirects } from "../scripts/export/export-site";
import { hostFiles } from "../scripts/export/host-files";
import { copyOfFixture, FIXTURE_CONTENT_DIR, PREVIEW } from "./fixture-tree";

const content = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
const { config, helplines, englishDigests } = editorDataOf(FIXTURE_CONTENT_DIR, content);
type Field = {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  options?: { value: string }[];
  required?: boolean;
  default?: unknown;
  fields?: Field[];
  field?: Field;
};
type Collection = {
  name: string;
  folder?: string;
  preview_path?: string;
  fields?: Field[];
  files?: { name: string; file: string; fields: Field[] }[];
};
const collections = config.collections as Collection[];
const collection = (name: string) => {
  const found = collections.find((each) => each.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return { ...found, fields: found.fields ?? [] };
};
/** The form of one file of a collection of single files. */
const formOf = (name: string, entry: string) =>
  collection(name).files?.find((file) => file.name === entry)?.fields ?? [];
/** Every field of a form, nested ones too, as "address.city". */
const paths = (fields: Field[], prefix = ""): string[] =>
  fields.flatMap((field) => [
    `${prefix}${field.name}`,
    ...paths(field.fields ?? [], `${prefix}${field.name}.`),
  ]);
const codes = content.languages.slice(1).map((language) => language.code);

describe("the editor's configuration", () => {
  it("saves to the repository and branch content/site.yaml names, through Netlify's OAuth", () => {
    expect(config.backend).toMatchObject({
      name: "github",
      repo: content.site.editor.repository,
      branch: content.site.editor.branch,
      base_url: "https://api.netlify.com",
    });
    expect(config.publish_mode).toBe("editorial_workflow");
  });

  it("offers the Resources page's topics and age groups, and the site's helplines", () => {
    const fields = collection("articles").fields;
    const options = (name: string) =>
      fields.find((field) => field.name === name)?.options?.map((option) => option.value);
    expect(options("category")).toEqual(content.pages.resources.categories.map((c) => c.id));
    const label = (name: string) => fields.find((field) => field.name === name)?.label;
    expect([label("category"), label("ageGroups")]).toEqual([
      content.words.editorForms.fields.articles.category!.label,
      content.words.editorForms.fields.articles.ageGroups!.label,
    ]);
    expect(options("ageGroups")).toEqual(content.pages.resources.ageGroups.map((g) => g.id));
    expect(helplines.map((line) => line.id)).toEqual(content.site.helplines.map((l) => l.id));
  });

  it("is made from the content as it is now, though the build keeps it: the same as one made with no cache", () => {
    const dir = copyOfFixture();
    const cacheBefore = process.env.BUILD_CACHE_DIR;
    const withCache = (cache: string) => {
      process.env.BUILD_CACHE_DIR = cache;
      const { config, labels } = editorDataOf(dir, loadContent(dir, PREVIEW));
      return { ...config, labels };
    };
    const kept = fs.mkdtempSync(path.join(os.tmpdir(), "editor-config-"));
    const anew = () => withCache(fs.mkdtempSync(path.join(os.tmpdir(), "editor-config-")));
    try {
      expect(withCache(kept)).toEqual(withCache(kept));
      const site = path.join(dir, "site.yaml");
      const text = fs.readFileSync(site, "utf8");
      const movedText = text.replace("fixture-practice/fixture-site", "fixture-practice/moved");
      fs.writeFileSync(site, movedText);
      const moved = withCache(kept);
      expect(moved.backend.repo).toBe("fixture-practice/moved");
      expect(moved).toEqual(anew());
      // A file's fields shape its form (its marks are shown beside the fields they mark).
      fs.writeFileSync(site, movedText.replace(/^marks:\n( .*\n)*/m, ""));
      const unmarked = withCache(kept);
      expect(JSON.stringify(unmarked)).not.toBe(JSON.stringify(moved));
      expect(unmarked).toEqual(anew());
    } finally {
      if (cacheBefore === undefined) delete process.env.BUILD_CACHE_DIR;
      else process.env.BUILD_CACHE_DIR = cacheBefore;
    }
  });

  it("names a tool's file of words by the file's name when the words name no such tool, as a new tool's is", () => {
    const forms = content.words.editorForms;
    type Tools = typeof forms.files.tools;
    const label = (tools: Tools) => {
      const words = {
        ...content.words,
        editorForms: { ...forms, files: { ...forms.files, tools } },
      };
      const made = editorDataOf(FIXTURE_CONTENT_DIR, { ...content, words }).config;
      const files = (made.collections as Collection[]).find(
        (each) => each.name === EDITOR_COLLECTIONS.tools,
      )?.files;
      return (files as { file: string; label?: string }[] | undefined)?.find(
        (each) => each.file === "content/tools/diary.yaml",
      )?.label;
    };
    const { diary, ...others } = forms.files.tools;
    expect(diary).toBeTruthy();
    expect(label(forms.files.tools)).toBe(diary);
    // The words of a tree whose words file does not know the tool yet (the scratch tool's case).
    expect(label(others as Tools)).toBe("Diary");
  });

  it("has an entry for every content file of the tree, in its language's collection", () => {
    const files = fs
      .readdirSync(FIXTURE_CONTENT_DIR, { recursive: true, encoding: "utf8" })
      .map((file) => file.split(path.sep).join("/"))
      .filter((file) => /\.(ya?ml|mdx?)$/.test(file) && file !== "languages.yaml");
    for (const file of files) {
      const entry = editorEntryOf(file, codes);
      expect(entry, file).toBeDefined();
      const found = collection(entry!.collection);
      if (found.files) {
        expect(found.files.find((each) => each.name === entry!.entry)?.file, file).toBe(
          `content/${file}`,
        );
      } else {
        expect(`content/${file}`.startsWith(`${found.folder}/${entry!.entry}.`), file).toBe(true);
      }
    }
  });

  it("gives every field of a schema a form field, each name once in its group", () => {
    const unique = (fields: Field[], where: string) => {
      const names = fields.map((field) => field.name);
      expect(new Set(names).size, where).toBe(names.length);
      for (const field of fields) {
        unique(field.fields ?? [], `${where} → ${field.name}`);
      }
    };
    for (const each of collections) {
      for (const file of each.files ?? [{ name: each.name, file: "", fields: each.fields ?? [] }]) {
        unique(file.fields, `${each.name} → ${file.name}`);
      }
    }
    // The interface's words are a file of their own, beside the practice's details.
    expect(paths(formOf("practice", "interface-words"))).toEqual(
      expect.arrayContaining([
        "navigation.home",
        "help.link",
        "labels.readMore",
        "launchPage.title",
      ]),
    );
    expect(paths(formOf("practice", "site"))).not.toContainEqual(
      expect.stringMatching(/^(navigation|help|labels|reviewPage|launchPage)\b/),
    );
    expect(paths(formOf("practice", "site"))).toEqual(
      expect.arrayContaining([
        "phone",
        "address.lines",
        "address.city",
        "helplines.number",
        "social.instagram",
      ]),
    );
    const home = paths(formOf("pages", "home"));
    expect(home).toEqual(
      expect.arrayContaining(["hero.heading", "stats.value", "stats.label", "highlights.icon"]),
    );
    const team = collection("team").fields;
    expect(team.find((field) => field.name === "photo")).toMatchObject({
      widget: "image",
      required: false,
    });
    expect(collection("team")).toMatchObject({
      media_folder: "/public/images/team",
      public_folder: "/images/team",
    });
    expect(collection("services")).toMatchObject({ create: true, delete: true });
  });

  it("shows each mark of a file beside the field it marks, and no mark field where no file marks one", () => {
    const after = (fields: Field[], name: string) =>
      fields[fields.findIndex((field) => field.name === name) + 1];
    const site = formOf("practice", "site");
    expect(after(site, "phone")).toMatchObject({
      name: "phone__mark",
      widget: "practice-mark",
      required: false,
    });
    expect(after(site, "email")?.widget).not.toBe("practice-mark");
    const social = site.find((field) => field.name === "social")!.fields!;
    expect(after(social, "instagram")?.name).toBe("instagram__mark");
    // A figure's claim: beside the figure of every item, the list shown open.
    const stats = formOf("pages", "home").find((field) => field.name === "stats")!;
    expect(after(stats.fields!, "value")?.name).toBe("value__mark");
    expect(stats).toMatchObject({ collapsed: false });
    // A team member's placeholder: beside that field in every member's form (a field no one's file
    // marks has none).
    const team = collection("team").fields;
    expect(after(team, "name")?.name).toBe("name__mark");
    expect(after(team, "qualifications")?.widget).not.toBe("practice-mark");
  });

  it("offers a translation only its words, with the English words beside each", () => {
    const site = paths(formOf("mr", "site"));
    expect(site).toEqual(
      expect.arrayContaining([
        "translatedFrom",
        "reviewedBy",
        "matchesEnglish",
        "name",
        "address.city",
      ]),
    );
    for (const fact of [
      "phone",
      "url",
      "email",
      "address.postalCode",
      "articlesPerPage",
      "social",
    ]) {
      expect(site, fact).not.toContain(fact);
    }
    const helplineFacts = site.filter((each) =>
      /^helplines\..*\.(number|source|sourceUrl|verified|id)$/.test(each),
    );
    expect(helplineFacts).toEqual([]);
    expect(site).toContain(`helplines.id:${content.site.helplines[0].id}.name`);
    // The interface's words: every one offered, with the English beside it; no fact among them.
    const words = formOf("mr", "interface-words");
    expect(paths(words)).toEqual(
      expect.arrayContaining([
        "translatedFrom",
        "reviewedBy",
        "navigation.home",
        "labels.readMore",
      ]),
    );
    const readMore = words
      .find((field) => field.name === "labels")!
      .fields!.find((field) => field.name === "readMore")!;
    expect(readMore.hint).toContain(`In English: “${content.words.labels.readMore}”`);
    const home = formOf("mr", "pages-home");
    const stats = home.find((field) => field.name === "stats")!;
    // Each figure is a group of its own, holding its label; the figure itself is the English one.
    expect(stats.fields!.map((field) => field.name)).toEqual(
      content.pages.home.stats.map((_, index) => String(index + 1)),
    );
    expect(paths(stats.fields!)).not.toContainEqual(expect.stringMatching(/value|count|href/));
    const [label] = stats.fields![0].fields!;
    expect(label.hint).toContain(`In English: “${content.pages.home.stats[0].label}”`);
  });

  it("has collections for each translated language's files and articles, with only its words and own fields", () => {
    for (const language of content.languages.slice(1)) {
      expect(collections.map((each) => each.name)).toEqual(
        expect.arrayContaining([language.code, `articles-${language.code}`]),
      );
    }
    const marathi = collection("articles-mr");
    expect(marathi.folder).toBe("content/mr/articles");
    expect(marathi.preview_path).toBe("mr/resources/{{filename}}");
    expect(marathi.fields.map((field) => field.name)).toEqual([
      "translationOf",
      "translatedFrom",
      "reviewedBy",
      "matchesEnglish",
      "title",
      "description",
      "body",
    ]);
    expect(marathi.fields[0].widget).toBe("relation");
    // Ticked for a new translation only: Decap gives defaults to new entries alone.
    expect(marathi.fields[3]).toMatchObject({ widget: "boolean", default: true, required: false });
  });

  it("knows the digest of every English file's words, as a translation of it records it", () => {
    const marathi = content.translations.mr!;
    const translated = [
      marathi.articles.find((article) => article.translation)!,
      marathi.services[0],
    ];
    for (const { file, translation } of translated) {
      const english = file.replace(/^content\/mr\//, "");
      expect(englishDigests[english], english).toBe(translation!.englishDigest);
    }
    expect(englishDigests["pages/home.md"]).toBe(marathi.pages.home?.translation?.englishDigest);
    const articles = Object.keys(englishDigests).filter((file) => file.startsWith("articles/"));
    expect(articles.sort()).toEqual(
      fs
        .readdirSync(path.join(FIXTURE_CONTENT_DIR, "articles"))
        .map((file) => `articles/${file}`)
        .sort(),
    );
    expect(Object.keys(englishDigests).some((file) => /^(mr|hi)\//.test(file))).toBe(false);
  });

  it("in a production build, knows only the articles it publishes: no draft, nothing scheduled", () => {
    const production = forPublishing(content, { ...PREVIEW, preview: false });
    const digests = digestsOf(FIXTURE_CONTENT_DIR, production);
    const names = (articles: typeof production.articles) =>
      articles.map((article) => `articles/${path.basename(article.file)}`).sort();
    expect(production.articles.length).toBeLessThan(content.articles.length);
    const articles = Object.keys(digests).filter((file) => file.startsWith("articles/"));
    expect(articles.sort()).toEqual(names(production.articles));
  });

  it("previews an entry at its article's address, even when the article's slug is not its file name", () => {
    const preview = forPublishing(content, PREVIEW);
    const redirects = fileAddressRedirects(preview);
    const rules = hostFiles({}, ["mr"], {}, [], redirects);
    for (const [name, prefix] of [
      ["articles", ""],
      ["articles-mr", "/mr"],
    ] as const) {
      const template = collection(name).preview_path as string;
      const list = prefix ? preview.translations.mr!.articles : preview.articles;
      for (const article of list) {
        // What Decap makes of preview_path for this entry, and where the host sends it.
        const fileName = article.file
          .split("/")
          .at(-1)!
          .replace(/\.mdx$/, "");
        const address = `/${template.replace("{{filename}}", fileName)}`;
        const sent = redirects.find((redirect) => redirect.from === address)?.to ?? address;
        expect(sent).toBe(`${prefix}/resources/${article.slug}`);
      }
    }
    const moved = preview.articles.filter(
      (article) => !article.file.endsWith(`/${article.slug}.mdx`),
    );
    expect(moved.length).toBeGreaterThan(0);
    for (const { slug, file } of moved) {
      const from = `/resources/${file
        .split("/")
        .at(-1)!
        .replace(/\.mdx$/, "")}`;
      expect(rules._redirects).toContain(`${from}  /resources/${slug}  302\n`);
      expect(JSON.parse(rules["serve.json"]).redirects).toContainEqual({
        source: from,
        destination: `/resources/${slug}`,
        type: 302,
      });
    }
    // Before the language's 404 rule, which would otherwise take /mr/… first.
    expect(rules._redirects.indexOf("/mr/*")).toBeGreaterThan(rules._redirects.lastIndexOf(" 302"));
    expect(fileAddressRedirects(forPublishing(content, { ...PREVIEW, preview: false }))).toEqual(
      [],
    );
  });
});

describe("the editor's bundle, put in the build cache by builds running at the same time", () => {
  const MARKER = "decap-cms.js";
  /** A folder holding `marker` with `text`, as a build leaves it when it has unpacked the bundle. */
  function folderWith(text: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "editor-bundle-"));
    fs.writeFileSync(path.join(dir, MARKER), text);
    return dir;
  }
  const place = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "editor-cache-")), "bundle");

  it("moves a finished bundle into an empty place", () => {
    const dir = place();
    const finished = folderWith("mine");
    moveIntoPlace(finished, dir, MARKER);
    expect(fs.readFileSync(path.join(dir, MARKER), "utf8")).toBe("mine");
    expect(fs.existsSync(finished)).toBe(false);
  });

  it("keeps the bundle another build put there first, and drops its own copy", () => {
    const dir = place();
    fs.cpSync(folderWith("theirs"), dir, { recursive: true });
    const finished = folderWith("mine");
    moveIntoPlace(finished, dir, MARKER);
    expect(fs.readFileSync(path.join(dir, MARKER), "utf8")).toBe("theirs");
    expect(fs.existsSync(finished)).toBe(false);
  });

  it("replaces a folder there without the bundle", () => {
    const dir = place();
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, "something-else.js"), "");
    moveIntoPlace(folderWith("mine"), dir, MARKER);
    expect(fs.readdirSync(dir)).toEqual([MARKER]);
  });
});
