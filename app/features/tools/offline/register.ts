// The one script a tool page adds for use offline: it registers the tool pages' service worker of
// every language (each controls only its own folder of tool pages), after the page has loaded and
// painted and its island has been asked for, so the worker's downloads never delay the page.
// Registering needs no connection from the page (CSP's connect-src stays 'none'); a browser
// without service workers, or one that refuses them, simply goes on without.

/** The inline script that registers these workers (their addresses, from paths.toolsWorker). */
export const registerWorkersScript = (workers: readonly string[]) =>
  `"serviceWorker"in navigator&&addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(()=>{for(const w of ${JSON.stringify(workers)})navigator.serviceWorker.register(w).catch(()=>{})})))`;
