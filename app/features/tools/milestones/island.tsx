// The milestone checklist's page script: hydrates the checklist the server rendered, and nothing
// else.
import { Checklist, type ChecklistProps } from "~/features/tools/milestones/Checklist";
import { hydrateIsland } from "../../../islands/hydrate";

hydrateIsland<ChecklistProps>("milestones", (props) => <Checklist {...props} />);
