// The milestone checklist: its page's words (content/tools/milestones.yaml) and one file per age
// (content/tools/milestones/), each age with a page of its own.
import { paths } from "../../../lib/paths";
import { defineTool } from "../define-tool";
import {
  MILESTONES_DIR,
  MILESTONES_PAGE_FILE,
  milestoneAgeSchema,
  milestonePageSchema,
  readMilestones,
} from "./content";

export const tool = defineTool({
  id: "milestones",
  read: ({ contentDir, readYaml, problems }) => readMilestones(contentDir, readYaml, problems),
  files: [
    { file: MILESTONES_PAGE_FILE, schema: milestonePageSchema },
    { folder: MILESTONES_DIR, schema: milestoneAgeSchema },
  ],
  morePages: (checklist) => checklist.ages.map(({ months }) => paths.milestoneAge(months)),
});
