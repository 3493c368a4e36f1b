// The site's header set against Mozilla's HTTP Observatory (the MDN version, github.com/mdn/
// mdn-http-observatory: src/analyzer/tests/*.js for the tests, src/grader/charts.js for the score
// table, src/scanner/index.js for the sum). Every site starts at 100; bonuses count only when the
// score without them is at least 90; 100 or more is A+. The header-based tests are reproduced
// here; the two that are not about headers are fixed by the site itself: redirection to HTTPS is
// the host's (Netlify, or the proxy in front of npm start), and Subresource Integrity scores 0
// when every script comes from the site's own origin, which script-src 'self' enforces.
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  IMMUTABLE,
  REVALIDATE,
  cacheControlFor,
  editorHeaders,
  metaContentSecurityPolicy,
  securityHeaders,
} from "../server/headers.js";
import { hostFiles } from "../scripts/export/host-files";
import { openRelease } from "../scripts/export/open-release";
import { readPage } from "../scripts/export/html";

type Headers = Record<string, string>;
type Result = { test: string; modifier: number; pass: boolean };

const BROAD = new Set([
  "ftp:",
  "http:",
  "https:",
  "*",
  "http://*",
  "http://*.*",
  "https://*",
  "https://*.*",
]);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", "data:"]);
const BROAD_OR_INLINE = new Set([...BROAD, ...UNSAFE_INLINE]);
const NONCE_OR_HASH = /^'(sha256-|sha384-|sha512-|nonce-)/;

/** csp.js and cspParser.js: one policy, sent over HTTPS. */
function csp(headers: Headers): Result & { frameAncestors: boolean } {
  const value = headers["Content-Security-Policy"];
  if (!value) return { test: "csp", modifier: -25, pass: false, frameAncestors: false };
  const policy = new Map<string, Set<string>>();
  for (const [name, ...sources] of value.split(";").map((part) => part.trim().split(/\s+/))) {
    if (!name) continue;
    const directive = name.toLowerCase();
    if (policy.has(directive))
      return { test: "csp", modifier: -25, pass: false, frameAncestors: false };
    const list = sources.map((source) => source.toLowerCase());
    policy.set(
      directive,
      new Set(list.length === 0 && directive.endsWith("-src") ? ["'none'"] : list),
    );
  }
  const fallback = (name: string) =>
    new Set(policy.get(name) ?? policy.get("default-src") ?? ["*"]);
  const scriptSrc = fallback("script-src");
  const styleSrc = fallback("style-src");
  const objectSrc = fallback("object-src");
  for (const list of [scriptSrc, styleSrc]) {
    if ([...list].some((source) => NONCE_OR_HASH.test(source))) list.delete("'unsafe-inline'");
  }
  if (scriptSrc.has("'strict-dynamic'")) {
    if (![...scriptSrc].some((source) => NONCE_OR_HASH.test(source))) {
      return { test: "csp", modifier: -25, pass: false, frameAncestors: false };
    }
    for (const source of scriptSrc) {
      if (
        [...BROAD].some((broad) => source.startsWith(broad)) ||
        ["'self'", "'unsafe-inline'"].includes(source)
      ) {
        scriptSrc.delete(source);
      }
    }
  }
  const active = [
    ...[...policy]
      .filter(([name]) => !["img-src", "media-src", "script-src"].includes(name))
      .flatMap(([, list]) => [...list]),
    ...scriptSrc,
  ];
  const passive = ["img-src", "media-src"].flatMap((name) => [
    ...(policy.get(name) ?? policy.get("default-src") ?? []),
  ]);
  const insecure = (source: string) => source.startsWith("http:") || source.startsWith("ftp:");
  const frameAncestors = policy.has("frame-ancestors");
  let result: Result;
  if (
    [...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) ||
    [...objectSrc].some((s) => BROAD.has(s))
  ) {
    result = { test: "csp", modifier: -20, pass: false };
  } else if (active.some(insecure)) {
    result = { test: "csp", modifier: -20, pass: false };
  } else if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    result = { test: "csp", modifier: -10, pass: false };
  } else if (passive.some(insecure)) {
    result = { test: "csp", modifier: -10, pass: true };
  } else if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) {
    result = { test: "csp", modifier: 0, pass: true };
  } else {
    const defaultNone =
      policy.get("default-src")?.has("'none'") && policy.get("default-src")?.size === 1;
    result = { test: "csp", modifier: defaultNone ? 10 : 5, pass: true };
  }
  return { ...result, frameAncestors };
}

