import { describe, expect, it } from 'vitest';
import {
  canTransition,
  isFinal,
  nextStatus,
  ORDER_STATUSES,
  returnsStock,
  statusLabel,
  transitionProblem,
  type ActorRole,
  type OrderStatus,
} from './status.ts';

const ROLE_SET: Record<ActorRole, true> = {
  guest: true,
  customer: true,
  courier: true,
  merchant: true,
  support: true,
  admin: true,
  system: true,
};
const ROLES = Object.keys(ROLE_SET) as ActorRole[];

/** Every allowed (from, to, role), written out from the spec; anything else must be refused. */
const ALLOWED = [
  'pending>confirmed:merchant',
  'pending>confirmed:admin',
  'pending>confirmed:system',
  'confirmed>preparing:merchant',
  'confirmed>preparing:admin',
  'confirmed>preparing:system',
  'preparing>ready:merchant',
  'preparing>ready:admin',
  'preparing>ready:system',
  'ready>in_transit:courier',
  'ready>in_transit:admin',
  'ready>in_transit:system',
  'in_transit>delivered:courier',
  'in_transit>delivered:admin',
  'in_transit>delivered:system',

  'pending>cancelled:guest',
  'pending>cancelled:customer',
  'pending>cancelled:admin',
  'pending>cancelled:system',
  'confirmed>cancelled:guest',
  'confirmed>cancelled:customer',
  'confirmed>cancelled:admin',
  'confirmed>cancelled:system',
  'pending>cancelled:merchant',
  'confirmed>cancelled:merchant',
  'preparing>cancelled:merchant',
  'preparing>cancelled:admin',
  'preparing>cancelled:system',
  'ready>cancelled:admin',
  'ready>cancelled:system',
  'in_transit>cancelled:admin',
  'in_transit>cancelled:system',

  'in_transit>returned:courier',
  'in_transit>returned:admin',
  'in_transit>returned:system',
].sort();

const combinations = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.flatMap((to) => ROLES.map((role) => ({ from, to, role, key: `${from}>${to}:${role}` }))),
);

describe('order status machine', () => {
  it('covers every status and role', () => {
    expect(ORDER_STATUSES).toHaveLength(8);
    expect(ROLES).toHaveLength(7);
    expect(combinations).toHaveLength(8 * 8 * 7);
  });

  it('allows exactly the transitions of the spec, for exactly the roles of the spec', () => {
    const allowed = combinations.filter((c) => canTransition(c.from, c.to, c.role)).map((c) => c.key);
    expect(allowed.sort()).toEqual(ALLOWED);
    expect(allowed).toHaveLength(35);
  });

  it('lets support move no order: reading and notes only', () => {
    expect(combinations.filter((c) => c.role === 'support' && canTransition(c.from, c.to, c.role))).toEqual(
      [],
    );
  });

  it('gives a reason for every refused transition and none for an allowed one', () => {
    for (const { from, to, role, key } of combinations) {
      const problem = transitionProblem(from, to, role);
      if (ALLOWED.includes(key)) {
        expect(problem, key).toBeNull();
      } else {
        expect(typeof problem, key).toBe('string');
        expect(problem?.trim().length, key).toBeGreaterThan(0);
      }
    }
  });

  it.each(['delivered', 'cancelled', 'returned'] as const)('lets nothing leave %s', (from) => {
    expect(isFinal(from)).toBe(true);
    for (const to of ORDER_STATUSES) {
      for (const role of ROLES) expect(canTransition(from, to, role), `${to}:${role}`).toBe(false);
    }
    expect(transitionProblem(from, 'cancelled', 'admin')).toBe(`This order is already ${from}`);
  });

  it('does not skip steps or go back, even for admin and system', () => {
    for (const role of ['admin', 'system'] as const) {
      expect(canTransition('pending', 'preparing', role)).toBe(false);
      expect(canTransition('confirmed', 'ready', role)).toBe(false);
      expect(canTransition('pending', 'delivered', role)).toBe(false);
      expect(canTransition('ready', 'delivered', role)).toBe(false);
      expect(canTransition('confirmed', 'pending', role)).toBe(false);
      expect(canTransition('in_transit', 'ready', role)).toBe(false);
      expect(canTransition('preparing', 'preparing', role)).toBe(false);
    }
    expect(transitionProblem('pending', 'ready', 'merchant')).toBe(
      'An order cannot go from pending to ready',
    );
    expect(transitionProblem('in_transit', 'ready', 'courier')).toBe(
      'An order cannot go from in transit to ready',
    );
  });

  it('explains why a customer can no longer cancel once preparing starts', () => {
    for (const from of ['preparing', 'ready', 'in_transit'] as const) {
      expect(transitionProblem(from, 'cancelled', 'customer')).toBe(
        'This order is already being prepared and can no longer be cancelled',
      );
      expect(transitionProblem(from, 'cancelled', 'guest')).toBe(
        'This order is already being prepared and can no longer be cancelled',
      );
    }
    expect(transitionProblem('pending', 'cancelled', 'courier')).toBe(
      'Only the customer, the shop or an admin can cancel an order',
    );
    expect(transitionProblem('preparing', 'cancelled', 'merchant')).toBeNull();
    expect(transitionProblem('ready', 'cancelled', 'merchant')).toBe(
      'This order is already ready for pickup; ask our team to cancel it',
    );
  });

  it('returns only an order out for delivery, by the courier or an admin', () => {
    expect(transitionProblem('ready', 'returned', 'courier')).toBe(
      'Only an order out for delivery can be returned',
    );
    expect(transitionProblem('in_transit', 'returned', 'customer')).toBe(
      'Only the courier or an admin can return an order',
    );
    expect(transitionProblem('in_transit', 'returned', 'merchant')).toBe(
      'Only the courier or an admin can return an order',
    );
  });

  it('refuses a forward step by the wrong role', () => {
    expect(transitionProblem('pending', 'confirmed', 'courier')).toBe('You cannot mark this order confirmed');
    expect(transitionProblem('pending', 'confirmed', 'customer')).toBe(
      'You cannot mark this order confirmed',
    );
    expect(transitionProblem('ready', 'in_transit', 'merchant')).toBe(
      'You cannot mark this order in transit',
    );
    expect(transitionProblem('in_transit', 'delivered', 'guest')).toBe(
      'You cannot mark this order delivered',
    );
  });
});

describe('statusLabel', () => {
  it.each([null, undefined, ''])('shows %j as pending', (status) => {
    expect(statusLabel(status)).toBe('pending');
  });

  it('shows in_transit as "in transit" and other statuses as they are', () => {
    expect(statusLabel('in_transit')).toBe('in transit');
    expect(statusLabel('delivered')).toBe('delivered');
    expect(statusLabel('confirmed')).toBe('confirmed');
  });
});

describe('nextStatus', () => {
  it.each<[OrderStatus, OrderStatus | null]>([
    ['pending', 'confirmed'],
    ['confirmed', 'preparing'],
    ['preparing', 'ready'],
    ['ready', 'in_transit'],
    ['in_transit', 'delivered'],
    ['delivered', null],
    ['cancelled', null],
    ['returned', null],
  ])('after %s comes %s', (status, next) => {
    expect(nextStatus(status)).toBe(next);
  });
});

describe('returnsStock', () => {
  it('puts stock back only for cancelled and returned orders', () => {
    const restocking = ORDER_STATUSES.filter((status) => returnsStock(status));
    expect(restocking).toEqual(['cancelled', 'returned']);
  });
});
