import type { MiddlewareHandler } from 'hono';

interface Options {
  https: boolean;
  imgOrigins: string[];
  /** Hashes ('sha256-…') of the build's own inline scripts; no other inline script may run. */
  scriptHashes: string[];
}

export function securityHeaders(options: Options): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...options.scriptHashes.map((h) => `'${h}'`)].join(' '),
    // Toast and dialog libraries set inline style attributes; scripts stay strictly same-origin.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${options.imgOrigins.join(' ')}`.trim(),
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    // A route may set a stricter policy of its own (the media library's PDFs: a sandbox).
    if (!c.res.headers.has('Content-Security-Policy')) c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
