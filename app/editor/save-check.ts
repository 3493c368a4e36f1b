// Nothing saved that the build would refuse: before Decap commits an entry (its preSave event),
// the content check runs on the file as it will be written, in the tree the site was built from.
// A problem refuses the save: Decap commits nothing and says the save failed, and the editor's
// notice lists every problem in the check's words under the field it is in.
import type { EditorData } from "./config";
import type { ChangeChecker } from "./check/check";
import { entryFile, type DecapEntry } from "./entry-file";
import type { editorFormats } from "./formats";
import { hideNotice, showNotice } from "./notice";
import { fieldsOf, problemItems } from "./problems";
import { entryMismatch } from "./publish-reload";

/** What Decap's failed-save notice shows after "Failed to persist entry:". */
export class SaveRefused extends Error {
  constructor(count: number, message?: string) {
    super(
      message ??
        (count === 1
          ? "the content check found a problem. It is listed at the top right."
          : `the content check found ${count} problems. They are listed at the top right.`),
    );
    this.name = "SaveRefused";
  }

  // Decap's notice writes the error as text: its message, without "SaveRefused:".
  toString() {
    return this.message;
  }
}

export const REFUSED_HEADING = "Not saved: the site could not be built with this";
const NOT_SAVED_HEADING = "Not saved";

/** The handler of Decap's preSave event. */
export function saveCheck(
  data: EditorData,
  formats: ReturnType<typeof editorFormats>,
  checker: () => Promise<{ check: ChangeChecker; exists: (file: string) => boolean }>,
) {
  return async ({ entry }: { entry: DecapEntry }): Promise<undefined> => {
    // A form made from another entry's answer (publish-reload.ts) is never saved.
    const wrongEntry = entryMismatch(entry, location.hash);
    if (wrongEntry) {
      showNotice({ heading: NOT_SAVED_HEADING, items: [{ text: wrongEntry }] });
      throw new SaveRefused(1, "this form was showing another entry. It is said at the top right.");
    }
    const { check, exists } = await checker();
    const saved = entryFile(data, formats, entry, exists);
    // A file outside content/ (none yet) is not the content check's.
    if (!saved?.file) return undefined;
    const { added } = check([{ file: saved.file, text: saved.text }], saved.pictures);
    if (added.length === 0) {
      hideNotice();
      return undefined;
    }
    const fields = fieldsOf(data, entry.get("collection"), entry.get("slug"));
    showNotice({
      heading: REFUSED_HEADING,
      items: problemItems(added, saved.file, saved.text, fields),
    });
    throw new SaveRefused(added.length);
  };
}
