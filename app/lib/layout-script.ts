// The only script content pages run: a few hundred bytes, inlined so it costs no request.
// Without it the menu links are simply always shown (see .no-js in site.css).

/** Marks the document as scripted before first paint, so the closed menu never flashes open. */
export const JS_FLAG_SCRIPT = `document.documentElement.className="js"`;

/** The mobile menu toggle, and the navigation's style once the page is scrolled past 20 px. */
export const NAV_SCRIPT = `(()=>{
const nav=document.querySelector("[data-nav]"),btn=nav.querySelector("[data-menu-toggle]");
const setOpen=o=>{nav.classList.toggle("menu-open",o);btn.setAttribute("aria-expanded",o);btn.setAttribute("aria-label",btn.dataset[o?"closeLabel":"openLabel"])};
btn.addEventListener("click",()=>setOpen(!nav.classList.contains("menu-open")));
nav.addEventListener("click",e=>{if(e.target.closest("#site-menu a"))setOpen(false)});
document.addEventListener("keydown",e=>{if(e.key==="Escape"&&nav.classList.contains("menu-open")){setOpen(false);btn.focus()}});
const onScroll=()=>nav.classList.toggle("scrolled",scrollY>20);
addEventListener("scroll",onScroll,{passive:true});onScroll();
})()`;
