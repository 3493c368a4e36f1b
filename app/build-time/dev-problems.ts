// How `npm run dev` shows the content's problems: the terminal prints each new state once, and
// every page is the same plain messages as `npm run check:content`, with no stack trace, until the
// file is fixed (content-plugin.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ViteDevServer } from "vite";
import { problemReport } from "../content/problems";
import { escapeMarkup } from "../lib/escape";
import { PALETTE } from "../lib/palette";

/** The terminal hears each new state once, however many events one save makes. */
export function createTeller() {
  let lastReport: string | undefined;
  return function tell(server: ViteDevServer | undefined, problems: string[] | undefined) {
    const report = problems ? problemReport(problems) : undefined;
    if (report === lastReport) return;
    if (report) server?.config.logger.error(`\n${report}\n`);
    else if (lastReport) server?.config.logger.info("Content is fine again.");
    lastReport = report;
  };
}

/** The problems, as a page for a browser and as text for anything else. */
export function sendProblems(
  request: IncomingMessage,
  response: ServerResponse,
  problems: string[],
) {
  const wantsPage = request.method === "GET" && request.headers.accept?.includes("text/html");
  response.statusCode = 500;
  response.setHeader("Content-Type", `text/${wantsPage ? "html" : "plain"}; charset=utf-8`);
  response.end(wantsPage ? problemsPage(problems) : problemReport(problems));
}

/** An error whose message is all Vite prints: a counsellor must never see a stack trace. */
export function stackless(message: string): Error {
  const error = new Error(message);
  error.stack = message;
  return error;
}

/** The dev server's page while the content has problems; Vite's client reloads it after a fix. */
function problemsPage(problems: string[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The content has a problem</title>
<script type="module" src="/@vite/client"></script>
<style>
body { font: 1.0625rem/1.6 system-ui, sans-serif; margin: 2rem auto; max-width: 52rem; padding: 0 1rem; color: ${PALETTE.ink}; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; background: ${PALETTE.alertTint}; border: 2px solid ${PALETTE.terracotta}; border-radius: 0.75rem; padding: 1rem 1.25rem; font: inherit; }
</style>
</head>
<body>
<main>
<h1>The content has a problem</h1>
<p>This page comes back by itself when the file is fixed and saved.</p>
<pre>${escapeMarkup(problemReport(problems))}</pre>
</main>
</body>
</html>
`;
}
