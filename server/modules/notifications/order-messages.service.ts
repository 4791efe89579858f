import { channelsFor, type NotificationChannel, type OrderNoticeEvent } from '#domain/notifications.ts';
import { orderPushTag, orderPushTitle, trackingPath } from '#domain/push.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { STORE_NAME } from './email/brand.ts';
import { emailMessage } from './email/render-email.ts';
import { orderEmail } from './emails/order-email.tsx';
import { queueNotification } from './notifications.service.ts';
import type { OutboxMessage } from './outbox.repo.ts';
import { clip, ID_NOTICE, orderHeadline, orderReason, orderSubject, sentence } from './order-wording.ts';
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
  /** The store's public origin, for the e-mail's links. */
  publicUrl: string;
  trackingUrl: string;
  windowLabel: string;
  etaMinutes?: number | undefined;
  reason?: string | undefined;
  /** On delivery: the receipt, as checkout priced it. */
  receipt?: ReceiptLines | undefined;
}

/** A delivered order's receipt: each line as bought, then the price lines with the excise itemised. */
export interface ReceiptLines {
  lines: { name: string; quantity: number; totalCents: number }[];
  subtotalCents: number;
  discount: { label: string; cents: number } | null;
  deliveryFeeCents: number;
  exciseCents: number;
  totalCents: number;
  payment: string;
}

export const SMS_MAX_LENGTH = 320;
const REASON_MAX_LENGTH = 100;

/** SMS and push: one short paragraph, at most 320 characters; a long reason is shortened, then dropped. */
function shortBody(notice: OrderNotice, channel: 'sms' | 'push'): string {
  // A push alert shows the brand as its sender; a text message needs to say who it is from.
  const from = channel === 'sms' ? `${STORE_NAME}: ` : '';
  const window = notice.event === 'confirmed' ? `Delivery window: ${notice.windowLabel}.` : '';
  const why = orderReason(notice);
  const reason = why ? sentence(`Reason: ${clip(why, REASON_MAX_LENGTH)}`) : '';
  const build = (reasonPart: string) =>
    [`${from}${orderHeadline(notice)}`, window, reasonPart, `Track: ${notice.trackingUrl}`, ID_NOTICE]
      .filter(Boolean)
      .join(' ');
  const body = build(reason);
  return body.length <= SMS_MAX_LENGTH ? body : build('');
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
function messageFor(notice: OrderNotice, channel: NotificationChannel, toAddress: string) {
  const head = {
    userId: notice.userId,
    toAddress,
    template: `order-${notice.event}`,
    payload: { orderId: notice.orderId, event: notice.event },
  };
  if (channel === 'email') return emailMessage(orderEmail, notice, head);
  if (channel === 'sms') {
    const sms: OutboxMessage = {
      ...head,
      channel,
      subject: orderSubject(notice),
      body: shortBody(notice, 'sms'),
    };
    return sms;
  }
  const push: OutboxMessage = {
    ...head,
    channel,
    subject: orderPushTitle(notice.event, notice.etaMinutes),
    body: shortBody(notice, 'push'),
    payload: {
      ...head.payload,
      url: trackingPath(notice.trackingCode),
      tag: orderPushTag(notice.orderNumber),
    },
  };
  return push;
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
    await queueNotification(tx, await messageFor(notice, channel, toAddress));
    queued += 1;
  }
  return queued;
}