/** x-frame-options.js: frame-ancestors in the CSP counts for more than the header. */
function xFrameOptions(headers: Headers, viaCsp: boolean): Result {
  if (viaCsp) return { test: "x-frame-options", modifier: 5, pass: true };
  const value = headers["X-Frame-Options"]?.trim().toLowerCase();
  if (value === "deny" || value === "sameorigin")
    return { test: "x-frame-options", modifier: 0, pass: true };
  return { test: "x-frame-options", modifier: -20, pass: false };
}

/** referrer-policy.js: the last valid value decides. */
function referrerPolicy(headers: Headers): Result {
  const good = ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"];
  const bad = ["origin", "origin-when-cross-origin", "unsafe-url", "no-referrer-when-downgrade"];
  const value = headers["Referrer-Policy"];
  if (value === undefined) return { test: "referrer-policy", modifier: 0, pass: true };
  const policy = value
    .split(",")
    .map((part) => part.trim().toLowerCase())
    .filter((part) => good.includes(part) || bad.includes(part))
    .at(-1);
  if (policy && good.includes(policy)) return { test: "referrer-policy", modifier: 5, pass: true };
  return { test: "referrer-policy", modifier: -5, pass: false };
}

/** strict-transport-security.js: six months or more (15552000 s), one header. */
function strictTransportSecurity(headers: Headers): Result {
  const value = headers["Strict-Transport-Security"];
  if (value === undefined || value.includes(","))
    return { test: "hsts", modifier: -20, pass: false };
  const maxAge = value
    .split(";")
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith("max-age="));
  if (maxAge === undefined) return { test: "hsts", modifier: -20, pass: false };
  const seconds = Number.parseInt(maxAge.slice(8), 10);
  return seconds >= 15_552_000
    ? { test: "hsts", modifier: 0, pass: true }
    : { test: "hsts", modifier: -10, pass: false };
}

function xContentTypeOptions(headers: Headers): Result {
  const nosniff = headers["X-Content-Type-Options"]?.trim().toLowerCase() === "nosniff";
  return { test: "x-content-type-options", modifier: nosniff ? 0 : -5, pass: nosniff };
}

/** cross-origin-resource-policy.js */
function crossOriginResourcePolicy(headers: Headers): Result {
  const value = headers["Cross-Origin-Resource-Policy"]?.trim().toLowerCase();
  if (value === undefined || value === "cross-origin")
    return { test: "corp", modifier: 0, pass: true };
  if (value === "same-origin" || value === "same-site")
    return { test: "corp", modifier: 10, pass: true };
  return { test: "corp", modifier: -5, pass: false };
}

/** cookies.js and cors.js: the site sets no cookie and opens nothing to other origins. */
function cookiesAndCors(headers: Headers): Result[] {
  return [
    { test: "cookies", modifier: headers["Set-Cookie"] ? -20 : 0, pass: !headers["Set-Cookie"] },
    { test: "cors", modifier: 0, pass: headers["Access-Control-Allow-Origin"] === undefined },
  ];
}

/** scanner/index.js and grader.js. */
function observatory(headers: Headers) {
  const policy = csp(headers);
  const results: Result[] = [
    policy,
    xFrameOptions(headers, policy.frameAncestors),
    referrerPolicy(headers),
    strictTransportSecurity(headers),
    xContentTypeOptions(headers),
    crossOriginResourcePolicy(headers),
    ...cookiesAndCors(headers),
    { test: "redirection", modifier: 0, pass: true },
    { test: "subresource-integrity", modifier: 0, pass: true },
  ];
  const withBonus = 100 + results.reduce((sum, r) => sum + r.modifier, 0);
  const withoutBonus = 100 + results.reduce((sum, r) => sum + Math.min(r.modifier, 0), 0);
  const score = withoutBonus >= 90 ? withBonus : withoutBonus;
  return { score, aPlus: score >= 100, failed: results.filter((r) => !r.pass).map((r) => r.test) };
}

const HASHES = [
  "9Qlx/tXIZpazbIrcuKKazkvBn1l7qpVLNVctnzSU1hM=",
  "zv1X4rpoqpjLtz4zKnOGFAxmFFB3VOvcgru2G7k/mCo=",
];
const SITE = securityHeaders(HASHES);

