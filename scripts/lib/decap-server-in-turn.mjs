// decap-server in git mode, as its own entry starts it (GIT_REPO_DIRECTORY, PORT, BIND_HOST,
// LOG_LEVEL), but with its requests taken one at a time, in the order they came. Why: its Git
// middleware waits at most 3 seconds for its lock and then answers 500 "Request timed out". The
// editor asks for every collection at once when it opens (one request each, dozens), so on a slow
// or busy computer the last ones time out, and an entry can open empty or fail to save. Queued
// here, a request never waits on that lock: it waits its turn, however long the queue.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
// Express is decap-server's own dependency: taken from where decap-server finds it.
const fromDecap = createRequire(require.resolve("decap-server/package.json"));
const express = fromDecap("express");
const { registerLocalGit } = fromDecap("./dist/middlewares.js");

const app = express();
// Each request's body is read before it takes its turn (decap-server's own parser then skips
// it), so a client that stalls in the middle of its body holds up no one else.
app.post("/api/v1", express.json({ limit: "50mb" }));
let last = Promise.resolve();
app.post("/api/v1", (request, response, next) => {
  const before = last;
  last = new Promise((done) => response.once("close", done));
  void before.then(() => next());
});
await registerLocalGit(app, { logLevel: process.env.LOG_LEVEL ?? "info" });
const port = Number(process.env.PORT ?? 8081);
const host = process.env.BIND_HOST ?? "127.0.0.1";
app.listen(port, host, () => console.log(`decap-server listening on ${host}:${port}, in turn`));
