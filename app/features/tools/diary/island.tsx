// The behaviour diary's page script: hydrates the diary the server rendered, and nothing else.
import { Diary, type DiaryProps } from "~/features/tools/diary/Diary";
import { hydrateIsland } from "../../../islands/hydrate";

hydrateIsland<DiaryProps>("diary", (props) => <Diary {...props} />);
