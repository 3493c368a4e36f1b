import { describe, expect, it } from "vitest";
import { formatDate, mapsHref, readTimeLabel, telHref } from "../app/lib/format";

describe("format helpers", () => {
  it("makes E.164 tel: links from a written phone number", () => {
    expect(telHref("+91 98765 43210")).toBe("tel:+919876543210");
    expect(telHref("+91-98765-43210")).toBe("tel:+919876543210");
    expect(telHref("1098")).toBe("tel:1098");
  });

  it("shows calendar dates without time-zone drift", () => {
    const zone = process.env.TZ;
    process.env.TZ = "America/Los_Angeles";
    expect(formatDate("2026-01-01")).toBe("1 January 2026");
    process.env.TZ = zone;
    expect(formatDate("2026-12-31")).toBe("31 December 2026");
  });

  it("labels read times", () => {
    expect(readTimeLabel(7)).toBe("7 min read");
  });

  it("makes a maps search link from the whole address, encoded", () => {
    const href = mapsHref({
      lines: ["2nd Floor, Shanti Niwas", "Lane 5 & Co"],
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411004",
    });
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe("https://www.google.com/maps/search/");
    expect(url.searchParams.get("api")).toBe("1");
    expect(url.searchParams.get("query")).toBe(
      "2nd Floor, Shanti Niwas, Lane 5 & Co, Pune, Maharashtra 411004, India",
    );
  });
});
