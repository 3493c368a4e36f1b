// `npm run check:content`: checks every file in content/ (or CONTENT_DIR, or the folder given as
// its argument) and explains each mistake in plain words. `npm run build` does the same first, so
// a mistake stops the build before anything else happens.
import { checkContentCommand } from "./lib/check-content";

const code = checkContentCommand(process.argv.slice(2));
if (code !== 0) process.exit(code);
