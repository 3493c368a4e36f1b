// Facts a translation writes in its own language: the street address, which a parent in Pune
// reads in Devanagari. Unlike the other facts (hours, fees, phone: kept once in English and
// written out per language), each translation holds its own copy, and records in `writtenFrom`
// which English value it was written from, as a digest (`writtenFrom: { address: "3fa2c9d01b7e" }`).
// When the English value changes, that translation is behind its English: pages show the English
// value (marked as English) until it is brought up to date, previews say so, and the go-live list
// names it. The content check (app/i18n/translations.ts), the go-live list (launch-check.ts) and
// the editor's save (app/editor/translation-format.ts) read this one rule.
import { createHash } from "node:crypto";
import { isRecord } from "../lib/is-record";
import { SITE_FILE } from "./content-types";

/** Per English file (relative to content/): its top-level fields a translation writes per language. */
export const WRITTEN_PER_LANGUAGE: Readonly<Record<string, readonly string[]>> = {
  [SITE_FILE]: ["address"],
};

/** The translation's field that records the English values its own were written from. */
export const WRITTEN_FROM_FIELD = "writtenFrom";

/** The fields of `englishFile` a translation writes per language (none for most files). */
export const writtenPerLanguage = (englishFile: string): readonly string[] =>
  WRITTEN_PER_LANGUAGE[englishFile] ?? [];

/**
 * The key of an English fact's digest beside the English files' words digests (the editor's
 * englishDigests): "site.yaml#address".
 */
export const factDigestKey = (englishFile: string, field: string) => `${englishFile}#${field}`;

/**
 * The digest of each fact of an English file's data that translations write per language, by
 * field: what a translation written from it today records ({ address: "3fa2c9d01b7e" }).
 */
export function writtenFromToday(
  englishFile: string,
  data: Record<string, unknown>,
): Record<string, string> {
  return Object.fromEntries(
    writtenPerLanguage(englishFile)
      .filter((field) => data[field] !== undefined)
      .map((field) => [field, factDigestOf(data[field])]),
  );
}

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A value with every text's spaces squeezed and its fields in name order: a line broken
 * differently, or fields in another order (the file's or the schema's), is the same value.
 */
function squeezed(value: unknown): unknown {
  if (typeof value === "string") return squeeze(value);
  if (Array.isArray(value)) return value.map(squeezed);
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, squeezed(value[key])]),
    );
  }
  return value;
}

/** Twelve hex digits of SHA-256 of an English value (numbers as the text YAML would give). */
export function factDigestOf(value: unknown): string {
  const text = JSON.stringify(squeezed(value), (_key, item: unknown) =>
    typeof item === "number" ? String(item) : item,
  );
  return createHash("sha256").update(text).digest("hex").slice(0, 12);
}

/** Where a translation's own copy of a fact stands against the English value today. */
export type WrittenFact = {
  /** The top-level field: "address". */
  field: string;
  /** The digest of the English value today: what `writtenFrom` records once it is up to date. */
  englishDigest: string;
  /**
   * current: written from today's English value; behind: from another (the English changed);
   * unrecorded: the translation does not say which.
   */
  state: "current" | "behind" | "unrecorded";
};

/** What a translation's `writtenFrom` records, field by field (nothing when it is not a record). */
export function writtenFromOf(translation: Record<string, unknown>): Record<string, unknown> {
  const recorded = translation[WRITTEN_FROM_FIELD];
  return isRecord(recorded) ? recorded : {};
}

/**
 * Each fact of `englishFile` that the translation writes per language, against the English data
 * today. A fact the translation leaves out is not its own copy: it is not listed.
 */
export function writtenFacts(
  englishFile: string,
  english: Record<string, unknown>,
  translation: Record<string, unknown>,
): WrittenFact[] {
  const recorded = writtenFromOf(translation);
  return writtenPerLanguage(englishFile)
    .filter((field) => translation[field] !== undefined && english[field] !== undefined)
    .map((field) => {
      const englishDigest = factDigestOf(english[field]);
      const written = recorded[field];
      const state =
        typeof written !== "string"
          ? "unrecorded"
          : written === englishDigest
            ? "current"
            : "behind";
      return { field, englishDigest, state };
    });
}
