// Addresses of this site written in a file's fields (a figure's link, "/contact"), found by the
// schema: a field whose schema is marked here (siteAddressField) is a link, and must lead to a
// page the site has, as a body's links must (site-links.ts checks both, once every page is
// known); a "#part" of it must be a part the page has. So a new field typed as an address is
// checked without a line more.
import { z } from "zod";
import type { FieldPath } from "./marks";
import { defOf } from "./schema-def";

const addressSchemas = new WeakSet<z.ZodType>();

/** `schema`, marked as the schema of a field that holds an address on this site. */
export function siteAddressField<S extends z.ZodType>(schema: S): S {
  addressSchemas.add(schema);
  return schema;
}

/**
 * A page or file of this site ("/contact", "/images/a.pdf"), as a body's links name them
 * (body/checks/links.ts): "//host" leads to another site, "#part" to a part of the same page.
 */
export const PAGE_ADDRESS = /^\/(?![/\\])/;

/** A part of the same page ("#emergency"): site-links.ts checks that the page has it. */
export const PART_ADDRESS = /^#./;

/** Every address of a page or a part in the fields of `data` (checked by `schema`), with its field. */
export function siteAddressesIn(
  schema: z.ZodType,
  data: unknown,
  at: FieldPath = [],
): { address: string; field: FieldPath }[] {
  if (addressSchemas.has(schema)) {
    return typeof data === "string" && (PAGE_ADDRESS.test(data) || PART_ADDRESS.test(data))
      ? [{ address: data, field: at }]
      : [];
  }
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
      return siteAddressesIn(def.innerType as z.ZodType, data, at);
    case "pipe":
      return siteAddressesIn(def.in as z.ZodType, data, at);
    case "array":
      return Array.isArray(data)
        ? data.flatMap((item, index) =>
            siteAddressesIn(def.element as z.ZodType, item, [...at, index]),
          )
        : [];
    case "object": {
      if (typeof data !== "object" || data === null) return [];
      const shape = (schema as z.ZodObject).shape as Record<string, z.ZodType>;
      return Object.entries(shape).flatMap(([key, field]) =>
        Object.hasOwn(data, key)
          ? siteAddressesIn(field, (data as Record<string, unknown>)[key], [...at, key])
          : [],
      );
    }
    default:
      return [];
  }
}
