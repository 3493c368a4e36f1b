// `npm run new:translation -- <English file> <language>`: starts a translation of one English
// content file. It writes the file's mirror in the language's folder (content/mr/pages/home.md for
// content/pages/home.md), still holding the English words for the translator to replace, without
// the facts the translation inherits from the English file, and with translationOf, translatedFrom
// and an empty reviewedBy. docs/reference/translating.md is the counsellors' guide.
import fs from "node:fs";
import path from "node:path";
import {
  contentDirFromEnv,
  englishDigestOf,
  writtenFromOfEnglish,
  inLanguage,
  isSplit,
  pageOfFile,
  paths,
  INTERFACE_WORDS_FILE,
  publishingFromEnv,
  SITE_FILE,
  slugFromFile,
  splitFrontmatter,
} from "../app/build-api";
import { readLanguages, type Language } from "./lib/languages";
import { Refusal, runCommand } from "./lib/refusal";
import {
  interfaceWordsTranslation,
  markdownTranslation,
  siteLabelsTranslation,
  TRANSLATED_FOLDERS,
  withUpdated,
  type NewTranslation,
} from "./lib/translation-file";

const GUIDE = "docs/reference/translating.md";
const USAGE =
  "Give the English file and the language's code, after two dashes. For example:\n\n" +
  "  npm run new:translation -- content/pages/home.md mr";

/** A folder as the counsellor wrote it: relative to the project when it is inside it. */
function shown(folder: string): string {
  const relative = path.relative(process.cwd(), folder);
  return relative.startsWith("..") || path.isAbsolute(relative) ? folder : relative;
}

