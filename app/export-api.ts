// What the export's page reading, its release and the scripts that read a built site (bench, the
// server's tests through scripts/export/open-release.ts) use of the app: addresses, the attributes
// a page carries, the build cache. Nothing of the content code (schemas, Markdown, zod): loading
// app/build-api.ts costs about 1.6 CPU s more, which every process that only reads built pages
// paid. build-api.ts exports all of this too.
export {
  buildCache,
  buildCacheDir,
  codeDigest,
  digestOf,
  fileMemo,
  writeAtomically,
} from "./lib/build-cache.server";
export { inLanguage, paths, SITE_PAGES } from "./lib/paths";
export { LATER_FILES_ATTRIBUTE } from "./islands/names";
export { SEARCH_ATTRIBUTE, SEARCH_IGNORE_ATTRIBUTE, SEARCH_KINDS } from "./features/search/region";
