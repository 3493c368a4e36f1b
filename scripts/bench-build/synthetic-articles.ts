// The benchmark's synthetic articles: about 1,200 words each, with headings, lists, a quote, links
// and a component, spread over every category and age group of content/pages/resources.md, the
// same words in every run (a fixed pseudo-random sequence).
import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";

/** A small fixed pseudo-random sequence, so every run writes the same articles. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

const SENTENCES = [
  "Many parents notice this first at home, in the small moments of an ordinary day.",
  "Your child is not being difficult on purpose; they are telling you something the only way they can.",
  "Children grow at different speeds, and a wide range of behaviour is normal at every age.",
  "Keep routines simple and predictable, so your child knows what comes next.",
  "Notice what happens just before the hard moment: hunger, tiredness, noise or a change of plan.",
  "Praise the effort you see, not only the result, and say exactly what you liked.",
  "Talk with your child's teacher, who sees them in a different setting and may notice other things.",
  "If the worry lasts for more than a few weeks, or gets in the way of daily life, ask for help.",
  "Grandparents and relatives often give different advice; agree as a family on one calm approach.",
  "Screens, late nights and skipped meals make every feeling bigger, for children and adults alike.",
  "Give your child words for feelings: angry, worried, disappointed, proud.",
  "Stay close and stay calm; your steady voice helps your child's body settle.",
  "Look after your own rest and support too, because a tired parent has less patience to give.",
  "Write down what you notice for a week: when, where, how long, and what helped.",
  "A short, warm conversation at bedtime is often when children share what is on their mind.",
  "Small steps, repeated every day, change more than one big talk.",
];

/** One paragraph of three to six sentences. */
function paragraph(random: () => number): string {
  const count = 3 + Math.floor(random() * 4);
  return Array.from(
    { length: count },
    () => SENTENCES[Math.floor(random() * SENTENCES.length)],
  ).join(" ");
}

export const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The file name of the synthetic article number `index + 1`. */
export const articleName = (index: number) =>
  `synthetic-article-${String(index + 1).padStart(4, "0")}.mdx`;

/** A realistic article body of about 1,200 words. */
function articleBody(index: number, total: number, random: () => number): string {
  const sibling = articleName((index + 1) % total).replace(/\.mdx$/, "");
  const parts = [
    paragraph(random),
    paragraph(random),
    "## What you might notice",
    paragraph(random),
    [
      "- **At home:** " + SENTENCES[0],
      "- **At school:** " + SENTENCES[6],
      "- **With friends:** " + SENTENCES[1],
    ].join("\n"),
    "## Why it happens",
    paragraph(random),
    `> ${SENTENCES[11]} ${SENTENCES[15]}`,
    paragraph(random),
    "### A closer look",
    paragraph(random),
    "## What helps",
    ["1. " + SENTENCES[3], "2. " + SENTENCES[4], "3. " + SENTENCES[5], "4. " + SENTENCES[10]].join(
      "\n",
    ),
    paragraph(random),
    `You may also find [this related article](/resources/${sibling}) useful, and the [World Health Organization's advice for parents](https://www.who.int/teams/social-determinants-of-health/parenting-for-lifelong-health) has more ideas.`,
    "## When to ask for help",
    paragraph(random),
    `If your child is in danger right now, call <Helpline name="emergency" /> — see [emergency support](/contact#emergency).`,
  ];
  // Fill with paragraphs under one more heading until the article reaches about 1,200 words.
  const tail = ["## Looking after yourself"];
  while (wordCount([...parts, ...tail].join(" ")) < 1_150) tail.push(paragraph(random));
  tail.push("If you would like to talk things through, [book a consultation](/contact).");
  return [...parts, ...tail].join("\n\n");
}

/** The ids of every category and age group the resources page lists. */
function resourceIds(contentDir: string) {
  const source = fs.readFileSync(path.join(contentDir, "pages/resources.md"), "utf8");
  const frontmatter = yaml.load(source.split(/^---$/m)[1]) as {
    categories: { id: string }[];
    ageGroups: { id: string }[];
  };
  return {
    categories: frontmatter.categories.map((category) => category.id),
    ageGroups: frontmatter.ageGroups.map((group) => group.id),
  };
}

/** content/articles/ holds `count` synthetic articles and nothing else. */
export function writeArticles(contentDir: string, count: number): void {
  const { categories, ageGroups } = resourceIds(contentDir);
  const articles = path.join(contentDir, "articles");
  fs.rmSync(articles, { recursive: true, force: true });
  fs.mkdirSync(articles);
  const random = randomFrom(count);
  for (let index = 0; index < count; index++) {
    // One day apart, all in the past, so every article is published.
    const date = new Date(Date.UTC(2024, 0, 1) - index * 86_400_000).toISOString().slice(0, 10);
    const groups = [ageGroups[index % ageGroups.length]];
    if (index % 3 === 0) groups.push(ageGroups[(index + 1) % ageGroups.length]);
    const frontmatter = [
      "---",
      `title: "Helping Your Child Through Everyday Worries, Part ${index + 1}"`,
      `description: "Article ${index + 1} of ${count}: what parents might notice, why it happens, what helps at home and when to ask for help."`,
      `category: ${categories[index % categories.length]}`,
      "ageGroups:",
      ...groups.map((group) => `  - ${group}`),
      `date: ${date}`,
      ...(index % 4 === 0
        ? ['reviewedBy: "Dr. A. Sharma, Child Psychologist"', `lastReviewed: ${date}`]
        : []),
      "---",
      "",
    ].join("\n");
    fs.writeFileSync(
      path.join(articles, articleName(index)),
      `${frontmatter}\n${articleBody(index, count, random)}\n`,
    );
  }
}

/** A counsellor's edit: the first article gets a new title and one more paragraph. */
export function editOneArticle(contentDir: string): void {
  const file = path.join(contentDir, "articles", articleName(0));
  const source = fs.readFileSync(file, "utf8");
  const edited = source
    .replace(/^title: ".*"$/m, 'title: "Helping Your Child With Everyday Worries: A Fresh Look"')
    .replace("## What helps", `## What helps\n\n${SENTENCES[12]} ${SENTENCES[13]}`);
  if (edited === source) throw new Error(`Could not edit ${file}.`);
  fs.writeFileSync(file, edited);
}

/** A counsellor's edit of a real article: one more paragraph at its end. */
export function addParagraph(file: string): void {
  fs.appendFileSync(file, `\n${SENTENCES[13]} ${SENTENCES[15]}\n`);
}
