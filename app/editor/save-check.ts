// Nothing saved or published that the build would refuse: before Decap commits an entry (its
// preSave event) and before it merges one into main (prePublish: from the entry's form or from the
// workflow's board, where a branch may hold what no save of this editor checked: a file changed on
// GitHub, or saved before a check existed), the content check runs on the file as it will be
// written, in the tree the site was built from. A problem refuses it: Decap commits or merges
// nothing and says it failed, and the editor's notice lists every problem in the check's words
// under the field it is in.
import type { EditorData } from "./config";
import type { ChangeChecker } from "./check/check";
import { entryFile, type DecapEntry } from "./entry-file";
import { problemCount, type EditorWords } from "./editor-words";
import type { editorFormats } from "./formats";
import { hideNotice, showNotice, type NoticeItem } from "./notice";
import { fieldsOf, problemItems } from "./problems";
import { entryMismatch } from "./publish-reload";

/** What Decap's failed-save notice shows after "Failed to persist entry:", in the editor's words. */
export class SaveRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SaveRefused";
  }

  // Decap's notice writes the error as text: its message, without "SaveRefused:".
  toString() {
    return this.message;
  }
}

type Checker = () => Promise<{ check: ChangeChecker; exists: (file: string) => boolean }>;

/** The problems the content check finds in the entry as Decap will write it, as the notice lists them. */
async function problemsOf(
  data: EditorData,
  formats: ReturnType<typeof editorFormats>,
  checker: Checker,
  entry: DecapEntry,
  words: EditorWords,
): Promise<NoticeItem[]> {
  const { check, exists } = await checker();
  const saved = entryFile(data, formats, entry, exists);
  // A file outside content/ (none yet) is not the content check's.
  if (!saved?.file) return [];
  const { added } = check([{ file: saved.file, text: saved.text }], saved.pictures);
  const fields = fieldsOf(data, entry.get("collection"), entry.get("slug"));
  return problemItems(added, saved.file, saved.text, fields, words);
}

/** The handler of an event of Decap's (preSave, prePublish) that refuses what the build would. */
function refusing(
  words: EditorWords,
  heading: string,
  check: (entry: DecapEntry) => Promise<NoticeItem[]>,
  before: (entry: DecapEntry) => void = () => {},
) {
  return async ({ entry }: { entry: DecapEntry }): Promise<undefined> => {
    before(entry);
    const items = await check(entry);
    if (items.length === 0) {
      hideNotice();
      return undefined;
    }
    showNotice({ heading, items }, words.close);
    throw new SaveRefused(problemCount(words, items.length));
  };
}

type Setup = {
  data: EditorData;
  formats: ReturnType<typeof editorFormats>;
  checker: Checker;
  words: EditorWords;
};

/** The handler of Decap's preSave event. */
export function saveCheck({ data, formats, checker, words }: Setup) {
  return refusing(
    words,
    words.refused,
    (entry) => problemsOf(data, formats, checker, entry, words),
    (entry) => {
      // A form made from another entry's answer (publish-reload.ts) is never saved.
      const wrongEntry = entryMismatch(entry, location.hash, words);
      if (!wrongEntry) return;
      showNotice({ heading: words.notSaved, items: [{ text: wrongEntry }] }, words.close);
      throw new SaveRefused(words.otherEntryShort);
    },
  );
}

/**
 * The handler of Decap's prePublish event, registered before the page's hold while publishing
 * (publish-reload.ts): a refused publication holds nothing.
 */
export function publishCheck({ data, formats, checker, words }: Setup) {
  return refusing(words, words.publishRefused, (entry) =>
    problemsOf(data, formats, checker, entry, words),
  );
}
