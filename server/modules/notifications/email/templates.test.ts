import { describe, expect, it } from 'vitest';
import { ORDER_NOTICE_EVENTS } from '#domain/notifications.ts';
import type { OrderNotice } from '../order-messages.service.ts';
import { orderHeadline } from '../order-wording.ts';
import { LEGAL_LINE, STORE_NAME } from './brand.ts';
import { renderEmail, type EmailTemplate } from './render-email.ts';
import { accountExistsEmail } from '#server/modules/users/emails/account-exists.tsx';
import { chatTranscriptEmail } from '#server/modules/chat/emails/chat-transcript.tsx';
import { signUpConfirmationEmail } from '#server/modules/users/emails/confirm-email.tsx';
import {
  courierApprovedEmail,
  courierRejectedEmail,
} from '#server/modules/couriers/emails/courier-application.tsx';
import { giveawayWinnerEmail } from '#server/modules/giveaways/emails/giveaway-winner.tsx';
import { staffInvitedEmail } from '#server/modules/merchants/emails/merchant-staff-invited.tsx';
import { orderEmail } from '../emails/order-email.tsx';
import {
  partnerApprovedEmail,
  partnerReceivedEmail,
  partnerRejectedEmail,
} from '#server/modules/merchants/emails/partner-application.tsx';
import { passwordResetEmail } from '#server/modules/users/emails/password-reset.tsx';

const URL = 'https://nymnyc.example';
const SCRIPT = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(1)>';
/** A name whose first word is a script tag, followed by an attribute break-out. */
const HOSTILE = `${SCRIPT} ${IMG}`;
const escaped = (s: string) =>
  s
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');

interface Case {
  name: string;
  template: EmailTemplate<any>;
  data: unknown;
  subject: string;
  headline: string;
  /** Lines the text part keeps word for word. */
  text: string[];
  /** The button's link; null for a notice with nothing to click. */
  cta: string | null;
  /** Values from people that reach the message: raw in the text, escaped in the HTML. */
  hostile: string[];
}

const setup = `${URL}/set-password?token=abc`;
const chatLine = (senderType: 'user' | 'staff', message: string, senderName: string | null = null) => ({
  id: '1',
  senderType,
  senderName,
  message,
  source: null,
  createdAt: '2026-11-25T20:05:00.000Z',
});
const order = (event: OrderNotice['event'], userId: string | null): OrderNotice => ({
  orderId: 'o1',
  orderNumber: 'NYM-1001',
  trackingCode: 'TRK1ABC',
  userId,
  customerName: HOSTILE,
  email: 'jordan@example.test',
  phone: '7185550199',
  event,
  publicUrl: URL,
  trackingUrl: `${URL}/track/TRK1ABC`,
  windowLabel: 'Today, 6:00 PM – 7:00 PM',
  etaMinutes: 12,
  reason: event === 'cancelled' || event === 'returned' ? HOSTILE : undefined,
});

