// A counsellor's command (new:article, new:translation) stops on a mistake with a plain message.
import path from "node:path";
import { fileURLToPath } from "node:url";

/** A plain message for the counsellor: the script stops with exit code 1 and no stack trace. */
export class Refusal extends Error {}

/**
 * Runs a command's `main` and gives its exit code: 0, or 1 after printing a Refusal's message
 * (any other error is thrown, a fault of the script). Tests run commands in-process through it.
 */
export function exitCodeOf(main: () => void): number {
  try {
    main();
    return 0;
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    console.error(`\n${error.message}\n`);
    return 1;
  }
}

/** Runs `main` when `moduleUrl` is the script node was started with (not when a test imports it). */
export function runCommand(moduleUrl: string, main: () => void) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  if (exitCodeOf(main) !== 0) process.exit(1);
}
