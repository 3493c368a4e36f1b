// The figures on Home and Resources: a counted figure comes from the site, a typed one from the
// practice; a figure needs exactly one of the two.
import { describe, expect, it } from "vitest";
import { PAGE_TYPES, pageSchema } from "../app/content/content-types";
import { PAGE_LISTS } from "../app/build-time/page-lists";
import { statsToShow } from "../app/content/stats";

describe("stats", () => {
  it("shows the site's own count of articles in place of a typed figure", () => {
    const shown = statsToShow(
      [
        { count: "articles", label: "Articles" },
        { value: "24/7", label: "Helplines", href: "#emergency" },
      ],
      { articles: 1234 },
      "en-IN",
    );
    expect(shown).toEqual([
      { value: "1,234", label: "Articles" },
      { value: "24/7", label: "Helplines", href: "#emergency" },
    ]);
  });

  it("writes the count as the page's language does, with Latin digits", () => {
    const count = (locale: string) =>
      statsToShow([{ count: "articles", label: "Articles" }], { articles: 123456 }, locale)[0];
    expect(count("en-IN").value).toBe("1,23,456");
    expect(count("mr-IN").value).toBe("1,23,456");
    expect(count("hi-IN").value).toBe("1,23,456");
  });

  it.each([
    ["both a value and a count", { value: "20+", count: "articles", label: "Resources" }],
    ["neither", { label: "Resources" }],
  ])("refuses a figure with %s, in plain words", (_, stat) => {
    const result = pageSchema(PAGE_TYPES.resources.schema, PAGE_LISTS).shape.stats.safeParse([
      stat,
    ]);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(
      'needs either a "value" (a figure the practice confirms) or "count: articles" (counted by the site): one of the two',
    );
  });
});
