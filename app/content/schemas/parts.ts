// The parts several content schemas share: an icon, a card, a figure, an address on this site, the
// `updated` date and a page's title and description.
import { z } from "zod";
import { ICON_NAMES } from "../../lib/icons";
import { siteAddressField } from "../field-links";
import { calendarDate, text, withHelp } from "../schema-fields";

export const icon = z.enum(ICON_NAMES);

/**
 * A page of this site, or a part of this page: "/contact", "#emergency". A page's address must
 * lead to a page the site has (field-links.ts); "//host" would lead to another site.
 */
const sitePath = siteAddressField(
  text.regex(/^(?:\/(?![/\\])|#.)/, {
    error: 'must be an address on this site, starting with / or #, for example "/contact"',
  }),
);
/** What the site can count itself: a stat with `count` shows the number, never a typed one. */
export const STAT_COUNTS = ["articles"] as const;
/** A figure and its label: typed by the practice (`value`), or counted by the site (`count`). */
export const stat = z
  .strictObject({
    value: text.optional(),
    count: z.enum(STAT_COUNTS).optional(),
    label: text,
    href: sitePath.optional(),
  })
  .refine((each) => (each.value === undefined) !== (each.count === undefined), {
    error:
      'needs either a "value" (a figure the practice confirms) or "count: articles" (counted by the site): one of the two',
  });
export const card = z.strictObject({ icon, title: text, text });

/** When an English file was last changed: its translations made from an earlier one are stale. */
export const updated = calendarDate.optional();

/** The fields every page file starts with. */
export const pageFields = {
  title: withHelp(text, {
    description: "the page's heading in the browser tab and in search results",
    example: 'title: "About Us"',
  }),
  description: withHelp(text, {
    description: "one sentence that search engines and shared links show under the title",
    example: 'description: "Who we are and how we work with families."',
  }),
  updated,
};
