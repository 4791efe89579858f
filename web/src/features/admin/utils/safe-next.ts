/** Where to go after sign-in: only a path inside the admin (never another site, never the login again). */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith('/admin') || next.startsWith('//')) return '/admin/dashboard';
  if (next === '/admin' || next.startsWith('/admin/login')) return '/admin/dashboard';
  return next;
}
