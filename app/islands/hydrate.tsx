// Hydrates one island the server rendered, with the props it was rendered from, and nothing else
// on the page: no router, no loader data, no Remix runtime. Every island's entry is one call.
import { startTransition, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { elementIdOf, propsIdOf, type IslandName } from "./names";

export function hydrateIsland<P>(name: IslandName, render: (props: P) => ReactNode): void {
  const container = document.getElementById(elementIdOf(name));
  const data = document.getElementById(propsIdOf(name));
  if (!container || !data?.textContent) return;
  const props = JSON.parse(data.textContent) as P;
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread (a slow phone stays responsive while the island wakes up).
  startTransition(() => {
    hydrateRoot(container, render(props));
  });
}
