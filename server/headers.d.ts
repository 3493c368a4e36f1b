// Types for the export (TypeScript), which shares the header policy with the server.
export const IMMUTABLE_PATHS: string[];
export const IMMUTABLE: string;
export const IMMUTABLE_ADDRESS: string;
export function isImmutable(pathname: string): boolean;
export const REVALIDATE: string;
export const NO_CACHE: string;
export function contentSecurityPolicy(
  scriptHashes: Iterable<string>,
  options?: { search?: boolean },
): string;
export function metaContentSecurityPolicy(scriptHashes: Iterable<string>): string;
export function securityHeaders(scriptHashes: Iterable<string>): Record<string, string>;
export function searchPageHeaders(scriptHashes: Iterable<string>): Record<string, string>;
export function cacheControlFor(pathname: string): string;
export const EDITOR_PATH: string;
export function editorHeaders(connect?: string[]): Record<string, string>;
export function isEditorPath(pathname: string): boolean;
