// The milestone checklist's page script: hydrates the checklist the server rendered, and nothing
// else. Its items come from the rendered form itself (see from-page.ts), not from the props.
import { Checklist, type ChecklistProps } from "~/tools/milestones/Checklist";
import { agesFromPage } from "~/tools/milestones/from-page";
import { ISLANDS } from "./entries";
import { hydrateIsland } from "./hydrate";

const container = document.getElementById(ISLANDS.milestones.id);
const ages = container ? agesFromPage(container) : [];
hydrateIsland<ChecklistProps>("milestones", (props) => <Checklist {...props} ages={ages} />);
