// What the tool's page shows: the component the server renders and its island hydrates.
export { Checklist as View } from "./Checklist";
