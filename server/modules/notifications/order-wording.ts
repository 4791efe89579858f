import { COMPLIANCE } from '#domain/compliance/rules.ts';
import type { OrderNotice } from './order-messages.service.ts';

export const ID_NOTICE = `${COMPLIANCE.idNotice}.`;

export const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
export const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);
const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

export function orderSubject({ event, orderNumber: n, etaMinutes }: OrderNotice): string {
  switch (event) {
    case 'confirmed':
      return `Order ${n} confirmed`;
    case 'driver_assigned':
      return `Driver assigned to order ${n}`;
    case 'picked_up':
      return `Order ${n} is on its way`;
    case 'eta':
      return etaMinutes === undefined
        ? `Order ${n} arrives soon`
        : `Order ${n} arrives in ${minutes(etaMinutes)}`;
    case 'arrived':
      return `Your driver has arrived with order ${n}`;
    case 'delivered':
      return `Order ${n} delivered`;
    case 'cancelled':
      return `Order ${n} cancelled`;
    case 'returned':
      return `Order ${n} returned`;
  }
}

export function orderHeadline({ event, orderNumber: n, etaMinutes }: OrderNotice): string {
  switch (event) {
    case 'confirmed':
      return `Order ${n} is confirmed.`;
    case 'driver_assigned':
      return `A driver is assigned to order ${n}.`;
    case 'picked_up':
      return `Order ${n} is picked up and on its way.`;
    case 'eta':
      return etaMinutes === undefined
        ? `Order ${n} arrives soon.`
        : `Order ${n} arrives in about ${minutes(etaMinutes)}.`;
    case 'arrived':
      return `Your driver has arrived with order ${n}.`;
    case 'delivered':
      return `Order ${n} is delivered. Thank you for ordering with us.`;
    case 'cancelled':
      return `Order ${n} was cancelled.`;
    case 'returned':
      return `Order ${n} was returned to the store.`;
  }
}

/** Only an order that ends early explains why. */
export const orderReason = ({ event, reason }: OrderNotice) =>
  (event === 'cancelled' || event === 'returned') && reason?.trim() ? reason.trim() : null;
