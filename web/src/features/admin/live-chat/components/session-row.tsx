import { formatDistanceToNowStrict } from 'date-fns';
import { Link, useSearchParams } from 'react-router';
import { HANDOVER_REASON_LABELS } from '#domain/chat/hand-over-reason.ts';
import { CHAT_RESOLUTION_LABELS } from '#domain/chat/rules.ts';
import type { LiveChatSummary } from '#domain/chat/staff-schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';
import { chatTitle, senderText, waitText, waitTone } from '../utils/wait-text.ts';

/**
 * One chat in a list: who, and in the queue the latest line (who wrote it, when) and why it was handed over, with
 * its wait; in the transcripts the first line and the outcome.
 */
export function SessionRow({
  session: s,
  now,
  show,
}: {
  session: LiveChatSummary;
  now: number;
  /** wait: the live wait timer; mine: nothing more; agent: who holds it; outcome: status and resolution. */
  show: 'wait' | 'mine' | 'agent' | 'outcome';
}) {
  const [params] = useSearchParams();
  const selected = params.get('session') === s.id;
  const next = new URLSearchParams(params);
  next.set('session', s.id);
  return (
    <li>
      <Link
        to={`?${next.toString()}`}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'block rounded-xl border px-3 py-2.5 transition focus:outline-none focus-visible:ring-2 focus-visible:ring-accent/40',
          selected ? 'border-accent/60 bg-accent-soft' : 'border-transparent hover:bg-surface-2',
        )}
      >
        <div className="flex items-center justify-between gap-2">
          <span className="truncate text-sm font-medium">{chatTitle(s)}</span>
          <span className="shrink-0 text-xs tabular-nums text-muted">{s.messageCount} msg</span>
        </div>
        {show === 'outcome' || !s.latest ? (
          <p className="mt-0.5 line-clamp-2 break-words text-[13px] text-muted">
            {s.preview ?? 'No message yet'}
          </p>
        ) : (
          <p className="mt-0.5 line-clamp-2 break-words text-[13px] text-muted">
            <span className="font-medium text-foreground">{senderText(s.latest)}:</span> {s.latest.text}
          </p>
        )}
        {show !== 'outcome' && s.handoverReason && (
          <p className="mt-1 text-xs text-muted">
            <span className="sr-only">Handed over: </span>
            <span aria-hidden="true">↳ </span>
            {HANDOVER_REASON_LABELS[s.handoverReason]}
          </p>
        )}
        <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
          {show === 'wait' && s.waitingSince && (
            <Badge tone={waitTone(s.waitingSince, now)}>{waitText(s.waitingSince, now)}</Badge>
          )}
          {show === 'mine' && s.lastSender === 'user' && <Badge tone="warning">Needs reply</Badge>}
          {show === 'agent' && s.claimedBy && <Badge tone="info">{s.claimedBy.name}</Badge>}
          {show === 'outcome' && (
            <>
              <Badge tone={s.status === 'active' ? 'success' : 'neutral'}>
                {s.status === 'active' ? 'Active' : 'Closed'}
              </Badge>
              <Badge>{s.mode === 'ai' ? 'Assistant' : 'Person'}</Badge>
              {s.resolution && <Badge tone="accent">{CHAT_RESOLUTION_LABELS[s.resolution]}</Badge>}
            </>
          )}
          <span className="ml-auto text-[11px] text-muted">
            {show !== 'outcome' && s.latest ? 'last line ' : ''}
            {formatDistanceToNowStrict(new Date(s.latest?.at ?? s.lastMessageAt), { addSuffix: true })}
          </span>
        </div>
      </Link>
    </li>
  );
}
