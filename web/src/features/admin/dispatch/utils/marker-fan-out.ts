import type { DispatchMap } from '#domain/admin/dispatch-views.ts';

type MapOrder = DispatchMap['orders'][number];

const PER_RING = 8;
const RING_PX = 22;

/**
 * Orders to one ZIP share its centre: the k-th of several at one point sits on a ring around it (eight to a ring, a
 * ring further out for the next eight), so each stays visible and clickable at any zoom. Pixels, not degrees.
 */
export function fanOut(orders: readonly MapOrder[]): Map<string, [dx: number, dy: number]> {
  const groups = new Map<string, MapOrder[]>();
  for (const o of orders) {
    if (!o.dropoff) continue;
    const key = `${o.dropoff.lat},${o.dropoff.lng}`;
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const offsets = new Map<string, [number, number]>();
  for (const group of groups.values()) {
    group.forEach((o, k) => {
      if (group.length === 1) return offsets.set(o.id, [0, 0]);
      const onRing = Math.min(PER_RING, group.length - Math.floor(k / PER_RING) * PER_RING);
      const angle = ((k % PER_RING) / onRing) * 2 * Math.PI;
      const r = RING_PX * (1 + Math.floor(k / PER_RING));
      offsets.set(o.id, [Math.round(r * Math.cos(angle)), Math.round(r * Math.sin(angle))]);
    });
  }
  return offsets;
}
