import { afterEach, describe, expect, it, vi } from "vitest";
import {
  counted,
  fillParts,
  formatDate,
  formatNumber,
  intlLocale,
  parseCalendarDate,
} from "../app/lib/format";
import { mapsHref, normalisePhone, telHref, whatsappHref } from "../app/lib/contact-links";

describe("format helpers", () => {
  it("makes E.164 tel: links from a written phone number", () => {
    expect(telHref("+91 91234 56780")).toBe("tel:+919123456780");
    expect(telHref("+91-91234-56780")).toBe("tel:+919123456780");
    expect(telHref("1098")).toBe("tel:1098");
  });

  it("counts with the content's words, in the plural form the language uses for the number", () => {
    const forms = { one: "{count} minute", other: "{count} minutes" };
    expect(counted(forms, 1, "en-IN")).toBe("1 minute");
    expect(counted(forms, 7, "en-IN")).toBe("7 minutes");
    // Hindi says 0 like 1 ("one"); Marathi and English do not.
    expect(counted(forms, 0, "hi-IN")).toBe("0 minute");
    expect(counted(forms, 0, "mr-IN")).toBe("0 minutes");
    expect(counted({ other: "{count}" }, 1, "en-IN")).toBe("1");
    expect(counted(forms, 1500, "mr-IN")).toBe("1,500 minutes");
  });

  it("fills a template with values that are not text, in the template's order", () => {
    const base = { commit: "abc1234" };
    const commit = { commit: "def5678" };
    expect(fillParts("मुख्य: {base} पासून {commit} पर्यंत", { base, commit })).toEqual([
      "मुख्य: ",
      base,
      " पासून ",
      commit,
      " पर्यंत",
    ]);
    expect(fillParts("{commit}, {unknown}", { commit })).toEqual([
      "",
      commit,
      ", ",
      "{unknown}",
      "",
    ]);
  });

  it("gives Intl the language with Latin digits, so Marathi numbers are never ५", () => {
    expect(intlLocale("mr-IN")).toBe("mr-IN-u-nu-latn");
    expect(intlLocale("hi")).toBe("hi-u-nu-latn");
    expect(formatNumber(12345, "mr-IN")).toBe("12,345");
    expect(formatNumber(5, "mr")).toBe("5");
  });

  it("makes a maps search link from the whole address, encoded", () => {
    const href = mapsHref({
      lines: ["Flat 4, Fixture House", "Lane 5 & Co"],
      city: "Testnagar",
      state: "Maharashtra",
      postalCode: "400001",
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe(
      "Flat 4, Fixture House, Lane 5 & Co, Testnagar, Maharashtra 400001, India",
    );
  });
});

describe("normalisePhone", () => {
  it("drops the spaces, dashes, dots and brackets people write between digits", () => {
    expect(normalisePhone("+91 91234 56780")).toBe("+919123456780");
    expect(normalisePhone("+91-91234-56780")).toBe("+919123456780");
    expect(normalisePhone("+91 (91234) 567.80")).toBe("+919123456780");
    expect(normalisePhone(" 1098\t")).toBe("1098");
  });

  it("keeps anything else, so a mistyped number stays visibly wrong", () => {
    expect(normalisePhone("+91 91234 5678O")).toBe("+91912345678O");
  });

  it("is the number every link uses: call links keep the +, WhatsApp links drop it", () => {
    expect(telHref("+91 (91234) 56780")).toBe("tel:+919123456780");
    expect(whatsappHref("+91 91234-56781", ["Hello"])).toBe(
      "https://wa.me/919123456781?text=Hello",
    );
  });
});

describe("parseCalendarDate", () => {
  it("reads a real day written YYYY-MM-DD as midnight UTC", () => {
    expect(parseCalendarDate("2026-02-28")?.toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(parseCalendarDate("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
  });

  it.each(["2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "2026-2-28", "28/02/2026"])(
    "refuses %s",
    (text) => {
      expect(parseCalendarDate(text)).toBeUndefined();
    },
  );

  it("refuses a date with a time or anything else around it", () => {
    expect(parseCalendarDate("2026-02-28T10:00")).toBeUndefined();
    expect(parseCalendarDate(" 2026-02-28")).toBeUndefined();
  });
});

describe("formatDate", () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("writes the date the way the site's locale does", () => {
    expect(formatDate("2026-10-05", "en-IN")).toBe("5 October 2026");
    expect(formatDate("2026-12-31", "en-IN")).toBe("31 December 2026");
    expect(formatDate("2026-10-05", "hi-IN")).toBe("5 अक्टूबर 2026");
  });

  it("keeps Latin digits in Marathi, whose own default is Devanagari digits", () => {
    expect(formatDate("2026-10-05", "mr-IN")).toBe("5 ऑक्टोबर, 2026");
  });

  it("shows the same day in a time zone behind UTC, where midnight UTC is the evening before", async () => {
    process.env.TZ = "America/Los_Angeles";
    expect(new Date(Date.UTC(2026, 0, 1)).getDate()).toBe(31); // the zone really is in force
    // A fresh module, as a build in that zone would load it (formats are kept once made).
    vi.resetModules();
    const fresh = await import("../app/lib/format");
    expect(fresh.formatDate("2026-01-01", "en-IN")).toBe("1 January 2026");
  });

  it("refuses text that is not a date, rather than writing a wrong one", () => {
    expect(() => formatDate("2026-02-30", "en-IN")).toThrow(/2026-02-30/);
  });
});
