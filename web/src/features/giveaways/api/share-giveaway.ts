import { api } from '#web/lib/api-client.ts';

/** Records a share of the caller's link (copy or native share); failures never bother the customer. */
export const recordShare = (slug: string, method: 'copy' | 'native') =>
  api<void>(`/api/giveaways/${encodeURIComponent(slug)}/share`, { method: 'POST', body: { method } }).catch(
    () => undefined,
  );
