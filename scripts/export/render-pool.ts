// The export's render pool: one process per core (BUILD_WORKERS says how many; 0 renders in the
// export's own process), each loading the server build once and rendering the addresses it is
// sent (render-worker.ts): pages, share images and feeds are drawn on every core while the export
// compresses and writes in its own. Processes rather than threads: each holds the server build and
// the content once, and the build's peak is that of its largest process, not of all of them. The
// export hands out a few addresses ahead of the one it writes (render-site.ts), so memory holds
// only the pages in flight, whatever the number of articles.
import { fork, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { pageCache, serverBuildDigest } from "./page-cache";
import { renderer, type Rendered } from "./page-renderer";
import type { RenderAnswer } from "./render-worker";

const WORKER = fileURLToPath(new URL("./render-worker.ts", import.meta.url));
/** Runs the worker compiled, as the build itself runs (scripts/run.mjs). */
const LAUNCHER = fileURLToPath(new URL("../run.mjs", import.meta.url));
/** Addresses sent to each process ahead of the one the export writes. */
export const AHEAD_PER_PROCESS = 4;

/** How many render processes: BUILD_WORKERS, or none (the export's own process renders). */
export function renderProcesses(env = process.env): number {
  const asked = Number(env.BUILD_WORKERS);
  if (env.BUILD_WORKERS !== undefined && env.BUILD_WORKERS !== "" && Number.isInteger(asked)) {
    return Math.max(0, asked);
  }
  return 0;
}

type Worker = { child: ChildProcess; pending: Map<number, (answer: RenderAnswer) => void> };

function start(root: string): Promise<Worker> {
  const child = fork(LAUNCHER, [WORKER], {
    cwd: root,
    serialization: "advanced",
    stdio: "inherit",
  });
  const worker: Worker = { child, pending: new Map() };
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => {
      const failure = { id: -1, error: `A render process stopped (exit ${code}).` };
      for (const settle of worker.pending.values()) settle(failure);
      reject(new Error(failure.error));
    });
    child.on("message", (message: RenderAnswer & { ready?: boolean }) => {
      if (message.ready) return resolve(worker);
      const settle = worker.pending.get(message.id);
      worker.pending.delete(message.id);
      settle?.(message);
    });
  });
}

/** Starts `count` render processes in the project at `root`; `close` ends them. */
export async function renderPool(root: string, count: number) {
  const workers = await Promise.all(Array.from({ length: count }, () => start(root)));
  let ids = 0;

  function render(pathname: string): Promise<Rendered> {
    const worker = workers.reduce((least, each) =>
      each.pending.size < least.pending.size ? each : least,
    );
    const id = ids++;
    return new Promise((resolve, reject) => {
      worker.pending.set(id, (answer) => {
        if (answer.error !== undefined || !answer.rendered) {
          reject(new Error(`Rendering ${pathname} failed: ${answer.error}`));
          return;
        }
        const { body } = answer.rendered;
        // Structured clone gives a Uint8Array: the export wants a Buffer over the same bytes.
        resolve({
          ...answer.rendered,
          body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
        });
      });
      worker.child.send({ id, pathname });
    });
  }

  return {
    render,
    inFlight: count * AHEAD_PER_PROCESS,
    close(): void {
      for (const { child } of workers) {
        child.removeAllListeners("exit");
        child.kill();
      }
    },
  };
}

/**
 * What renders the export's addresses: the render pool, or with BUILD_WORKERS=0 the server build
 * loaded into this process (the same pages, by the same code: test/static-export.test.ts).
 */
export async function openRenderer(root: string) {
  const count = renderProcesses();
  if (count > 0) return renderPool(root, count);
  process.env.NODE_ENV = "production";
  const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
  const { renderPage } = renderer(
    build,
    pageCache(serverBuildDigest(path.join(root, "build/server"), root)),
  );
  return { render: renderPage, inFlight: 1, close: () => {} };
}
