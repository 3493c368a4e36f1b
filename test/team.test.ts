// The team files (content/team/*.md): the fixture's people load in order with their bios rendered,
// and each mistake a counsellor can make in one is named with the file, the field and the fix.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContent } from "../app/build-time/load-content";
import { copyOfFixture, FIXTURE_CONTENT_DIR, PREVIEW, problemsIn } from "./fixture-tree";

/** A complete team file, with some frontmatter lines replaced, added (value) or left out (null). */
function teamFile(fields: Record<string, string | null> = {}, bio = "A short bio."): string {
  const all: Record<string, string | null> = {
    name: '"Asha Test"',
    role: '"Child Counsellor"',
    qualifications: '"M.A. Psychology"',
    registration: '"RCI, CRR No. A00000"',
    languages: '\n  - "English"',
    order: "3",
    ...fields,
  };
  const lines = Object.entries(all)
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([name, value]) => `${name}:${value.startsWith("\n") ? "" : " "}${value}`);
  return `---\n${lines.join("\n")}\n---\n${bio}\n`;
}

describe("the team", () => {
  const contentDir = copyOfFixture();
  const check = (text: string) => {
    const file = path.join(contentDir, "team", "asha-test.md");
    fs.writeFileSync(file, text);
    try {
      return problemsIn(contentDir);
    } finally {
      fs.rmSync(file);
    }
  };

  it("loads the fixture's people in order, with each bio rendered from Markdown", () => {
    const { team } = loadContent(FIXTURE_CONTENT_DIR, PREVIEW);
    expect(team.map((member) => member.slug)).toEqual(["fixture-counsellor", "fixture-educator"]);
    expect(team[0]).toMatchObject({
      name: "Dr. Fixture Counsellor",
      languages: ["English", "Fixturese"],
      photo: "/images/team/fixture-counsellor.png",
    });
    expect(team[0].html).toContain("<strong>short notes</strong>");
  });

  it("accepts a complete file, with or without a photo", () => {
    expect(check(teamFile())).toEqual([]);
    const withPhoto = teamFile({
      photo: '"/images/team/fixture-counsellor.png"',
      photoAlt: '"Asha smiling"',
    });
    expect(check(withPhoto)).toEqual([]);
  });

  it("names a missing name", () => {
    expect(check(teamFile({ name: null }))).toEqual([
      'content/team/asha-test.md:1:1: The field "name" is missing. Add it as the first field (after the first line of three dashes): it is required. For example: name: "…"',
    ]);
  });

  it("names a photo without its description, and how to add one", () => {
    expect(check(teamFile({ photo: '"/images/team/fixture-counsellor.png"' }))).toEqual([
      'content/team/asha-test.md:1:1: The field "photoAlt" is missing. A photo needs a short description for people who cannot see it, for example photoAlt: "Asha Rao smiling, in a blue sari". Add it under the photo line.',
    ]);
  });

  it("names a photo file that is not there", () => {
    const text = teamFile({ photo: '"/images/team/nobody.jpg"', photoAlt: '"Asha smiling"' });
    expect(check(text)).toEqual([
      'content/team/asha-test.md:9:1: The field "photo" is /images/team/nobody.jpg, but there is no such file. Upload the photo to public/images/team/nobody.jpg, or correct the address.',
    ]);
  });

  it("names a photo address outside public/images/team/", () => {
    const text = teamFile({ photo: '"../secret.jpg"', photoAlt: '"Asha smiling"' });
    expect(check(text)).toEqual([
      'content/team/asha-test.md:9:1: The field "photo" must be the address of a photo in public/images/team/, written like "/images/team/asha-rao.jpg" (a .jpg, .png or .webp file, its name in lowercase letters, digits and dashes).',
    ]);
  });

  it("names an empty list of languages and an empty bio", () => {
    expect(check(teamFile({ languages: "[]" }, ""))).toEqual([
      "content/team/asha-test.md:8:1: the text of the page is empty. Write it below the second line of three dashes (---).",
      'content/team/asha-test.md:6:1: The field "languages" needs at least 1 item (it has 0).',
    ]);
  });
});
