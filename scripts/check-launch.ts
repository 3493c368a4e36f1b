// `npm run check:launch`: the go-live check. It fails while any value in content/ (or CONTENT_DIR,
// or the folder given as its argument) is still marked as a placeholder (not real yet) or a claim
// to confirm (not checked by the practice yet), with one line for each saying where it is and what
// to do, or while a milestone checklist file or a translation in a published language
// has no reviewer. Production deploys run it before the build.
import { checkLaunchCommand } from "./lib/check-launch";

process.exit(checkLaunchCommand(process.argv.slice(2)));
