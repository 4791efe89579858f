import { sql } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import type { Logger } from '#server/log.ts';
import { client, newCustomer, signUpAndSignIn, sqlRows } from '#server/test-support/test-app.ts';
import { useTestApp } from '#server/test-support/use-test-app.ts';
import { createOutboxSender, loggingSmsProvider, type Mailer } from './notifications.service.ts';
import { createOutboxWorker } from './outbox-worker.ts';

const t = useTestApp();
// Only the message a test is about is due.
const settleOutbox = () =>
  t.db.execute(sql`update notifications_outbox set status = 'sent' where status <> 'sent'`);

interface Sent {
  to: { address: string }[];
  subject: string;
  text: string;
  html?: string;
}

/** nodemailer's JSON transport: builds each message as SMTP would, and keeps it instead of sending it. */
function jsonMailer() {
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const sent: Sent[] = [];
  const mailer: Mailer = {
    async sendMail(mail: SendMailOptions) {
      const info = await transport.sendMail(mail);
      sent.push(JSON.parse(info.message) as Sent);
      return info;
    },
  };
  return { mailer, sent };
}

/** A customer asks for a reset link through the API: the store queues the e-mail. */
async function resetMail() {
  const body = newCustomer();
  await signUpAndSignIn(client(t.app), body);
  await settleOutbox();
  const res = await client(t.app).call('/api/session/password-reset', {
    method: 'POST',
    body: { email: body.email },
  });
  expect(res.status).toBe(202);
  await t.services.users.passwordReset.settled();
  const [row] = await sqlRows<{ id: number; subject: string; body: string; html_body: string | null }>(
    t.db,
    sql`select id::int as id, subject, body, html_body from notifications_outbox
        where to_address = ${body.email} and template = 'password-reset'`,
  );
  return { email: body.email, row: row! };
}

const drain = (send: ReturnType<typeof createOutboxSender>) =>
  createOutboxWorker({ database: t.database, log: t.services.log, send }).drain();

describe('e-mails in the outbox', () => {
  it('are queued with a text and an HTML part that carry the same link', async () => {
    const { row } = await resetMail();
    const link = /http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9_-]+/.exec(row.body)![0];
    expect(row.html_body).toMatch(/^<!DOCTYPE html/);
    expect(row.html_body).toContain('<html dir="ltr" lang="en">');
    expect(row.html_body).toContain(`href="${link}"`);
    expect(row.html_body).not.toMatch(/<script/i);
  });

  it('go out through nodemailer as one message with both parts', async () => {
    const { email, row } = await resetMail();
    const { mailer, sent } = jsonMailer();
    const sms = loggingSmsProvider(t.services.log);
    expect(await drain(createOutboxSender(t.services.env, t.services.log, sms, { mailer }))).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: [{ address: email }],
      subject: row.subject,
      text: row.body,
      html: row.html_body,
    });
    const [status] = await sqlRows<{ status: string }>(
      t.db,
      sql`select status from notifications_outbox where id = ${row.id}`,
    );
    expect(status!.status).toBe('sent');
  });

  it('are logged as text only when no SMTP server is configured', async () => {
    const { email, row } = await resetMail();
    const lines: Record<string, unknown>[] = [];
    const log: Logger = { ...t.services.log, info: (_msg, data = {}) => void lines.push(data) };
    await drain(createOutboxSender(t.services.env, log, loggingSmsProvider(log)));
    const line = lines.find((l) => l.to === email);
    expect(line).toEqual({ channel: 'email', to: email, subject: row.subject, body: row.body });
  });
});
