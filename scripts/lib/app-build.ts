// The app build (Remix's browser and server builds and the contact form's island, in build/client
// and build/server) is made from the code and the packages, never from the content: the content
// reaches the server as one file, build/server/content.json, written here after Vite, and the
// pictures of the public/ folder beside it are copied into build/client by every build, since Vite
// has nothing to do with them but copy them (vite.config.ts leaves Vite's own copy out of a
// build). So a build whose code is the same as before (a counsellor's pull request, a rebuild
// after an edit) takes the app build kept from last time and writes only content.json, instead of
// running Vite again (about 6 CPU seconds and 5 of wall time). Vite runs in a process of its own
// (`remix vite:build`): the memory it holds at its end (about 600 MB) is given back before the
// export starts. The kept copy is named by a digest of everything Vite reads;
// `test/static-export.test.ts` checks that a reused app build gives the very same site. Builds of
// the same code that run at the same time (the test suite's) make one app build between them: the
// first runs Vite under a lock beside the key, the others wait for it (scripts/lib/build-lock.ts).
import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { buildCache, type Content, CONTENT_FILE, digestOf, publicDirOf } from "../../app/build-api";
import { filesBelow } from "../../server/release-lifecycle.js";
import { makeOnce } from "./build-lock";

/** App builds kept: the current code's and the one before it (a branch switched back and forth). */
const KEEP = 2;
/** Beside an app build's key in the cache: the lock of the build making it. */
const LOCK = ".lock";
/** What Vite makes; build/static is the export's. */
const OUTPUTS = ["client", "server"];
/** Files at the project's root that shape the app build (npm's record stands for node_modules). */
const ROOT_FILES = [
  "package.json",
  "package-lock.json",
  "node_modules/.package-lock.json",
  "vite.config.ts",
  "tsconfig.json",
];

/** Every file below dir, as a path, in a stable order; none when there is no such folder. */
const pathsBelow = (dir: string): string[] =>
  fs.existsSync(dir)
    ? filesBelow(dir)
        .sort()
        .map((file) => path.join(dir, file))
    : [];

/**
 * A digest of everything the app build is made from: every file of app/, the project's
 * configuration and lockfiles, Vite's .env files, Node's version and the environment variables
 * Vite reads (NODE_ENV, VITE_*). Not the content, nor the pictures of public/ beside it.
 */
export function appBuildKey(root: string): string {
  const envFiles = fs
    .readdirSync(root)
    .filter((name) => name.startsWith(".env"))
    .map((name) => path.join(root, name));
  // Each file by its name in the project: a scratch copy gives the same app build.
  const named = [
    ...[...ROOT_FILES.map((name) => path.join(root, name)), ...envFiles.sort()].map(
      (file) => [path.relative(root, file), file] as const,
    ),
    ...pathsBelow(path.join(root, "app")).map((file) => [path.relative(root, file), file] as const),
  ];
  const env = Object.entries(process.env)
    .filter(([name]) => name === "NODE_ENV" || name.startsWith("VITE_"))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return digestOf(
    ...named.flatMap(([name, file]) => [name, fs.existsSync(file) ? fs.readFileSync(file) : ""]),
    JSON.stringify([process.version, env]),
  ).slice(0, 32);
}

/** Copies build/client and build/server into the cache, as `key`. */
function keep(build: string, apps: ReturnType<typeof buildCache>, key: string): void {
  apps.write(key, (temporary) => {
    for (const output of OUTPUTS) {
      fs.cpSync(path.join(build, output), path.join(temporary, output), { recursive: true });
    }
  });
  // The newest stay; older app builds only take space.
  const cache = path.dirname(apps.path(key));
  const others = fs
    .readdirSync(cache)
    .filter((name) => !name.endsWith(".tmp") && !name.endsWith(LOCK))
    .map((name) => ({ name, time: fs.statSync(path.join(cache, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
    .slice(KEEP);
  for (const { name } of others)
    fs.rmSync(path.join(cache, name), { recursive: true, force: true });
}

/** Makes build/client and build/server with Vite (the app build of `root`). */
export type ViteBuild = (root: string) => Promise<void>;

const REMIX_CLI = createRequire(import.meta.url).resolve("@remix-run/dev/dist/cli.js");

/** `remix vite:build` in a process of its own, as production; its output is this build's. */
const buildWithVite: ViteBuild = (root) =>
  new Promise((resolve, reject) => {
    const vite = spawn(process.execPath, [REMIX_CLI, "vite:build"], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production" },
      stdio: "inherit",
    });
    vite.on("error", reject);
    vite.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`Vite's build failed (${signal ?? code}).`)),
    );
  });

/**
 * Builds the app with the checked content into build/, or takes the app build kept for the same
 * code and writes the content beside it; then copies the content's public/ folder into
 * build/client. Returns whether Vite ran. (`vite` is there for the tests.)
 */
export async function buildApp(
  root: string,
  contentDir: string,
  content: Content,
  vite: ViteBuild = buildWithVite,
): Promise<"built" | "reused"> {
  const made = await makeAppBuild(root, vite);
  // The same text the content plugin gives Vite in `npm run dev`.
  fs.writeFileSync(path.join(root, "build", "server", CONTENT_FILE), JSON.stringify(content));
  const publicDir = publicDirOf(contentDir);
  if (fs.existsSync(publicDir)) {
    fs.cpSync(publicDir, path.join(root, "build", "client"), { recursive: true });
  }
  return made;
}

/** Copies the kept app build into build/: false when it is not there (whole). */
function reuse(build: string, kept: string): boolean {
  if (!fs.existsSync(kept)) return false;
  try {
    for (const output of OUTPUTS) {
      fs.rmSync(path.join(build, output), { recursive: true, force: true });
      fs.cpSync(path.join(kept, output), path.join(build, output), { recursive: true });
    }
    // Touched, so pruning keeps the app builds in use.
    const now = new Date();
    fs.utimesSync(kept, now, now);
    return true;
  } catch {
    return false; // removed while being copied (another build pruned it): built as usual
  }
}

async function makeAppBuild(root: string, vite: ViteBuild): Promise<"built" | "reused"> {
  const build = path.join(root, "build");
  // Named by the digest of the code itself: an app build has no other inputs.
  const apps = buildCache("app");
  const key = appBuildKey(root);
  const kept = apps.path(key);
  if (reuse(build, kept)) return "reused";
  const viteAndKeep = async () => {
    await vite(root);
    try {
      keep(build, apps, key);
    } catch {
      // A cache that cannot be written only costs the next build time.
    }
  };
  // Builds of the same code at the same time (the suite's) make one app build between them: the
  // first runs Vite, the others wait for it and take its app build from the cache.
  const made = await makeOnce(`${kept}${LOCK}`, () => fs.existsSync(kept), viteAndKeep);
  if (made === "found" && reuse(build, kept)) return "reused";
  if (made === "found") await viteAndKeep();
  return "built";
}
