import type { QueryClient } from '@tanstack/react-query';
import { INITIAL_DATA_ID, type InitialQuery } from '#domain/rendered-pages.ts';

/** What the server rendered the page with, read once; nothing (or anything malformed) gives an empty list. */
export function readInitialData(doc: Document | undefined = globalThis.document): InitialQuery[] {
  const text = doc?.getElementById(INITIAL_DATA_ID)?.textContent;
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list)
      ? list.filter((q): q is InitialQuery => Array.isArray((q as InitialQuery | null)?.queryKey))
      : [];
  } catch {
    return [];
  }
}

export function seedQueries(client: QueryClient, queries: InitialQuery[]) {
  for (const { queryKey, data } of queries) client.setQueryData(queryKey, data);
  return client;
}
