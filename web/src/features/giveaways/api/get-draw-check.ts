import { queryOptions, useQuery } from '@tanstack/react-query';
import { DrawCheckDataSchema, type DrawCheckData } from '#domain/giveaways/draw-check.ts';
import { api } from '#web/lib/api-client.ts';

export const getDrawCheck = (slug: string): Promise<DrawCheckData> =>
  api<unknown>(`/api/giveaways/${encodeURIComponent(slug)}/check`).then((r) => DrawCheckDataSchema.parse(r));

export const drawCheckQuery = (slug: string) =>
  queryOptions({
    queryKey: ['giveaways', 'check', slug] as const,
    queryFn: () => getDrawCheck(slug),
    retry: false,
  });

export function useDrawCheck(slug: string) {
  return useQuery(drawCheckQuery(slug));
}
