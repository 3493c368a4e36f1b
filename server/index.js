// `npm start` (the same as `node server/index.js`, which process managers may run directly): serves
// the current release of the static export on HOST (default: every interface) and PORT (default
// 3000). A new build is served as soon as the export finishes, without a restart. SIGTERM or SIGINT
// stops it gracefully: no new connections, open requests finish, exit within a few seconds.
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildLayout, followReleases } from "./release.js";
import { createHandler } from "./serve.js";

const ROOT = path.resolve(fileURLToPath(import.meta.url), "../..");
/** How long open requests may take to finish after SIGTERM/SIGINT. */
const GRACE_MS = 5_000;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function listenAddress(env) {
  const { HOST: host, PORT: port = "3000" } = env;
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
    fail(
      `PORT is ${JSON.stringify(port)}: set it to a port number from 1 to 65535, or leave it unset for 3000.`,
    );
  }
  if (host !== undefined && host.trim() === "") {
    fail("HOST is set but empty: set it to an address such as 127.0.0.1, or leave it unset.");
  }
  return { host, port: Number(port) };
}

function listenError(error, { host, port }) {
  const where = `${host ?? "every interface"} port ${port}`;
  switch (error.code) {
    case "EADDRINUSE":
      return `Port ${port} is already in use (${where}): stop the other server or set PORT to a free port.`;
    case "EACCES":
      return `Not allowed to listen on ${where}: choose a PORT above 1023, or run with the right to use it.`;
    case "EADDRNOTAVAIL":
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `HOST ${JSON.stringify(host)} is not an address of this machine: set HOST to one of its addresses, or leave it unset.`;
    default:
      return `Could not listen on ${where}: ${error.message}`;
  }
}

const address = listenAddress(process.env);
const log = (line) => console.log(line);
const releases = followReleases(buildLayout(ROOT), log);
releases.current();

let stopping = false;
const server = http.createServer(
  {
    // Slow or silent clients may not hold connections: headers within 10 s, a request within 15 s.
    headersTimeout: 10_000,
    requestTimeout: 15_000,
    connectionsCheckingInterval: 1_000,
    keepAliveTimeout: 5_000,
  },
  createHandler(releases, { log, isStopping: () => stopping }),
);
// A client that stops reading an answer for 30 s loses its connection.
server.setTimeout(30_000);

server.on("error", (error) => {
  if (!server.listening) fail(listenError(error, address));
  log(`Server error, still serving: ${error.message}`);
});
server.listen(address.port, address.host, () => {
  const host = address.host ?? "localhost";
  log(`Listening on http://${host.includes(":") ? `[${host}]` : host}:${address.port}`);
});

function stop(signal) {
  if (stopping) {
    log(`${signal} again: stopping now.`);
    process.exit(1);
  }
  stopping = true;
  log(`${signal}: taking no new connections, finishing open requests.`);
  server.close(() => {
    log("Stopped.");
    process.exit(0);
  });
  // Keep-alive connections close as soon as they are idle; the last ones are cut after the grace.
  server.closeIdleConnections();
  setInterval(() => server.closeIdleConnections(), 50).unref();
  setTimeout(() => {
    log(`Requests still open after ${GRACE_MS / 1000} s: closing them.`);
    server.closeAllConnections();
    process.exit(0);
  }, GRACE_MS).unref();
}
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
