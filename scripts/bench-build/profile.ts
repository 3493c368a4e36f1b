// Where a build's CPU time goes, by stage, from V8's CPU profiles (`node --cpu-prof`) of every
// Node process and thread of the build (npm, the build, its workers, Vite's). Each sample is
// put in the first stage of STAGES that any frame of its stack belongs to: a share image's PNG
// compression is the share images', not compression's; React rendering a page inside Remix's
// handler is React's. The samples of a waiting thread ("(idle)") are not counted.
import fs from "node:fs";
import path from "node:path";

type Frame = { functionName: string; url: string };
type ProfileNode = { id: number; callFrame: Frame; children?: number[] };
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

const urlHas =
  (...parts: string[]) =>
  ({ url }: Frame) =>
    parts.some((part) => url.includes(part));
const named =
  (...names: string[]) =>
  ({ functionName }: Frame) =>
    names.includes(functionName);
const either =
  (...tests: ((frame: Frame) => boolean)[]) =>
  (frame: Frame) =>
    tests.some((test) => test(frame));

/** The stages, first match wins: a stage named earlier takes the samples of those it calls. */
export const STAGES: { stage: string; has: (frame: Frame) => boolean }[] = [
  {
    stage: "share images (satori, resvg, PNG)",
    has: either(named("renderShareImage"), urlHas("/satori/", "/@resvg/", "png.server")),
  },
  { stage: "compression (brotli, gzip)", has: urlHas("node:zlib", "scripts/export/compress") },
  {
    stage: "the export's HTML work (parse5, CSP)",
    has: either(
      urlHas("/parse5/", "scripts/export/html"),
      named("readPage", "scriptHash", "withOwnPolicy", "withPolicyMeta", "scriptsInsideBody"),
    ),
  },
  { stage: "digests (sha256)", has: urlHas("node:internal/crypto") },
  {
    stage: "React rendering",
    has: urlHas("/react-dom/", "/react/", "/lucide-react/", "/@remix-run/react/", "/react-router"),
  },
  {
    stage: "Remix's handler and the loaders",
    has: urlHas(
      "/@remix-run/server-runtime/",
      "/@remix-run/router/",
      "/@remix-run/node/",
      "/turbo-stream/",
      "node:internal/deps/undici",
      "build/server/",
    ),
  },
  {
    stage: "Markdown to HTML",
    has: urlHas(
      "/micromark",
      "/mdast-",
      "/remark-",
      "/unified/",
      "/hast-util-",
      "/rehype-",
      "/unist-",
      "/github-slugger/",
      "app/content/body/",
    ),
  },
  {
    stage: "reading and checking content",
    has: urlHas(
      "app/content/",
      "app/i18n/",
      "app/features/",
      "app/editor/",
      "/zod/",
      "/js-yaml/",
      "/yaml/",
      "/gray-matter/",
      "scripts/lib/",
    ),
  },
  {
    stage: "app build (Vite, Rollup, esbuild, terser)",
    has: urlHas(
      "/vite/",
      "/rollup/",
      "/@remix-run/dev/",
      "/esbuild/",
      "/terser/",
      "/postcss",
      "/@babel/",
      "app/build-time/islands-plugin",
    ),
  },
  {
    stage: "writing files and folders",
    has: named(
      ...["writeFileSync", "writeFile", "writeBuffer", "writeFileUtf8", "writeString", "mkdir"],
      ...["mkdirSync", "link", "linkSync", "rename", "renameSync", "copyFile", "copyFileSync"],
      ...["cpSync", "rmSync", "rm", "unlink", "unlinkSync", "open", "openFileHandle", "close"],
      ...["utimes", "utimesSync"],
    ),
  },
  { stage: "garbage collection", has: named("(garbage collector)") },
  {
    stage: "start-up and loading modules",
    has: either(
      urlHas("node:internal/modules", "node:internal/bootstrap", "/tsx/", "/npm/"),
      named("compileFunction", "compileForInternalLoader"),
    ),
  },
];
const OTHER = "other (V8, native code, the rest)";
const IDLE = "(idle)";

/** Milliseconds of samples by stage, in one profile. */
function stagesOf(profile: Profile, totals: Map<string, number>): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const stageOf = new Map<number, number>();
  // A node's stage: the first of STAGES matched by it or by any frame above it.
  const visit = (node: ProfileNode, above: number) => {
    const own = STAGES.findIndex(({ has }) => has(node.callFrame));
    const stage = own === -1 ? above : Math.min(own, above);
    stageOf.set(node.id, stage);
    for (const child of node.children ?? []) visit(byId.get(child)!, stage);
  };
  visit(profile.nodes[0], STAGES.length);
  profile.samples.forEach((id, index) => {
    if (byId.get(id)!.callFrame.functionName === IDLE) return;
    const stage = STAGES[stageOf.get(id)!]?.stage ?? OTHER;
    totals.set(stage, (totals.get(stage) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
}

/** The CPU seconds of every .cpuprofile in `dir`, by stage, largest first. */
export function profileByStage(dir: string): { stage: string; seconds: number }[] {
  const totals = new Map<string, number>();
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".cpuprofile"))) {
    stagesOf(JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")) as Profile, totals);
  }
  return [...totals]
    .map(([stage, ms]) => ({ stage, seconds: ms / 1000 }))
    .sort((a, b) => b.seconds - a.seconds);
}

/** The table of profileByStage, as Markdown. */
export function stageTable(stages: { stage: string; seconds: number }[]): string {
  const total = stages.reduce((sum, { seconds }) => sum + seconds, 0);
  const width = Math.max(...stages.map(({ stage }) => stage.length), 5);
  const rows = [...stages, { stage: "total", seconds: total }].map(
    ({ stage, seconds }) =>
      `| ${stage.padEnd(width)} | ${seconds.toFixed(1).padStart(5)} | ${`${((100 * seconds) / total).toFixed(0)} %`.padStart(5)} |`,
  );
  return [
    `| ${"Stage".padEnd(width)} | CPU s | Share |`,
    `| ${"-".repeat(width)} | ----: | ----: |`,
    ...rows,
  ].join("\n");
}

// `npx tsx scripts/bench-build/profile.ts <folder>`: the table of the profiles in a folder.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  console.log(stageTable(profileByStage(process.argv[2] ?? ".")));
}
