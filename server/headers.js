// The one place for the response headers of the site. The export puts the finished set (with the
// hashes of the inline scripts it wrote) into each release's manifest, which `npm start` sends, and
// into build/static/_headers (Netlify) and build/static/serve.json (the `serve` static server).

/**
 * Content-Security-Policy, directive by directive. Scripts run only from the site's own files and
 * from the inline scripts the export found and hashed (the menu script, the contact form's
 * hydration); there is no 'unsafe-inline'. Styles, pictures and everything else come from the site
 * itself. Nothing may frame the site, plug-ins are off, and forms post only to the site.
 */
const CONTENT_SECURITY_POLICY = {
  "default-src": ["'self'"],
  // connect-src stays 'self' (from default-src) here: Lighthouse reads /robots.txt from inside the
  // page, and 'none' on every page cost each one its SEO 100 (GoogleChrome/lighthouse#4386). The
  // Resources tools, which must never send what a parent writes, forbid it in their own HTML
  // (TOOL_PAGE_POLICY in app/features/tools/define-page.ts); content pages run no script that could connect.
  "script-src": ["'self'"],
  "object-src": ["'none'"],
  "base-uri": ["'self'"],
  "frame-ancestors": ["'none'"],
  "form-action": ["'self'"],
};

const SECURITY_HEADERS = {
  // Browsers ignore it over plain HTTP (RFC 6797), so `npm start` on a laptop is unaffected; behind
  // HTTPS it keeps every later visit on HTTPS.
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Content-Type-Options": "nosniff",
  // For browsers older than CSP's frame-ancestors.
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // The site asks for none of these; a page that someone managed to alter could not either.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
};

/**
 * The counsellors' editor at /admin (Decap CMS) needs more than the site's pages, and only there:
 * its styles are written by its script (emotion), it talks to GitHub's API and shows GitHub
 * avatars, and it signs in through a window of Netlify's OAuth provider, which must be able to
 * answer the page that opened it (hence the Opener-Policy). Scripts still come only from the site;
 * 'unsafe-eval' because Decap checks its configuration with ajv, which compiles its checks. It
 * reads back (connect-src blob:) a picture just uploaded, which it holds at a blob: address made
 * by the page itself, to keep the unsaved entry with its picture in the browser's storage; refused,
 * the entry's copy there fails, so a reload before the save loses the picture.
 */
export const EDITOR_PATH = "/admin";
const EDITOR_CONTENT_SECURITY_POLICY = {
  ...CONTENT_SECURITY_POLICY,
  "script-src": ["'self'", "'unsafe-eval'"],
  "style-src": ["'self'", "'unsafe-inline'"],
  "img-src": ["'self'", "data:", "blob:", "https://avatars.githubusercontent.com"],
  "connect-src": ["'self'", "blob:", "https://api.github.com"],
  "font-src": ["'self'", "data:"],
};

/** The headers of the editor's page and files; `connect` adds where else it may send (a local proxy). */
export function editorHeaders(connect = []) {
  const policy = Object.entries(EDITOR_CONTENT_SECURITY_POLICY)
    .map(([name, sources]) =>
      [name, ...sources, ...(name === "connect-src" ? connect : [])].join(" "),
    )
    .join("; ");
  return {
    ...SECURITY_HEADERS,
    "Content-Security-Policy": policy,
    "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
  };
}

/** Whether an address is the editor's page or one of its files. */
export function isEditorPath(pathname) {
  return pathname === EDITOR_PATH || pathname.startsWith(`${EDITOR_PATH}/`);
}

/**
 * Addresses whose file names carry a hash of their content, so change whenever it does: they may
 * be kept for a year. Vite's assets, and Pagefind's per-language meta (pagefind.<lang>_<hash>.pf_meta),
 * word index chunks and fragments. Pagefind's script, its entry file (which names each language's
 * meta by its hash) and its WebAssembly (wasm.<lang>.pagefind: named by language alone) are
 * checked on each visit, so a new build's index is found at once. A "*" at the end matches
 * everything below a folder; anywhere else, any characters within one name.
 */
