// The editor's page (/admin/index.html): an empty page that runs the editor's own script, which
// loads Decap CMS. Decap draws everything else in the counsellor's browser. The page of what is
// left before launch (/admin/launch/) is the same empty page with its own small script.
import { escapeMarkup } from "../lib/escape";
import { EDITOR_FILES } from "./files";

/**
 * The page, titled with the practice's name, running `script` (the editor's, or the launch
 * page's); search engines are asked to leave it out.
 */
export function editorPage(siteName: string, script = EDITOR_FILES.script): string {
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>Editor · ${escapeMarkup(siteName)}</title>`,
    `<script src="${script}"></script>`,
    "</head>",
    "<body></body>",
    "</html>",
    "",
  ].join("\n");
}
