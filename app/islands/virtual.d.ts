// The module the islands plugin serves (app/build-time/islands-plugin.ts): each island's built
// script.
declare module "virtual:islands" {
  /** The built script of each island; null in `npm run dev`, where Remix hydrates the page. */
  const islands: Record<import("./names").IslandName, import("./names").IslandFiles> | null;
  export default islands;
}
