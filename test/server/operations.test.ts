// Running `npm start` as an operator would: HOST and PORT, plain one-line errors for bad settings,
// a 503 page without a build, and new releases picked up at once without a restart.
import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  etagOf,
  fixtureSite,
  get,
  manifestOf,
  page,
  portIsClosed,
  publish,
  removeScratchDirs,
  rawRequest,
  releaseFile,
  runServer,
  scratchDir,
  scratchProject,
  startServer,
  type Server,
} from "./helpers";

const PORT = 4120;
const running: Server[] = [];

afterEach(() => {
  for (const server of running.splice(0)) server.kill("SIGKILL");
});
afterAll(removeScratchDirs);

async function start(project: string, port: number, env: Record<string, string> = {}) {
  const server = await startServer(project, port, { env });
  running.push(server);
  return server;
}

/** One plain line on the way out: no stack trace. */
function expectOneLine(output: string, pattern: RegExp) {
  const lines = output.trim().split("\n");
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(pattern);
}

describe("settings", () => {
  const project = scratchProject();

  for (const [setting, value, message] of [
    ["PORT", "abc", /^PORT is "abc": set it to a port number/],
    ["PORT", "", /^PORT is "": set it to a port number/],
    ["PORT", "0", /^PORT is "0"/],
    ["PORT", "70000", /^PORT is "70000"/],
    ["PORT", "3000.5", /^PORT is "3000.5"/],
    ["HOST", "", /^HOST is set but empty/],
    [
      "HOST",
      "no-such-host.invalid",
      /^HOST "no-such-host.invalid" is not an address of this machine/,
    ],
    ["HOST", "192.0.2.1", /^HOST "192.0.2.1" is not an address of this machine/],
    ["WEB_CONCURRENCY", "0", /^WEB_CONCURRENCY is "0": set it to the number of server processes/],
    ["WEB_CONCURRENCY", "many", /^WEB_CONCURRENCY is "many"/],
    ["STOP_GRACE_SECONDS", "0", /^STOP_GRACE_SECONDS is "0": set it to the seconds open requests/],
    ["STOP_GRACE_SECONDS", "soon", /^STOP_GRACE_SECONDS is "soon"/],
  ] as const) {
    it(`${setting}=${JSON.stringify(value)} stops with one plain line and exit code 1`, async () => {
      const { code, output } = await runServer(project, { PORT: String(PORT), [setting]: value });
      expect(code).toBe(1);
      // The line about the missing build comes first; the error is the only other line.
      expectOneLine(output.replace(/^No release in .*\n/, ""), message);
    });
  }

  it("a busy port stops it with one plain line and exit code 1", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(PORT + 1, resolve));
    try {
      const { code, output } = await runServer(project, { PORT: String(PORT + 1) });
      expect(code).toBe(1);
      expectOneLine(output.replace(/^No release in .*\n/, ""), /^Port 4121 is already in use/);
    } finally {
      blocker.close();
    }
  });

  it("HOST is honoured: on 127.0.0.1 it does not answer on 127.0.0.2", async () => {
    await start(project, PORT + 2, { HOST: "127.0.0.1" });
    expect((await rawRequest(PORT + 2, get("/"), { host: "127.0.0.1" })).status).toBe(503);
    expect(await portIsClosed(PORT + 2, "127.0.0.2")).toBe(true);
  });
});

