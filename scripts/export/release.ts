// Where the export's files go: a release folder that starts as a copy of the client build (hashed
// assets, favicon, pictures) and receives every rendered page. `publish` writes the host's header
// rules and makes the release the site in build/static.
import fs from "node:fs";
import path from "node:path";
import type { RenderedFile } from "./render-site";

const CLIENT_DIR = path.resolve("build/client");
const OUT_DIR = path.resolve("build/static");

const headers = JSON.parse(fs.readFileSync("server/headers.json", "utf8")) as {
  security: Record<string, string>;
  cache: { assets: string };
};

export function openRelease() {
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  fs.cpSync(CLIENT_DIR, OUT_DIR, { recursive: true });

  return {
    dir: OUT_DIR,
    exists: (file: string) => fs.existsSync(path.join(OUT_DIR, file)),
    write({ file, body }: RenderedFile) {
      const target = path.join(OUT_DIR, file);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, body);
    },
    publish() {
      // Header rules for static hosts that read a _headers file (Netlify, Cloudflare Pages).
      const securityLines = Object.entries(headers.security).map(
        ([name, value]) => `  ${name}: ${value}`,
      );
      fs.writeFileSync(
        path.join(OUT_DIR, "_headers"),
        ["/*", ...securityLines, "/assets/*", `  Cache-Control: ${headers.cache.assets}`, ""].join(
          "\n",
        ),
      );
    },
  };
}
