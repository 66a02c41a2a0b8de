import { z } from 'zod/mini';

/**
 * Classic Zod 4 probes whether it may compile parsers with `new Function` the first time it parses an
 * object. The portal's Content-Security-Policy has no 'unsafe-eval' (apps/server/src/plugins/
 * security-headers.ts), so the probe is refused and Chromium records a CSP violation on every page
 * (Lighthouse best practices, "inspector-issues"). Zod Mini's objects (4.6) are not compiled and make no
 * probe; the setting keeps it so should an update compile them. Parsing without the compiled fast path
 * is the same result; imported first by main.tsx.
 */
z.config({ jitless: true });
