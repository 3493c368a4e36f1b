// Renders every page completely before sending it (these pages are small and have no slow data).
// The static export saves what it renders; server/ adds the headers when it serves the export.
import type { EntryContext } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToPipeableStream } from "react-dom/server";
import { withoutZeroBytes } from "./lib/html-stream.server";

const ABORT_DELAY_MS = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    // Cleared once the page is rendered, so no timer outlives its request (the export renders
    // thousands of pages in one process, which would otherwise wait for the last timer).
    let abortRender = () => {};
    const timer = setTimeout(() => abortRender(), ABORT_DELAY_MS + 1_000);
    const clear = () => clearTimeout(timer);
    const { pipe, abort } = renderToPipeableStream(
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />,
      {
        onAllReady() {
          clear();
          shellRendered = true;
          const body = withoutZeroBytes();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          pipe(body);
        },
        onShellError(error: unknown) {
          clear();
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    abortRender = abort;
  });
}
