// The properties every content file must have when the reader reads it, whatever it holds, and
// the generators they run on. `npm test` runs a few hundred cases of each
// (test/content-fuzz.test.ts); `npm run fuzz` runs a million (test/fuzz/run.ts).
import fc from "fast-check";
import { STACK_TRACE } from "../fixture-tree";
import { bodyCase, frontmatterCase, mutatedCase, randomCase, scriptCase, type Case } from "./files";
import { unsafeHtml } from "./html-safety";
import { payloadRan } from "./markdown";
import { FILE_OF, readContentFile } from "./reader";

/** "content/articles/x.mdx:12:5: …": the file's name, then where. */
const LOCATED = /^content\/\S+?:(\d+):(\d+): /;

/** Why the reading of this file broke a rule; undefined when it kept them all. */
export function brokenRule(
  testCase: Case,
  /** Told how many milliseconds the reading took. */
  onRead?: (ms: number) => void,
): string | undefined {
  const { target, text } = testCase;
  let result: ReturnType<typeof readContentFile>;
  try {
    const start = performance.now();
    result = readContentFile(target, text);
    onRead?.(performance.now() - start);
  } catch (error) {
    return `the reader threw instead of reporting a problem: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  }
  if (payloadRan()) return "a payload in the file ran";
  if (Object.keys(Object.prototype).length > 0 || Object.keys(Array.prototype).length > 0)
    return `the file changed Object.prototype or Array.prototype: ${Object.keys(Object.prototype).join(", ")}`;
  for (const html of result.html) {
    const unsafe = unsafeHtml(html);
    if (unsafe.length > 0) return `the HTML has ${unsafe.join(", ")}:\n${html}`;
  }
  const { problems, accepted } = result;
  const file = `content/${FILE_OF[target]}`;
  if (accepted) return result.html.length === 1 ? undefined : "an accepted file has no HTML";
  if (problems.length === 0) return "the file was refused without a problem";
  const foreign = problems.find((problem) => !problem.startsWith(`${file}:`));
  if (foreign) return `a problem does not name the file: ${foreign}`;
  const traced = problems.find((problem) => STACK_TRACE.test(problem));
  if (traced) return `a problem shows a stack trace: ${traced}`;
  // Lines of the file as an editor counts them (the byte-order mark is not a character there).
  const lineCount = text.split("\n").length;
  const located = problems.filter((problem) => {
    const match = LOCATED.exec(problem);
    return (
      match !== null &&
      Number(match[1]) >= 1 &&
      Number(match[1]) <= lineCount &&
      Number(match[2]) >= 1
    );
  });
  if (located.length === 0)
    return `no problem names a line of the file (1 to ${lineCount}):\n${problems.join("\n")}`;
  return undefined;
}

/** A fast-check property over one generator: it fails with the rule the case broke. */
export function readerProperty(cases: fc.Arbitrary<Case>) {
  return fc.property(cases, (testCase) => {
    const broken = brokenRule(testCase);
    if (broken) throw new Error(broken);
  });
}

/** The generators, each with its share of the cases (they add up to 1). */
export const PROPERTIES = [
  { name: "real fixture files, mutated", cases: mutatedCase, share: 0.3 },
  { name: "Markdown and MDX bodies from grammar pieces", cases: bodyCase, share: 0.25 },
  { name: "hostile and random YAML frontmatter", cases: frontmatterCase, share: 0.2 },
  { name: "Devanagari and mixed scripts", cases: scriptCase, share: 0.1 },
  { name: "random characters", cases: randomCase, share: 0.15 },
] as const;
