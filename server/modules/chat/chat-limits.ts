import { CHAT_TEXT } from '#domain/chat/rules.ts';
import type { Limit } from '#server/modules/ratelimit/ratelimit.service.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A person types a few lines a minute; more than this is a script (each line may run the assistant). */
export const SEND_LIMITS = {
  session: [
    { name: 'chat-send-session-minute', max: 20, windowMs: MINUTE, message: CHAT_TEXT.tooFast },
    { name: 'chat-send-session-day', max: 200, windowMs: DAY, message: CHAT_TEXT.tooFast },
  ],
  caller: [
    { name: 'chat-send-caller-minute', max: 20, windowMs: MINUTE, message: CHAT_TEXT.tooFast },
    { name: 'chat-send-caller-day', max: 200, windowMs: DAY, message: CHAT_TEXT.tooFast },
  ],
} satisfies Record<string, Limit[]>;

/** New conversations per address: a browser that keeps dropping its cookie cannot open sessions without end. */
export const START_LIMIT: Limit = {
  name: 'chat-start-ip',
  max: 30,
  windowMs: 60 * MINUTE,
  message: CHAT_TEXT.tooFast,
};
