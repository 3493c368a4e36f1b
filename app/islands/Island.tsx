// Renders an island: its HTML (complete without JavaScript), its props as a JSON data block, and,
// in a production build, a few words of script that load the island's own script after the page,
// and the list of the files it loads only after a parent's action (its later files).
// In `npm run dev` there is no built island, and the route hydrates through Remix.
import type { ReactNode } from "react";
import islands from "virtual:islands";
import {
  elementIdOf,
  LATER_FILES_ATTRIBUTE,
  propsIdOf,
  type IslandFiles,
  type IslandName,
} from "./names";

/** JSON that is safe inside <script>: no "<" can close the element early. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * Asks for the island's script once the page has loaded and painted (the frame after the load
 * event: on a fast connection the load event can come before the first paint). On a slow network
 * the words and the stylesheet then get the whole connection first, and the page paints sooner.
 * The files it imports (React) are asked for at the same time, not after the script has arrived.
 */
const loadAfterPage = ({ script, imports }: IslandFiles) =>
  `addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(()=>{for(const h of ${scriptSafeJson(imports)}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}const s=document.createElement("script");s.type="module";s.src=${scriptSafeJson(script)};document.body.append(s)})))`;

export function Island({
  name,
  props,
  later = [],
  children,
}: {
  name: IslandName;
  props: unknown;
  /** Files of the site, beside its own code, that the island loads after the page (a tool's words). */
  later?: string[];
  children: ReactNode;
}) {
  const files = islands?.[name];
  const laterFiles = files ? [...files.later, ...later] : [];
  return (
    <>
      <div id={elementIdOf(name)}>{children}</div>
      <script
        type="application/json"
        id={propsIdOf(name)}
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }}
      />
      {files && <script dangerouslySetInnerHTML={{ __html: loadAfterPage(files) }} />}
      {laterFiles.length > 0 && (
        <script
          type="application/json"
          {...{ [LATER_FILES_ATTRIBUTE]: "" }}
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(laterFiles) }}
        />
      )}
    </>
  );
}
