import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContentError, loadContent } from "../app/build-time/load-content";
import {
  PUBLISHING_TIME_ZONE,
  calendarDateIn,
  publishingFromEnv,
  statusOf,
} from "../app/content/publishing";
import { copyOfFixture, fixturePlace, frontmatter } from "./fixture-tree";

describe("statusOf", () => {
  const today = "2026-11-22";

  it("marks a draft as a draft, whatever its date", () => {
    expect(statusOf({ draft: true, date: "2026-01-01" }, today)).toBe("draft");
    expect(statusOf({ draft: true, date: today }, today)).toBe("draft");
    expect(statusOf({ draft: true, date: "2027-01-01" }, today)).toBe("draft");
  });

  it("schedules an article dated after today, even by one day", () => {
    expect(statusOf({ draft: false, date: "2026-11-23" }, today)).toBe("scheduled");
    expect(statusOf({ draft: false, date: "2027-01-01" }, "2026-12-31")).toBe("scheduled");
  });

  it("publishes an article dated today", () => {
    expect(statusOf({ draft: false, date: today }, today)).toBe("published");
  });

  it("publishes an article dated before today, across months and years", () => {
    expect(statusOf({ draft: false, date: "2026-11-21" }, today)).toBe("published");
    expect(statusOf({ draft: false, date: "2026-09-30" }, "2026-10-01")).toBe("published");
    expect(statusOf({ draft: false, date: "2025-12-31" }, "2026-01-01")).toBe("published");
  });
});

describe("calendarDateIn", () => {
  it("gives the calendar day of the time zone, not of UTC", () => {
    const evening = new Date("2026-11-22T19:00:00Z");
    expect(calendarDateIn("Asia/Kolkata", evening)).toBe("2026-11-23");
    expect(calendarDateIn("UTC", evening)).toBe("2026-11-22");
    expect(calendarDateIn("America/Los_Angeles", new Date("2026-11-23T03:00:00Z"))).toBe(
      "2026-11-22",
    );
  });

  it("turns the day at midnight in India for scheduled articles", () => {
    expect(PUBLISHING_TIME_ZONE).toBe("Asia/Kolkata");
    expect(calendarDateIn(PUBLISHING_TIME_ZONE, new Date("2026-11-22T18:29:59Z"))).toBe(
      "2026-11-22",
    );
    expect(calendarDateIn(PUBLISHING_TIME_ZONE, new Date("2026-11-22T18:30:00Z"))).toBe(
      "2026-11-23",
    );
  });

  it("writes single-digit months and days with a leading zero", () => {
    expect(calendarDateIn("UTC", new Date("2026-01-05T12:00:00Z"))).toBe("2026-01-05");
  });
});

