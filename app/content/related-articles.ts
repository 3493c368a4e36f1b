// The articles a reader of one may want next, at the foot of every article page.

/** What the ranking reads of an article. */
type Ranked = { slug: string; category: string; ageGroups: string[] };

/** The best-ranked of each list for each topic and age groups asked (see below). */
const rankedFor = new WeakMap<Ranked[], Map<string, Ranked[]>>();

/**
 * Up to `count` other articles of `articles` a reader of `article` may want next: the same topic
 * counts most, then each shared age group; among equals, the earlier in the list (the language's
 * own first, then newest first).
 */
export function relatedArticles<T extends Ranked>(articles: T[], article: Ranked, count = 3): T[] {
  // Articles of the same topic and age groups have the same ranking, so it is made once for
  // them (every article page asks: a pass over all the articles for each was n² in all), one
  // longer than asked, since the article itself may be among them.
  const ranks = rankedFor.get(articles) ?? new Map<string, Ranked[]>();
  rankedFor.set(articles, ranks);
  const asked = `${count} ${article.category} ${[...new Set(article.ageGroups)].sort().join(" ")}`;
  let ranked = ranks.get(asked);
  if (!ranked) {
    ranked = bestOf(articles, article, count + 1);
    ranks.set(asked, ranked);
  }
  return (ranked as T[]).filter((other) => other.slug !== article.slug).slice(0, count);
}

/** The `count` best of the articles for one like `article` (itself included), in rank order. */
function bestOf<T extends Ranked>(articles: T[], article: Ranked, count: number): T[] {
  const score = (other: T) =>
    (other.category === article.category ? 2 : 0) +
    other.ageGroups.filter((group) => article.ageGroups.includes(group)).length;
  // One pass keeping the best few (no sort of all the articles).
  const best: { other: T; score: number }[] = [];
  for (const other of articles) {
    const value = score(other);
    if (value === 0 || (best.length === count && value <= best[count - 1].score)) continue;
    // After the last one with at least this score: among equals, the earlier in the list stays.
    const at = best.findIndex((entry) => entry.score < value);
    best.splice(at === -1 ? best.length : at, 0, { other, score: value });
    if (best.length > count) best.pop();
  }
  return best.map(({ other }) => other);
}
