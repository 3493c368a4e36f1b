// One process at a time makes a thing that several may want at once (the app build of one version
// of the code): the others wait for it and take what it made, rather than making the same again.
// The lock is a file holding its owner's process id. A lock whose owner has died (a build stopped
// with Ctrl-C) never blocks: its process id names no running process, or, if another process has
// been given that id since, the owner has stopped refreshing it. When the lock cannot be made at
// all (a cache folder that cannot be written), the work is done without it.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/** How often a waiting process looks again. */
const POLL_MS = 200;
/** How often the owner refreshes its lock (its modification time), to show that it is alive. */
const REFRESH_MS = 5_000;
/** A lock not refreshed for this long is its owner's no more (far above REFRESH_MS on a busy machine). */
export const STALE_MS = 120_000;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: a process of another user, alive.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** The lock's text when it is left by a process that is gone, so that it may be removed. */
function staleLock(lock: string): string | undefined {
  try {
    const text = fs.readFileSync(lock, "utf8");
    const old = Date.now() - fs.statSync(lock).mtimeMs > STALE_MS;
    return old || !isAlive(Number(text)) ? text : undefined;
  } catch {
    return undefined; // released meanwhile: try again
  }
}

/**
 * Makes the lock file with this process's id in it, whole or not at all (a link fails when the
 * lock exists). True when this process now holds it, false when another does; throws when no lock
 * can be made there.
 */
function take(lock: string): boolean {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const mine = `${lock}.${process.pid}-${randomUUID()}.tmp`;
  fs.writeFileSync(mine, String(process.pid));
  try {
    fs.linkSync(mine, lock);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    fs.rmSync(mine, { force: true });
  }
}

/**
 * Runs `make` unless `isMade()` says it is made already, holding the lock file `lock` meanwhile;
 * while another process holds it, waits for it and asks again. Returns "made" when `make` ran,
 * "found" when another process made it.
 */
export async function makeOnce(
  lock: string,
  isMade: () => boolean,
  make: () => Promise<void>,
): Promise<"made" | "found"> {
  for (;;) {
    if (isMade()) return "found";
    let held: boolean;
    try {
      // Looked at first, so that a waiting process does not write a file every time it looks.
      held = !fs.existsSync(lock) && take(lock);
    } catch {
      await make();
      return "made";
    }
    if (held) return holding(lock, isMade, make);
    const stale = staleLock(lock);
    // Removed only if it is still the stale one; two processes that find it stale at the very
    // same moment may both go on to make it, which costs time but is never wrong.
    if (stale !== undefined) {
      if (staleLock(lock) === stale) fs.rmSync(lock, { force: true });
    } else {
      await sleep(POLL_MS);
    }
  }
}

/** Removes the lock, unless another process took it over as stale meanwhile. */
function release(lock: string): void {
  try {
    if (fs.readFileSync(lock, "utf8") === String(process.pid)) fs.rmSync(lock, { force: true });
  } catch {
    // Gone already.
  }
}

async function holding(
  lock: string,
  isMade: () => boolean,
  make: () => Promise<void>,
): Promise<"made" | "found"> {
  const refresh = setInterval(() => {
    try {
      const now = new Date();
      fs.utimesSync(lock, now, now);
    } catch {
      // Taken over as stale: this process still finishes its work.
    }
  }, REFRESH_MS).unref();
  try {
    // Made by the owner before this process took the lock.
    if (isMade()) return "found";
    await make();
    return "made";
  } finally {
    clearInterval(refresh);
    release(lock);
  }
}
