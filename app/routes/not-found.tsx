// Any path no other route matches. Throwing the 404 lets the root error boundary show the same
// not-found page as an unknown article: inside the layout, with status 404.
import { notFound } from "~/lib/responses";

export function loader() {
  throw notFound();
}

// Never rendered (the loader always throws), but a route without a component is a resource route,
// and Remix would send the bare "Not found" text instead of the page.
export default function NotFound() {
  return null;
}
