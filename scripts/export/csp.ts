// The Content-Security-Policy's side of the export: the hash of each inline script a page runs
// (the manifest's header set allows exactly those), and the 404 pages' own policy.
import { createHash } from "node:crypto";
import { metaContentSecurityPolicy } from "../../server/headers.js";
import { readPage, withPolicyMeta } from "./html";
import { isNotFoundPage } from "./manifest";
import type { RenderedFile } from "./render-site";

/** The sha256 hash (base64) of an inline script, for the page's CSP. */
export const scriptHash = (text: string) =>
  createHash("sha256").update(text, "utf8").digest("base64");

/**
 * A 404 page carries the site's policy itself: a static host sends it for any unknown address,
 * whose rules on Netlify give no policy (host-files.ts). Its own inline scripts are allowed by hash.
 */
export function withOwnPolicy(rendered: RenderedFile): RenderedFile {
  if (!isNotFoundPage(rendered.file) || !rendered.contentType.startsWith("text/html")) {
    return rendered;
  }
  const html = rendered.body.toString("utf8");
  const page = rendered.page ?? readPage(html);
  const policy = metaContentSecurityPolicy(page.inlineScripts.map(scriptHash));
  return { ...rendered, body: Buffer.from(withPolicyMeta(html, policy)), page };
}
