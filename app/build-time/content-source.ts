// The content as `npm run dev` serves it: as last read, and read again once the folders (content
// and pictures) have been quiet for SETTLE_MS after a change, so that no request reads a file that
// an editor is still writing (content-plugin.ts serves it; test/dev-content-problems.test.ts).
import fs from "node:fs";
import path from "node:path";
import { ContentError, loadContent, type Content } from "./load-content";

/** How long the content folder must stay quiet after a file event before it is read again. */
export const SETTLE_MS = 100;

/** The content as read, or its problems. */
type Loaded =
  { content: Content; problems?: undefined } | { content?: undefined; problems: string[] };

/**
 * The dev server's content: as last read, and read again once the folders (content and pictures)
 * have been quiet for SETTLE_MS after a change. `forgotten` is told when what was read no longer
 * holds, `settled` when a read of quiet folders is kept.
 */
export function createContentSource(
  contentDir: string,
  publicDir: string,
  on: { forgotten: () => void; settled: () => void },
) {
  let loaded: Loaded | undefined;
  /** The folders' stamp when `loaded` was read. */
  let loadedStamp = "";

  function current(): Loaded {
    if (!loaded) {
      // Taken before reading, so a save that lands during the read still differs from it.
      loadedStamp = folderStamp();
      try {
        loaded = { content: loadContent(contentDir) };
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        loaded = { problems: error.problems };
      }
    }
    return loaded;
  }

  function forget() {
    loaded = undefined;
    on.forgotten();
  }

  const folders = () => stampOf([contentDir, publicDir]);
  const folderStamp = () => folders().key;
  const settling = createSettling(folders, () => {
    forget();
    current();
    // A save that began while the files were being read may be half in what was read: it is
    // waited for like any other, and only a read of quiet folders is told and kept.
    if (folderStamp() !== loadedStamp) return changed(contentDir);
    on.settled();
  });
  /**
   * The content, once no save is settling and the folders are as it was read from them. Checked and
   * taken in one step: of the requests woken together when a save settles, one may see the next
   * save begin (the editor's first piece) and forget the content, and another that read it after
   * its own wait would read the half-written file.
   */
  async function settledContent(): Promise<Loaded> {
    for (;;) {
      if (settling.done) await settling.done;
      // A save the watcher has not reported, or never will: it starts watching the folders a
      // moment after the server listens, and a file saved in that moment gives no event. It is
      // waited for like a reported one, so a fix always brings the page back.
      else if (loaded && folderStamp() !== loadedStamp) changed(contentDir);
      else break;
    }
    return current();
  }

  function changed(file: string) {
    const inside = (dir: string) => file === dir || file.startsWith(dir + path.sep);
    if (!inside(contentDir) && !inside(publicDir)) return;
    forget();
    settling.restart();
  }

  return { current, settledContent, changed };
}

/**
 * One save is several file events (a truncate, then writes), and the watcher passes on only the
 * first of them within 50 ms (chokidar's throttle): the file may still be half written when it
 * arrives, and nothing says when it is whole. So nobody reads the content until the folders have
 * stayed the same for SETTLE_MS; then `settled` runs (which reads it again): a half-written file is
 * never what the site keeps. "The same" is what the disk says (`stamp`), not the watcher: on a busy
 * machine its events arrive late (100 ms seen), so a wait begun by an earlier event could otherwise
 * end between an editor's two writes, before the first one's event.
 */
function createSettling(stamp: () => Stamp, settled: () => void) {
  let current:
    { timer?: ReturnType<typeof setTimeout>; done: Promise<void>; end(): void } | undefined;
  function wait(ms = SETTLE_MS) {
    const before = stamp().key;
    current!.timer = setTimeout(() => {
      const now = stamp();
      // Changed meanwhile: quiet is counted from the newest change the disk shows.
      if (now.key !== before)
        return wait(Math.max(1, Math.min(SETTLE_MS, now.newest + SETTLE_MS - Date.now())));
      const { end } = current!;
      current = undefined;
      settled();
      end();
    }, ms);
  }
  return {
    /** A file event: the wait for quiet starts again. */
    restart() {
      if (!current) {
        let end = () => {};
        const done = new Promise<void>((resolve) => (end = resolve));
        current = { done, end };
      }
      clearTimeout(current.timer);
      wait();
    },
    /** Resolves once the events so far have settled and been handled; undefined when quiet. */
    get done(): Promise<void> | undefined {
      return current?.done;
    },
  };
}

/** What any save below some folders changes, and when they last changed. */
interface Stamp {
  /** Every file's and folder's name, size and time of change. */
  key: string;
  /** The newest of those times (ms since the epoch). */
  newest: number;
}

function stampOf(dirs: string[]): Stamp {
  const entries: string[] = [];
  let newest = 0;
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const name of fs.readdirSync(dir, { recursive: true, encoding: "utf8" })) {
      const file = path.join(dir, name);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) continue;
      entries.push(`${file}:${stat.size}:${stat.mtimeMs}`);
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return { key: entries.sort().join("\n"), newest };
}
