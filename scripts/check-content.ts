// `npm run check:content`: checks every file in content/ (or CONTENT_DIR, or the folder given as
// its argument) and explains each mistake in plain words. `npm run build` does the same first, so
// a mistake stops the build before anything else happens.
import path from "node:path";
import { contentDirFromEnv } from "../app/build-api";
import { checkContentOrExit } from "./lib/check-content";

checkContentOrExit(process.argv[2] ? path.resolve(process.argv[2]) : contentDirFromEnv());
