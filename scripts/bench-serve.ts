// `npm run bench:serve` (after `npm run build`): requests per second of `npm start` against nginx
// (one worker, Debian's nginx-light, on a scratch config) serving the same release, with wrk and
// 32 connections, once without compression and once with `Accept-Encoding: br` as browsers send.
// Each run asks for every page of the site in turn. Fails when npm start is below half of nginx,
// or when br is not as fast as identity. Options: --duration <s> per run (default 5), --rounds <n>
// (3; the best run of each is kept). Ports 4140 (nginx) and 4141 (npm start), or BENCH_PORT.
import { execFile, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { IMMUTABLE, IMMUTABLE_ADDRESS } from "../server/headers.js";
import { buildLayout, manifestFile, variantPath, type Manifest } from "../server/release.js";

const run = promisify(execFile);
const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const DURATION = option("duration", 5);
const ROUNDS = option("rounds", 3);
const CONNECTIONS = 32;
const NGINX_PORT = Number(process.env.BENCH_PORT ?? 4140);
const NODE_PORT = NGINX_PORT + 1;
/** The budget: at least half of nginx; br at least as fast as identity (within noise). */
const MIN_RATIO = 0.5;
const MIN_BR_VS_IDENTITY = 0.9;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function has(command: string): Promise<boolean> {
  return run("sh", ["-c", `command -v ${command}`]).then(
    () => true,
    () => false,
  );
}

const layout = buildLayout(process.cwd());
if (!fs.existsSync(layout.pointer)) fail("No release to serve: run `npm run build` first.");
if (!(await has("wrk"))) fail("wrk is not installed (apt-get install wrk).");
const { release } = JSON.parse(fs.readFileSync(layout.pointer, "utf8")) as { release: string };
const manifest = JSON.parse(fs.readFileSync(manifestFile(layout, release), "utf8")) as Manifest;
const pages = Object.entries(manifest.files)
  .filter(([, file]) => file.type.startsWith("text/html"))
  .map(([address]) => address);

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "bench-serve-"));
// nginx started by root serves as "nobody", which must be able to enter the folder (mkdtemp: 0700).
fs.chmodSync(scratch, 0o755);
const wrkScript = path.join(scratch, "pages.lua");
fs.writeFileSync(
  wrkScript,
  `local paths = {${pages.map((page) => JSON.stringify(page)).join(", ")}}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
`,
);

/**
 * The release as a folder nginx serves: each file with its .gz beside it (gzip_static), hard
 * links to the release's objects.
 */
