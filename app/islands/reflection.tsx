// The parenting reflection's page script: hydrates the reflection the server rendered, and nothing else.
import { Reflection, type ReflectionProps } from "~/tools/reflection/Reflection";
import { hydrateIsland } from "./hydrate";

hydrateIsland<ReflectionProps>("reflection", (props) => <Reflection {...props} />);
