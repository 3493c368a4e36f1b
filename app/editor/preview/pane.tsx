// The preview pane of every collection: the entry as the file Decap will write, checked by the
// content check with the rest of the site's content, then shown with the site's components and
// stylesheet (templates.tsx). What the pane shows is the HTML React writes from the checked item:
// nothing of the file is ever put in the page as HTML, so a hostile article runs nothing there.
// While the check finds a problem, the pane shows the problems instead, in the check's words,
// each under the form's field it is in, as the notice of a refused save lists them (problems.ts).
// Decap draws the pane with its own React (window.h, window.createClass); the site's components
// are drawn to HTML by the site's React, into a container Decap's React keeps.
import { renderToStaticMarkup } from "react-dom/server";
import type { ChangeChecker } from "../check/check";
import type { EditorData } from "../config";
import type { EditorWords } from "../editor-words";
import { entryFile, type DecapEntry } from "../entry-file";
import type { editorFormats } from "../formats";
import type { NoticeItem } from "../notice";
import { fieldsOf, problemItems } from "../problems";
import { itemOfFile, languageOf } from "./item-of-file";
import { PREVIEWS } from "./templates";

/** How long the pane waits after the last keystroke before it checks the entry again. */
const SETTLE_MS = 400;

export type Checker = () => Promise<{ check: ChangeChecker; exists: (file: string) => boolean }>;

/** What the pane shows: the page, or the problems that keep the site from being built with it. */
export type PaneView = { html: string; lang: string; problems: NoticeItem[] };

/** The view of an entry, by the check of the file it would be. */
export async function paneViewOf(
  data: EditorData,
  formats: ReturnType<typeof editorFormats>,
  checker: Checker,
  entry: DecapEntry,
  words: EditorWords,
): Promise<PaneView | undefined> {
  const { check, exists } = await checker();
  const saved = entryFile(data, formats, entry, exists);
  if (!saved?.file) return undefined;
  const result = check([{ file: saved.file, text: saved.text }], saved.pictures);
  if (!("content" in result) || result.added.length > 0) {
    const problems = result.added.length > 0 ? result.added : result.problems;
    const fields = fieldsOf(data, entry.get("collection"), entry.get("slug"));
    return {
      html: "",
      lang: "en",
      problems: problemItems(problems, saved.file, saved.text, fields, words),
    };
  }
  const { content } = result;
  const { local, locale } = languageOf(content, saved.file);
  const shown = itemOfFile(content, saved.file);
  const template = PREVIEWS[shown.kind] as (item: unknown, context: object) => JSX.Element;
  const html = renderToStaticMarkup(template(shown.item, { content, local, locale }));
  return { html, lang: locale, problems: [] };
}

type Props = { entry: DecapEntry };
type State = { view?: PaneView };
/** A component instance of Decap's createClass (its own React). */
type Pane = {
  props: Props;
  state: State;
  setState: (state: State) => void;
  timer?: ReturnType<typeof setTimeout>;
  gone?: boolean;
  update: () => void;
};
type DecapWindow = {
  h: (type: unknown, props: object | null, ...children: unknown[]) => unknown;
  createClass: (spec: object) => unknown;
};

/**
 * The pane's component, for Decap's registerPreviewTemplate; `heading` is said over the problems,
 * in the editor's language.
 */
export function previewPane(
  view: (entry: DecapEntry) => Promise<PaneView | undefined>,
  heading: string,
) {
  const { h, createClass } = window as unknown as DecapWindow;
  const spec: ThisType<Pane> & Record<string, unknown> = {
    getInitialState: (): State => ({}),
    componentDidMount() {
      this.update();
    },
    componentDidUpdate(previous: Props) {
      if (previous.entry === this.props.entry) return;
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.update(), SETTLE_MS);
    },
    componentWillUnmount() {
      clearTimeout(this.timer);
      this.gone = true;
    },
    update() {
      const entry = this.props.entry;
      void view(entry).then((shown) => {
        if (!this.gone && this.props.entry === entry) this.setState({ view: shown });
      });
    },
    render() {
      const shown = this.state.view;
      if (!shown) return h("p", { className: "container" }, "…");
      if (shown.problems.length > 0) {
        return h(
          "section",
          { className: "container narrow preview-problems", role: "status" },
          h("h2", null, heading),
          h(
            "ul",
            null,
            ...shown.problems.map(({ label, text, where }, index) =>
              h(
                "li",
                { key: index },
                label ? h("strong", null, `${label}: `) : null,
                text,
                // On a line of its own, small: for whoever looks at the file itself.
                where ? h("br", null) : null,
                where ? h("small", { className: "where" }, where) : null,
              ),
            ),
          ),
        );
      }
      return h("div", { lang: shown.lang, dangerouslySetInnerHTML: { __html: shown.html } });
    },
  };
  return createClass(spec);
}