/** Netlify's rules of a _headers file that match an address ("/*" and "/about/*" match "/about/x"). */
function netlifyHeadersFor(file: string, address: string): Headers {
  const found: Headers = {};
  let matches = false;
  for (const line of file.split("\n")) {
    if (line.startsWith("/")) {
      const rule = line.trim();
      matches = rule.endsWith("/*")
        ? address === rule.slice(0, -2) || address.startsWith(rule.slice(0, -1))
        : address === rule;
    } else if (matches && line.trim()) {
      const name = line.slice(2, line.indexOf(":"));
      // Netlify joins the values of a header several rules set: each may be set only once.
      expect(found[name], `${name} for ${address}`).toBeUndefined();
      found[name] = line.slice(line.indexOf(":") + 2);
    }
  }
  return found;
}
describe("the site's header set", () => {
  it("gets A+ from the Observatory's rules, passing every test", () => {
    const result = observatory(SITE);
    expect(result.failed).toEqual([]);
    expect(result.aPlus).toBe(true);
  });

  it("has the directives the issue asks for and no unsafe script source", () => {
    const policy = SITE["Content-Security-Policy"];
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
    expect(policy).toContain(`script-src 'self' 'sha256-${HASHES[0]}' 'sha256-${HASHES[1]}'`);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|data:/);
    expect(SITE["Strict-Transport-Security"]).toBe("max-age=31536000; includeSubDomains");
    expect(SITE["Cross-Origin-Opener-Policy"]).toBe("same-origin");
  });

  const ADDRESSES = ["/", "/about", "/resources/some-article", "/mr/about", "/favicon.svg"];

  it("is exactly what _headers (Netlify) and serve.json (serve) carry, on every page", () => {
    const files = hostFiles(SITE, [], {}, ADDRESSES);
    for (const address of ADDRESSES) {
      expect(netlifyHeadersFor(files._headers, address)).toEqual(SITE);
    }
    const serve = JSON.parse(files["serve.json"]) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const everywhere = serve.headers.find((rule) => rule.source === "**")!;
    const fromServe = Object.fromEntries(everywhere.headers.map(({ key, value }) => [key, value]));
    delete fromServe["Cache-Control"];
    expect(fromServe).toEqual(SITE);
  });

  it("gives the editor at /admin its own policy, and no other page", () => {
    const files = hostFiles(SITE, [], {}, [...ADDRESSES, "/admin", "/admin/cms.js"]);
    const editor = editorHeaders();
    for (const address of ["/admin", "/admin/cms.js"]) {
      expect(netlifyHeadersFor(files._headers, address)).toEqual(editor);
    }
    expect(editor["Content-Security-Policy"]).toContain(
      "connect-src 'self' blob: https://api.github.com",
    );
    expect(editor["Cross-Origin-Opener-Policy"]).toBe("same-origin-allow-popups");
    for (const address of ADDRESSES) {
      expect(netlifyHeadersFor(files._headers, address)["Content-Security-Policy"]).toBe(
        SITE["Content-Security-Policy"],
      );
    }
    const serve = JSON.parse(files["serve.json"]) as { headers: { source: string }[] };
    expect(serve.headers.map((rule) => rule.source)).toContain("admin/**");
  });
});

/** `serve` (its request handler, serve-handler) answering these files by this serve.json: each one's Cache-Control. */
async function serveCacheControl(serveJson: string, files: string[]) {
  type Handler = (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    config: object,
  ) => Promise<void>;
  const handler = createRequire(import.meta.url)("serve-handler") as Handler;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "serve-cache-control-"));
  const server = http.createServer((request, response) => {
    void handler(request, response, { ...JSON.parse(serveJson), public: root });
  });
  try {
    for (const file of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), "bytes");
    }
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const found: Record<string, string | null> = {};
    for (const file of files) {
      const response = await fetch(`http://127.0.0.1:${port}/${file}`);
      expect(response.status, file).toBe(200);
      found[`/${file}`] = response.headers.get("cache-control");
    }
    return found;
  } finally {
    server.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}

describe("what a browser may keep without asking again", () => {
  // Names as Pagefind 1.6 writes them: the meta, index chunks and fragments carry a hash.
  const HASHED = [
    "/assets/site-1.css",
    "/assets/pictures/first-640.webp",
    "/pagefind/pagefind.en_fb1d6571a6.pf_meta",
    "/pagefind/pagefind.mr_68f5e1896b.pf_meta",
    "/pagefind/index/en_294829d.pf_index",
    "/pagefind/fragment/hi_f95fb9c.pf_fragment",
  ];
  // Same names in every build: the entry names the current meta, so it must be asked for again.
  const CHECKED = [
    "/pagefind/pagefind.js",
    "/pagefind/pagefind-entry.json",
    "/pagefind/wasm.en.pagefind",
    "/pagefind/wasm.unknown.pagefind",
    "/favicon.svg",
    "/about",
  ];

  it("is every hashed file, search's index included, on npm start, Netlify and serve", async () => {
    const files = hostFiles(SITE, [], {}, ["/", ...HASHED, ...CHECKED]);
    const serve = await serveCacheControl(
      files["serve.json"],
      HASHED.map((address) => address.slice(1)),
    );
    for (const address of HASHED) {
      expect(cacheControlFor(address), address).toBe(IMMUTABLE);
      expect(netlifyHeadersFor(files._headers, address)["Cache-Control"], address).toBe(IMMUTABLE);
      expect(serve[address], address).toBe(IMMUTABLE);
    }
  });

  it("is not Pagefind's script, entry file or WebAssembly, whose names never change", async () => {
    const files = hostFiles(SITE, [], {}, ["/", ...HASHED, ...CHECKED]);
    const checkedFiles = CHECKED.filter((address) => address.includes("."));
    const serve = await serveCacheControl(
      files["serve.json"],
      checkedFiles.map((address) => address.slice(1)),
    );
    for (const address of CHECKED) {
      expect(cacheControlFor(address), address).toBe(REVALIDATE);
      // Netlify's own default for a file without a rule is REVALIDATE's.
      expect(netlifyHeadersFor(files._headers, address)["Cache-Control"], address).toBeUndefined();
    }
    for (const address of checkedFiles) expect(serve[address], address).toBe(REVALIDATE);
  });
});

