import { describe, expect, it } from "vitest";
import { formatDate, readTimeLabel, telHref } from "../app/lib/format";

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
});
