// The one set of form fields: a hint is always named by its control, and only the forms that mark
// what they need show the mark.
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  InputField,
  NumberSelect,
  RadioQuestion,
  SelectField,
  TextArea,
} from "../app/components/fields";
import { TickBox } from "../app/components/fields/TickBox";

const html = (element: ReactElement) => renderToStaticMarkup(element);
const ignore = () => {};
const field = { id: "f", name: "f", label: "Label", value: "", onChange: ignore };

/** Every id an aria-describedby names, and whether the markup has an element with that id. */
function describedIds(markup: string) {
  return [...markup.matchAll(/aria-describedby="([^"]+)"/g)].map(([, id]) => ({
    id,
    found: markup.includes(`id="${id}"`),
  }));
}

describe("form fields", () => {
  it("name their hint for a screen reader, and name nothing without one", () => {
    const withHint = [
      h(InputField, { ...field, hint: "A hint" }),
      h(TextArea, { ...field, rows: 2, hint: "A hint" }),
      h(SelectField, {
        ...field,
        options: [{ value: "a", label: "A" }],
        none: "–",
        hint: "A hint",
      }),
      h(RadioQuestion, {
        name: "q",
        legend: "Question",
        hint: "A hint",
        options: [{ id: "a", label: "A" }],
        value: "",
        onChange: ignore,
      }),
      h(TickBox, { id: "t", checked: false, onChange: ignore, hint: "A hint", children: "Words" }),
    ];
    for (const element of withHint) {
      const markup = html(element);
      expect(describedIds(markup)).toEqual([{ id: expect.stringMatching(/-hint$/), found: true }]);
      expect(markup).toContain(">A hint</p>");
    }
    expect(html(h(InputField, field))).not.toContain("aria-describedby");
    expect(html(h(TextArea, { ...field, rows: 2 }))).not.toContain("<p");
  });

  it("mark a required field with * only where the form marks what it needs", () => {
    const mark = '<span aria-hidden="true"> *</span>';
    expect(html(h(InputField, { ...field, required: true, markRequired: true }))).toContain(mark);
    const unmarked = html(h(InputField, { ...field, required: true }));
    expect(unmarked).not.toContain(mark);
    expect(unmarked).toContain('required=""');
    expect(html(h(InputField, { ...field, markRequired: true }))).not.toContain(mark);
  });

  it("choose a number from a list, or none", () => {
    const select = (value: number | undefined) =>
      html(
        h(NumberSelect, {
          id: "n",
          name: "n",
          label: "N",
          choices: [1, 2],
          value,
          onChange: ignore,
        }),
      );
    expect(select(2)).toContain('<option value="2" selected="">2</option>');
    expect(select(undefined)).toContain('<option value="" selected="">–</option>');
  });
});
