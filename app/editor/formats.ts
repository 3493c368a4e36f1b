// Every file format the editor registers: an English file of each kind, and a translation of each
// kind. Each reads a file into the entry its form edits and writes the entry back changing only
// what the counsellor changed (source-formats.ts, translation-format.ts).
import {
  FORMATS,
  readFrontmatterFile,
  readYamlFile,
  writeFrontmatterFile,
  writeYamlFile,
  type Entry,
} from "./source-formats";
import { translationFormat } from "./translation-format";

export type Formatter = {
  fromFile: (text: string) => Entry;
  toFile: (data: Entry, order?: string[]) => string;
};

/** The name of the format of a translated file of a kind ("translated-yaml-source"). */
export const translatedFormat = (kind: keyof typeof FORMATS) => `translated-${FORMATS[kind].name}`;

export type FormatsInput = {
  /** The folder of articles in content/ ("articles"). */
  articlesFolder: string;
  /** The digest of each English file's words, by its path in content/. */
  englishDigests: Record<string, string>;
};

/** Each format's name, the extension of the new files it writes, and how it reads and writes. */
export function editorFormats({ articlesFolder, englishDigests }: FormatsInput) {
  const frontmatter: Formatter = {
    fromFile: readFrontmatterFile,
    toFile: (data, order) => writeFrontmatterFile(data, order),
  };
  const yaml: Formatter = {
    fromFile: readYamlFile,
    toFile: (data, order) => writeYamlFile(data, order),
  };
  const { article, page } = FORMATS;
  return [
    { ...article, formatter: frontmatter },
    { ...page, formatter: frontmatter },
    { ...FORMATS.yaml, formatter: yaml },
    {
      name: translatedFormat("article"),
      extension: article.extension,
      formatter: translationFormat({
        kind: "frontmatter",
        englishDigests,
        articles: { folder: articlesFolder, extension: article.extension },
      }),
    },
    {
      name: translatedFormat("page"),
      extension: page.extension,
      formatter: translationFormat({ kind: "frontmatter", englishDigests }),
    },
    {
      name: translatedFormat("yaml"),
      extension: FORMATS.yaml.extension,
      formatter: translationFormat({ kind: "yaml", englishDigests }),
    },
  ];
}
