// The languages content/languages.yaml declares, English first, checked by the content's own schema.
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { LANGUAGES_FILE, languagesSchema, type Language } from "../../app/build-api";
import { Refusal } from "./refusal";

export type { Language };

/** The languages, or a Refusal saying why they cannot be read. */
export function readLanguages(contentDir: string): Language[] {
  const file = path.join(contentDir, LANGUAGES_FILE);
  if (!fs.existsSync(file)) {
    throw new Refusal(`There is no ${file}, so no language to translate into is declared.`);
  }
  let languages;
  try {
    languages = languagesSchema.safeParse(parse(fs.readFileSync(file, "utf8")));
  } catch {
    languages = undefined;
  }
  if (!languages?.success) {
    throw new Refusal(
      `${file} has a mistake, so its languages are unknown. Run \`npm run check:content\` to see what it is.`,
    );
  }
  return languages.data;
}