export const IMMUTABLE_PATHS = [
  "/assets/*",
  "/pagefind/index/*",
  "/pagefind/fragment/*",
  "/pagefind/pagefind.*.pf_meta",
];
export const IMMUTABLE = "public, max-age=31536000, immutable";
/** One pattern of IMMUTABLE_PATHS as a regular expression's source, unanchored. */
function patternSource(pattern) {
  const below = pattern.endsWith("/*");
  const source = (below ? pattern.slice(0, -1) : pattern)
    .split("*")
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join("[^/]*");
  return below ? `${source}.*` : source;
}
/** The source of a regular expression that an address of IMMUTABLE_PATHS matches, and no other. */
export const IMMUTABLE_ADDRESS = `^(?:${IMMUTABLE_PATHS.map(patternSource).join("|")})$`;
const immutableAddress = new RegExp(IMMUTABLE_ADDRESS);
/** Whether the file at this address has a hashed name (IMMUTABLE_PATHS). */
export const isImmutable = (pathname) => immutableAddress.test(pathname);
/** Everything else is checked again on each visit (a 304 when unchanged): a new build shows at once. */
export const REVALIDATE = "public, max-age=0, must-revalidate";
/**
 * A file whose address never changes but whose bytes must be seen as soon as they do: the tool
 * pages' service worker. Browsers check it on every visit to a tool page; no cache may answer for
 * the server.
 */
export const NO_CACHE = "no-cache";

/**
 * The search pages (/search in each language) run Pagefind, whose search is WebAssembly: the
 * browser compiles it only where script-src allows 'wasm-unsafe-eval' (which lets a page compile
 * WebAssembly, not run text as script). Its files and index come from the site itself (/pagefind/,
 * under connect-src 'self'), and it runs on the page, with no worker. No other page gets this.
 */
const SEARCH_SCRIPT_SOURCES = ["'wasm-unsafe-eval'"];

/**
 * The Content-Security-Policy value, allowing the inline scripts with these sha256 hashes;
 * `search: true` is the search pages' own (SEARCH_SCRIPT_SOURCES).
 */
export function contentSecurityPolicy(scriptHashes, { search = false } = {}) {
  const hashes = [...new Set(scriptHashes)].sort().map((hash) => `'sha256-${hash}'`);
  const extra = search ? SEARCH_SCRIPT_SOURCES : [];
  return Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, sources]) =>
      [name, ...sources, ...(name === "script-src" ? [...extra, ...hashes] : [])].join(" "),
    )
    .join("; ");
}

/** Directives a policy in a <meta http-equiv> element cannot carry: browsers ignore them there. */
const HEADER_ONLY_DIRECTIVES = ["frame-ancestors", "report-uri", "sandbox"];

/**
 * The policy as a 404 page carries it in its own <meta http-equiv>: a static host answers an
 * unknown address with 404.html under that address's rules, which on Netlify have no policy (see
 * hostFiles in scripts/export/host-files.ts). Framing stays refused by X-Frame-Options, which every
 * address gets.
 */
export function metaContentSecurityPolicy(scriptHashes) {
  return contentSecurityPolicy(scriptHashes)
    .split("; ")
    .filter((directive) => !HEADER_ONLY_DIRECTIVES.includes(directive.split(" ")[0]))
    .join("; ");
}

/** Every header that goes on every response of a build whose inline scripts have these hashes. */
export function securityHeaders(scriptHashes) {
  return {
    "Content-Security-Policy": contentSecurityPolicy(scriptHashes),
    ...SECURITY_HEADERS,
  };
}

/** The headers a search page has of its own: its policy (contentSecurityPolicy's `search`). */
export function searchPageHeaders(scriptHashes) {
  return { "Content-Security-Policy": contentSecurityPolicy(scriptHashes, { search: true }) };
}

/** Cache-Control for the file at this address. */
export function cacheControlFor(pathname) {
  return isImmutable(pathname) ? IMMUTABLE : REVALIDATE;
}
