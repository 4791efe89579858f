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
    // 'wasm-unsafe-eval' lets the courier app compile its own same-origin barcode decoder (WebAssembly); it allows no
    // JavaScript eval.
    ["script-src 'self' 'wasm-unsafe-eval'", ...options.scriptHashes.map((h) => `'${h}'`)].join(' '),
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
    // The camera for the courier's ID scan at the door, on this origin only; never for any embedded content.
    c.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(self), payment=()');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    if (options.https) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  };
}
