declare module "virtual:islands" {
  /** The built script of each island; null in `npm run dev`, where Remix hydrates the page. */
  const islands: Record<import("./entries").IslandName, import("./entries").IslandFiles> | null;
  export default islands;
}
