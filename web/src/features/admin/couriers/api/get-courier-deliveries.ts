import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourierDeliveries } from '#domain/admin/couriers-views.ts';
import { api } from '#web/lib/api-client.ts';

export const courierDeliveriesKey = (id: string) => ['admin', 'couriers', 'deliveries', id] as const;

export const useCourierDeliveries = (id: string, cursor: string | null) =>
  useQuery({
    queryKey: [...courierDeliveriesKey(id), cursor],
    queryFn: ({ signal }) =>
      api<CourierDeliveries>(
        `/api/admin/couriers/${encodeURIComponent(id)}/deliveries?limit=10${cursor ? `&cursor=${cursor}` : ''}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
