// The editor never saves a form made from another entry than the one its address names
// (app/editor/publish-reload.ts): after a publication, Decap makes the open form from its reload of
// the published entry, whichever entry is open by then.
import { describe, expect, it } from "vitest";
import { entryMismatch, entryOfAddress } from "../app/editor/publish-reload";

/** Decap's entry as its hooks read it (an Immutable.js Map). */
const entry = (values: Record<string, unknown>) => ({
  get: (key: string) => values[key],
  getIn: () => undefined,
});

describe("the entry a form is saved as", () => {
  it("reads the entry the address names, or a new one of a collection", () => {
    expect(entryOfAddress("#/collections/articles/entries/exam-stress")).toEqual({
      collection: "articles",
      slug: "exam-stress",
    });
    expect(entryOfAddress("#/collections/articles/new")).toEqual({ collection: "articles" });
    expect(entryOfAddress("#/collections/mr/entries/pages-home?ref=x")).toEqual({
      collection: "mr",
      slug: "pages-home",
    });
    expect(entryOfAddress("#/workflow")).toBeUndefined();
  });

  it("lets the open entry be saved", () => {
    const open = entry({ collection: "articles", slug: "exam-stress" });
    expect(entryMismatch(open, "#/collections/articles/entries/exam-stress")).toBeUndefined();
    const made = entry({ collection: "articles", slug: "", newRecord: true });
    expect(entryMismatch(made, "#/collections/articles/new")).toBeUndefined();
    // Not in an entry's form (the workflow's board): nothing to compare with.
    expect(entryMismatch(open, "#/workflow")).toBeUndefined();
  });

  it("refuses another entry's values, naming it and what to do", () => {
    const published = entry({ collection: "articles", slug: "exam-stress" });
    const message = entryMismatch(
      published,
      "#/collections/articles/entries/talking-with-teenagers",
    );
    expect(message).toMatch(/"exam-stress" \(just published\)/);
    expect(message).toMatch(/Nothing was saved: open your entry again/);
    expect(entryMismatch(published, "#/collections/services/entries/exam-stress")).toBeDefined();
    expect(entryMismatch(published, "#/collections/articles/new")).toBeDefined();
  });
});
