import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EarningPeriod } from '#domain/admin/couriers-schemas.ts';
import type { CourierEarnings } from '#domain/admin/couriers-views.ts';
import { api } from '#web/lib/api-client.ts';

export interface EarningsChoice {
  period: EarningPeriod;
  from?: string;
  to?: string;
}

export const courierEarningsKey = (id: string) => ['admin', 'couriers', 'earnings', id] as const;

export const earningsQueryString = ({ period, from, to }: EarningsChoice) =>
  new URLSearchParams(
    period === 'custom' ? { period, from: from ?? '', to: to ?? '' } : { period },
  ).toString();

export const payoutsCsvUrl = (id: string, choice: EarningsChoice) =>
  `/api/admin/couriers/${encodeURIComponent(id)}/payouts.csv?${earningsQueryString(choice)}`;

export const useCourierEarnings = (id: string, choice: EarningsChoice) =>
  useQuery({
    queryKey: [...courierEarningsKey(id), choice],
    queryFn: ({ signal }) =>
      api<CourierEarnings>(
        `/api/admin/couriers/${encodeURIComponent(id)}/earnings?${earningsQueryString(choice)}`,
        {
          signal,
        },
      ),
    enabled: choice.period !== 'custom' || Boolean(choice.from && choice.to && choice.from <= choice.to),
    placeholderData: keepPreviousData,
  });
