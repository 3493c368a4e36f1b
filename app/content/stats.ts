// The figures on Home and Resources. A figure the site can know (how many articles) is counted,
// never typed, so it cannot go out of date; the others are the practice's, marked CONFIRM in content
// until it has checked them (npm run check:launch).
import { formatNumber } from "../lib/format";
import type { STAT_COUNTS } from "./schemas";

type Counted = (typeof STAT_COUNTS)[number];
type StatInContent = { value?: string; count?: Counted; label: string; href?: string };
export type ShownStat = { value: string; label: string; href?: string };

/** The figures to show, a counted one written as the page's language writes numbers. */
export function statsToShow(
  stats: StatInContent[],
  counts: Record<Counted, number>,
  locale: string,
): ShownStat[] {
  return stats.map(({ value, count, label, href }) => ({
    value: count ? formatNumber(counts[count], locale) : (value ?? ""),
    label,
    ...(href ? { href } : {}),
  }));
}
