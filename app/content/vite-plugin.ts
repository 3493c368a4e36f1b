// Serves the checked content to the app as the module "virtual:content". Loading happens once per
// build (and again in dev when a content file changes), so no request ever parses a file.
import path from "node:path";
import type { Plugin } from "vite";
import { loadContent } from "./load";

const ID = "virtual:content";
const RESOLVED_ID = "\0" + ID;

export function contentPlugin(root = process.cwd()): Plugin {
  const contentDir = path.join(root, "content");
  return {
    name: "site-content",
    resolveId(id) {
      return id === ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(contentDir);
      return `export default ${JSON.stringify(loadContent(contentDir))};`;
    },
    configureServer(server) {
      server.watcher.add(contentDir);
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(contentDir)) return;
        const module = server.moduleGraph.getModuleById(RESOLVED_ID);
        if (module) server.moduleGraph.invalidateModule(module);
      });
    },
  };
}
