// The Contact page's questions before booking: an answer is written, or taken from the Services
// page, never both; the fixture's Services page supplies the answers it names.
import fs from "node:fs";
import matter from "gray-matter";
import { describe, expect, it } from "vitest";
import { faqAnswers } from "../app/features/contact/faq-answers";
import { PAGE_TYPES, pageSchema } from "../app/content/content-types";
import { PAGE_LISTS } from "../app/build-time/page-lists";
import { servicesPageSchema } from "../app/content/schemas";
import { takeMarks } from "../app/content/marks";

/** A page's fields as its schema checks them: without its marks. */
const frontmatter = (file: string) =>
  takeMarks(matter(fs.readFileSync(`test/fixtures/content/pages/${file}`, "utf8")).data).data;
const contactSchema = pageSchema(PAGE_TYPES.contact.schema, PAGE_LISTS);
const contact = contactSchema.parse(frontmatter("contact.md"));
const services = servicesPageSchema.parse(frontmatter("services.md"));

describe("questions before booking", () => {
  it("takes an answer from the Services page, so each fact is written once", () => {
    const answers = faqAnswers(
      {
        ...contact.faq,
        items: [
          { question: "Online?", from: "online" },
          { question: "Languages?", from: "languages" },
          { question: "Fees?", from: "fees" },
          { question: "Referral?", answer: "No." },
        ],
      },
      services,
      "en-IN",
    );
    expect(answers).toEqual([
      { question: "Online?", text: services.online.text },
      { question: "Languages?", text: services.languages.text, tags: services.languages.items },
      {
        question: "Fees?",
        text: services.fees.text,
        // The fee is kept in rupees and written in the page's language.
        facts: services.fees.items?.map((item) => ({
          term: item.title,
          detail: `₹${item.amount.toLocaleString("en-IN")}`,
        })),
      },
      { question: "Referral?", text: "No." },
    ]);
  });

  it.each([
    ["both an answer and from", { question: "Q?", answer: "A.", from: "fees" }],
    ["neither", { question: "Q?" }],
    ["from a part the Services page does not have", { question: "Q?", from: "parking" }],
  ])("refuses a question with %s", (_, item) => {
    const result = contactSchema.shape.faq.safeParse({ ...contact.faq, items: [item] });
    expect(result.success).toBe(false);
  });
});