const CASES: Case[] = [
  {
    name: 'confirm-email',
    template: signUpConfirmationEmail,
    data: { publicUrl: URL, fullName: HOSTILE, url: `${URL}/confirm-email?token=t.1` },
    subject: 'Confirm your New York Minute NYC account',
    headline: 'Confirm your e-mail address',
    text: [`Hi ${SCRIPT},`, `${URL}/confirm-email?token=t.1`, 'This link is valid for 24 hours.'],
    cta: `${URL}/confirm-email?token=t.1`,
    hostile: [SCRIPT],
  },
  {
    name: 'account-exists',
    template: accountExistsEmail,
    data: { publicUrl: URL, email: `${IMG}@example.test` },
    subject: 'Someone tried to create an account with your e-mail',
    headline: 'You already have an account',
    text: [`sign in at ${URL}/ with your password`, `${URL}/reset-password?email=${encodeURIComponent(IMG)}`],
    cta: `${URL}/`,
    hostile: [IMG],
  },
  {
    name: 'password-reset',
    template: passwordResetEmail,
    data: { publicUrl: URL, name: HOSTILE, link: `${URL}/reset-password?token=r1`, validMinutes: 30 },
    subject: 'Reset your New York Minute NYC password',
    headline: 'Reset your password',
    text: [`Hi ${SCRIPT},`, `${URL}/reset-password?token=r1`, 'valid for 30 minutes and works once'],
    cta: `${URL}/reset-password?token=r1`,
    hostile: [SCRIPT],
  },
  {
    name: 'courier-approved',
    template: courierApprovedEmail,
    data: { publicUrl: URL, fullName: HOSTILE, link: setup, linkHours: 72 },
    subject: 'Welcome to New York Minute NYC: your courier application is approved',
    headline: 'Your courier application is approved',
    text: [
      `valid for 72 hours, once):\n${setup}`,
      `Then sign in at ${URL}/courier/login and choose your PIN.`,
    ],
    cta: setup,
    hostile: [SCRIPT],
  },
  {
    name: 'courier-approved (account with a password)',
    template: courierApprovedEmail,
    data: { publicUrl: URL, fullName: 'Sam Rivera', link: null, linkHours: 72 },
    subject: 'Welcome to New York Minute NYC: your courier application is approved',
    headline: 'Your courier application is approved',
    text: [`Sign in at ${URL}/courier/login with your account's password and choose your PIN.`],
    cta: `${URL}/courier/login`,
    hostile: [],
  },
  {
    name: 'courier-rejected',
    template: courierRejectedEmail,
    data: { publicUrl: URL, fullName: HOSTILE, reason: HOSTILE },
    subject: 'Your courier application to New York Minute NYC',
    headline: 'About your courier application',
    text: [`We cannot approve your application:\n\n${HOSTILE}\n\nYou may apply again`],
    cta: null,
    hostile: [SCRIPT, IMG],
  },
  {
    name: 'chat-transcript',
    template: chatTranscriptEmail,
    data: {
      publicUrl: URL,
      name: HOSTILE,
      startedAt: '2026-11-25T20:00:00.000Z',
      lines: [chatLine('user', HOSTILE), chatLine('staff', 'On its way!', IMG)],
    },
    subject: 'Your support chat with New York Minute NYC',
    headline: 'Your support chat',
    text: [`] You: ${HOSTILE}`, `] ${IMG} (support): On its way!`],
    cta: null,
    hostile: [SCRIPT, IMG],
  },
  {
    name: 'giveaway-winner',
    template: giveawayWinnerEmail,
    data: {
      publicUrl: `${URL}/`,
      name: HOSTILE,
      giveaway: { title: IMG, prize: SCRIPT },
      claimDeadline: new Date('2026-12-09T18:00:00Z'),
      alternate: false,
    },
    subject: `You won: ${SCRIPT}`,
    headline: `You won ${SCRIPT}`,
    text: [`Your name was drawn in "${IMG}": you won ${SCRIPT}.`, `${URL}/account/giveaway-entries`],
    cta: `${URL}/account/giveaway-entries`,
    hostile: [SCRIPT, IMG],
  },
  ...ORDER_NOTICE_EVENTS.map((event) => ({
    name: `order-${event}`,
    template: orderEmail,
    data: order(event, 'user-1'),
    subject: orderEmail.subject(order(event, 'user-1')),
    headline: orderHeadline(order(event, 'user-1')),
    text: [
      orderHeadline(order(event, 'user-1')),
      'Follow your order (tracking code TRK1ABC):',
      `${URL}/track/TRK1ABC`,
      `Hi ${SCRIPT},`,
    ],
    cta: `${URL}/track/TRK1ABC`,
    hostile: event === 'cancelled' || event === 'returned' ? [SCRIPT, IMG] : [SCRIPT],
  })),
  {
    name: 'partner-received',
    template: partnerReceivedEmail,
    data: { publicUrl: URL, shopName: IMG, contactName: HOSTILE, licenseNumber: 'OCM-AUCP-24-000123' },
    subject: `We received ${IMG}'s partner application`,
    headline: 'We received your application',
    text: ['will check licence OCM-AUCP-24-000123 with the Office of Cannabis Management'],
    cta: null,
    hostile: [SCRIPT],
  },
  {
    name: 'partner-approved',
    template: partnerApprovedEmail,
    data: { publicUrl: URL, shopName: IMG, contactName: HOSTILE, link: setup, linkHours: 72 },
    subject: `Welcome to New York Minute NYC: ${IMG} is a partner shop`,
    headline: `${IMG} is a partner shop`,
    text: [
      setup,
      `Then sign in at ${URL}/merchant/dashboard to take your first orders.`,
      `${URL}/partner-shops`,
    ],
    cta: setup,
    hostile: [SCRIPT, IMG],
  },
  {
    name: 'partner-rejected',
    template: partnerRejectedEmail,
    data: { publicUrl: URL, shopName: IMG, contactName: HOSTILE, reason: SCRIPT },
    subject: `${IMG}'s partner application to New York Minute NYC`,
    headline: 'About your partner application',
    text: [`We cannot approve ${IMG}'s application:\n\n${SCRIPT}\n\n`],
    cta: null,
    hostile: [SCRIPT, IMG],
  },
  {
    name: 'merchant-staff-invited',
    template: staffInvitedEmail,
    data: { publicUrl: URL, shopName: IMG, link: `${URL}/staff-invitation?token=s1`, validDays: 7 },
    subject: `${IMG} invites you to its staff on New York Minute NYC`,
    headline: `${IMG} invites you to its staff`,
    text: [
      `${URL}/staff-invitation?token=s1`,
      'Nothing changes until you accept, signed in with the account for this e-mail address',
      'valid for 7 days',
    ],
    cta: `${URL}/staff-invitation?token=s1`,
    hostile: [IMG],
  },
];

