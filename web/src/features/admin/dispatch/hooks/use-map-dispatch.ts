import { useEffect, useState } from 'react';
import type { DispatchMap } from '#domain/admin/dispatch-views.ts';
import { useAssignAny } from '../api/assign-order.ts';

type MapOrder = DispatchMap['orders'][number];

export type DispatchNotice =
  | { kind: 'picking'; order: MapOrder }
  | { kind: 'assigning'; order: MapOrder; courier: string }
  | { kind: 'done'; text: string }
  | { kind: 'error'; order: MapOrder; text: string }
  | null;

/**
 * Dispatch from the map: pick a waiting order (marker or list row), then a courier (marker or list row); the server
 * decides. Esc cancels the pick. The state is told in words beside the map, never over it.
 */
export function useMapDispatch(map: DispatchMap | undefined) {
  const assign = useAssignAny();
  const [stated, setNotice] = useState<DispatchNotice>(null);
  const held = stated?.kind === 'picking' || stated?.kind === 'error' ? stated.order : null;
  // The picked order got a courier meanwhile (another dispatcher, the courier's own accept): the pick ends.
  const current = held ? map?.orders.find((o) => o.id === held.id) : undefined;
  const gone = held !== null && map !== undefined && (!current || current.courierId !== null);
  const notice: DispatchNotice = gone
    ? { kind: 'done', text: `${held.number} no longer waits for a courier.` }
    : stated;
  const picking = gone ? null : held;

  useEffect(() => {
    if (!picking) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setNotice(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [picking]);

  const pick = (order: MapOrder) =>
    setNotice((now) =>
      now && (now.kind === 'picking' || now.kind === 'error') && now.order.id === order.id
        ? null
        : { kind: 'picking', order },
    );

  const chooseCourier = (courierId: string, orderOverride?: MapOrder) => {
    const order = orderOverride ?? picking;
    if (!order || assign.isPending) return false;
    const name = map?.couriers.find((c) => c.id === courierId)?.name ?? 'the courier';
    setNotice({ kind: 'assigning', order, courier: name });
    assign.mutate(
      { orderId: order.id, courierId },
      {
        onSuccess: () => setNotice({ kind: 'done', text: `${order.number} assigned to ${name}.` }),
        onError: (error) => setNotice({ kind: 'error', order, text: error.message }),
      },
    );
    return true;
  };

  return { notice, picking, pick, chooseCourier, cancel: () => setNotice(null) };
}
export type MapDispatch = ReturnType<typeof useMapDispatch>;
