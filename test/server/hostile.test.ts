// Requests a hostile or careless client sends, over a raw socket, to `node server/index.js` serving a
// fixture release: each gets a 4xx or a correct answer, no Location leaves the site, nothing that is
// not part of the site is ever sent, and the server is still answering after every one of them.
import net from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BIG_FILE,
  INLINE_SCRIPT,
  etagOf,
  fixtureSite,
  get,
  publish,
  removeScratchDirs,
  rawRequest,
  scratchProject,
  sha256,
  startServer,
  type RawResponse,
  type Server,
} from "./helpers";

const PORT = 4110;
const HASHED_SEARCH_FILES = [
  "/pagefind/pagefind.en_fb1d6571a6.pf_meta",
  "/pagefind/index/en_294829d.pf_index",
  "/pagefind/fragment/en_9f82d73.pf_fragment",
];
const UNHASHED_SEARCH_FILES = [
  "/pagefind/pagefind.js",
  "/pagefind/pagefind-entry.json",
  "/pagefind/wasm.en.pagefind",
];
let server: Server;
let notFoundPage: Buffer;

beforeAll(async () => {
  const project = scratchProject();
  const site = fixtureSite();
  // Search's files as Pagefind names them: some hashed, some the same in every build.
  for (const file of [...HASHED_SEARCH_FILES, ...UNHASHED_SEARCH_FILES]) {
    site.rendered[file.slice(1)] = `bytes of ${file}`;
  }
  await publish(project, site);
  server = await startServer(project, PORT);
  notFoundPage = (await rawRequest(PORT, get("/no-such-page"))).body;
});

afterAll(() => {
  server?.kill("SIGKILL");
  removeScratchDirs();
});

async function send(request: string | Buffer, options?: { head?: boolean }) {
  return rawRequest(PORT, request, options);
}

/** The server answers a plain request for the home page with the whole page. */
async function expectAlive() {
  const response = await send(get("/"));
  expect(response.status).toBe(200);
  expect(response.body.length).toBe(Number(response.headers["content-length"]));
  expect(etagOf(response.body)).toBe(response.headers.etag);
}

/** No Location that a browser would follow off the site: one slash, then not a slash. */
function expectSameSiteLocation(response: RawResponse) {
  if (response.headers.location === undefined) return;
  expect(response.headers.location).toMatch(/^\/(?![/\\])/);
}