describe("an unknown address on Netlify", () => {
  const SCRIPT = 'document.documentElement.className="js"';
  const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><script>${SCRIPT}</script><title>Not found</title></head><body><p>Not found</p></body></html>`;

  /** A release with a page and the 404 pages of two languages, as the export writes them. */
  async function release() {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "not-found-policy-"));
    try {
      fs.mkdirSync(path.join(root, "build/client"), { recursive: true });
      const written = openRelease(root);
      for (const file of ["about/index.html", "404.html", "mr/404.html"]) {
        const body = Buffer.from(PAGE);
        const pathname = `/${file.replace(/(index)?\.html$/, "")}`;
        await written.write({ pathname, file, contentType: "text/html; charset=utf-8", body });
      }
      await written.publish();
      const files = ["_headers", "404.html", "mr/404.html", "about/index.html"];
      const text = Object.fromEntries(
        files.map((file) => [file, fs.readFileSync(path.join(root, "build/static", file), "utf8")]),
      );
      return { read: (file: string) => text[file], headers: text._headers };
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }

  it("gets the 404 page, which carries the site's policy itself, before its first script", async () => {
    const { read, headers } = await release();
    // Netlify sends 404.html under the rules of the address asked for: none gives a policy.
    expect(netlifyHeadersFor(headers, "/no-such-thing")["Content-Security-Policy"]).toBeUndefined();
    const hash = createHash("sha256").update(SCRIPT).digest("base64");
    for (const file of ["404.html", "mr/404.html"]) {
      const html = read(file);
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"\/>/.exec(html);
      expect(meta?.[1]).toBe(metaContentSecurityPolicy([hash]));
      expect(meta!.index).toBeLessThan(html.indexOf("<script>"));
      expect(readPage(html).inlineScripts).toEqual([SCRIPT]);
    }
    // A page at a known address gets the header alone.
    expect(read("about/index.html")).not.toContain("http-equiv");
  });

  it("with every directive a meta policy can carry", () => {
    const policy = metaContentSecurityPolicy(HASHES);
    const header = SITE["Content-Security-Policy"].split("; ");
    expect(policy.split("; ")).toEqual(
      header.filter((each) => !each.startsWith("frame-ancestors")),
    );
    expect(policy).toContain(`script-src 'self' 'sha256-${HASHES[0]}'`);
  });
});

describe("the grading itself notices a weaker set", () => {
  const without = (pattern: RegExp) =>
    Object.fromEntries(Object.entries(SITE).filter(([name]) => !pattern.test(name)));
  const weaker: [string, Headers, string, boolean][] = [
    // [what, headers, the test that fails, whether the grade stays A+ all the same]
    [
      "'unsafe-inline' scripts",
      {
        ...SITE,
        "Content-Security-Policy": "default-src 'self'; script-src 'self' 'unsafe-inline'",
      },
      "csp",
      false,
    ],
    ["no CSP", without(/^Content-Security-Policy$/), "csp", false],
    [
      "a duplicate directive",
      { ...SITE, "Content-Security-Policy": "default-src 'self'; default-src 'none'" },
      "csp",
      false,
    ],
    [
      "object-src from anywhere",
      { ...SITE, "Content-Security-Policy": "default-src 'self'; object-src *" },
      "csp",
      false,
    ],
    ["no HSTS and no nosniff", without(/Strict|Content-Type-Options/), "hsts", false],
    // -10 leaves 90, so the bonuses still count: the Observatory's own arithmetic.
    ["a short HSTS", { ...SITE, "Strict-Transport-Security": "max-age=86400" }, "hsts", true],
  ];
  for (const [what, headers, test, stillAPlus] of weaker) {
    it(`${what}: the ${test} test fails${stillAPlus ? "" : " and the grade is below A+"}`, () => {
      const result = observatory(headers);
      expect(result.failed).toContain(test);
      expect(result.aPlus).toBe(stillAPlus);
    });
  }
});
