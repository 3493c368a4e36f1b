// `npm run check:html [folder]` (after `npm run build`): the Nu HTML Checker (vnu, the W3C's
// validator) reads every page of the export (build/static unless a folder is given) in one run
// and the check fails on any error, naming the page, the line and the message. Pages in every
// language are checked, since a translation brings its own markup (lang attributes, lists, links).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import vnuJar from "vnu-jar";

type Message = { type: string; subType?: string; url?: string; lastLine?: number; message: string };

const root = path.resolve(process.argv[2] ?? "build/static");
if (!fs.existsSync(root)) {
  console.error(`There is no built site at ${root}: run \`npm run build\` first.`);
  process.exit(1);
}

/**
 * The JVM for one short run: the quick compiler alone and the serial collector take less than half
 * the CPU time of Java's defaults (2.3 CPU s instead of 5.2 for 50 pages here; the checker's own
 * work is the same). The quick compiler's code needs a deeper stack than the checker's 512 KB.
 */
const JAVA_OPTIONS = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xss8m"];

/** vnu's messages; it exits 1 when it found errors, and writes its JSON report to stderr. */
function validate(folder: string): Message[] {
  const args = [
    ...JAVA_OPTIONS,
    ...["-jar", vnuJar, "--errors-only", "--skip-non-html", "--format", "json"],
  ];
  try {
    execFileSync("java", [...args, folder], { stdio: ["ignore", "ignore", "pipe"] });
    return [];
  } catch (error) {
    const report = (error as { stderr?: Buffer }).stderr?.toString() ?? "";
    if (!report.trimStart().startsWith("{")) throw error;
    return (JSON.parse(report) as { messages: Message[] }).messages;
  }
}

const errors = validate(root).filter((message) => message.type === "error");
if (errors.length > 0) {
  console.error(`The HTML checker found ${errors.length} errors:`);
  for (const { url = "", lastLine, message } of errors) {
    const file = path.relative(root, url.replace(/^file:/, ""));
    console.error(`${file}${lastLine ? `:${lastLine}` : ""}: ${message}`);
  }
  process.exit(1);
}
const pages = fs
  .readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".html")).length;
console.log(`Valid HTML (Nu HTML Checker) on all ${pages} pages.`);
