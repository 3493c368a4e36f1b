// The parenting reflection's page script: hydrates the reflection the server rendered, and nothing else.
import { Reflection, type ReflectionProps } from "~/features/tools/reflection/Reflection";
import { hydrateIsland } from "../../../islands/hydrate";

hydrateIsland<ReflectionProps>("reflection", (props) => <Reflection {...props} />);
