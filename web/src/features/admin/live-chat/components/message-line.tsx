import { format } from 'date-fns';
import Linkify from 'linkify-react';
import type { ChatMessage } from '#domain/chat/schemas.ts';
import { cn } from '#web/lib/cn.ts';

/** Links open in a new tab and tell the target nothing; only web and mail links are made. */
const LINKS = {
  target: '_blank',
  rel: 'noopener noreferrer nofollow',
  className: 'underline underline-offset-2',
  validate: { url: (value: string) => /^(https?:\/\/|www\.)/i.test(value) },
} as const;

/** One line, as text (never HTML): the customer's on the left, staff's on the right, the assistant's muted. */
export function MessageLine({ line, customer }: { line: ChatMessage; customer: string }) {
  const staff = line.senderType === 'staff';
  const ai = line.senderType === 'ai';
  const who = staff ? (line.senderName ?? 'Support') : ai ? 'Assistant' : customer;
  return (
    <li className={cn('flex flex-col gap-1', staff ? 'items-end' : 'items-start')}>
      <span className="px-1 text-[11px] text-muted">
        {who} · <time dateTime={line.createdAt}>{format(new Date(line.createdAt), 'h:mm a')}</time>
      </span>
      <div
        className={cn(
          'max-w-[min(36rem,85%)] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
          staff && 'rounded-br-md bg-primary text-primary-foreground',
          ai && 'rounded-bl-md border border-dashed border-border bg-transparent text-muted',
          !staff && !ai && 'rounded-bl-md bg-surface-2 text-foreground',
        )}
      >
        <Linkify options={LINKS}>{line.message}</Linkify>
        {line.source && (
          <a
            href={line.source.href}
            target="_blank"
            rel="noreferrer"
            className="mt-1 block text-xs font-medium text-foreground underline underline-offset-2"
          >
            Source: {line.source.label}
          </a>
        )}
      </div>
    </li>
  );
}
