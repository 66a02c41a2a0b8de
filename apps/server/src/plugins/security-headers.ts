import helmet from 'helmet';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** HSTS and upgrade-insecure-requests only make sense when the portal is served over https. */
  isHttps: boolean;
}

/**
 * Security headers on every answer, with a Content-Security-Policy the Vite-built React SPA works
 * under: its scripts and styles are files from our origin; React's `style` props need inline styles;
 * images may be data:/blob: (file previews, signatures). Framing is refused (clickjacking).
 *
 * helmet's headers are worked out once, at start: its options here depend on nothing in a request (no
 * CSP nonce, no per-route option), so every answer carries the same ones. @fastify/helmet built the
 * middleware anew on every request (about 4% of a list page's server CPU, issue 15); running the built
 * middleware on each answer still cost 11 header writes, about 4% of a small call's CPU (issue 33).
 */
type HelmetMiddleware = ReturnType<typeof helmet>;

/** The headers helmet's middleware sets, read once from a response that only records them. */
function headersOf(middleware: HelmetMiddleware): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  middleware(
    {} as Parameters<HelmetMiddleware>[0],
    recorder as unknown as Parameters<HelmetMiddleware>[1],
    (error) => (failure = error),
  );
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const directives: Record<string, string[]> = {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'worker-src': ["'self'"],
      'manifest-src': ["'self'"],
    };
    if (options.isHttps) directives['upgrade-insecure-requests'] = [];
    const setHeaders = helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      // Over plain http (the embedded default on localhost) HSTS would be ignored or, on a LAN
      // address, lock browsers out; send it only for an https origin.
      strictTransportSecurity: options.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
    });
    const headers = headersOf(setHeaders);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
