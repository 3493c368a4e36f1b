// Every file format the editor registers: an English file of each kind, a translated article, and
// any other translated file. Each reads a file into the entry its form edits and writes the entry
// back changing only what the counsellor changed (source-formats.ts, translation-format.ts).
import {
  FORMATS,
  readContentFile,
  writeContentFile,
  type Entry,
  type FileKind,
} from "./source-formats";
import { marksFromForm, marksToForm } from "./marks-in-form";
import { translationFormat } from "./translation-format";

export type Formatter = {
  fromFile: (text: string) => Entry;
  toFile: (data: Entry, order?: string[]) => string;
};

/** The format of translated articles, and of a language's other translated files. */
export const TRANSLATED_FORMATS = {
  article: { name: `translated-${FORMATS.article.name}`, extension: FORMATS.article.extension },
  file: { name: "translated-source", extension: FORMATS.page.extension },
} as const;

export type FormatsInput = {
  /** The folder of articles in content/ ("articles"). */
  articlesFolder: string;
  /** The digest of each English file's words, by its path in content/. */
  englishDigests: Record<string, string>;
};

/** An English file's format: a new file is of `kind`. */
const englishFormat = (kind: FileKind): Formatter => ({
  fromFile: (text) => marksToForm(readContentFile(text)),
  toFile: (data, order) => writeContentFile(marksFromForm(data), order, [], kind),
});

/** Each format's name, the extension of the new files it writes, and how it reads and writes. */
export function editorFormats({ articlesFolder, englishDigests }: FormatsInput) {
  const { article, page, yaml } = FORMATS;
  return [
    { ...article, formatter: englishFormat("frontmatter") },
    { ...page, formatter: englishFormat("frontmatter") },
    { ...yaml, formatter: englishFormat("yaml") },
    {
      ...TRANSLATED_FORMATS.article,
      formatter: translationFormat({
        newKind: "frontmatter",
        englishDigests,
        articles: { folder: articlesFolder, extension: article.extension },
      }),
    },
    {
      ...TRANSLATED_FORMATS.file,
      formatter: translationFormat({ newKind: "frontmatter", englishDigests }),
    },
  ];
}