/** The English file's path inside the content folder ("pages/home.md"), however it was written. */
function englishPath(arg: string, contentDir: string, languages: Language[]): string {
  const inside = (file: string) => {
    const relative = path.relative(contentDir, file);
    return relative && !relative.startsWith("..") && !path.isAbsolute(relative)
      ? relative.split(path.sep).join("/")
      : undefined;
  };
  const written = arg.replace(/\\/g, "/");
  // From the project ("content/pages/home.md"), or from the content folder ("pages/home.md").
  const candidates = [written, path.join(contentDir, written.replace(/^(\.\/)?content\//, ""))]
    .map((file) => inside(path.resolve(file)))
    .filter((each) => each !== undefined);
  const relative =
    candidates.find((each) => fs.existsSync(path.join(contentDir, each))) ?? candidates[0];
  if (!relative) {
    throw new Refusal(`${arg} is not a file in ${shown(contentDir)}/. ${USAGE}`);
  }
  const first = relative.split("/")[0];
  const language = languages.find((each) => each.code === first);
  if (language) {
    const english = relative.slice(first.length + 1);
    throw new Refusal(
      `${shown(contentDir)}/${relative} is already a translation into ${language.name}. ` +
        `Give the English file instead: npm run new:translation -- ${shown(contentDir)}/${english} ${first}`,
    );
  }
  return relative;
}

/** Refuses a file that does not exist or has no translations, listing what there is instead. */
function checkEnglishFile(contentDir: string, relative: string) {
  const file = path.join(contentDir, relative);
  const isFolder = fs.existsSync(file) && fs.statSync(file).isDirectory();
  const folder = isFolder ? file : path.dirname(file);
  const files = fs.existsSync(folder)
    ? fs.readdirSync(folder).filter((name) => /\.(mdx?|ya?ml)$/.test(name))
    : [];
  const inFolder = `${shown(folder)}/ has ${files.join(", ")}`;
  if (isFolder) {
    throw new Refusal(`${shown(file)} is a folder. Give one file in it: ${inFolder}.`);
  }
  if (!fs.existsSync(file)) {
    throw new Refusal(
      `There is no file ${shown(file)}. Check its name and folder` +
        (files.length > 0 ? `: ${inFolder}.` : `, for example ${shown(contentDir)}/pages/home.md.`),
    );
  }
  const translatable =
    relative === SITE_FILE ||
    relative === INTERFACE_WORDS_FILE ||
    (TRANSLATED_FOLDERS.includes(path.posix.dirname(relative)) && /\.mdx?$/.test(relative));
  if (!translatable) {
    const folders = TRANSLATED_FOLDERS.map((each) => `${each}/`).join(", ");
    throw new Refusal(
      `${shown(file)} cannot be translated: translations are made of ${shown(contentDir)}/${SITE_FILE}, ` +
        `${shown(contentDir)}/${INTERFACE_WORDS_FILE} and of the Markdown files in ${folders}.`,
    );
  }
}

/** The mirror of the English file, or the reason it cannot be read. */
function translationOf(contentDir: string, relative: string): NewTranslation {
  const file = path.join(contentDir, relative);
  const source = fs.readFileSync(file, "utf8");
  const unreadable = (why: string) =>
    new Refusal(
      `${shown(file)} cannot be read (${why}), so it cannot be copied for translating. ` +
        "Run `npm run check:content` to see what is wrong with it, fix it, then try again.",
    );
  const yaml = relative === SITE_FILE || relative === INTERFACE_WORDS_FILE;
  if (!yaml && !isSplit(splitFrontmatter(source))) {
    throw unreadable("its frontmatter is not complete");
  }
  try {
    if (relative === INTERFACE_WORDS_FILE) return interfaceWordsTranslation(source, relative);
    return relative === SITE_FILE
      ? siteLabelsTranslation(source, relative)
      : markdownTranslation(source, relative);
  } catch (error) {
    throw unreadable((error as Error).message);
  }
}

/** The day the English file was last changed; today, written into it, when it has no date. */
function englishDate(
  contentDir: string,
  relative: string,
  translation: NewTranslation,
  env: Record<string, string | undefined>,
) {
  if (translation.englishDate) return { date: translation.englishDate, added: false };
  let today: string;
  try {
    today = publishingFromEnv(env).today;
  } catch (error) {
    throw new Refusal((error as Error).message);
  }
  // The interface's words have no date: their digest (translatedFromDigest) tells what changed.
  if (relative === INTERFACE_WORDS_FILE) return { date: today, added: false };
  const file = path.join(contentDir, relative);
  fs.writeFileSync(file, withUpdated(fs.readFileSync(file, "utf8"), relative, today));
  return { date: today, added: true };
}

/** The language a translation is made into: one of languages.yaml's, not the English. */
function languageOf(languages: Language[], code: string, fileArg: string, contentDir: string) {
  const language = languages.find((each) => each.code === code);
  const english = languages[0];
  if (language && language !== english) return language;
  const others = languages.slice(1).map((each) => `${each.code} (${each.name})`);
  throw new Refusal(
    `${code === english?.code ? `${code} is the English original` : `There is no language "${code}"`}: ` +
      `${shown(contentDir)}/languages.yaml has ${others.length > 0 ? others.join(", ") : "no other languages"}. ` +
      `Give one of those codes, for example: npm run new:translation -- ${fileArg} ${languages[1]?.code ?? "mr"}`,
  );
}

/**
 * Starts the translation the arguments ask for (`<English file> <language>`) in CONTENT_DIR and
 * returns the next steps to print; throws a Refusal, writing nothing, for any mistake.
 */
export function startTranslation(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): string {
  const args = argv.filter((arg) => arg.trim() !== "");
  if (args.length !== 2) throw new Refusal(USAGE);
  const contentDir = contentDirFromEnv(env);
  const languages = readLanguages(contentDir);
  const [fileArg, code] = args;
  const language = languageOf(languages, code, fileArg, contentDir);
  const relative = englishPath(fileArg, contentDir, languages);
  checkEnglishFile(contentDir, relative);
  const target = path.join(contentDir, code, relative);
  if (fs.existsSync(target)) {
    throw new Refusal(
      `${shown(target)} already exists: ${shown(path.join(contentDir, relative))} is already translated into ${language.name}. ` +
        "Open that file to continue or update the translation (the guide explains how). " +
        "To start again from the English, delete it first.",
    );
  }
  const translation = translationOf(contentDir, relative);
  const from = englishDate(contentDir, relative, translation, env);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const english = fs.readFileSync(path.join(contentDir, relative), "utf8");
  const digest = englishDigestOf(relative, english) ?? "";
  const writtenFrom = writtenFromOfEnglish(relative, english);
  fs.writeFileSync(target, translation.text(from.date, digest, writtenFrom), { flag: "wx" });
  return nextSteps({ contentDir, relative, target, language, ...from });
}

/** Where the translated page shows in a preview: /mr/about for pages/about.md, the home otherwise. */
function previewAddress(contentDir: string, relative: string, code: string): string {
  const split = splitFrontmatter(fs.readFileSync(path.join(contentDir, relative), "utf8"));
  const ownSlug = isSplit(split) ? (split.data as { slug?: unknown } | null)?.slug : undefined;
  const slug = typeof ownSlug === "string" ? ownSlug : slugFromFile(relative);
  const page = pageOfFile(`${code}/${relative}`, [code], { articleSlug: () => slug });
  return page?.path ?? inLanguage(paths.home(), code);
}

function nextSteps(made: {
  contentDir: string;
  relative: string;
  target: string;
  language: Language;
  date: string;
  added: boolean;
}): string {
  const { contentDir, relative, target, language } = made;
  const englishFile = shown(path.join(contentDir, relative));
  const yamlWords = {
    [SITE_FILE]: "the practice's name, address and helplines",
    [INTERFACE_WORDS_FILE]: "the site's menu, buttons and labels",
  }[relative];
  const check =
    path.resolve(contentDir) === path.resolve("content")
      ? "npm run check:content"
      : `npm run check:content -- ${shown(contentDir)}`;
  const added = made.added
    ? `\nThe English file had no date, so this added \`updated: ${made.date}\` to ${englishFile}. ` +
      "Whenever the English words change, set that date to the day of the change: the check then " +
      "reminds you which translations to update.\n"
    : "";
  const words = yamlWords
    ? `the text in quotes after each field name\n     (${yamlWords})`
    : "the text in quotes after each field name\n     and the text below the second line of three dashes (---), if there is any";
  const unpublished = language.published
    ? ""
    : `\n${language.name} is not published yet (published: false in languages.yaml): it shows only in previews.\n`;
  return `Created ${shown(target)}: the ${language.name} translation of ${englishFile}, still in English.
${added}${unpublished}
Next steps:
  1. Open ${shown(target)} and translate ${words}.
     Keep the field names before the colons, {words in curly brackets}, ids, and components
     such as <Helpline name="..." /> exactly as they are. A link to a page of the site that is
     translated gets /${language.code} in front: (/contact) becomes (/${language.code}/contact).
  2. Leave translationOf and translatedFrom as they are. Facts such as dates, numbers and
     pictures are not in the file: they always come from the English file.
  3. Run \`${check}\` and fix anything it reports.
  4. Preview it: open a pull request and click its "Deploy Preview" link,
     or run \`PREVIEW=true npm run dev\` and open ${previewAddress(contentDir, relative, language.code)}.
  5. A native-speaking counsellor reads the translation beside the English and writes their
     name and the date in reviewedBy, like reviewedBy: "Dr A. Rao, 2026-12-01".
     Until then \`npm run check:launch\` lists it as not reviewed.

How to translate, what to leave as it is, and how to review: ${GUIDE}.`;
}

runCommand(import.meta.url, () => console.log(startTranslation(process.argv.slice(2))));
