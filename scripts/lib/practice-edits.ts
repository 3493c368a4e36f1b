// What test:counsellor-pr (scripts/counsellor-pr.ts) changes in a scratch copy of content/, as the
// practice would: its figures, services, facts (phone, address, hours, a helpline) and a new topic,
// each relative to what is there; and the edits it makes them with (YAML keeping its comments).
// The words it writes where a visitor reads them are kept (`written`) for the spelling check.
import fs from "node:fs";
import path from "node:path";
import { parseDocument, type Document, type YAMLMap, type YAMLSeq } from "yaml";

/** The words this script writes into content/, which pages show: checked for British spelling. */
export const written: string[] = [];
/** `text`, which this script writes where a visitor reads it. */
export function shown(text: string): string {
  written.push(text);
  return text;
}

/** Changes a file's text; a change that changes nothing is a mistake of this script. */
export function edit(file: string, change: (text: string) => string) {
  const before = fs.readFileSync(file, "utf8");
  const after = change(before);
  if (after === before) throw new Error(`${file} did not change`);
  fs.writeFileSync(file, after);
}

/** Changes a YAML file's fields (or a Markdown file's frontmatter), keeping its comments. */
export function editYaml(file: string, change: (doc: Document) => void) {
  edit(file, (text) => {
    const markdown = text.startsWith("---\n");
    const end = markdown ? text.indexOf("\n---", 3) + 1 : text.length;
    const doc = parseDocument(text.slice(markdown ? 4 : 0, end));
    change(doc);
    // lineWidth 0: long lines stay as they are, as a counsellor would leave them.
    const yaml = doc.toString({ lineWidth: 0 });
    return markdown ? `---\n${yaml}${text.slice(end)}` : yaml;
  });
}

/** A name not in `taken`: the first of `base`, `base-2`, `base-3`, … */
export function unused(base: string, taken: (name: string) => boolean): string {
  let name = base;
  for (let n = 2; taken(name); n += 1) name = `${base}-${n}`;
  return name;
}

/** The figure with 50 added to its first number ("100+" → "150+", "1,200" → "1,250"). */
function plusFifty(figure: string): string {
  return figure.replace(/\d[\d,]*/, (digits) => {
    const sum = Number(digits.replace(/,/g, "")) + 50;
    return digits.includes(",") ? sum.toLocaleString("en-IN") : String(sum);
  });
}

/** The home page's figures: 50 more on the first with a number, or one more figure if none has. */
function changeFigures(content: string) {
  editYaml(path.join(content, "pages/home.md"), (doc) => {
    const stats = doc.get("stats") as YAMLSeq<YAMLMap>;
    const counted = stats.items.find((stat) => /\d/.test(String(stat.get("value") ?? "")));
    if (counted) counted.set("value", plusFifty(String(counted.get("value"))));
    else stats.add(doc.createNode({ value: "50+", label: shown("Schools visited") }));
  });
}

/** A topic of its own on the Resources page: the new article is filed under it. */
function addTopic(content: string): string {
  let id = "";
  editYaml(path.join(content, "pages/resources.md"), (doc) => {
    const topics = doc.get("categories") as YAMLSeq<YAMLMap>;
    const ids = topics.items.map((topic) => String(topic.get("id")));
    id = unused("sleep-and-rest", (name) => ids.includes(name));
    topics.add(
      doc.createNode({
        id,
        title: shown("Sleep and Rest"),
        icon: topics.items[0].get("icon"),
        description: shown("Bedtimes, naps and calm evenings for children of every age."),
      }),
    );
  });
  return id;
}

/** The services: the last one renamed with its own group size, and one more service. */
function changeServices(content: string) {
  const services = path.join(content, "services");
  const files = fs
    .readdirSync(services)
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join(services, name));
  const orders = files.map((file) =>
    Number(/^order: *(\d+)/m.exec(fs.readFileSync(file, "utf8"))?.[1] ?? 0),
  );
  const last = files[orders.indexOf(Math.max(...orders))];
  editYaml(last, (doc) => {
    doc.set("title", `${String(doc.get("title"))}${shown(" in Small Groups")}`);
    (doc.get("features") as YAMLSeq).add(shown("Groups of three to five children, by age"));
  });
  const slug = unused("sibling-support", (name) =>
    fs.existsSync(path.join(services, `${name}.md`)),
  );
  const added = path.join(services, `${slug}.md`);
  fs.copyFileSync(last, added);
  editYaml(added, (doc) => {
    doc.set("title", shown("Support for Brothers and Sisters"));
    doc.set("order", Math.max(...orders) + 1);
    doc.set(
      "description",
      shown("Help for brothers and sisters growing up alongside a child who needs extra care."),
    );
  });
}

/** The phone's last digit, the first address line, the first opening hours, a helpline's name. */
function changeSite(content: string) {
  editYaml(path.join(content, "site.yaml"), (doc) => {
    const phone = String(doc.get("phone"));
    doc.set(
      "phone",
      phone.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10)),
    );
    doc.setIn(
      ["address", "lines", 0],
      `${shown("Flat 12, ")}${String(doc.getIn(["address", "lines", 0]))}`,
    );
    // The first opening hours close half an hour later (or earlier, past 23:00).
    const closes = String(doc.getIn(["hours", 0, "closes"]) ?? "18:00");
    const [hour] = closes.split(":").map(Number);
    doc.setIn(["hours", 0, "closes"], `${String(hour < 23 ? hour : 22).padStart(2, "0")}:30`);
    doc.setIn(
      ["helplines", 0, "name"],
      `${String(doc.getIn(["helplines", 0, "name"]))}${shown(" (India)")}`,
    );
  });
}

/**
 * What the practice changes about itself, each relative to what is there, so that the practice's
 * own edits never collide with these: none of it may break a check. Returns the new topic's id.
 */
export function changePracticeFacts(content: string): string {
  changeFigures(content);
  changeServices(content);
  changeSite(content);
  return addTopic(content);
}
