import type { ReactNode } from 'react';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { CHAT_RESOLUTION_LABELS } from '#domain/chat/rules.ts';
import type { LiveChatDetail } from '#domain/chat/staff-schemas.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatPhone } from '#web/lib/format-phone.ts';
import { DetailCard } from '#web/components/ui/detail-card.tsx';
import { useChatSession } from '../api/get-chat-session.ts';
import { CustomerOrdersCard } from './customer-orders-card.tsx';

/** A term over its value: the card is narrow beside the conversation. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="py-1.5 text-sm">
      <dt className="text-xs text-muted">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

const day = (at: string) => format(new Date(at), 'MMM d, yyyy');
const time = (at: string) => format(new Date(at), 'h:mm a');

function Who({ detail }: { detail: LiveChatDetail }) {
  const { customer, session } = detail;
  if (!customer)
    return (
      <DetailCard title="Guest">
        <dl>
          <Fact term="Label">
            <span className="font-mono text-[13px]">{session.guestLabel ?? '—'}</span>
          </Fact>
          <Fact term="E-mail">
            <span className="break-all">{session.contactEmail ?? 'Not given'}</span>
          </Fact>
          <Fact term="Started">{`${day(session.createdAt)}, ${time(session.createdAt)}`}</Fact>
        </dl>
      </DetailCard>
    );
  return (
    <DetailCard title="Customer" action={customer.blocked ? <Badge tone="danger">Blocked</Badge> : undefined}>
      <dl>
        <Fact term="Name">
          <Link to={`/admin/users/${customer.id}`} className="font-medium hover:underline">
            {customer.name}
          </Link>
        </Fact>
        <Fact term="E-mail">
          <span className="break-all">{customer.email}</span>
        </Fact>
        <Fact term="Phone">{customer.phone ? formatPhone(customer.phone) : '—'}</Fact>
        <Fact term="Member since">{day(customer.memberSince)}</Fact>
      </dl>
    </DetailCard>
  );
}

/** The right pane: who the customer is, their latest orders (with tracking status) and earlier chats. */
export function CustomerContext({ id }: { id: string | null }) {
  const detail = useChatSession(id);
  if (!id) return null;
  if (!detail.data)
    return (
      <aside aria-label="Customer" className="space-y-3" aria-busy={detail.isPending}>
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </aside>
    );
  const d = detail.data;
  return (
    <aside aria-label="Customer" className="space-y-3 md:max-h-[calc(100dvh-12.5rem)] md:overflow-y-auto">
      <Who detail={d} />
      {(d.customer || d.session.contactEmail) && <CustomerOrdersCard orders={d.orders} guest={!d.customer} />}
      {d.customer && (
        <DetailCard title="Previous chats">
          {d.previousChats.length === 0 ? (
            <p className="text-sm text-muted">First chat.</p>
          ) : (
            <ul className="divide-y divide-border">
              {d.previousChats.map((c) => (
                <li key={c.id} className="py-2 text-sm">
                  <div className="flex items-center justify-between gap-2">
                    <Link to={`?tab=transcripts&session=${c.id}`} className="hover:underline">
                      {day(c.createdAt)}
                    </Link>
                    <Badge tone={c.resolution ? 'accent' : 'neutral'}>
                      {c.resolution
                        ? CHAT_RESOLUTION_LABELS[c.resolution]
                        : c.status === 'active'
                          ? 'Open'
                          : 'Closed'}
                    </Badge>
                  </div>
                  <p className="mt-0.5 line-clamp-2 break-words text-xs text-muted">
                    {c.preview ?? 'No message'}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </DetailCard>
      )}
    </aside>
  );
}
