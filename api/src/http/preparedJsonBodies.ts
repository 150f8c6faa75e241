import { createHash } from 'node:crypto';
import { BoundedCache } from '../cache/boundedCache';

export interface PreparedJsonBody {
  /** The text the bytes were made from: a changed payload makes new bytes. */
  source: string;
  bytes: Buffer;
  /** Express's own weak form (length and SHA-1), so conditional requests behave as on any other route. */
  etag: string;
}

/**
 * Response bodies kept as bytes, with their ETag, while the text they wrap is
 * the same. Encoding ~35 kB of JSON and hashing it for the ETag on every
 * research request was about a tenth of its CPU (`npm run bench:api`, see
 * docs/performance.md); a stored analysis changes only with a refresh or an import.
 */
export function createPreparedJsonBodies(wrap: (text: string) => string, capacity = 300) {
  const bodies = new BoundedCache<string, PreparedJsonBody>(capacity);
  return function preparedBody(key: string, text: string): PreparedJsonBody {
    const kept = bodies.get(key);
    if (kept?.source === text) return kept;
    const bytes = Buffer.from(wrap(text), 'utf8');
    const prepared = { source: text, bytes, etag: weakEtag(bytes) };
    bodies.set(key, prepared);
    return prepared;
  };
}

function weakEtag(bytes: Buffer): string {
  const hash = createHash('sha1').update(bytes).digest('base64').slice(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
}
