// A new release of the site (server/release-lifecycle.js keeps its life in one place, beside the
// server that reads it): the client build (hashed assets, favicon, pictures) and every rendered
// file, each put in the object store with its .br and .gz (compress.ts), then published with its
// manifest (manifest.ts) and the static hosts' rules (host-files.ts). docs/decisions/004 says why.
import fs from "node:fs";
import path from "node:path";
import { buildLayout, type Manifest } from "../../server/release.js";
import {
  filesBelow,
  newReleaseId,
  objectStore,
  publishRelease,
} from "../../server/release-lifecycle.js";
import { cachedEncode, clientQuality, isCompressible, jobQueue, renderedQuality } from "./compress";
import { scriptHash, withOwnPolicy } from "./csp";
import { hostFilesOf, type Redirect } from "./host-files";
import { readPage, type Page } from "./html";
import { addressOf, manifestOf, typeOf, type Written } from "./manifest";
import type { RenderedFile } from "./render-site";

/**
 * Opens a new release of the project at `root` (build/client must be there). `precompress: false`
 * (a preview build) writes no .br and .gz: static hosts compress themselves, `npm start` then
 * sends the files as they are, and a reviewer's preview is ready about 2.5 CPU seconds sooner.
 */
export function openRelease(
  root = process.cwd(),
  { precompress = true, redirects = [] as Redirect[] } = {},
) {
  const clientDir = path.join(root, "build/client");
  const layout = buildLayout(root);
  const store = objectStore(layout);
  const id = newReleaseId(layout);
  const written = new Map<string, Written>();
  const scriptHashes = new Set<string>();
  const compressing = jobQueue();
  let clientAdded = false;

  async function add(
    file: string,
    bytes: Buffer,
    type: string,
    quality: number,
    page?: Page,
    cacheControl?: string,
  ) {
    const record: Written = { file, type, encodings: { identity: store.put(bytes) }, cacheControl };
    written.set(file, record);
    if (type.startsWith("text/html")) {
      for (const text of (page ?? readPage(bytes.toString("utf8"))).inlineScripts)
        scriptHashes.add(scriptHash(text));
    }
    if (!precompress || !isCompressible(type)) return;
    await compressing.add(async () => {
      const [br, gz] = await cachedEncode(bytes, quality);
      // Kept only when smaller.
      if (br.length < bytes.length) record.encodings.br = store.put(br);
      if (gz.length < bytes.length) record.encodings.gzip = store.put(gz);
    });
  }

  async function addClientFiles() {
    if (clientAdded) return;
    clientAdded = true;
    for (const file of filesBelow(clientDir)) {
      const address = addressOf(file);
      if (written.has(file) || address === undefined) continue;
      const bytes = fs.readFileSync(path.join(clientDir, file));
      await add(file, bytes, typeOf(file), clientQuality(address));
    }
  }

  return {
    /** Whether the release has the file: the client build's, or one written already. */
    exists: (file: string) => written.has(file) || fs.existsSync(path.join(clientDir, file)),
    /** The bytes of a file of the release, by its address. */
    bytesOf(address: string): Buffer {
      const file = address.slice(1);
      const record = written.get(file);
      return record
        ? store.read(record.encodings.identity.object!)
        : fs.readFileSync(path.join(clientDir, file));
    },

    async write(rendered: RenderedFile) {
      const { file, body, contentType, page, cacheControl } = withOwnPolicy(rendered);
      await add(file, body, contentType || typeOf(file), renderedQuality(file), page, cacheControl);
    },

    /**
     * Adds the client build's files (assets, favicon, pictures) the release has not written:
     * once, and at the latest by `publish`. A file written after this replaces the client's.
     */
    addClientFiles,

    /**
     * Finishes the release and makes it the site; returns its id. `holdingPage` is the page the
     * server answers while it has no release (scripts/export/holding-page.ts).
     */
    async publish(holdingPage?: string): Promise<string> {
      await addClientFiles();
      await compressing.settled();
      const manifest: Manifest = manifestOf(id, written, scriptHashes);
      publishRelease(layout, manifest, {
        holdingPage,
        hostFiles: hostFilesOf(manifest, redirects),
      });
      return id;
    },
  };
}
