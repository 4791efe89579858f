import type { MiddlewareHandler } from 'hono';

export function securityHeaders(options: { https: boolean; imgOrigins: string[] }): MiddlewareHandler {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
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
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(self), payment=()');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
