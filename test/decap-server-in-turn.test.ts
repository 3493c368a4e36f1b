// The editor's local server (`npm run cms`, and the editor's browser tests) answers every request,
// however many the editor sends at once and however long the queue takes: decap-server alone
// answers 500 "Request timed out" to any request that waited more than 3 seconds for its Git lock
// (the editor opening asks for dozens of collections at once; on a busy machine, an entry then
// opened empty in the going-live browser test).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { freePort } from "./free-port";

const SERVER = path.resolve("scripts/lib/decap-server-in-turn.mjs");
/** What the lock waits for at most in decap-server: the queue must be longer than this. */
const LOCK_TIMEOUT_MS = 3000;

let repository = "";
let server: ChildProcess | undefined;
let api = "";
/** A folder holding the slow `git` the server finds first. */
let slow = "";

/** One collection's entries, as the editor asks for them when it opens. */
const entries = () =>
  fetch(api, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      action: "entriesByFolder",
      params: { branch: "main", folder: "content/articles", extension: "md", depth: 1 },
    }),
  });

beforeAll(async () => {
  repository = fs.mkdtempSync(path.join(os.tmpdir(), "decap-in-turn-"));
  fs.mkdirSync(path.join(repository, "content", "articles"), { recursive: true });
  for (let each = 0; each < 40; each++)
    fs.writeFileSync(
      path.join(repository, "content", "articles", `article-${each}.md`),
      `---\ntitle: Article ${each}\n---\nWords.\n`,
    );
  const git = (...args: string[]) => execFileSync("git", args, { cwd: repository, stdio: "pipe" });
  git("init", "-q", "-b", "main");
  git("add", "-A");
  git("-c", "user.name=Test", "-c", "user.email=test@example.in", "commit", "-qm", "articles");
  // A slow computer's Git: each command a fifth of a second late (no CPU spent), so that eight
  // requests outlast the lock's wait.
  slow = fs.mkdtempSync(path.join(os.tmpdir(), "slow-git-"));
  const realGit = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
  fs.writeFileSync(path.join(slow, "git"), `#!/bin/sh\nsleep 0.2\nexec ${realGit} "$@"\n`, {
    mode: 0o755,
  });
  const port = await freePort();
  api = `http://127.0.0.1:${port}/api/v1`;
  server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      PATH: `${slow}${path.delimiter}${process.env.PATH}`,
      GIT_REPO_DIRECTORY: repository,
      PORT: String(port),
      MODE: "git",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve();
    });
    server!.once("exit", (code) => reject(new Error(`the server stopped (exit code ${code})`)));
  });
});

afterAll(() => {
  server?.kill();
  for (const folder of [repository, slow]) fs.rmSync(folder, { recursive: true, force: true });
});

it("answers every one of more requests at once than decap-server's lock waits for", async () => {
  const queued = performance.now();
  const answers = await Promise.all(Array.from({ length: 8 }, entries));
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  expect((await answers.at(-1)!.json()) as unknown[]).toHaveLength(40);
  // The queue did outlast the lock's wait: without the turns, the last requests would have failed.
  expect(performance.now() - queued).toBeGreaterThan(LOCK_TIMEOUT_MS);
});

it("answers while another client stalls in the middle of its request's body", async () => {
  const { port } = new URL(api);
  const stalled = net.connect(Number(port), "127.0.0.1");
  await new Promise((resolve) => stalled.once("connect", resolve));
  stalled.write(
    "POST /api/v1 HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n" +
      'Content-Length: 1000\r\n\r\n{"action":',
  );
  try {
    expect((await entries()).status).toBe(200);
  } finally {
    stalled.destroy();
  }
});
