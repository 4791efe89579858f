import { DisqualifySchema } from '#domain/giveaways/admin-schemas.ts';
import { ReasonDialog } from '#web/components/ui/reason-dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDisqualifyEntrant } from '../api/disqualify-entrant.ts';

/** Disqualify with a reason (required, kept in the audit log): the person's entries stop counting at once. */
export function DisqualifyDialog({ entrantId, name }: { entrantId: string; name: string }) {
  const disqualify = useDisqualifyEntrant(entrantId);
  return (
    <ReasonDialog
      id={`disqualify-${entrantId}`}
      trigger="Disqualify"
      title={`Disqualify ${name}?`}
      description="Their entries stop counting for the draw and they see the disqualification on My Entries. This cannot be undone from here."
      placeholder="e.g. Second account on the same device"
      keepLabel="Keep the entry"
      confirmLabel="Disqualify"
      schema={DisqualifySchema}
      action={disqualify}
      onDone={() => toast.success(`${name} disqualified`)}
    />
  );
}
