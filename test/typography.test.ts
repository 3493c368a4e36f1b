// Non-breaking spaces the site puts in by itself, so that counsellors never type one.
import { describe, expect, it } from "vitest";
import { keepTogether } from "../app/lib/typography";

const shown = (text: string) => keepTogether(text).replace(/\u00a0/g, "·");

describe("keepTogether", () => {
  it.each([
    ["10:00 am – 7:00 pm", "10:00·am·– 7:00·pm"],
    ["+91 98765 43210", "+91·98765·43210"],
    ["Weekly, in groups of 4-6 children", "Weekly, in groups of 4-6·children"],
    ["Small groups of 4–6 children", "Small groups of 4–6·children"],
    ["60-90 minutes per session", "60-90·minutes per session"],
    ["3-6 years", "3-6·years"],
    ["4-6 बच्चे", "4-6·बच्चे"],
  ])("%s", (text, expected) => {
    expect(shown(text)).toBe(expected);
  });

  it("leaves text without figures as it is", () => {
    const text = "Fees on request – call us, and we will explain.";
    expect(keepTogether(text)).toBe("Fees on request\u00a0– call us, and we will explain.");
    expect(keepTogether("Closed")).toBe("Closed");
  });
});
