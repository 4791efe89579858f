import type { SmsProvider } from './notifications.service.ts';

export interface HttpSmsGatewayOptions {
  url: string;
  token?: string;
  /** A send that takes longer fails (and is retried later). */
  timeoutMs?: number;
}

/** A US number in E.164: '+1' and its 10 digits (a leading 1 is accepted). */
export function toE164(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  throw new Error('SMS gateway: not a US phone number');
}

/**
 * An HTTP SMS gateway: POST {to, body} as JSON with a bearer token. Anything but a 2xx answer, a network error or
 * no answer within the timeout is a failure, and the outbox retries it.
 */
export function httpSmsGateway({ url, token, timeoutMs = 10_000 }: HttpSmsGatewayOptions): SmsProvider {
  return {
    async send(to, body) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const payload = JSON.stringify({ to: toE164(to), body });
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers,
          body: payload,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeoutError') {
          throw new Error(`SMS gateway: no answer within ${timeoutMs} ms`);
        }
        // fetch says only 'fetch failed'; the reason (ECONNREFUSED, ENOTFOUND, ...) is its cause.
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const reason =
          cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
        throw new Error(`SMS gateway unreachable: ${reason}`);
      }
      const text = await res.text().catch(() => '');
      if (!res.ok)
        throw new Error(`SMS gateway answered ${res.status}${text ? `: ${text.slice(0, 200)}` : ''}`);
    },
  };
}
