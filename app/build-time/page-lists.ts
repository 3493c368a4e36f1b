// The lists two pages' schemas take from the features (app/content/content-types.ts, PageLists):
// the Resources page's cards name the tools' ids, and the Contact page labels each field of the
// contact form. The content layer names no feature; this is where the two meet.
import type { PageLists } from "../content/content-types";
import { CONTACT_FIELDS } from "../features/contact/fields";
import { TOOL_IDS } from "../features/tools/registry";

export const PAGE_LISTS = {
  toolIds: TOOL_IDS,
  contactFields: CONTACT_FIELDS.map((field) => field.name),
} satisfies PageLists;
