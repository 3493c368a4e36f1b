// The widget that shows a field's marks beside it in the editor's form (marks-in-form.ts puts them
// in the entry; mark-fields.ts gives the form a field for them): "Not filled in yet" or "The
// practice has not confirmed this", the mark's own note, and a button that clears it (the save
// then leaves it out of the file). A field with no marks shows nothing: the page's style hides
// the widget's whole row. Drawn with the React that Decap's bundle carries (window.h, createClass).
import type { EditorForms } from "../content/schemas";
import { MARK_WIDGET, type FormMark } from "./marks-in-form";

type Element = unknown;
type Props = {
  value?: unknown;
  onChange: (value: unknown) => void;
  forID: string;
  classNameWrapper: string;
};
type EditorGlobals = {
  h: (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;
  createClass: (spec: Record<string, unknown>) => unknown;
};

/** The marks as plain objects: Decap hands the entry's values over as Immutable.js lists. */
const plain = (value: unknown): FormMark[] => {
  const list =
    value && typeof value === "object" && "toJS" in value
      ? (value as { toJS: () => unknown }).toJS()
      : value;
  return Array.isArray(list) ? (list as FormMark[]) : [];
};

/** The style of the form's marks; the row of a field without marks is hidden whole. */
export const MARK_STYLE = `
[aria-label="${MARK_WIDGET} field"]:not(:has(.practice-mark)) { display: none; }
[aria-label="${MARK_WIDGET} field"] > :first-child { display: none; }
.practice-mark { margin: 0 0 8px; padding: 10px 14px; border-left: 5px solid #b45309;
  background: #fff7e6; color: #1f2937; font-size: 14px; line-height: 1.45; border-radius: 4px; }
.practice-mark strong { display: block; color: #92400e; }
.practice-mark p { margin: 4px 0; }
.practice-mark button { margin-top: 4px; padding: 5px 12px; border: 1px solid #92400e;
  border-radius: 4px; background: #fff; color: #92400e; font: inherit; cursor: pointer; }
.practice-mark.cleared { border-left-color: #15803d; background: #f0fdf4; }
`;

/** The widget's control: one box for each mark of the field, in the words of `words`. */
export function markControl({ h, createClass }: EditorGlobals, words: EditorForms["marks"]) {
  return createClass({
    render(this: { props: Props }) {
      const { value, onChange, forID } = this.props;
      const marks = plain(value);
      if (marks.length === 0) return h("div", { id: forID });
      const set = (index: number, cleared: boolean) =>
        onChange(marks.map((mark, at) => (at === index ? { ...mark, cleared } : mark)));
      return h(
        "div",
        { id: forID },
        ...marks.map((mark, index) => {
          const text = words[mark.kind];
          const action = mark.cleared
            ? [
                h("p", null, words.cleared),
                h("button", { type: "button", onClick: () => set(index, false) }, words.undo),
              ]
            : [
                h("p", null, text.todo),
                h("button", { type: "button", onClick: () => set(index, true) }, text.clear),
              ];
          return h(
            "div",
            {
              key: index,
              role: "note",
              className: `practice-mark${mark.cleared ? " cleared" : ""}`,
            },
            h("strong", null, text.state),
            h("p", null, mark.note),
            ...action,
          );
        }),
      );
    },
  });
}

/** The marks as the preview pane shows them: nothing (the page has no marks). */
export const markPreview = () => null;
