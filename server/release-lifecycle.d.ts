// The export's side of the release contract (server/release-lifecycle.js).
import type { BuildLayout, Manifest, Variant } from "./release.js";

export function objectOf(bytes: Uint8Array): Variant & { object: string };
export function objectStore(layout: BuildLayout): {
  put(bytes: Uint8Array): Variant & { object: string };
  has(object: string): boolean;
  read(object: string): Buffer;
};
export function newReleaseId(layout: BuildLayout): string;
export function filesBelow(dir: string): string[];
export function publishRelease(
  layout: BuildLayout,
  manifest: Manifest,
  options?: { holdingPage?: string; hostFiles?: Record<string, string> },
): void;
