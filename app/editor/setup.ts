// The editor page's own script (/admin/cms.js), the only script the page names. It loads Decap
// CMS, registers the site's file formats and article components, and starts it with the configuration
// the build wrote (config.json, generated from the schemas: app/editor/config.ts). Decap would
// otherwise start by itself before the format it needs is registered.
import { callout, helplineComponent, type EditorComponent } from "./components";
import type { EditorData } from "./config";
import { EDITOR_FILES } from "./files";
import { editorFormats, type Formatter } from "./formats";

type Cms = {
  registerCustomFormat: (name: string, extension: string, formatter: Formatter) => void;
  registerEditorComponent: (component: EditorComponent) => void;
  init: (options: { config: Record<string, unknown> }) => void;
};

const editorWindow = window as unknown as { CMS_MANUAL_INIT?: boolean; CMS?: Cms };
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

async function start() {
  const [cms, data] = await Promise.all([
    loadDecap(),
    fetch(EDITOR_FILES.config).then((response) => response.json() as Promise<EditorData>),
  ]);
  // Decap passes a third argument (comments per field) that these formats have no use for.
  for (const { name, extension, formatter } of editorFormats(data)) {
    cms.registerCustomFormat(name, extension, formatter);
  }
  cms.registerEditorComponent(callout);
  cms.registerEditorComponent(helplineComponent(data.helplines));
  cms.init({ config: { ...(data.config as Record<string, unknown>), load_config_file: false } });
}

start().catch((error: unknown) => {
  document.body.textContent = `The editor could not start: ${String(error)}. Reload the page.`;
});
