// The answers a route throws instead of a page. Here, not in a .server module, because the tools'
// page definitions are bundled for the browser as well as the server.

/** An address the site has no page for: root.tsx shows the 404 page from content/. */
export const notFound = () => new Response("Not found", { status: 404 });