describe('e-mail templates', () => {
  it.each(CASES)('$name: subject, text and branded HTML', async (c) => {
    const mail = await renderEmail(c.template, c.data);
    expect(mail.subject).toBe(c.subject);
    for (const line of c.text) expect(mail.text).toContain(line);

    const { html } = mail;
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain('<html dir="ltr" lang="en">');
    expect(html).toContain('New York Minute</a>');
    expect(html).toContain(STORE_NAME);
    expect(html).toContain(LEGAL_LINE);
    expect(html).toContain(escaped(c.headline));
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img\b|<iframe|<object|<form/i);
    expect(html).not.toContain('dangerouslySetInnerHTML');
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) expect(href!.startsWith(URL)).toBe(true);
    const button = /<a class="nym-button" href="([^"]*)"/.exec(html)?.[1] ?? null;
    expect(button && button.replaceAll('&amp;', '&')).toBe(c.cta);

    for (const value of c.hostile) {
      expect(mail.text).toContain(value);
      expect(html).not.toContain(value);
      expect(html).toContain(escaped(value));
    }
  });

  it('covers every notice the store sends by e-mail', () => {
    const names = new Set(CASES.map((c) => c.name.split(' ')[0]));
    expect([...names].sort()).toEqual(
      [
        'account-exists',
        'chat-transcript',
        'confirm-email',
        'courier-approved',
        'courier-rejected',
        'giveaway-winner',
        'merchant-staff-invited',
        'partner-approved',
        'partner-received',
        'partner-rejected',
        'password-reset',
        ...ORDER_NOTICE_EVENTS.map((e) => `order-${e}`),
      ].sort(),
    );
  });

  it.each(ORDER_NOTICE_EVENTS)('order-%s: a customer gets the settings link, a guest none', async (event) => {
    const signedIn = await renderEmail(orderEmail, order(event, 'user-1'));
    expect(signedIn.html).toContain(`href="${URL}/settings/notifications"`);
    expect(signedIn.text).toContain(`${URL}/settings/notifications`);
    const guest = await renderEmail(orderEmail, order(event, null));
    expect(guest.html).not.toContain('/settings/notifications');
    expect(guest.text).not.toContain('/settings/notifications');
    expect(guest.html).toContain('was placed with this address');
  });
});
