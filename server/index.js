// `npm start` (the same as `node server/index.js`, which process managers may run directly): serves
// the current release of the static export on HOST (default: every interface) and PORT (default
// 3000), from one server process per CPU (WEB_CONCURRENCY sets how many): one Node process cannot
// keep up with the network on its own, and a process that dies is replaced while the others go on
// answering. A new build is served as soon as the export finishes, without a restart. SIGTERM or
// SIGINT stops it gracefully: no new connections, open requests finish within STOP_GRACE_SECONDS
// (default 5), then it exits.
import cluster from "node:cluster";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildLayout, followReleases } from "./release.js";
import { createHandler } from "./serve.js";

const ROOT = path.resolve(fileURLToPath(import.meta.url), "../..");
/** A server process that keeps dying is not restarted more often than this. */
const RESTART_DELAY_MS = 1_000;

function fail(message) {
  console.error(message);
  process.exit(1);
}

function readSettings(env) {
  const {
    HOST: host,
    PORT: port = "3000",
    WEB_CONCURRENCY: workers,
    STOP_GRACE_SECONDS: grace = "5",
  } = env;
  if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
    fail(
      `PORT is ${JSON.stringify(port)}: set it to a port number from 1 to 65535, or leave it unset for 3000.`,
    );
  }
  if (host !== undefined && host.trim() === "") {
    fail("HOST is set but empty: set it to an address such as 127.0.0.1, or leave it unset.");
  }
  if (workers !== undefined && !(/^\d{1,2}$/.test(workers) && Number(workers) >= 1)) {
    fail(
      `WEB_CONCURRENCY is ${JSON.stringify(workers)}: set it to the number of server processes (1 to 99), or leave it unset for one per CPU.`,
    );
  }
  // How long open requests may take to finish after SIGTERM/SIGINT: a process manager's own
  // wait before it kills the server should be longer.
  if (!(/^\d{1,3}$/.test(grace) && Number(grace) >= 1 && Number(grace) <= 600)) {
    fail(
      `STOP_GRACE_SECONDS is ${JSON.stringify(grace)}: set it to the seconds open requests may take to finish when the server stops (1 to 600), or leave it unset for 5.`,
    );
  }
  return {
    host,
    port: Number(port),
    workers: workers ? Number(workers) : os.availableParallelism(),
    graceMs: Number(grace) * 1000,
  };
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

/**
 * The first process: starts the server processes, prints what they report (each line once, however
 * many of them say it), replaces one that dies, and stops them all on SIGTERM or SIGINT.
 */
function primary(settings) {
  const printed = new Map();
  const say = (line) => {
    // The processes see the same releases at about the same moment: one line for all of them.
    const now = Date.now();
    if (now - (printed.get(line) ?? -Infinity) < 2_000) return;
    printed.set(line, now);
    console.log(line);
  };
  let listening = 0;
  let stopping = false;

  function start() {
    const worker = cluster.fork();
    worker.on("message", (message) => {
      if (message.log) say(message.log);
      if (message.fail && !stopping) {
        // A setting that stops one process stops them all: say it once, and exit.
        stopping = true;
        console.error(message.fail);
        for (const other of Object.values(cluster.workers ?? {})) other?.kill("SIGKILL");
        process.exit(1);
      }
      if (message.closed) closedOne(worker);
      if (message.listening && ++listening === settings.workers) {
        const host = settings.host ?? "localhost";
        say(`Listening on http://${host.includes(":") ? `[${host}]` : host}:${settings.port}`);
      }
    });
  }

  // On a signal, the processes still listening: the line that says no new connection is taken
  // is printed once every one of them has closed its listening socket, so that it is true.
  let stillListening = new Set();
  let stopSignal = "";
  function closedOne(worker) {
    if (!stillListening.delete(worker.id) || stillListening.size > 0) return;
    console.log(`${stopSignal}: taking no new connections, finishing open requests.`);
  }

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) {
      closedOne(worker);
      if (Object.keys(cluster.workers ?? {}).length > 0) return;
      console.log("Stopped.");
      process.exit(0);
    }
    say(`A server process stopped (${signal ?? `exit code ${code}`}); starting another.`);
    setTimeout(start, RESTART_DELAY_MS);
  });

  function stop(signal) {
    if (stopping) {
      console.log(`${signal} again: stopping now.`);
      process.exit(1);
    }
    stopping = true;
    stopSignal = signal;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    stillListening = new Set(workers.map((worker) => worker.id));
    for (const worker of workers) worker.send("stop");
    setTimeout(() => {
      console.log(`Requests still open after ${settings.graceMs / 1000} s: closing them.`);
      process.exit(0);
    }, settings.graceMs + 500).unref();
  }
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  // Each server process accepts from the shared socket itself. With Node's default on Linux (the
  // first process accepts and hands each connection on) a connection handed to a process that has
  // just died is never answered; from the shared socket, the processes still alive take it.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  for (let index = 0; index < settings.workers; index++) start();
}

/** A server process: answers requests until the first process (or a signal) says stop. */
function worker(settings) {
  const log = (line) => process.send({ log: line });
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
    if (!server.listening) {
      process.send({ fail: listenError(error, settings) }, () => process.exit(1));
      return;
    }
    log(`Server error, still serving: ${error.message}`);
  });
  server.listen(settings.port, settings.host, () => process.send({ listening: true }));

  function stop() {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    // The listening socket is closed now: the first process says so once all have done it.
    if (process.connected) process.send({ closed: true });
    // Keep-alive connections close as soon as they are idle; the last ones are cut after the grace.
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), 50).unref();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, settings.graceMs).unref();
  }
  process.on("message", (message) => message === "stop" && stop());
  // Ctrl-C reaches every process of the group, and a process manager may signal them all.
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
  // The first process is gone: nobody would replace or stop this one.
  process.on("disconnect", stop);
}

const settings = readSettings(process.env);
if (cluster.isPrimary) primary(settings);
else worker(settings);
