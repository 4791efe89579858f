import { describe, expect, it } from 'vitest';
import { buildTimeline } from './timeline.ts';

const T0 = '2026-03-02T15:00:00.000Z';
const T1 = '2026-03-02T15:05:00.000Z';
const T2 = '2026-03-02T15:20:00.000Z';
const T3 = '2026-03-02T15:40:00.000Z';

const states = (steps: ReturnType<typeof buildTimeline>) => steps.map((s) => `${s.status}:${s.state}`);

describe('buildTimeline', () => {
  it('shows the whole delivery path for a new order, with the placed time', () => {
    const steps = buildTimeline('pending', [{ status: 'pending', at: T0 }]);
    expect(states(steps)).toEqual([
      'pending:current',
      'confirmed:upcoming',
      'preparing:upcoming',
      'ready:upcoming',
      'in_transit:upcoming',
      'delivered:upcoming',
    ]);
    expect(steps[0]).toMatchObject({ title: 'Order placed', at: T0 });
    expect(steps.slice(1).every((s) => s.at === null)).toBe(true);
  });

  it('marks the steps before the status done and takes each time from its event', () => {
    const steps = buildTimeline('in_transit', [
      { status: 'in_transit', at: T3 },
      { status: 'pending', at: T0 },
      { status: 'confirmed', at: T1 },
      { status: 'preparing', at: T2 },
      { status: 'ready', at: T2 },
    ]);
    expect(states(steps)).toEqual([
      'pending:done',
      'confirmed:done',
      'preparing:done',
      'ready:done',
      'in_transit:current',
      'delivered:upcoming',
    ]);
    expect(steps.map((s) => s.at)).toEqual([T0, T1, T2, T2, T3, null]);
  });

  it('trusts the status over missing events (a live update before the refetch)', () => {
    const steps = buildTimeline('preparing', [{ status: 'pending', at: T0 }]);
    expect(states(steps).slice(0, 4)).toEqual([
      'pending:done',
      'confirmed:done',
      'preparing:current',
      'ready:upcoming',
    ]);
    expect(steps[1]!.at).toBeNull();
  });

  it('falls back to the placed time when there is no pending event', () => {
    expect(buildTimeline('pending', [], T0)[0]!.at).toBe(T0);
  });

  it('counts a delivered order as complete', () => {
    const steps = buildTimeline('delivered', [{ status: 'delivered', at: T3 }]);
    expect(steps.every((s) => s.state === 'done')).toBe(true);
    expect(steps.at(-1)).toMatchObject({ status: 'delivered', at: T3 });
  });

  it('ends a cancelled order at its final state after the steps it reached', () => {
    const steps = buildTimeline('cancelled', [
      { status: 'pending', at: T0 },
      { status: 'confirmed', at: T1 },
      { status: 'cancelled', at: T2 },
    ]);
    expect(states(steps)).toEqual(['pending:done', 'confirmed:done', 'cancelled:current']);
    expect(steps.at(-1)).toMatchObject({ title: 'Cancelled', at: T2 });
  });

  it('shows a returned order as out for delivery, then returned', () => {
    const steps = buildTimeline('returned', [
      { status: 'pending', at: T0 },
      { status: 'in_transit', at: T2 },
      { status: 'returned', at: T3 },
    ]);
    expect(states(steps)).toEqual([
      'pending:done',
      'confirmed:done',
      'preparing:done',
      'ready:done',
      'in_transit:done',
      'returned:current',
    ]);
    expect(steps.at(-1)).toMatchObject({ title: 'Returned to the shop', at: T3 });
  });

  it('keeps the first time a status was reached', () => {
    const steps = buildTimeline('pending', [
      { status: 'pending', at: T1 },
      { status: 'pending', at: T0 },
    ]);
    expect(steps[0]!.at).toBe(T0);
  });

  describe('courier sub-steps', () => {
    const flow = [
      { status: 'pending' as const, at: T0 },
      { status: 'confirmed' as const, at: T1 },
      { status: 'preparing' as const, at: T2 },
    ];
    const subs = (steps: ReturnType<typeof buildTimeline>) =>
      steps.flatMap((s) => s.subSteps.map((sub) => `${s.status}:${sub.title}`));

    it('shows the assignment under the step the courier took the order in', () => {
      const assignedAt = '2026-03-02T15:25:00.000Z';
      const preparing = buildTimeline('preparing', flow, T0, { assignedAt, arrivedAt: null });
      expect(subs(preparing)).toEqual(['preparing:Courier assigned']);
      expect(preparing[2]!.subSteps[0]).toEqual({ title: 'Courier assigned', at: assignedAt });

      const ready = buildTimeline('ready', [...flow, { status: 'ready', at: T3 }], T0, {
        assignedAt,
        arrivedAt: null,
      });
      expect(subs(ready)).toEqual(['preparing:Courier assigned']);
    });

    it('shows the arrival under out for delivery, keeping the current step', () => {
      const steps = buildTimeline('in_transit', [...flow, { status: 'in_transit', at: T3 }], T0, {
        assignedAt: T2,
        arrivedAt: '2026-03-02T15:55:00.000Z',
      });
      expect(subs(steps)).toEqual(['preparing:Courier assigned', 'in_transit:Courier arrived']);
      expect(steps.find((s) => s.state === 'current')).toMatchObject({ title: 'Out for delivery' });
    });

    it('adds nothing without progress', () => {
      const steps = buildTimeline('preparing', flow, T0, { assignedAt: null, arrivedAt: null });
      expect(subs(steps)).toEqual([]);
      expect(subs(buildTimeline('preparing', flow))).toEqual([]);
    });
  });
});
