// React 18's streaming renderer pads a 2 KB chunk with zero bytes when a character of several
// bytes (every Devanagari letter) does not fit at its end (facebook/react#31134, fixed in React
// 19): a Marathi page had nine, and one in its meta description shows as "�" in search results.
// HTML never holds a zero byte and no UTF-8 character contains one, so dropping every zero byte
// gives exactly the page React meant to send.
import { Transform } from "node:stream";

/** A stream that passes the rendered page through without its zero bytes. */
export function withoutZeroBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk);
    },
  });
}
