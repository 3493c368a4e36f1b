// Stopping: SIGTERM to `npm start` reaches the server, which takes no new connections, lets the
// answer in progress finish whole, and exits, leaving nothing listening. SIGINT does the same, and
// idle or stalled connections do not keep it running.
import { randomBytes } from "node:crypto";
import net from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import {
  etagOf,
  fixtureSite,
  get,
  portIsClosed,
  publish,
  removeScratchDirs,
  scratchProject,
  startServer,
  type Server,
} from "./helpers";

const PORT = 4130;
const HUGE_FILE = "images/huge.bin";
const running: Server[] = [];

afterEach(() => {
  for (const server of running.splice(0)) server.kill("SIGKILL");
});
afterAll(removeScratchDirs);

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Waited ${ms} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("SIGTERM to npm start", () => {
  it("finishes the answer in progress, refuses new connections, exits and leaves nothing listening", async () => {
    const project = scratchProject();
    const site = fixtureSite();
    // Larger than the socket buffers, so the answer is still being sent when the signal comes.
    site.client[HUGE_FILE] = randomBytes(48 * 1024 * 1024);
    await publish(project, site);
    // The answer may take as long as it takes to finish (a busy machine reads 48 MB slowly): what
    // is tested is that it does finish, whole, and that the server then exits by itself.
    const server = await startServer(project, PORT, {
      npm: true,
      env: { STOP_GRACE_SECONDS: "600" },
    });
    running.push(server);

    // A slow reader: it takes the first bytes, then stops reading.
    const socket = net.connect(PORT, "127.0.0.1");
    const chunks: Buffer[] = [];
    let reading = false;
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      if (!reading) socket.pause();
    });
    const closed = new Promise((resolve) => socket.on("close", resolve));
    socket.write(get(`/${HUGE_FILE}`));
    await until(() => chunks.length > 0, "the first bytes");

    server.kill("SIGTERM");
    await until(
      () => server.output().includes("SIGTERM: taking no new connections"),
      "the server to hear SIGTERM",
    );
    expect(await portIsClosed(PORT)).toBe(true);

    // The reader carries on: the whole file arrives, then the server exits by itself.
    reading = true;
    socket.resume();
    await closed;
    const received = Buffer.concat(chunks);
    const end = received.indexOf("\r\n\r\n");
    const head = received.subarray(0, end).toString();
    const body = received.subarray(end + 4);
    expect(head).toMatch(/^HTTP\/1.1 200/);
    expect(body.length).toBe(Number(head.match(/content-length: (\d+)/i)?.[1]));
    expect(head).toContain(`ETag: ${etagOf(body)}`);

    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain("Stopped.");
    expect(await portIsClosed(PORT)).toBe(true);
  });
});

describe("SIGINT to the server", () => {
  it("closes an idle keep-alive connection and exits at once", async () => {
    const project = scratchProject();
    await publish(project, fixtureSite());
    const server = await startServer(project, PORT + 1);
    running.push(server);

    const socket = net.connect(PORT + 1, "127.0.0.1");
    let answered = false;
    socket.on("data", () => (answered = true));
    const closedByServer = new Promise((resolve) => socket.on("close", resolve));
    socket.write(get("/about"));
    await until(() => answered, "the answer");

    server.kill("SIGINT");
    await closedByServer;
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain("Stopped.");
    expect(await portIsClosed(PORT + 1)).toBe(true);
  });

  it("does not wait for a client that never finishes its request", async () => {
    const project = scratchProject();
    await publish(project, fixtureSite());
    const server = await startServer(project, PORT + 2, { env: { STOP_GRACE_SECONDS: "1" } });
    running.push(server);

    const socket = net.connect(PORT + 2, "127.0.0.1");
    socket.on("error", () => {});
    await new Promise((resolve) => socket.on("connect", resolve));
    socket.write("GET /about HTTP/1.1\r\nHost: localhost\r\nX-Slow: ");

    server.kill("SIGTERM");
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toContain("Stopped.");
    expect(await portIsClosed(PORT + 2)).toBe(true);
    socket.destroy();
  });
});
