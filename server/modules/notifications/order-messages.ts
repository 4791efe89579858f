import { COMPLIANCE } from '#domain/compliance/rules.ts';
import { channelsFor, type NotificationChannel, type OrderNoticeEvent } from '#domain/notifications.ts';
import { orderPushTag, orderPushTitle, trackingPath } from '#domain/push.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queueNotification } from './notifications.service.ts';
import { findPreferences } from './preferences.repo.ts';

export interface OrderNotice {
  orderId: string;
  orderNumber: string;
  trackingCode: string;
  /** Null for a guest order: e-mail only. */
  userId: string | null;
  customerName: string;
  email: string;
  /** 10 digits. */
  phone: string;
  event: OrderNoticeEvent;
  trackingUrl: string;
  windowLabel: string;
  etaMinutes?: number | undefined;
  reason?: string | undefined;
}

const BRAND = 'New York Minute NYC';
export const SMS_MAX_LENGTH = 320;
const REASON_MAX_LENGTH = 100;
const ID_NOTICE = `${COMPLIANCE.idNotice}.`;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
const sentence = (text: string) => (/[.!?…]$/.test(text) ? text : `${text}.`);
const minutes = (n: number) => `${n} ${n === 1 ? 'minute' : 'minutes'}`;

function subjectOf({ event, orderNumber: n, etaMinutes }: OrderNotice): string {
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

function headlineOf({ event, orderNumber: n, etaMinutes }: OrderNotice): string {
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
const reasonOf = ({ event, reason }: OrderNotice) =>
  (event === 'cancelled' || event === 'returned') && reason?.trim() ? reason.trim() : null;

/** SMS and push: one short paragraph, at most 320 characters; a long reason is shortened, then dropped. */
function shortBody(notice: OrderNotice, channel: 'sms' | 'push'): string {
  // A push alert shows the brand as its sender; a text message needs to say who it is from.
  const from = channel === 'sms' ? `${BRAND}: ` : '';
  const window = notice.event === 'confirmed' ? `Delivery window: ${notice.windowLabel}.` : '';
  const why = reasonOf(notice);
  const reason = why ? sentence(`Reason: ${clip(why, REASON_MAX_LENGTH)}`) : '';
  const build = (reasonPart: string) =>
    [`${from}${headlineOf(notice)}`, window, reasonPart, `Track: ${notice.trackingUrl}`, ID_NOTICE]
      .filter(Boolean)
      .join(' ');
  const body = build(reason);
  return body.length <= SMS_MAX_LENGTH ? body : build('');
}

function emailBody(notice: OrderNotice): string {
  const firstName = notice.customerName.trim().split(/\s+/)[0] || 'there';
  const lines = [`Hi ${firstName},`, '', headlineOf(notice)];
  if (notice.event === 'confirmed') lines.push(`Delivery window: ${notice.windowLabel}`);
  const why = reasonOf(notice);
  if (why) lines.push(sentence(`Reason: ${why}`));
  lines.push(
    '',
    `Follow your order (tracking code ${notice.trackingCode}):`,
    notice.trackingUrl,
    '',
    ID_NOTICE,
    '',
    BRAND,
  );
  return lines.join('\n');
}

/** Where a channel's message goes; null when the order carries no usable address for it. */
function addressFor(channel: NotificationChannel, notice: OrderNotice): string | null {
  if (channel === 'email') return notice.email.trim() || null;
  if (channel === 'sms') {
    const digits = notice.phone.replace(/\D/g, '');
    return digits.length === 10 ? digits : null;
  }
  // Push goes to the account's devices; a guest has none.
  return notice.userId;
}

/** A push alert's title is short and leads with the news; it opens the tracking page, one alert per order. */
function messageFor(channel: NotificationChannel, notice: OrderNotice) {
  const payload = { orderId: notice.orderId, event: notice.event };
  if (channel === 'email') return { subject: subjectOf(notice), body: emailBody(notice), payload };
  if (channel === 'sms') return { subject: subjectOf(notice), body: shortBody(notice, 'sms'), payload };
  return {
    subject: orderPushTitle(notice.event, notice.etaMinutes),
    body: shortBody(notice, 'push'),
    payload: { ...payload, url: trackingPath(notice.trackingCode), tag: orderPushTag(notice.orderNumber) },
  };
}

/**
 * Queues the customer's messages for an order event in the caller's transaction, one outbox row per channel
 * their preferences allow (defaults when they never saved any; guests by e-mail only). Returns the rows queued.
 */
export async function queueOrderNotifications(tx: DbOrTx, notice: OrderNotice): Promise<number> {
  const guest = notice.userId === null;
  const prefs = notice.userId === null ? null : await findPreferences(tx, notice.userId);
  let queued = 0;
  for (const channel of channelsFor(prefs, notice.event, { guest })) {
    const toAddress = addressFor(channel, notice);
    if (!toAddress) continue;
    await queueNotification(tx, {
      userId: notice.userId,
      channel,
      toAddress,
      template: `order-${notice.event}`,
      ...messageFor(channel, notice),
    });
    queued += 1;
  }
  return queued;
}
