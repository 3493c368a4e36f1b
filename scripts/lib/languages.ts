// The languages content/languages.yaml declares, English first.
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { Refusal } from "./refusal";

export type Language = { code: string; name: string; published: boolean };

export function readLanguages(contentDir: string): Language[] {
  const file = path.join(contentDir, "languages.yaml");
  if (!fs.existsSync(file)) {
    throw new Refusal(`There is no ${file}, so no language to translate into is declared.`);
  }
  const list: unknown = parse(fs.readFileSync(file, "utf8"));
  if (!Array.isArray(list)) {
    throw new Refusal(`${file} cannot be read. Run \`npm run check:content\` to see why.`);
  }
  return list.map((each: { code?: unknown; name?: unknown; published?: unknown }) => ({
    code: String(each.code),
    name: String(each.name ?? each.code),
    published: each.published === true,
  }));
}