function siteTree(): string {
  const site = path.join(scratch, "site");
  const entries = [
    ...Object.values(manifest.files),
    manifest.notFound,
    ...Object.values(manifest.notFoundIn),
  ];
  for (const entry of entries) {
    const target = path.join(site, entry.file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.linkSync(variantPath(layout, release, entry), target);
    if (entry.encodings.gzip)
      fs.linkSync(variantPath(layout, release, entry, "gzip"), `${target}.gz`);
  }
  return site;
}

/** nginx as a practice would run it: one worker, files from the release, the same headers. */
function nginxConfig(): string {
  const headers = (cacheControl: string) =>
    Object.entries({ ...manifest.headers, "Cache-Control": cacheControl })
      .map(([name, value]) => `      add_header ${name} "${value}" always;`)
      .join("\n");
  const temp = (name: string) => `${name}_temp_path ${path.join(scratch, name)};`;
  return `worker_processes 1;
daemon off;
pid ${path.join(scratch, "nginx.pid")};
error_log ${path.join(scratch, "error.log")} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  open_file_cache max=10000 inactive=60s;
  gzip_static on;
  ${["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp).join("\n  ")}
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${siteTree()};
    error_page 404 /404.html;
    location / {
      try_files $uri $uri/index.html =404;
${headers(manifest.files[pages[0]].cacheControl)}
    }
    # The site's one list of hashed addresses (server/headers.js IMMUTABLE_PATHS), as npm start
    # serves them: Vite's assets and Pagefind's hashed meta, index chunks and fragments.
    location ~ "${IMMUTABLE_ADDRESS}" {
${headers(IMMUTABLE)}
    }
  }
}
`;
}

async function waitForPort(port: number, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if (server.exitCode !== null) fail(`A server on port ${port} exited (${server.exitCode}).`);
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fail(`Nothing answered on port ${port}.`);
}

type Measure = { rps: number; errors: number };

async function wrk(port: number, encoding: string, seconds: number): Promise<Measure> {
  const { stdout } = await run("wrk", [
    ...["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "-s", wrkScript],
    ...["-H", `Accept-Encoding: ${encoding}`, `http://127.0.0.1:${port}`],
  ]);
  const rps = Number(stdout.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0);
  const errors =
    Number(stdout.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) +
    [...stdout.matchAll(/(connect|read|write|timeout) (\d+)/g)].reduce(
      (n, m) => n + Number(m[2]),
      0,
    );
  return { rps, errors };
}

/** A process and its children (npm start's server processes), read from /proc. */
function processTree(pid: number): number[] {
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return [pid, ...children.flatMap(processTree)];
}

function memoryOf(pid: number): string {
  let now = 0;
  let most = 0;
  for (const each of processTree(pid)) {
    const status = fs.readFileSync(`/proc/${each}/status`, "utf8");
    const kb = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
    now += kb("VmRSS");
    most += kb("VmHWM");
  }
  const processes = processTree(pid).length;
  return `${Math.round(now / 1024)} MB now, ${Math.round(most / 1024)} MB at most (${processes} processes)`;
}

const servers: ChildProcess[] = [];
const stopAll = () => {
  servers.forEach((server) => server.kill("SIGTERM"));
  fs.rmSync(scratch, { recursive: true, force: true });
};
process.on("exit", stopAll);

const node = spawn(process.execPath, ["server/index.js"], {
  env: { ...process.env, HOST: "127.0.0.1", PORT: String(NODE_PORT) },
  stdio: "ignore",
});
servers.push(node);
await waitForPort(NODE_PORT, node);

const withNginx = await has("nginx");
if (withNginx) {
  fs.writeFileSync(path.join(scratch, "nginx.conf"), nginxConfig());
  const nginx = spawn("nginx", ["-c", path.join(scratch, "nginx.conf"), "-p", scratch], {
    stdio: "ignore",
  });
  servers.push(nginx);
  await waitForPort(NGINX_PORT, nginx);
} else {
  console.log("nginx is not installed (apt-get install nginx-light): npm start alone.\n");
}

console.log(
  `${pages.length} pages in turn, ${CONNECTIONS} connections, ${DURATION} s per run, best of ${ROUNDS}; ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}.\n`,
);
const results: Record<string, Record<string, Measure>> = {};
const contenders = [
  ["npm start", NODE_PORT],
  ...(withNginx ? [["nginx", NGINX_PORT] as const] : []),
] as const;
// A short first run warms caches (the server keeps small files in memory once read). Then the
// runs take turns, so that a burst of load from elsewhere does not fall on one contender only.
for (const encoding of ["identity", "br"]) {
  for (const [, port] of contenders) await wrk(port, encoding, 2);
}
for (let round = 0; round < ROUNDS; round++) {
  for (const encoding of ["identity", "br"]) {
    for (const [name, port] of contenders) {
      const measure = await wrk(port, encoding, DURATION);
      const best = results[encoding]?.[name];
      if (!best || measure.rps > best.rps) (results[encoding] ??= {})[name] = measure;
    }
  }
}

const failures: string[] = [];
const rows = Object.entries(results).map(([encoding, measures]) => {
  const node = measures["npm start"];
  const nginx = measures.nginx;
  const ratio = nginx ? node.rps / nginx.rps : undefined;
  if (ratio !== undefined && ratio < MIN_RATIO) {
    failures.push(`${encoding}: npm start is ${ratio.toFixed(2)}× nginx (at least ${MIN_RATIO}×)`);
  }
  for (const [name, measure] of Object.entries(measures)) {
    if (measure.errors > 0) failures.push(`${encoding}: ${name} had ${measure.errors} errors`);
  }
  return {
    "Accept-Encoding": encoding,
    "npm start req/s": Math.round(node.rps),
    "nginx req/s": nginx ? Math.round(nginx.rps) : "-",
    "npm start / nginx": ratio === undefined ? "-" : `${ratio.toFixed(2)}×`,
  };
});
console.table(rows);
const brVsIdentity = results.br["npm start"].rps / results.identity["npm start"].rps;
console.log(`npm start with br: ${brVsIdentity.toFixed(2)}× its identity rate.`);
console.log(`npm start memory: ${memoryOf(node.pid!)}.`);
if (withNginx) console.log("(nginx-light has no brotli: it answers br requests uncompressed.)");
if (brVsIdentity < MIN_BR_VS_IDENTITY) {
  failures.push(`br is ${brVsIdentity.toFixed(2)}× identity (at least ${MIN_BR_VS_IDENTITY}×)`);
}

stopAll();
fs.rmSync(scratch, { recursive: true, force: true });
if (failures.length > 0) fail(`\nBelow budget:\n  ${failures.join("\n  ")}`);
console.log("\nWithin budget: at least", `${MIN_RATIO}× nginx, br as fast as identity.`);
