import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import {
  messageLines,
  type MessageValues,
  type MessageWords,
} from "../app/features/contact/message";
import { mailtoHref, whatsappHref } from "../app/lib/contact-links";
import { copyOfFixture, fixturePlace, PREVIEW, problemsIn } from "./fixture-tree";

const WORDS: MessageWords = {
  greeting: "Hello, I am writing from your website.",
  labels: {
    name: "Parent Name",
    email: "Email",
    phone: "Phone",
    childAge: "Child's Age",
    concernType: "Concern",
    message: "Message",
  },
  concernOptions: [
    { value: "learning", label: "Learning Difficulties" },
    { value: "other", label: "Other" },
  ],
};

const FILLED: MessageValues = {
  name: "Asha Kulkarni",
  email: "asha@example.com",
  phone: "+91 91234 56789",
  childAge: "7 years",
  concernType: "learning",
  message: "Reading is hard.\nHe is upset before school & cries.",
};

describe("the contact form's message", () => {
  it("lists every filled field with its label, after the greeting", () => {
    expect(messageLines(FILLED, WORDS)).toEqual([
      "Hello, I am writing from your website.",
      "",
      "Parent Name: Asha Kulkarni",
      "Email: asha@example.com",
      "Phone: +91 91234 56789",
      "Child's Age: 7 years",
      "Concern: Learning Difficulties",
      "Message: Reading is hard.\nHe is upset before school & cries.",
    ]);
  });

  it("leaves out empty and blank fields and an unchosen concern", () => {
    const lines = messageLines(
      { ...FILLED, phone: "", childAge: "   ", concernType: "", message: "" },
      WORDS,
    );
    expect(lines).toEqual([
      WORDS.greeting,
      "",
      "Parent Name: Asha Kulkarni",
      "Email: asha@example.com",
    ]);
  });

  it("names the concern by its label, never its value", () => {
    const lines = messageLines({ ...FILLED, concernType: "other" }, WORDS);
    expect(lines).toContain("Concern: Other");
    expect(lines.join("\n")).not.toContain("learning");
  });
});

describe("the links that carry it", () => {
  const lines = ["Hi & hello?", "Name: Asha #1", "Message: 50% better\nthanks"];

  it("opens WhatsApp to the number's digits, with the text fully encoded", () => {
    const href = whatsappHref("+91 98765-43210", lines);
    expect(href).toBe(
      "https://wa.me/919876543210?text=Hi%20%26%20hello%3F%0AName%3A%20Asha%20%231%0AMessage%3A%2050%25%20better%0Athanks",
    );
    const url = new URL(href);
    expect(url.searchParams.get("text")).toBe(lines.join("\n"));
    expect([...url.searchParams.keys()]).toEqual(["text"]);
  });

  it("writes an e-mail with an encoded subject and a CRLF body", () => {
    const href = mailtoHref("hello@example.in", "From the website & form", lines);
    expect(href).toBe(
      "mailto:hello@example.in?subject=From%20the%20website%20%26%20form&body=Hi%20%26%20hello%3F%0D%0AName%3A%20Asha%20%231%0D%0AMessage%3A%2050%25%20better%0D%0Athanks",
    );
    const url = new URL(href);
    expect(url.pathname).toBe("hello@example.in");
    expect(url.searchParams.get("subject")).toBe("From the website & form");
    expect(url.searchParams.get("body")).toBe(lines.join("\n").replace(/\n/g, "\r\n"));
  });
});

describe('the "whatsapp" number in site.yaml', () => {
  /** A scratch copy of the fixture tree whose site.yaml has its whatsapp line replaced. */
  function withWhatsapp(line: string): string {
    const dir = copyOfFixture();
    const file = path.join(dir, "site.yaml");
    const text = fs.readFileSync(file, "utf8");
    expect(text).toMatch(/^whatsapp: .*$/m);
    fs.writeFileSync(file, text.replace(/^whatsapp: .*$/m, line));
    return dir;
  }

  it("is the phone when left out", () => {
    const { site } = loadContent(withWhatsapp(""), PREVIEW);
    expect(site.whatsapp).toBe(site.phone);
  });

  it("is its own number when set", () => {
    const { site } = loadContent(withWhatsapp('whatsapp: "+91 70000 12345"'), PREVIEW);
    expect(site.whatsapp).toBe("+91 70000 12345");
    expect(site.phone).not.toBe(site.whatsapp);
  });

  it("follows the phone's rule, with the same plain message", () => {
    expect(problemsIn(withWhatsapp('whatsapp: "98765 4321"'))).toEqual([
      `content/site.yaml:${fixturePlace("site.yaml", /^whatsapp:/m)}: The field "whatsapp" must be +91 followed by a ten-digit number, for example "+91 98765 43210".`,
    ]);
  });
});
