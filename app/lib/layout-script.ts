// The only script content pages run: inlined so it costs no request, and kept under its budget of
// 1 KB with the flag below (`npm run bench`), so it is written small. Without it the menu links
// are simply always shown (see .no-js in app/styles/site/header.css), and an article offers its
// WhatsApp link alone.

/** Marks the document as scripted before first paint, so the closed menu never flashes open. */
export const JS_FLAG_SCRIPT = `document.documentElement.className="js"`;

/**
 * What it does, in order:
 * - The mobile menu: its toggle opens and closes it (aria-expanded, and its label: open/close
 *   menu); a link chosen in it, or Escape, closes it (Escape gives the toggle the focus back).
 * - The navigation's style once the page is scrolled past 20 px: read at the next frame, not as
 *   the script runs, since reading scrollY while the page is still being parsed makes the browser
 *   lay out the whole page at once (about 100 ms of a slow phone's main thread, measured on a tool
 *   page).
 * - An article's Share (`[data-share]`, ShareArticle.tsx), on a page that has one (`share`: only
 *   an article's page carries this part): where the phone has its own share sheet
 *   (navigator.share), the button that opens it; else, where the page may write to the clipboard,
 *   "Copy link", which says it has copied in the box's status line. Neither is shown without this
 *   script; the WhatsApp link is a plain link.
 * - Once the page has loaded (window.onload: nothing else sets it), it registers the site's
 *   service worker, `worker` (paths.worker; none in `npm run dev`, which has no worker), where
 *   the browser has service workers: pages read once open again offline (features/offline/).
 *   Registering is governed by worker-src, not connect-src: a tool page keeps connect-src 'none'.
 */
const SHARE_SCRIPT = `;for(let a of d.querySelectorAll("[data-share]")){let{url:u,title:t,copied:k}=a.dataset,x=N.share?a.querySelector("[data-sheet]"):N.clipboard&&a.querySelector("[data-copy]");if(x){x.hidden=!1;x.onclick=()=>N.share?N.share({title:t,url:u}).catch(()=>{}):N.clipboard.writeText(u).then(()=>a.querySelector("[role=status]").textContent=k)}}`;

export const layoutScript = (worker?: string, { share = false } = {}) =>
  `(()=>{let d=document,N=navigator,n=d.querySelector("[data-nav]"),b=n.querySelector("[data-menu-toggle]"),c=n.classList,m=()=>c.contains("menu-open"),o=v=>{c.toggle("menu-open",v);b.setAttribute("aria-expanded",v);b.setAttribute("aria-label",b.dataset[v?"closeLabel":"openLabel"])},s=()=>c.toggle("scrolled",scrollY>20);n.onclick=e=>{let t=e.target;b.contains(t)?o(!m()):t.closest("#site-menu a")&&o(!1)};d.addEventListener("keydown",e=>{e.key=="Escape"&&m()&&(o(!1),b.focus())});onscroll=s;requestAnimationFrame(s)${share ? SHARE_SCRIPT : ""}${worker ? `;onload=()=>N.serviceWorker?.register(${JSON.stringify(worker)}).catch(()=>{})` : ""}})()`;
