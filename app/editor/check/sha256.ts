// "node:crypto" in the editor's page: the content check takes the SHA-256 digest of a translation's
// English words (app/i18n/english-text.ts) with createHash, which browsers do not have (theirs is
// asynchronous). The same digest, from @noble/hashes (audited, no dependencies).
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";

export function createHash(algorithm: string) {
  if (algorithm !== "sha256") throw new Error(`The editor's check has no ${algorithm} digest.`);
  const hash = sha256.create();
  const digester = {
    update(text: string) {
      hash.update(utf8ToBytes(text));
      return digester;
    },
    digest(encoding: string) {
      if (encoding !== "hex") throw new Error(`The editor's check writes digests in hex only.`);
      return bytesToHex(hash.digest());
    },
  };
  return digester;
}

export default { createHash };
