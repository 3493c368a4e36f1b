// Each broken-content test starts from a copy of the real content/ and breaks exactly one thing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const CONTENT_DIR = path.resolve("content");
export const FIXTURES_DIR = path.resolve("test/fixtures");

export function copyOfContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-"));
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

/** A copy of content/ with the fixture file put at `target` (relative to the content folder). */
export function contentWith(fixture: string, target: string): string {
  const dir = copyOfContent();
  fs.copyFileSync(path.join(FIXTURES_DIR, fixture), path.join(dir, target));
  return dir;
}

/** A copy of content/ with one file's text changed by `edit`. */
export function contentEdited(file: string, edit: (text: string) => string): string {
  const dir = copyOfContent();
  const target = path.join(dir, file);
  fs.writeFileSync(target, edit(fs.readFileSync(target, "utf8")));
  return dir;
}
