// Decap's page made to fit a phone and to leave the bottom bar (launch-link.ts) free. Decap 3 lays
// its entry editor out for 800 px and more: on a phone its toolbar ran off the screen ("Publish"
// cut to "Pu") and the preview sat beside the form, out of reach. Below 800 px the toolbar wraps
// (the way back and the account on one line, the buttons on the next), the form takes the
// screen's width with the preview beside it a swipe away, and the preview's two buttons sit in the
// bottom bar instead of over the form. Decap's parts are named by the class names of its pinned
// bundle (scripts/lib/editor-build.ts, DECAP_CMS: emotion's targets, which change only with its
// version; editor.spec.ts (editor-page.ts) fails if they stop matching), under Decap's root element so that
// they outweigh the rules emotion adds later.
import { LAUNCH_BAR_HEIGHT } from "./launch-link";

const EDITOR = "#nc-root .e1nx103k5"; // EditorContainer: the whole entry editor, absolute, full height
const EDITOR_BODY = "#nc-root .e1nx103k4"; // Editor: the panes under the toolbar
const SPLIT = "#nc-root .e1nx103k7"; // StyledSplitPane: the form's pane and the preview's
const VIEW_CONTROLS = "#nc-root .e1nx103k0"; // ViewControls: the preview's on/off and scroll-sync buttons
const TOOLBAR = "#nc-root .e1d2l9mo22"; // ToolbarContainer
const BACK = "#nc-root .e1d2l9mo18"; // ToolbarSectionBackLink: "←", the collection and the entry's state
const BUTTONS = "#nc-root .e1d2l9mo21"; // ToolbarSectionMain: Save, Status, Publish, the preview's state
const ACCOUNT = "#nc-root .e1d2l9mo17"; // ToolbarSectionMeta: the live site's link and the account menu
const SITE_LINK = ".e1gt62yu2"; // the live site's link (also in Decap's header, kept there)
// Decap's own notices (react-toastify's, top right: "Failed to persist entry: …") sit at the
// bottom right, above the bottom bar: at the top right they lay over the editor's notice of a
// refused save (notice.ts), each hiding the other's words at 1280 px.
const DECAP_NOTICES = "body .Toastify__toast-container--top-right";

export const PAGE_LAYOUT_STYLE = `
body { padding-bottom: ${LAUNCH_BAR_HEIGHT}; }
${DECAP_NOTICES} { top: auto; bottom: calc(${LAUNCH_BAR_HEIGHT} + 1em); }
${EDITOR} { height: auto; bottom: ${LAUNCH_BAR_HEIGHT}; }
@media (max-width: 799px) {
  ${EDITOR} { min-width: 0; display: flex; flex-direction: column; padding-top: 0; }
  ${TOOLBAR} { position: relative; flex: none; min-width: 0; height: auto; flex-wrap: wrap; }
  ${BACK} { flex: 1 1 0; min-width: 0; height: 56px; padding: 0 12px; }
  ${ACCOUNT} { height: 56px; }
  ${TOOLBAR} ${SITE_LINK} { display: none; }
  ${BUTTONS} { order: 1; flex: 1 1 100%; height: auto; min-height: 52px; padding: 6px 10px;
    flex-wrap: wrap; gap: 6px; border-top: 1px solid #dfdfe3; }
  ${BUTTONS} > * { flex-wrap: wrap; row-gap: 6px; }
  ${EDITOR_BODY} { flex: 1; min-height: 0; width: 100%; }
  ${SPLIT} { overflow-x: auto !important; scroll-snap-type: x mandatory; }
  ${SPLIT} > .Pane { flex: 0 0 100% !important; width: 100% !important; scroll-snap-align: start; }
  ${SPLIT} > .Resizer { display: none; }
  ${VIEW_CONTROLS} { position: fixed; top: auto; right: 8px; bottom: 6px; display: flex; gap: 8px; }
  ${VIEW_CONTROLS} > * { margin: 0; }
}
`;
