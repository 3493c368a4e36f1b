// The editor's page of what is left before the site goes live (/admin/launch/, ?lang=mr for
// Marathi), its own script (/admin/launch.js). It draws the page in the counsellor's language from
// launch.json: launchList's items (the list of `npm run check:launch`), each a link to its entry
// in the editor named as the editor's form labels it, its file below for engineers; "ready to go
// live" once nothing is left. The build (and `npm run cms`, for main as it is now) checks the
// content and makes that list (scripts/lib/launch-views.ts): the page neither loads nor checks the
// content itself, which took seconds of a counsellor's CPU. Plain DOM, text only: nothing of a
// file is read as HTML.
import { PALETTE } from "../lib/palette";
import { EDITOR_FILES, readEditorJson } from "./files";
import { chosenLanguage } from "./chosen-language";
import type { LaunchItem, LaunchView, LaunchViews } from "./launch-view";

const STYLE = `
body { margin: 0; background: ${PALETTE.bg}; color: ${PALETTE.ink}; font: 16px/1.55 system-ui, "Noto Sans", "Noto Sans Devanagari", sans-serif; }
main { max-width: 46rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
h1 { font-size: 1.6rem; margin: 0.5rem 0; }
h2 { font-size: 1.15rem; margin: 1.75rem 0 0.5rem; }
nav { font-size: 0.95rem; }
nav a[aria-current] { font-weight: 700; color: inherit; text-decoration: none; }
ul { padding: 0; list-style: none; }
li { margin: 0.5rem 0; padding: 0.6rem 0.9rem; background: ${PALETTE.white}; border-left: 5px solid ${PALETTE.terracotta}; border-radius: 4px; }
li a { color: ${PALETTE.teal}; font-weight: 600; }
li .file { display: block; font-size: 0.8em; color: ${PALETTE.muted}; }
li .state { display: block; color: ${PALETTE.terracottaDark}; }
code { font-size: 0.9em; overflow-wrap: anywhere; }
.ready { padding: 1rem; background: ${PALETTE.tealTint}; border-left: 5px solid ${PALETTE.success}; border-radius: 4px; font-weight: 600; }
`;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  text?: string,
  attributes: Record<string, string | undefined> = {},
) {
  const made = document.createElement(tag);
  if (text !== undefined) made.textContent = text;
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) made.setAttribute(name, value);
  }
  return made;
}

/**
 * One line: the entry (and field) as a link to it, its file in small type, what is left, and the
 * mark's note.
 */
function itemOf(item: LaunchItem): HTMLLIElement {
  const line = element("li");
  const name = { lang: item.labelLang };
  line.append(
    item.href
      ? element("a", item.label, { ...name, href: item.href })
      : element("strong", item.label, name),
    element("code", item.file, { lang: "zxx", class: "file" }),
  );
  line.append(element("span", item.state, { class: "state" }));
  if (item.note) line.append(element("span", item.note, { lang: item.noteLang }));
  return line;
}

function draw(view: LaunchView) {
  document.documentElement.lang = view.locale;
  document.title = view.title;
  const main = element("main");
  const switcher = element("nav");
  view.languages.forEach((language, index) => {
    if (index > 0) switcher.append(" · ");
    switcher.append(
      element("a", language.name, {
        href: language.href,
        lang: language.locale,
        "aria-current": language.current ? "page" : undefined,
      }),
    );
  });
  main.append(switcher, element("h1", view.title), element("p", view.intro));
  if (view.ready) main.append(element("p", view.ready, { class: "ready", role: "status" }));
  for (const section of view.sections) {
    const list = element("ul");
    list.append(...section.items.map(itemOf));
    const part = element("section");
    part.append(element("h2", section.heading), list);
    main.append(part);
  }
  const style = element("style", STYLE);
  document.head.append(style);
  document.body.replaceChildren(main);
}

/** Once the page's body is there (the script runs in its head). */
const bodyParsed = () =>
  document.readyState === "loading"
    ? new Promise((resolve) =>
        document.addEventListener("DOMContentLoaded", resolve, { once: true }),
      )
    : Promise.resolve();

/** Draws the page in the language asked for, else the counsellor's browser's. */
async function start(): Promise<void> {
  const made = await readEditorJson<LaunchViews>(EDITOR_FILES.launchViews);
  if ("problems" in made) throw new Error(made.problems.join("\n"));
  const code = chosenLanguage(
    made.views.map((view) => view.code),
    new URLSearchParams(location.search).get("lang"),
    navigator.languages,
  );
  await bodyParsed();
  draw(made.views.find((view) => view.code === code)!);
}

// In English: the words in the counsellor's language come in launch.json, which may be what
// could not be read.
start().catch(async (error: unknown) => {
  await bodyParsed();
  document.body.textContent = `The page could not be drawn: ${String(error)}. Reload the page.`;
});
