// Exports the site from the last `remix vite:build` alone (`npm run build` does all three steps).
import { exportSite } from "./export/export-site";

await exportSite();
