import type { RawData } from 'ws';
import type { ClientMessage } from '#domain/realtime.ts';

const TOPIC_PATTERN = /^[A-Za-z0-9:._-]{1,200}$/;
const MAX_CODE_LENGTH = 100;

/** A client's message, or the error to answer it with. */
export function parseMessage(data: RawData, isBinary: boolean): ClientMessage | string {
  if (isBinary) return 'Messages must be JSON text';
  const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
  const text = bytes.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'Malformed JSON';
  }
  if (typeof value !== 'object' || value === null) return 'Messages must be JSON objects';
  const { type, topic, code } = value as Record<string, unknown>;
  if (type !== 'subscribe' && type !== 'unsubscribe') return 'Unknown message type';
  if (typeof topic !== 'string' || !TOPIC_PATTERN.test(topic)) return 'A valid topic is required';
  if (type === 'unsubscribe') return { type, topic };
  if (code === undefined) return { type, topic };
  if (typeof code !== 'string' || code.length > MAX_CODE_LENGTH) return 'Invalid code';
  return { type, topic, code };
}
