// The types of app/lib/kept-build.js (plain JavaScript: scripts/run.mjs loads it before TypeScript).
import type { BuildOptions, Metafile } from "esbuild";

export const INSTALLED: string;
export function inputsOf(metafile: Metafile, also?: string[]): string[];
export function inputsDigest(
  root: string,
  inputs: string[],
  fingerprint: string,
): string | undefined;
export function unchangedSince(root: string, metafile: Metafile): boolean;
export type KeptRecord = { inputs: string[]; digest: string | undefined } & Record<string, unknown>;
export function readKept(
  dir: string,
  name: string,
  root: string,
  fingerprint: string,
): KeptRecord | undefined;
export function keep(
  dir: string,
  name: string,
  root: string,
  fingerprint: string,
  inputs: string[],
  made: Record<string, unknown>,
): KeptRecord;
export function keptBuild(
  dir: string,
  name: string,
  root: string,
  options: BuildOptions,
  extra?: { fingerprint?: string; also?: string[] },
): Promise<{ text: string; digest: string | undefined }>;
