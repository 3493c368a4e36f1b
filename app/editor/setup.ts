// The editor page's own script (/admin/cms.js), the only script the page names. It loads Decap
// CMS, registers the site's file formats and article components, the content check before each
// save and the preview of every collection, and starts Decap with the configuration the build wrote (config.json, generated from the
// schemas: app/editor/config.ts). Decap would otherwise start by itself before the formats it
// needs are registered.
import { changeChecker } from "./check/check";
import type { ContentSnapshot } from "./check/tree";
import { callout, helplineComponents, type EditorComponent } from "./components";
import type { EditorData } from "./config";
import { EDITOR_FILES, readEditorJson } from "./files";
import { chosenEditorWords } from "./editor-words";
import { editorFormats, type Formatter } from "./formats";
import { previewPane, paneViewOf } from "./preview/pane";
import { watchPreviews } from "./preview-status";
import { publishCheck, saveCheck } from "./save-check";
import { showLaunchLink } from "./launch-link";
import { MARK_WIDGET } from "./marks-in-form";
import { MARK_STYLE, markControl, markPreview } from "./mark-widget";
import { PAGE_LAYOUT_STYLE } from "./page-layout";
import { holdWhilePublishing } from "./publish-reload";
import { relabelled } from "./labels";
import { paths } from "../lib/paths";

type Cms = {
  registerCustomFormat: (name: string, extension: string, formatter: Formatter) => void;
  registerEditorComponent: (component: EditorComponent) => void;
  registerEventListener: (listener: { name: string; handler: (event: never) => unknown }) => void;
  registerWidget: (name: string, control: unknown, preview?: unknown) => void;
  registerPreviewTemplate: (name: string, component: unknown) => void;
  registerPreviewStyle: (address: string) => void;
  init: (options: { config: Record<string, unknown> }) => void;
};

const editorWindow = window as unknown as {
  CMS_MANUAL_INIT?: boolean;
  CMS?: Cms;
} & Parameters<typeof markControl>[0];
editorWindow.CMS_MANUAL_INIT = true;

function loadDecap(): Promise<Cms> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = EDITOR_FILES.decap;
    script.onload = () =>
      editorWindow.CMS ? resolve(editorWindow.CMS) : reject(new Error("no CMS"));
    script.onerror = () => reject(new Error(`${EDITOR_FILES.decap} did not load`));
    document.head.append(script);
  });
}

/** The check of a change against the content the site was built from, made on first use. */
function checkerOf(tree: Promise<ContentSnapshot>) {
  let made: Promise<{ check: ReturnType<typeof changeChecker>; exists: (file: string) => boolean }>;
  return () =>
    (made ??= tree.then((loaded) => ({
      check: changeChecker(loaded),
      exists: (file: string) => Object.hasOwn(loaded.files, file),
    })));
}

async function start() {
  const tree = readEditorJson<ContentSnapshot>(EDITOR_FILES.content);
  const [cms, written] = await Promise.all([
    loadDecap(),
    readEditorJson<EditorData>(EDITOR_FILES.config),
  ]);
  // The editor's own words in the counsellor's language (?lang=mr, else the browser's), and its
  // forms' labels and hints in them: only words change, never what a save writes (labels.ts).
  const { code, words } = chosenEditorWords(
    written.words,
    new URLSearchParams(location.search).get("lang"),
    navigator.languages,
  );
  const data = { ...written, config: relabelled(written.config, written.labels[code]) };
  const formats = editorFormats(data);
  // Decap passes a third argument (comments per field) that these formats have no use for.
  for (const { name, extension, formatter } of formats) {
    cms.registerCustomFormat(name, extension, formatter);
  }
  // Each mark beside its field (marks-in-form.ts), with its own style; Decap's page fitted to a
  // phone and to the bottom bar (page-layout.ts).
  cms.registerWidget(MARK_WIDGET, markControl(editorWindow, words.marks), markPreview);
  const style = document.createElement("style");
  style.textContent = MARK_STYLE + PAGE_LAYOUT_STYLE;
  document.head.append(style);
  cms.registerEditorComponent(callout(words.components));
  for (const helpline of helplineComponents(data.helplines, words.components)) {
    cms.registerEditorComponent(helpline);
  }
  const checker = checkerOf(tree);
  const setup = { data, formats, checker, words };
  cms.registerEventListener({ name: "preSave", handler: saveCheck(setup) });
  // Nothing published that the build would refuse (from the form or the workflow's board); then
  // no form made from the answer of a reload after a publication but the published entry's.
  cms.registerEventListener({ name: "prePublish", handler: publishCheck(setup) });
  cms.registerEventListener({ name: "prePublish", handler: holdWhilePublishing(words) });
  // Every collection's entries, and each file of a collection of files, show as the site shows them.
  const pane = previewPane(
    (entry) => paneViewOf(data, formats, checker, entry, words),
    words.preview.problems,
  );
  for (const collection of data.config.collections as {
    name: string;
    files?: { name: string }[];
  }[]) {
    for (const { name } of [collection, ...(collection.files ?? [])]) {
      cms.registerPreviewTemplate(name, pane);
    }
  }
  cms.registerPreviewStyle(EDITOR_FILES.styles);
  cms.init({ config: { ...(data.config as Record<string, unknown>), load_config_file: false } });
  watchPreviews(data.config.backend, words);
  showLaunchLink({ text: words.launch, href: paths.editorLaunch(code) });
}

// In English: the words in the counsellor's language come with the configuration, which may be
// what could not be read.
start().catch((error: unknown) => {
  document.body.textContent = `The editor could not start: ${String(error)}. Reload the page.`;
});
