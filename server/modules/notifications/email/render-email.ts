import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import type { OutboxMessage } from '../outbox.repo.ts';

/** One notice: its subject, text part and HTML part, each from the same typed data. */
export interface EmailTemplate<D> {
  subject(data: D): string;
  text(data: D): string;
  html(data: D): ReactElement;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export async function renderEmail<D>(template: EmailTemplate<D>, data: D): Promise<RenderedEmail> {
  return {
    subject: template.subject(data),
    text: template.text(data),
    html: await render(template.html(data)),
  };
}

interface Recipient {
  userId: string | null;
  toAddress: string;
  /** The notice's name in the outbox (`template`). */
  template: string;
  payload?: Record<string, unknown>;
}

/** The outbox row of an e-mail: the text part as `body`, the HTML part as `htmlBody`. */
export async function emailMessage<D>(
  template: EmailTemplate<D>,
  data: D,
  to: Recipient,
): Promise<OutboxMessage & { channel: 'email' }> {
  const { subject, text, html } = await renderEmail(template, data);
  return { ...to, channel: 'email', subject, body: text, htmlBody: html };
}
