import { describe, expect, it } from "vitest";
import { fill } from "../app/lib/format";
import { pageCount, pageOf } from "../app/lib/pagination";
import { paths, withPage } from "../app/lib/paths";

/** The page size of these tests (a site's own is site.yaml's articlesPerPage). */
const PER_PAGE = 12;

/** `count` articles, newest first: article 1 is dated the latest. */
function articles(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    title: `Article ${index + 1}`,
    date: new Date(Date.UTC(2026, 11, 31 - index)).toISOString().slice(0, 10),
  }));
}

describe("pageOf", () => {
  it("gives an empty list its first page, page 1 of 1", () => {
    expect(pageOf([], undefined, PER_PAGE)).toEqual({ items: [], page: 1, pages: 1 });
  });

  it("has no other page for an empty list", () => {
    expect(pageOf([], "2", PER_PAGE)).toBeUndefined();
  });

  it("splits 25 articles into 3 pages, keeping newest first", () => {
    const list = articles(25);

    const first = pageOf(list, undefined, PER_PAGE);
    expect(first).toMatchObject({ page: 1, pages: 3 });
    expect(first?.items).toEqual(list.slice(0, 12));
    expect(first?.items[0].title).toBe("Article 1");

    const second = pageOf(list, "2", PER_PAGE);
    expect(second).toMatchObject({ page: 2, pages: 3 });
    expect(second?.items.map((item) => item.title)).toEqual(
      Array.from({ length: 12 }, (_, index) => `Article ${index + 13}`),
    );

    const third = pageOf(list, "3", PER_PAGE);
    expect(third).toEqual({ items: [list[24]], page: 3, pages: 3 });
    expect(third?.items[0].title).toBe("Article 25");

    const dates = [first, second, third].flatMap((page) => page?.items ?? []).map((a) => a.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("has no page after the last", () => {
    expect(pageOf(articles(24), "2", PER_PAGE)?.items).toHaveLength(12);
    expect(pageOf(articles(24), "3", PER_PAGE)).toBeUndefined();
    expect(pageOf(articles(25), "4", PER_PAGE)).toBeUndefined();
  });

  it('has no page "1": the first page lives at the plain address', () => {
    expect(pageOf(articles(25), "1", PER_PAGE)).toBeUndefined();
    expect(pageOf([], "1", PER_PAGE)).toBeUndefined();
  });

  it.each(["0", "4", "abc", "2.5", "-1", "02", " 2", "2 ", "+2", "1e0", ""])(
    'has no page "%s" of 25 articles',
    (param) => {
      expect(pageOf(articles(25), param, PER_PAGE)).toBeUndefined();
    },
  );

  it("takes another page size", () => {
    expect(pageOf(articles(5), "3", 2)).toEqual({
      items: [articles(5)[4]],
      page: 3,
      pages: 3,
    });
  });
});

describe("pageCount", () => {
  it("counts at least one page, and a new page after every twelve", () => {
    expect(pageCount(0, PER_PAGE)).toBe(1);
    expect(pageCount(1, PER_PAGE)).toBe(1);
    expect(pageCount(12, PER_PAGE)).toBe(1);
    expect(pageCount(13, PER_PAGE)).toBe(2);
    expect(pageCount(24, PER_PAGE)).toBe(2);
    expect(pageCount(25, PER_PAGE)).toBe(3);
    expect(pageCount(5, 2)).toBe(3);
  });

  it("agrees with pageOf", () => {
    for (const count of [0, 11, 12, 13, 25, 36, 37]) {
      expect(pageOf(articles(count), undefined, PER_PAGE)?.pages, String(count)).toBe(
        pageCount(count, PER_PAGE),
      );
    }
  });
});

describe("addresses of list pages", () => {
  it("gives the first page no number and later pages their number", () => {
    expect(paths.topic("behavior", 1)).toBe("/resources/topics/behavior");
    expect(paths.topic("behavior")).toBe("/resources/topics/behavior");
    expect(paths.topic("behavior", 2)).toBe("/resources/topics/behavior/2");
    expect(paths.allArticles()).toBe("/resources/articles");
    expect(paths.allArticles(3)).toBe("/resources/articles/3");
    expect(paths.ageGroup("adolescence", 1)).toBe("/resources/ages/adolescence");
    expect(paths.ageGroup("adolescence", 2)).toBe("/resources/ages/adolescence/2");
    expect(withPage("/x", 10)).toBe("/x/10");
  });

  it("gives an article its address under /resources/", () => {
    expect(paths.article("exam-stress")).toBe("/resources/exam-stress");
  });

  it("links every page that pageOf accepts, and only those", () => {
    const list = articles(25);
    for (let page = 1; page <= pageCount(list.length, PER_PAGE); page++) {
      const address = paths.allArticles(page);
      const param = address.match(/^\/resources\/articles\/(\d+)$/)?.[1];
      expect(pageOf(list, param, PER_PAGE)?.page, address).toBe(page);
    }
  });
});

describe("fill", () => {
  it("replaces the placeholders it is given, every time they appear", () => {
    expect(fill("Page {page} of {pages}", { page: 2, pages: 5 })).toBe("Page 2 of 5");
    expect(fill("{name}, {name}", { name: "Asha" })).toBe("Asha, Asha");
    expect(fill("{count} articles", { count: 0 })).toBe("0 articles");
  });

  it("leaves placeholders it is not given as they are", () => {
    expect(fill("Reviewed by {name} on {date}", { name: "Dr. Rao" })).toBe(
      "Reviewed by Dr. Rao on {date}",
    );
    expect(fill("Scheduled for {date}", {})).toBe("Scheduled for {date}");
  });

  it("does not fill placeholders inside the values it puts in", () => {
    expect(fill("{a}", { a: "{b}", b: "x" })).toBe("{b}");
  });
});
