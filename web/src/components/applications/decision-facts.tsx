import type { ReactNode } from 'react';
import { format } from 'date-fns';
import { Fact } from '#web/components/ui/detail-card.tsx';

/**
 * An application's dates in its detail card: when it came in, who decided it when, and the reason of a refusal;
 * `children` are facts shown between the first two.
 */
export function DecisionFacts({
  application: a,
  children,
}: {
  children?: ReactNode;
  application: {
    createdAt: string;
    decidedAt: string | null;
    decidedBy: string | null;
    rejectionReason: string | null;
  };
}) {
  return (
    <>
      <Fact term="Applied">{format(new Date(a.createdAt), 'MMM d, yyyy h:mm a')}</Fact>
      {children}
      {a.decidedAt && (
        <Fact term="Decided">
          {format(new Date(a.decidedAt), 'MMM d, h:mm a')} by {a.decidedBy ?? 'someone'}
        </Fact>
      )}
      {a.rejectionReason && <Fact term="Reason">{a.rejectionReason}</Fact>}
    </>
  );
}
