// Shared by the server tests: a scratch project holding a copy of server/, fixture releases written
// by the export's own release code, `npm start` (or node) as an asynchronous child process, and a
// raw-socket client that sends exactly the bytes a test gives it.
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { openRelease } from "../../scripts/export/open-release";
import {
  buildLayout,
  manifestFile,
  variantPath,
  type Encoding,
  type Manifest,
} from "../../server/release.js";

const REPO = path.resolve(".");

const scratchDirs: string[] = [];

/** A new empty folder in the system's temporary folder, removed by removeScratchDirs. */
export function scratchDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  scratchDirs.push(dir);
  return dir;
}

/** Removes every folder scratchDir made (call it in afterAll). */
export function removeScratchDirs(): void {
  for (const dir of scratchDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
}

/** A folder with server/ and package.json copied and node_modules linked: `npm start` runs there. */
export function scratchProject(): string {
  const dir = scratchDir("server-test-");
  fs.cpSync(path.join(REPO, "server"), path.join(dir, "server"), { recursive: true });
  fs.copyFileSync(path.join(REPO, "package.json"), path.join(dir, "package.json"));
  fs.symlinkSync(path.join(REPO, "node_modules"), path.join(dir, "node_modules"));
  return dir;
}

/** The ETag the export gives these bytes. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}"`;
}

export const sha256 = (text: string) => createHash("sha256").update(text).digest("base64");

/** The inline script every fixture page runs, and a JSON-LD block that must not be hashed. */
export const INLINE_SCRIPT = 'document.documentElement.className="js"';
const JSON_LD = '{"@context":"https://schema.org","@type":"WebSite"}';

/** Enough text that compression pays, as on a real page. */
const filler = (words: string) => `<p>${`${words} `.repeat(60)}</p>`;

export function page(title: string, body = ""): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><title>${title}</title>` +
    `<script>${INLINE_SCRIPT}</script>` +
    `<script type="application/ld+json">${JSON_LD}</script>` +
    `<link rel="stylesheet" href="/assets/site-1.css"/></head><body><h1>${title}</h1>${body}` +
    `${filler(title)}</body></html>`
  );
}

export type FixtureSite = {
  /** Files of the client build (build/client), by path. */
  client: Record<string, string | Buffer>;
  /** Rendered files (pages, 404.html, sitemap), by path in the release. */
  rendered: Record<string, string>;
};

/** Larger than the server keeps in memory, so it is streamed from disk. */
export const BIG_FILE = "images/big.png";
const bigFile = randomBytes(6 * 1024 * 1024);

export function fixtureSite(articles = ["first-article"]): FixtureSite {
  const links = articles.map((slug) => `<a href="/resources/${slug}">${slug}</a>`).join("");
  return {
    client: {
      "assets/site-1.css": `body { font-family: system-ui, sans-serif; }\n${".card { margin: 1rem; }\n".repeat(40)}`,
      "favicon.svg":
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><circle cx="8" cy="8" r="8"/></svg>',
      "images/articles/.gitkeep": "",
      [BIG_FILE]: bigFile,
    },
    rendered: {
      "index.html": page("Home", links),
      "about/index.html": page("About Us"),
      "resources/index.html": page("Resources", links),
      ...Object.fromEntries(articles.map((slug) => [`resources/${slug}/index.html`, page(slug)])),
      "robots.txt": "User-agent: *\nAllow: /\n",
      "sitemap.xml": `<?xml version="1.0" encoding="UTF-8"?><urlset>${["", "about", "resources"].map((p) => `<url><loc>https://example.org/${p}</loc></url>`).join("")}</urlset>`,
      "404.html": page("Page not found"),
    },
  };
}

/**
 * Writes the site's client build, then publishes a release with the export's own code (and the
 * holding page the export writes from content, when given).
 */
export async function publish(
  project: string,
  site: FixtureSite,
  holdingPage?: string,
): Promise<string> {
  const client = path.join(project, "build/client");
  fs.rmSync(client, { recursive: true, force: true });
  for (const [file, body] of Object.entries(site.client)) {
    fs.mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    fs.writeFileSync(path.join(client, file), body);
  }
  const release = openRelease(project);
  for (const [file, body] of Object.entries(site.rendered)) {
    await release.write({ pathname: `/${file}`, file, contentType: "", body: Buffer.from(body) });
  }
  return release.publish(holdingPage);
}

/** The manifest of a release of the project. */
export function manifestOf(project: string, release: string): Manifest {
  return JSON.parse(fs.readFileSync(manifestFile(buildLayout(project), release), "utf8"));
}

/** The bytes a release serves for a file ("assets/site-1.css") in one encoding. */
export function releaseFile(
  project: string,
  release: string,
  file: string,
  encoding: Encoding = "identity",
): Buffer {
  const manifest = manifestOf(project, release);
  const entry = Object.values(manifest.files).find((each) => each.file === file);
  if (!entry) throw new Error(`Release ${release} has no ${file}.`);
  return fs.readFileSync(variantPath(buildLayout(project), release, entry, encoding));
}

export type Server = {
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  pid: number;
  /** Sends a signal; SIGKILL is for cleaning up after a failed test. */
  kill: (signal?: NodeJS.Signals) => void;
};

/** Starts `node server/index.js` (or `npm start`) in the project; resolves once it listens. */
export function startServer(
  project: string,
  port: number,
  { env = {}, npm = false }: { env?: Record<string, string | undefined>; npm?: boolean } = {},
): Promise<Server> {
  const child = spawn(npm ? "npm" : process.execPath, npm ? ["start"] : ["server/index.js"], {
    cwd: project,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, signal) => resolve({ code, signal })),
  );
  const server: Server = {
    port,
    output: () => output,
    exited,
    pid: child.pid ?? -1,
    kill: (signal = "SIGTERM") => void child.kill(signal),
  };
  return new Promise((resolve, reject) => {
    const onData = () => {
      if (output.includes("Listening on")) resolve(server);
    };
    child.stdout.on("data", onData);
    exited.then(({ code }) =>
      reject(new Error(`The server exited (${code}) before listening:\n${output}`)),
    );
  });
}

/** Runs the server until it exits by itself (a bad setting); returns its exit code and output. */
export async function runServer(
  project: string,
  env: Record<string, string | undefined>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ["server/index.js"], {
    cwd: project,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  clearTimeout(timer);
  return { code, output };
}

export type RawResponse = {
  /** 0 when the server closed the connection without answering. */
  status: number;
  headers: Record<string, string>;
  body: Buffer;
};

/**
 * Sends `request` as it is over a new connection and reads one response: its headers, then the
 * body its Content-Length announces (none for HEAD, 304, or a connection closed early).
 */
export function rawRequest(
  port: number,
  request: string | Buffer,
  { head = false, host = "127.0.0.1" } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, host);
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return resolve({ status: 0, headers: {}, body: Buffer.alloc(0) });
      const [statusLine, ...lines] = received.subarray(0, end).toString("latin1").split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(":");
        const name = line.slice(0, colon).trim().toLowerCase();
        headers[name] = headers[name]
          ? `${headers[name]}, ${line.slice(colon + 1).trim()}`
          : line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(" ")[1]),
        headers,
        body: received.subarray(end + 4),
      });
    };
    const complete = () => {
      const end = received.indexOf("\r\n\r\n");
      if (end === -1) return false;
      const head_ = received.subarray(0, end).toString("latin1");
      const status = Number(head_.split(" ")[1]);
      const length = head_.match(/\r\ncontent-length:\s*(\d+)/i);
      if (head || status === 304 || status < 200) return true;
      return length !== null && received.length - end - 4 >= Number(length[1]);
    };
    const timer = setTimeout(
      () =>
        settled
          ? undefined
          : reject(
              new Error(`No complete answer to ${JSON.stringify(String(request).slice(0, 80))}`),
            ),
      10_000,
    );
    socket.on("data", (chunk) => {
      received = Buffer.concat([received, chunk]);
      if (complete()) finish();
    });
    socket.on("close", finish);
    socket.on("error", () => finish());
    socket.write(request);
  });
}

/** A well-formed request for the path, with extra header lines. */
export function get(
  pathname: string,
  headers: Record<string, string> = {},
  method = "GET",
): string {
  const lines = Object.entries({ Host: "localhost", ...headers }).map(([k, v]) => `${k}: ${v}`);
  return `${method} ${pathname} HTTP/1.1\r\n${lines.join("\r\n")}\r\n\r\n`;
}

/** True when nothing accepts connections on the port. */
export function portIsClosed(port: number, host = "127.0.0.1"): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, host);
    socket.on("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.on("error", () => resolve(true));
  });
}
