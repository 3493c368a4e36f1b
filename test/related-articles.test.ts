// The articles at the foot of an article page (app/content/related-articles.ts).
import { describe, expect, it } from "vitest";
import { relatedArticles } from "../app/content/related-articles";

const article = (slug: string, category: string, ageGroups: string[]) => ({
  slug,
  category,
  ageGroups,
});

describe("related articles", () => {
  const articles = [
    article("a", "sleep", ["0-5"]),
    article("b", "sleep", ["0-5", "6-12"]),
    article("c", "school", ["6-12"]),
    article("d", "sleep", ["0-5", "6-12"]),
    article("e", "school", ["13-18"]),
    article("f", "sleep", ["6-12", "0-5"]),
  ];
  const slugs = (list: { slug: string }[]) => list.map((each) => each.slug);

  it("rank the same topic first, then each shared age group, then the earlier, never itself", () => {
    expect(slugs(relatedArticles(articles, articles[1]))).toEqual(["d", "f", "a"]);
    expect(slugs(relatedArticles(articles, articles[3]))).toEqual(["b", "f", "a"]);
    // Its age groups in another order are the same age groups.
    expect(slugs(relatedArticles(articles, articles[5]))).toEqual(["b", "d", "a"]);
    expect(slugs(relatedArticles(articles, articles[2]))).toEqual(["e", "b", "d"]);
  });

  it("leave out articles that share nothing, and give fewer when fewer share anything", () => {
    expect(slugs(relatedArticles(articles, articles[4]))).toEqual(["c"]);
    expect(slugs(relatedArticles(articles, articles[0], 5))).toEqual(["b", "d", "f"]);
  });

  it("are those of an article that is not in the list (English-only, shown in a translation)", () => {
    expect(slugs(relatedArticles(articles, article("x", "school", ["0-5"])))).toEqual([
      "c",
      "e",
      "a",
    ]);
  });
});
