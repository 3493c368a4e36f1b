// The one rule of a language (app/i18n/merge.ts): words from the translation, facts from the
// English, lists with ids paired by id, and what the merge found named by field.
import { describe, expect, it } from "vitest";
import { overEnglish, type FieldPath } from "../app/i18n/merge";

const english = {
  heading: "Our figures",
  updated: "2026-11-01",
  stats: [
    { value: "150+", label: "Children helped" },
    { value: "12", label: "Years" },
  ],
  topics: [
    { id: "sleep", name: "Sleep" },
    { id: "anxiety", name: "Anxiety" },
  ],
};

/** Facts: the top-level date, and a list item's value. */
const isFact = (at: FieldPath) =>
  at.length === 1 ? at[0] === "updated" : typeof at.at(-2) === "number" && at.at(-1) === "value";

describe("a translation over its English", () => {
  it("takes the words from the translation and every fact from the English", () => {
    const { value, found } = overEnglish(
      english,
      {
        heading: "आमचे आकडे",
        stats: [{ value: "99", label: "मदत केलेली मुले" }, { label: "वर्षे" }],
        topics: [
          { id: "anxiety", name: "चिंता" },
          { id: "sleep", name: "झोप" },
        ],
      },
      { isFact, fillGaps: false },
    );
    expect(value).toEqual({
      heading: "आमचे आकडे",
      updated: "2026-11-01",
      stats: [
        { value: "150+", label: "मदत केलेली मुले" },
        { value: "12", label: "वर्षे" },
      ],
      // In the English order, whatever the translation's.
      topics: [
        { id: "sleep", name: "झोप" },
        { id: "anxiety", name: "चिंता" },
      ],
    });
    expect(found.differ).toEqual([["stats", 0, "value"]]);
  });

  it("shows an English item the translation has not got, and leaves out an id English has not", () => {
    const { value, found } = overEnglish(
      english,
      {
        topics: [
          { id: "anxiety", name: "चिंता" },
          { id: "screens", name: "स्क्रीन" },
        ],
      },
      { isFact, fillGaps: false },
    );
    expect(value.topics).toEqual([
      { id: "sleep", name: "Sleep" },
      { id: "anxiety", name: "चिंता" },
    ]);
    expect(found.untranslated).toEqual([["topics", 0]]);
    expect(found.unknown).toEqual([["topics", 1, "id"]]);
    // Without fillGaps, a field left out stays out: the schema then names it.
    expect(value.heading).toBeUndefined();
  });

  it("fills what the translation left out from the English when asked, naming each field", () => {
    const { value, found } = overEnglish(
      english,
      { stats: [{ label: "मुले" }], topics: [{ id: "sleep" }] },
      { isFact: () => false, fillGaps: true },
    );
    expect(value.heading).toBe("Our figures");
    expect(value.topics).toEqual([
      { id: "sleep", name: "Sleep" },
      { id: "anxiety", name: "Anxiety" },
    ]);
    // In the English order.
    expect(found.missing).toEqual([
      ["heading"],
      ["updated"],
      ["topics", "sleep", "name"],
      ["topics", "anxiety"],
    ]);
  });
});
