// A rebuild while `npm start` serves and a client keeps asking: in a scratch copy of the project
// with the fixture content tree, a first build, start the server, add an article, `npm run build`. Every answer during the rebuild is whole (its length is
// its Content-Length, its bytes hash to its ETag), none fails, and afterwards the new article is
// served, without a restart, from a list that links to it.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { fixtureProject, runPackageScript } from "../fixture-tree";
import { etagOf, removeScratchDirs, scratchDir, startServer, type Server } from "./helpers";

const PORT = 4115;
const NEW_SLUG = "rebuild-test-article";
const NEW_TITLE = "An Article Added While The Site Was Serving";
let server: Server | undefined;

afterAll(() => {
  server?.kill("SIGKILL");
  removeScratchDirs();
});

function scratchCopy(): string {
  return fixtureProject(scratchDir("rebuild-"), [".gitignore"]);
}

/**
 * `npm run build`, as the one Node process npm's script runs (npm and tsx's own command would add
 * two more, about 0.6 CPU s a build; the suite's other builds run it through npm).
 */
async function build(project: string): Promise<void> {
  const { code, stdout, stderr } = await runPackageScript("build", {
    cwd: project,
    // Far ahead, so that the new article (dated the day before) is the newest of all.
    env: { CONTENT_DIR: "", PREVIEW: "", BUILD_DATE: "2099-12-31" },
  });
  if (code !== 0) throw new Error(`npm run build failed:\n${stdout}${stderr}`);
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });

function request(pathname: string, encoding: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: "127.0.0.1",
        port: PORT,
        path: pathname,
        agent,
        headers: { "Accept-Encoding": encoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

/** What is wrong with an answer, if anything: not 200 (or 404 for the new article), not whole. */
function problemWith(pathname: string, answer: Answer): string | undefined {
  const allowed = pathname.includes(NEW_SLUG) ? [200, 404] : [200];
  if (!allowed.includes(answer.status)) return `${pathname} answered ${answer.status}`;
  if (answer.body.length !== Number(answer.headers["content-length"])) {
    return `${pathname}: ${answer.body.length} bytes, Content-Length ${answer.headers["content-length"]}`;
  }
  if (answer.status === 200 && answer.headers.etag !== etagOf(answer.body)) {
    return `${pathname}: the bytes do not match the ETag ${answer.headers.etag}`;
  }
}

it("serves every request whole during a rebuild, then the new article without a restart", async () => {
  const project = scratchCopy();
  await build(project);
  server = await startServer(project, PORT);

  const home = (await request("/", "identity")).body.toString();
  const stylesheet = home.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
  const resourcesBefore = await request("/resources", "identity");
  const article = resourcesBefore.body.toString().match(/href="(\/resources\/[a-z0-9-]+)"/)?.[1];
  expect(stylesheet).toBeDefined();
  expect(article).toBeDefined();
  const targets = [
    "/",
    "/resources",
    "/sitemap.xml",
    stylesheet!,
    article!,
    `/resources/${NEW_SLUG}`,
  ];

  // The new article: a copy of an existing one under a new address and title.
  const articles = path.join(project, "content/articles");
  const source = fs.readdirSync(articles).find((name) => name.endsWith(".mdx"))!;
  const text = fs.readFileSync(path.join(articles, source), "utf8");
  fs.writeFileSync(
    path.join(articles, `${NEW_SLUG}.mdx`),
    text
      .replace(/^title: .*$/m, `title: "${NEW_TITLE}"`)
      .replace(/^date: .*$/m, "date: 2099-12-30")
      .replace(/^draft: .*$/m, ""),
  );

  const problems: string[] = [];
  let answers = 0;
  let building = true;
  const polling = (async () => {
    for (let round = 0; building; round++) {
      for (const target of targets) {
        try {
          const problem = problemWith(target, await request(target, round % 2 ? "br" : "identity"));
          if (problem) problems.push(problem);
        } catch (error) {
          problems.push(`${target}: ${(error as Error).message}`);
        }
        answers++;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  await build(project);
  building = false;
  await polling;

  expect(problems).toEqual([]);
  expect(answers).toBeGreaterThan(50);

  const added = await request(`/resources/${NEW_SLUG}`, "identity");
  expect(added.status).toBe(200);
  expect(problemWith(`/resources/${NEW_SLUG}`, added)).toBeUndefined();
  expect(added.body.toString()).toContain(NEW_TITLE);
  const resourcesAfter = await request("/resources", "br");
  expect(resourcesAfter.headers.etag).not.toBe(resourcesBefore.headers.etag);
  expect((await request("/resources", "identity")).body.toString()).toContain(
    `/resources/${NEW_SLUG}`,
  );
  expect((await request("/sitemap.xml", "identity")).body.toString()).toContain(
    `/resources/${NEW_SLUG}<`,
  );
  expect(server.output()).not.toMatch(/^\s+at /m);
  agent.destroy();
}, 600_000);
