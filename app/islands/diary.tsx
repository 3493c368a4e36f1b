// The behaviour diary's page script: hydrates the diary the server rendered, and nothing else.
import { Diary, type DiaryProps } from "~/tools/diary/Diary";
import { hydrateIsland } from "./hydrate";

hydrateIsland<DiaryProps>("diary", (props) => <Diary {...props} />);
