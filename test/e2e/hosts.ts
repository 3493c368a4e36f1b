// The tag of a browser test that checks what the page and its script do with what the host sent:
// npm start and the plain static host send the same bytes, so such a test runs on npm start only
// (playwright.config.ts). The static host runs what it answers for itself: statuses, addresses,
// headers and the files a page fetches.
export const SAME_ON_EVERY_HOST = "@same-on-every-host";
