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
 * helmet's middleware is built once and run on every request's raw answer: @fastify/helmet built it
 * anew on every request (two hooks and a CSP string each time, about 4% of a list page's server CPU,
 * issue 15), for per-route options and CSP nonces the portal does not use.
 */
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
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
