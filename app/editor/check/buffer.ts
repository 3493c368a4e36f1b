// "Buffer" in the editor's page (scripts/lib/editor-bundle.ts injects it where the bundle names
// the global): gray-matter keeps each file's original bytes with Buffer.from, which browsers do
// not have. Decap's bundle brings its own, but the page of what is left before launch runs the
// check without Decap. Only what the check reaches is here.
export const Buffer = {
  from: (text: string) => new TextEncoder().encode(text),
  isBuffer: (value: unknown) => value instanceof Uint8Array,
};
