// One process of the export's render pool (render-pool.ts): loads the server build once and
// renders the addresses its parent sends, one message each, answering with the page as the
// export writes it (page-cache.ts keeps and takes pages here, by the same keys as a serial build).
import path from "node:path";
import type { ServerBuild } from "@remix-run/node";
import { pageCache, serverBuildDigest } from "./page-cache";
import { renderer, type Rendered } from "./page-renderer";

export type RenderRequest = { id: number; pathname: string };
export type RenderAnswer = { id: number; rendered?: Rendered; error?: string };

const root = process.cwd();
process.env.NODE_ENV = "production";
const build = (await import(path.join(root, "build/server/index.js"))) as ServerBuild;
const kept = pageCache(serverBuildDigest(path.join(root, "build/server"), root));
const { renderPage } = renderer(build, kept);

process.on("message", (message: RenderRequest) => {
  renderPage(message.pathname).then(
    (rendered) => process.send!({ id: message.id, rendered }),
    (error: unknown) =>
      process.send!({
        id: message.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      }),
  );
});
process.send!({ ready: true });
