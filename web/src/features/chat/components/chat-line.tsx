import { lazyDateFormat } from '#domain/lazy-date-format.ts';
import { Link } from 'react-router';
import type { ChatMessage } from '#domain/chat/schemas.ts';
import { cn } from '#web/lib/cn.ts';
import { ChatText } from './chat-text.tsx';

const time = lazyDateFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** Who said a line, as the customer sees it: the assistant, or the staff member by first name. */
export const senderOf = (m: ChatMessage) =>
  m.senderType === 'user' ? 'You' : m.senderType === 'ai' ? 'Assistant' : (m.senderName ?? 'Support');

/** One line: the customer's on the right, the assistant's and staff's on the left with who said it. */
export function ChatLine({ message }: { message: ChatMessage }) {
  const mine = message.senderType === 'user';
  return (
    <li className={cn('flex flex-col gap-1', mine ? 'items-end' : 'items-start')} data-testid="chat-line">
      {!mine && (
        <span className="px-1 text-xs font-semibold text-muted" data-testid="chat-sender">
          {senderOf(message)}
        </span>
      )}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2.5 shadow-sm',
          mine
            ? 'rounded-br-md bg-primary text-primary-foreground'
            : message.senderType === 'staff'
              ? 'rounded-bl-md border border-gold/40 bg-gold/10 text-foreground'
              : 'rounded-bl-md bg-surface-2 text-foreground',
        )}
      >
        <ChatText text={message.message} />
        {message.source && (
          <p className="mt-1.5 border-t border-border/70 pt-1.5 text-xs text-muted">
            Source:{' '}
            <Link
              to={message.source.href}
              className="font-medium text-foreground underline underline-offset-2"
            >
              {message.source.label}
            </Link>
          </p>
        )}
      </div>
      <time dateTime={message.createdAt} className="px-1 text-[11px] text-muted">
        {time.format(new Date(message.createdAt))}
      </time>
    </li>
  );
}
