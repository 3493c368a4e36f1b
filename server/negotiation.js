// Which of a file's variants a request gets, and whether it has it already: Accept-Encoding chooses
// among the precompressed .br/.gz files and the file itself (nothing is compressed per request);
// If-None-Match and If-Match compare ETags.
import Negotiator from "negotiator";

/** Brotli is smallest, gzip next; identity only when the client wants neither. */
const PREFERRED_ENCODINGS = ["br", "gzip", "identity"];

/** Weak comparison for If-None-Match, strong for If-Match (RFC 9110 8.8.3.2). */
export function matchesTag(field, etag, strong) {
  for (const item of field.split(",")) {
    const tag = item.trim();
    if (tag === "*" || tag === etag || (!strong && tag.startsWith("W/") && tag.slice(2) === etag)) {
      return true;
    }
  }
  return false;
}

/** The variant of an entry a request's Accept-Encoding asks for, by the preferred order. */
export function createNegotiation() {
  const negotiated = new Map();

  function encodingsWanted(acceptEncoding = "") {
    let wanted = negotiated.get(acceptEncoding);
    if (!wanted) {
      const request = { headers: { "accept-encoding": acceptEncoding } };
      wanted = new Negotiator(request).encodings(PREFERRED_ENCODINGS, {
        preferred: PREFERRED_ENCODINGS,
      });
      if (negotiated.size >= 256) negotiated.clear();
      if (acceptEncoding.length <= 256) negotiated.set(acceptEncoding, wanted);
    }
    return wanted;
  }

  return function variantFor(entry, acceptEncoding) {
    for (const encoding of encodingsWanted(acceptEncoding)) {
      if (entry.variants[encoding]) return entry.variants[encoding];
    }
    // Nothing acceptable (identity;q=0): RFC 9110 12.5.3 allows sending identity anyway.
    return entry.variants.identity;
  };
}