describe("a normal page", () => {
  it("is sent whole with the strict header set and the hash of its inline script", async () => {
    const response = await send(get("/about"));
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers.etag).toBe(etagOf(response.body));
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const csp = response.headers["content-security-policy"];
    expect(csp).toContain(`script-src 'self' 'sha256-${sha256(INLINE_SCRIPT)}'`);
    // The JSON-LD block is data: no hash for it.
    expect(csp.match(/'sha256-/g)).toHaveLength(1);
    expect(csp).not.toContain("unsafe-inline");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(response.headers["cross-origin-resource-policy"]).toBe("same-origin");
  });

  it("hashed assets may be kept a year", async () => {
    const response = await send(get("/assets/site-1.css"));
    expect(response.status).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("search's hashed files may be kept a year; its script, entry and WebAssembly are checked each visit", async () => {
    for (const file of HASHED_SEARCH_FILES) {
      const response = await send(get(file));
      expect(response.status, file).toBe(200);
      expect(response.headers["cache-control"], file).toBe("public, max-age=31536000, immutable");
    }
    for (const file of UNHASHED_SEARCH_FILES) {
      const response = await send(get(file));
      expect(response.status, file).toBe(200);
      expect(response.headers["cache-control"], file).toBe("public, max-age=0, must-revalidate");
    }
  });

  it("a file too large to keep in memory is streamed whole", async () => {
    const response = await send(get(`/${BIG_FILE}`));
    expect(response.status).toBe(200);
    expect(response.body.length).toBe(Number(response.headers["content-length"]));
    expect(etagOf(response.body)).toBe(response.headers.etag);
  });
});

describe("malformed request targets", () => {
  const targets = [
    "http://[::1",
    "http://",
    "*",
    "about",
    "/%",
    "/%zz",
    "/%ff",
    "/%c0%af",
    "/%00",
    "/about%00.html",
    "/a b",
    "/\u0001",
    `/${"a".repeat(3000)}`,
    `/${"a/".repeat(1500)}`,
    `/${"%2e%2e/".repeat(300)}`,
    `/${"a".repeat(20_000)}`,
  ];
  for (const target of targets) {
    it(`GET ${JSON.stringify(target.slice(0, 40))} gets a 4xx`, async () => {
      const response = await send(get(target));
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      await expectAlive();
    });
  }

  it("broken request lines and headers get a 4xx", async () => {
    for (const request of [
      "GET / HTTP/1.1\r\n\r\n", // no Host
      "GET / FOO/1.1\r\nHost: x\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
      "GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
      `GET / HTTP/1.1\r\nHost: x\r\nX-Long: ${"a".repeat(20_000)}\r\n\r\n`,
      "\u0000\u0001\u0002 garbage\r\n\r\n",
    ]) {
      const response = await send(request);
      expect(response.status, JSON.stringify(request.slice(0, 60))).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    }
    await expectAlive();
  });

  it("an absolute-form target is answered for its path, never for its host", async () => {
    const response = await send(get("http://evil.example/about/"));
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/about");
  });
});

describe("redirects stay on the site", () => {
  const offSite = [
    "/.//evil.com/",
    "/%2e//evil.com/",
    "/a/..//evil.com/",
    "////evil.com//",
    "//evil.com",
    "/\\evil.com/",
    "/%5cevil.com/",
    "/%2f%2fevil.com/",
    "/.%2f/evil.com/",
    "/..//evil.com",
    "/about/..//evil.com/",
    "/%09/evil.com",
  ];
  for (const target of offSite) {
    it(`${target} answers 404, with no Location`, async () => {
      const response = await send(get(target));
      expect(response.status).toBe(404);
      expect(response.headers.location).toBeUndefined();
      await expectAlive();
    });
  }

  const onSite: [string, string][] = [
    ["/about/", "/about"],
    ["//about", "/about"],
    ["/./about/", "/about"],
    ["/resources/../about", "/about"],
    ["/%2e%2e/about", "/about"],
    ["/about/index.html", "/about"],
    ["/index.html", "/"],
    ["/about/?utm_source=whatsapp", "/about?utm_source=whatsapp"],
    ["///about//", "/about"],
    [`/${"../".repeat(500)}about`, "/about"],
  ];
  for (const [target, location] of onSite) {
    it(`${target.slice(0, 40)} redirects to ${location}`, async () => {
      const response = await send(get(target));
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(location);
      expectSameSiteLocation(response);
    });
  }

  it("a long run of slashes is answered at once (linear time)", async () => {
    const response = await send(get(`/${"/".repeat(2000)}about`));
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("/about");
  });
});

describe("what is not part of the site is never sent", () => {
  const hidden = [
    "/_headers",
    "/%5fheaders",
    "/%5Fheaders",
    "/serve.json",
    "/manifest.json",
    "/../manifest.json",
    "/%2e%2e/manifest.json",
    "/..%2fmanifest.json",
    "/../current.json",
    "/current.json",
    "/../../releases/current.json",
    "/site/index.html",
    "/index.html.br",
    "/index.html.gz",
    "/about/index.html.br",
    "/_headers.br",
    "/images/articles/.gitkeep",
    "/.gitkeep",
    "/404.html",
    "/assets/",
    "/images",
    "/package.json",
    "/server/index.js",
  ];
  for (const target of hidden) {
    it(`${target} answers the 404 page under every encoding`, async () => {
      for (const encoding of ["identity", "gzip", "br", "br, gzip, *"]) {
        const response = await send(get(target, { "Accept-Encoding": encoding }));
        expect(response.status, `${target} ${encoding}`).toBe(404);
        const body = decoded(response);
        expect(body.equals(notFoundPage), `${target} ${encoding}`).toBe(true);
      }
    });
  }
});

function decoded(response: RawResponse): Buffer {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.body);
  if (encoding === "gzip") return gunzipSync(response.body);
  expect(encoding).toBeUndefined();
  return response.body;
}

describe("precompressed encodings", () => {
  const cases: [string | undefined, string | undefined][] = [
    [undefined, undefined],
    ["", undefined],
    ["identity", undefined],
    ["gzip, deflate, br", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip", "gzip"],
    ["gzip;q=0.5, br;q=0.4", "gzip"],
    ["br;q=0.1, identity;q=0.5", undefined],
    ["*", "br"],
    ["*;q=0, identity", undefined],
    ["BR", "br"],
    ["deflate", undefined],
    ["gzip;q=abc", undefined],
  ];
  for (const [accept, expected] of cases) {
    it(`Accept-Encoding ${JSON.stringify(accept)} gets ${expected ?? "identity"}`, async () => {
      const identity = (await send(get("/resources"))).body;
      const headers: Record<string, string> =
        accept === undefined ? {} : { "Accept-Encoding": accept };
      const response = await send(get("/resources", headers));
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe(expected);
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body.length).toBe(Number(response.headers["content-length"]));
      expect(response.headers.etag).toBe(etagOf(response.body));
      expect(decoded(response).equals(identity)).toBe(true);
    });
  }

  it("each encoding has its own ETag", async () => {
    const tags = new Set();
    for (const accept of ["identity", "gzip", "br"]) {
      tags.add((await send(get("/", { "Accept-Encoding": accept }))).headers.etag);
    }
    expect(tags.size).toBe(3);
  });

  it("pictures are never given a content coding", async () => {
    const response = await send(get(`/${BIG_FILE}`, { "Accept-Encoding": "br, gzip" }));
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });
});

describe("Range is not offered: a whole 200 always", () => {
  for (const range of [
    "bytes=5-1",
    "bytes=-100",
    "bytes=0-0",
    "bytes=0-",
    "bytes=abc",
    "bytes=1-2,3-4",
    "bytes=99999999-",
  ]) {
    it(`Range: ${range}`, async () => {
      const response = await send(get("/about", { Range: range }));
      expect(response.status).toBe(200);
      expect(response.headers["content-range"]).toBeUndefined();
      expect(response.headers.etag).toBe(etagOf(response.body));
      await expectAlive();
    });
  }
});

describe("methods", () => {
  for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"]) {
    it(`${method} gets 405 with Allow: GET, HEAD`, async () => {
      const response = await send(
        `${method} /about HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello`,
      );
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      await expectAlive();
    });
  }

  it("unknown methods and CONNECT get a 4xx or a closed connection", async () => {
    for (const request of [
      "BREW /about HTTP/1.1\r\nHost: x\r\n\r\n",
      "CONNECT evil.com:443 HTTP/1.1\r\nHost: evil.com:443\r\n\r\n",
    ]) {
      const response = await send(request);
      expect([0, 400, 405]).toContain(response.status);
    }
    await expectAlive();
  });

  it("HEAD sends the headers of GET and no body", async () => {
    const full = await send(get("/about", { "Accept-Encoding": "br" }));
    const head = await send(get("/about", { "Accept-Encoding": "br" }, "HEAD"), { head: true });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    expect(head.headers.etag).toBe(full.headers.etag);
    expect(head.body.length).toBe(0);
  });
});

describe("conditional requests", () => {
  it("If-None-Match with the ETag gets 304 with ETag, Cache-Control and Vary", async () => {
    for (const accept of ["identity", "br"]) {
      const { headers } = await send(get("/about", { "Accept-Encoding": accept }));
      for (const field of [headers.etag, `W/${headers.etag}`, `"other", ${headers.etag}`, "*"]) {
        const response = await send(
          get("/about", { "Accept-Encoding": accept, "If-None-Match": field }),
        );
        expect(response.status, field).toBe(304);
        expect(response.headers.etag).toBe(headers.etag);
        expect(response.headers["cache-control"]).toBe(headers["cache-control"]);
        expect(response.headers.vary).toBe("Accept-Encoding");
        expect(response.headers["content-security-policy"]).toBe(
          headers["content-security-policy"],
        );
        expect(response.body.length).toBe(0);
      }
    }
  });

  it("another encoding's ETag, or a stale one, gets the whole page", async () => {
    const br = await send(get("/about", { "Accept-Encoding": "br" }));
    for (const field of [br.headers.etag, '"stale"', "", ","]) {
      const response = await send(get("/about", { "If-None-Match": field }));
      expect(response.status).toBe(200);
      expect(response.headers.etag).toBe(etagOf(response.body));
    }
  });

  it("If-Match that does not match gets 412; one that matches gets the page", async () => {
    const { headers } = await send(get("/about"));
    expect((await send(get("/about", { "If-Match": '"stale"' }))).status).toBe(412);
    expect((await send(get("/about", { "If-Match": `W/${headers.etag}` }))).status).toBe(412);
    expect((await send(get("/about", { "If-Match": headers.etag }))).status).toBe(200);
  });
});

describe("slow clients", () => {
  it("a client that never finishes its headers is sent 408 and disconnected", async () => {
    const socket = net.connect(PORT, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", () => {});
    socket.write("GET /about HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");
    await new Promise((resolve) => socket.on("close", resolve));
    expect(answer).toMatch(/^HTTP\/1.1 408/);
    await expectAlive();
  }, 30_000);
});

describe("after all of the above", () => {
  it("the server is still up and has written no stack trace", async () => {
    await expectAlive();
    expect(server.output()).not.toMatch(/^\s+at /m);
    expect(server.output()).not.toContain("Error");
  });
});