describe("publishingFromEnv", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
  });

  it("makes a production build dated today in India when nothing is set", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T19:00:00Z"));
    expect(publishingFromEnv({})).toEqual({ preview: false, today: "2026-11-23" });
  });

  it('makes a preview build only for PREVIEW exactly "true"', () => {
    const env = { BUILD_DATE: "2026-11-22" };
    expect(publishingFromEnv({ ...env, PREVIEW: "true" }).preview).toBe(true);
    for (const value of ["TRUE", "True", "1", "yes", "false", "", " true", undefined]) {
      expect(publishingFromEnv({ ...env, PREVIEW: value }).preview, String(value)).toBe(false);
    }
  });

  it("builds as if on BUILD_DATE", () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-22T12:00:00Z"));
    expect(publishingFromEnv({ BUILD_DATE: "2026-12-01" })).toEqual({
      preview: false,
      today: "2026-12-01",
    });
    expect(publishingFromEnv({ BUILD_DATE: "2025-01-31", PREVIEW: "true" })).toEqual({
      preview: true,
      today: "2025-01-31",
    });
  });

  it("refuses a BUILD_DATE not written YYYY-MM-DD, quoting it", () => {
    expect(() => publishingFromEnv({ BUILD_DATE: "22/11/2026" })).toThrow(
      'BUILD_DATE must be a real day written YYYY-MM-DD (it is "22/11/2026").',
    );
    expect(() => publishingFromEnv({ BUILD_DATE: "2026-1-5" })).toThrow(
      'BUILD_DATE must be a real day written YYYY-MM-DD (it is "2026-1-5").',
    );
    expect(() => publishingFromEnv({ BUILD_DATE: "2026-11-22T10:00" })).toThrow(
      "BUILD_DATE must be a real day written YYYY-MM-DD",
    );
    expect(() => publishingFromEnv({ BUILD_DATE: "2026-02-30" })).toThrow(
      'BUILD_DATE must be a real day written YYYY-MM-DD (it is "2026-02-30").',
    );
  });

  it("treats an empty BUILD_DATE as not set", () => {
    expect(publishingFromEnv({ BUILD_DATE: "" }).today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("reads process.env when given nothing", () => {
    vi.stubEnv("PREVIEW", "true");
    vi.stubEnv("BUILD_DATE", "2026-10-01");
    expect(publishingFromEnv()).toEqual({ preview: true, today: "2026-10-01" });
  });
});

describe("which articles a build shows", () => {
  const today = "2026-11-22";
  const DRAFT = "a-draft-article";
  const FAR_FUTURE = "a-scheduled-article";
  const SOON = "out-on-the-first";

  /** A copy of the fixture tree (one draft, one article dated 2099) plus an article dated 1 December. */
  function contentWithArticleOnTheFirst(): string {
    const dir = copyOfFixture();
    fs.writeFileSync(
      path.join(dir, `articles/${SOON}.mdx`),
      `${frontmatter({ date: "2026-12-01" })}\nSoon.\n`,
    );
    return dir;
  }

  const dir = contentWithArticleOnTheFirst();
  const slugs = (articles: { slug: string }[]) => articles.map((article) => article.slug);

  it("leaves drafts and scheduled articles out of a production build entirely", () => {
    const everything = loadContent(dir, { preview: true, today });
    const content = loadContent(dir, { preview: false, today });
    expect(slugs(content.articles)).toEqual(
      slugs(everything.articles).filter((slug) => ![DRAFT, FAR_FUTURE, SOON].includes(slug)),
    );
    expect(content.articles.length).toBeGreaterThan(0);
    expect(content.articles.every((article) => article.status === "published")).toBe(true);
    expect(content.publishing).toEqual({ preview: false, today });
  });

  it("keeps them in a preview build, marked, newest first", () => {
    const content = loadContent(dir, { preview: true, today });
    const status = Object.fromEntries(content.articles.map((a) => [a.slug, a.status]));
    expect(status).toMatchObject({
      [DRAFT]: "draft",
      [FAR_FUTURE]: "scheduled",
      [SOON]: "scheduled",
    });
    const dates = content.articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(content.publishing.preview).toBe(true);
  });

  it("publishes a scheduled article in a build on its date, not the day before", () => {
    const dayBefore = loadContent(dir, { preview: false, today: "2026-11-30" });
    expect(slugs(dayBefore.articles)).not.toContain(SOON);

    const onTheDay = loadContent(dir, { preview: false, today: "2026-12-01" });
    expect(onTheDay.articles[0]).toMatchObject({
      slug: SOON,
      date: "2026-12-01",
      status: "published",
    });
    expect(slugs(onTheDay.articles)).not.toContain(DRAFT);
    expect(slugs(onTheDay.articles)).not.toContain(FAR_FUTURE);
  });

  it("still checks drafts in a production build", () => {
    const broken = copyOfFixture();
    const draft = path.join(broken, `articles/${DRAFT}.mdx`);
    fs.writeFileSync(
      draft,
      fs.readFileSync(draft, "utf8").replace(/^category: .*$/m, "category: sleep"),
    );
    let problems: string[] = [];
    try {
      loadContent(broken, { preview: false, today });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      problems = error.problems;
    }
    expect(problems).toEqual([
      `content/articles/${DRAFT}.mdx:${fixturePlace(`articles/${DRAFT}.mdx`, /^category:/m)}: The field "category" must be one of: development, behavior, learning, parenting (it is the text "sleep").`,
    ]);
  });
});
