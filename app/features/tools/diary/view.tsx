// What the tool's page shows: the component the server renders and its island hydrates.
export { Diary as View } from "./Diary";
