// `npm run dev` with a broken article, as a counsellor previews it: the page shows the same plain
// message as the content check (not "Sorry, something didn't load"), the terminal prints it
// without a stack trace, and fixing the file brings the page back without a restart.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { copyOfFixture, STACK_TRACE } from "./fixture-tree";

let base = "";
const REMIX = path.resolve("node_modules/@remix-run/dev/dist/cli.js");

let server: ChildProcess | undefined;

/** A port nobody listens on now, so this test never talks to another test's dev server. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}
let output = "";

afterAll(() => {
  server?.kill();
});

async function page(pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${base}${pathname}`, { headers: { Accept: "text/html" } });
  return { status: response.status, html: await response.text() };
}

/** Asks again until `accepts` is satisfied: the dev server reacts to a save within moments. */
async function eventually<T>(read: () => Promise<T>, accepts: (value: T) => boolean): Promise<T> {
  let last: T | undefined;
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      last = await read();
      if (accepts(last)) return last;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`gave up waiting; last answer: ${JSON.stringify(last)?.slice(0, 500)}`);
}

describe("npm run dev with a broken article", { timeout: 180_000 }, () => {
  it("shows the plain message on the page and in the terminal, and recovers once it is fixed", async () => {
    const contentDir = copyOfFixture();
    const port = await freePort();
    base = `http://localhost:${port}`;
    server = spawn(process.execPath, [REMIX, "vite:dev", "--port", String(port), "--strictPort"], {
      env: { ...process.env, CONTENT_DIR: contentDir, PREVIEW: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server.stdout!.on("data", (chunk) => (output += chunk));
    server.stderr!.on("data", (chunk) => (output += chunk));

    const address = "/resources/exam-season-at-home";
    const working = await eventually(
      () => page(address),
      ({ status }) => status === 200,
    );
    expect(working.html).toContain("<h1>Fixture: Exam Stress");

    const file = path.join(contentDir, "articles/exam-season-at-home.mdx");
    const text = fs.readFileSync(file, "utf8");
    fs.writeFileSync(
      file,
      text.replace("\nSome stress before", "\nDear {childName}, some stress before"),
    );
    const broken = await eventually(
      () => page(address),
      ({ status }) => status !== 200,
    );
    expect(broken.status).toBe(500);
    expect(broken.html).not.toContain("Sorry, something didn");
    expect(broken.html).toContain("The site cannot be built: 1 problem in content/.");
    expect(broken.html).toMatch(
      /content\/articles\/exam-season-at-home\.mdx:12:6: found &#34;\{childName\}, some stress/,
    );
    // Every page says so while the content is broken, not only the article's.
    expect((await page("/")).html).toContain("exam-season-at-home.mdx:12:6");
    await eventually(
      async () => output,
      (printed) => printed.includes("content/articles/exam-season-at-home.mdx:12:6: found"),
    );
    expect(output).not.toMatch(STACK_TRACE);

    fs.writeFileSync(file, text);
    const fixed = await eventually(
      () => page(address),
      ({ status }) => status === 200,
    );
    expect(fixed.html).toContain("<h1>Fixture: Exam Stress");
    await eventually(
      async () => output,
      (printed) => printed.includes("Content is fine again."),
    );
  });
});
