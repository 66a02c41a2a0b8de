import { randomBytes } from 'node:crypto';

/** Random bytes drawn at once; each request id takes 8 of them. */
const POOL_BYTES = 4096;
const ID_BYTES = 8;

let pool = Buffer.alloc(0);
let used = 0;

/**
 * A request id: 16 hex characters from the system's random source, so a client can neither choose nor
 * guess the id its errors are logged under. Drawn from a pool refilled 512 ids at a time: asking the
 * random source on every request cost about 3% of a list page's server CPU (issue 15).
 */
export function newRequestId(): string {
  if (used + ID_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    used = 0;
  }
  const id = pool.toString('hex', used, used + ID_BYTES);
  used += ID_BYTES;
  return id;
}
