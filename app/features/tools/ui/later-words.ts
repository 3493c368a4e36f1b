// The tools' words shown only after a parent's action (island-words.ts, LaterWords) come in a file
// of their own for each language, which a tool loads as it starts: no page carries them in its
// first view, and they are there before a parent acts. The tool pages may connect nowhere (connect-src
// 'none'), so the file is a module, loaded as a script is: it holds the words as JSON and nothing
// else. The tool pages name it among their later files, so the service worker keeps it offline.
import type { LaterWords } from "./island-words";

/** The module the server sends: the words as a JSON value, which no content can turn into code. */
export const laterWordsModule = (words: LaterWords) => `export default ${JSON.stringify(words)};\n`;

const loading = new Map<string, Promise<LaterWords>>();

/** The words in the file at `address`: loaded once, and asked for again after a failure. */
export function loadLaterWords(address: string): Promise<LaterWords> {
  let words = loading.get(address);
  if (!words) {
    words = import(/* @vite-ignore */ address).then(
      (module: { default: LaterWords }) => module.default,
    );
    words.catch(() => loading.delete(address));
    loading.set(address, words);
  }
  return words;
}