/** The server processes `npm start` runs: the children of the first process. */
function serverProcesses(pid: number): number[] {
  return fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

describe("server processes", () => {
  it("one per WEB_CONCURRENCY; one that dies is replaced, and the site answers throughout", async () => {
    const project = scratchProject();
    await publish(project, fixtureSite());
    const server = await start(project, PORT + 6, { WEB_CONCURRENCY: "2" });
    const [first, second] = serverProcesses(server.pid);
    expect(serverProcesses(server.pid)).toHaveLength(2);

    process.kill(first, "SIGKILL");
    for (let request = 0; request < 20; request++) {
      expect((await rawRequest(PORT + 6, get("/about"))).status).toBe(200);
    }
    // The killed process stays among the children until the primary has reaped it (a busy
    // machine can take a while), so wait for it to be gone and its replacement to be there.
    const replaced = (list: number[]) => list.length === 2 && !list.includes(first);
    const deadline = Date.now() + 10_000;
    while (!replaced(serverProcesses(server.pid)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const now = serverProcesses(server.pid);
    expect(now).toHaveLength(2);
    expect(now).toContain(second);
    expect(now).not.toContain(first);
    expect(server.output()).toContain("A server process stopped (SIGKILL); starting another.");
    // Each process reports the release it serves; the first process prints it once.
    expect(server.output().match(/Serving release/g)).toHaveLength(1);
  });
});

describe("builds", () => {
  it("without a build it answers a 503 page, then serves the first build without a restart", async () => {
    const project = scratchProject();
    const server = await start(project, PORT + 3);
    const waiting = await rawRequest(PORT + 3, get("/about"));
    expect(waiting.status).toBe(503);
    expect(waiting.headers["retry-after"]).toBeDefined();
    expect(waiting.headers["cache-control"]).toBe("no-store");
    // No export has written the content's words yet, and the server has none of its own.
    expect(waiting.body.toString()).toContain('<meta http-equiv="refresh" content="30">');
    expect(waiting.body.toString()).not.toMatch(/<body>.*\p{L}.*<\/body>/su);

    const holding = "<!doctype html><title>⟦Back soon⟧</title><p>⟦From the content⟧</p>\n";
    await publish(project, fixtureSite(), holding);
    const served = await rawRequest(PORT + 3, get("/about"));
    expect(served.status).toBe(200);
    expect(served.headers.etag).toBe(etagOf(served.body));

    // The pointer gone (a half-copied deploy): the holding page the export wrote, in its words.
    fs.rmSync(path.join(project, "releases", "current.json"));
    const again = await rawRequest(PORT + 3, get("/about"));
    expect(again.status).toBe(503);
    expect(again.body.toString()).toBe(holding);
    expect(server.output()).not.toMatch(/^\s+at /m);
  });

  it("a new release is served at once and whole; old releases are pruned", async () => {
    const project = scratchProject();
    await publish(project, fixtureSite());
    await start(project, PORT + 4);
    const before = await rawRequest(PORT + 4, get("/about"));
    expect((await rawRequest(PORT + 4, get("/resources/second-article"))).status).toBe(404);

    const site = fixtureSite(["first-article", "second-article"]);
    site.rendered["about/index.html"] = page(
      "About Us",
      "<p>A longer page than before.</p>".repeat(20),
    );
    await publish(project, site);

    const after = await rawRequest(PORT + 4, get("/about"));
    expect(after.status).toBe(200);
    expect(after.body.length).toBeGreaterThan(before.body.length);
    expect(after.body.length).toBe(Number(after.headers["content-length"]));
    expect(after.headers.etag).toBe(etagOf(after.body));
    const added = await rawRequest(PORT + 4, get("/resources/second-article"));
    expect(added.status).toBe(200);
    expect((await rawRequest(PORT + 4, get("/resources"))).body.toString()).toContain(
      "second-article",
    );

    for (let build = 0; build < 3; build++) await publish(project, site);
    const releases = fs.readdirSync(path.join(project, "releases"));
    expect(releases.filter((name) => !["current.json", "objects"].includes(name))).toHaveLength(3);
    expect((await rawRequest(PORT + 4, get("/resources/second-article"))).status).toBe(200);
  });

  it("releases/ deleted while serving gives 503, not a crash; the next build is served", async () => {
    const project = scratchProject();
    await publish(project, fixtureSite());
    const server = await start(project, PORT + 5);
    expect((await rawRequest(PORT + 5, get("/about"))).status).toBe(200);

    fs.rmSync(path.join(project, "releases"), { recursive: true });
    for (const target of ["/about", "/", "/no-such-page"]) {
      expect((await rawRequest(PORT + 5, get(target))).status).toBe(503);
    }
    await publish(project, fixtureSite());
    expect((await rawRequest(PORT + 5, get("/about"))).status).toBe(200);
    expect(server.output()).not.toMatch(/^\s+at /m);
  });

  it("two releases of the same content are byte-identical, .br and .gz included", async () => {
    const project = scratchProject();
    // Each object is named by the digest of its bytes: the same names are the same bytes.
    const first = manifestOf(project, await publish(project, fixtureSite()));
    const second = manifestOf(project, await publish(project, fixtureSite()));
    expect(second.release).not.toBe(first.release);
    expect(second.files).toEqual(first.files);
    expect(second.notFound).toEqual(first.notFound);
    for (const address of ["/", "/about", "/assets/site-1.css", "/sitemap.xml"]) {
      const { encodings } = first.files[address];
      expect(Object.keys(encodings).sort(), address).toEqual(["br", "gzip", "identity"]);
      const bytes = releaseFile(project, first.release, first.files[address].file);
      expect(
        zlib
          .brotliDecompressSync(
            releaseFile(project, first.release, first.files[address].file, "br"),
          )
          .equals(bytes),
      ).toBe(true);
      expect(
        zlib
          .gunzipSync(releaseFile(project, first.release, first.files[address].file, "gzip"))
          .equals(bytes),
      ).toBe(true);
    }
  });

  it("a costly encoding comes from the build cache while its item is intact, else is made again", async () => {
    const project = scratchProject();
    const cache = scratchDir("build-cache-");
    const own = process.env.BUILD_CACHE_DIR;
    process.env.BUILD_CACHE_DIR = cache;
    try {
      // The client build's stylesheet: brotli's smallest setting, kept in the cache.
      const site = fixtureSite();
      const css = "assets/site-1.css";
      const bytes = Buffer.from(site.client[css]);
      const published = async () => releaseFile(project, await publish(project, site), css, "br");
      const made = await published();
      // Each item holds both encodings of a file: the .br's length (4 bytes), the sha256 of the
      // .br and the .gz (32 bytes), the .br, the .gz.
      const kept = path.join(cache, "compressed");
      const brOf = (item: Buffer) => item.subarray(36, 36 + item.readUInt32BE(0));
      const entries = fs.readdirSync(kept).filter((name) => {
        const item = fs.readFileSync(path.join(kept, name));
        try {
          return zlib.brotliDecompressSync(brOf(item)).equals(bytes);
        } catch {
          return false;
        }
      });
      expect(entries).toHaveLength(1);
      const item = fs.readFileSync(path.join(kept, entries[0]));
      expect(brOf(item).equals(made)).toBe(true);
      const gz = item.subarray(36 + brOf(item).length);
      const itemOf = (br: Buffer, digest = createHash("sha256").update(br).update(gz).digest()) => {
        const length = Buffer.alloc(4);
        length.writeUInt32BE(br.length);
        return Buffer.concat([length, digest, br, gz]);
      };
      // Another encoding of the same bytes, kept in its place, is what the next release has:
      // the encoding is taken from the cache, not made again.
      const other = zlib.brotliCompressSync(bytes, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 },
      });
      expect(other.equals(made)).toBe(false);
      fs.writeFileSync(path.join(kept, entries[0]), itemOf(other));
      expect((await published()).equals(other)).toBe(true);
      // A damaged one (cut short, or its bytes changed) is never published: it is made again.
      const damaged = other.subarray(0, other.length - 4);
      const digest = createHash("sha256").update(other).update(gz).digest();
      fs.writeFileSync(path.join(kept, entries[0]), itemOf(damaged, digest));
      expect((await published()).equals(made)).toBe(true);
      const flipped = Buffer.from(other);
      flipped[flipped.length - 1] ^= 1;
      fs.writeFileSync(path.join(kept, entries[0]), itemOf(flipped, digest));
      expect((await published()).equals(made)).toBe(true);
    } finally {
      if (own === undefined) delete process.env.BUILD_CACHE_DIR;
      else process.env.BUILD_CACHE_DIR = own;
    }
  });

  it("build/static holds the site and the host files, for static hosts", async () => {
    const project = scratchProject();
    await publish(project, fixtureSite());
    const staticDir = path.join(project, "build/static");
    for (const file of [
      "index.html",
      "about/index.html",
      "404.html",
      "favicon.svg",
      "_headers",
      "serve.json",
    ]) {
      expect(fs.existsSync(path.join(staticDir, file)), file).toBe(true);
    }
    expect(fs.lstatSync(staticDir).isDirectory()).toBe(true);
    // Precompressed files and dotfiles are for npm start only.
    const files = fs.readdirSync(staticDir, { recursive: true, encoding: "utf8" });
    expect(files.filter((file) => /\.(br|gz)$|(^|\/)\./.test(file))).toEqual([]);

    // The next release: a page gone (its folder too), a page changed, the rest as they were.
    const before = fs.statSync(path.join(staticDir, "index.html")).ino;
    const next = fixtureSite([]);
    next.rendered["about/index.html"] = page("About Us", "<p>Changed.</p>");
    await publish(project, next);
    expect(fs.existsSync(path.join(staticDir, "resources/first-article"))).toBe(false);
    expect(fs.readFileSync(path.join(staticDir, "about/index.html"), "utf8")).toContain("Changed.");
    expect(fs.readFileSync(path.join(staticDir, "index.html"), "utf8")).toBe(
      next.rendered["index.html"],
    );
    expect(fs.statSync(path.join(staticDir, "index.html")).ino).not.toBe(before);
    expect(fs.readFileSync(path.join(staticDir, "favicon.svg"), "utf8")).toBe(
      next.client["favicon.svg"],
    );
  });

  it("keeps each object once, and deletes the old ones no kept release names", async () => {
    const project = scratchProject();
    const objects = () =>
      fs
        .readdirSync(path.join(project, "releases/objects"), { recursive: true, encoding: "utf8" })
        .filter((name) => name.includes("/"));
    const named = (release: string) => {
      const manifest = manifestOf(project, release);
      return [...Object.values(manifest.files), manifest.notFound].flatMap((entry) =>
        Object.values(entry.encodings).map((variant) => variant.object!.replace(/^objects\//, "")),
      );
    };
    const first = await publish(project, fixtureSite(["first-article"]));
    const second = await publish(project, fixtureSite(["other-article"]));
    // Most files are the same in both releases: stored once.
    expect(objects().length).toBeLessThan(new Set([...named(first), ...named(second)]).size + 10);
    // Made long ago, as if by a build before the last ones.
    const past = new Date(Date.now() - 24 * 3600 * 1000);
    for (const name of objects()) {
      fs.utimesSync(path.join(project, "releases/objects", name), past, past);
    }
    const kept: string[] = [];
    for (let build = 0; build < 3; build++) {
      kept.push(await publish(project, fixtureSite([`article-${build}`])));
    }
    expect(fs.existsSync(path.join(project, "releases", first))).toBe(false);
    const stillNamed = new Set(kept.flatMap(named));
    expect(new Set(objects())).toEqual(stillNamed);
  });
});
