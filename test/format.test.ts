import { describe, expect, it } from "vitest";
import { mapsHref, readTimeLabel, telHref } from "../app/lib/format";

describe("format helpers", () => {
  it("makes E.164 tel: links from a written phone number", () => {
    expect(telHref("+91 91234 56780")).toBe("tel:+919123456780");
    expect(telHref("+91-91234-56780")).toBe("tel:+919123456780");
    expect(telHref("1098")).toBe("tel:1098");
  });

  it("labels read times", () => {
    expect(readTimeLabel(7)).toBe("7 min read");
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
