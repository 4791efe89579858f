import { useState } from 'react';
import { Hand, Mail, XCircle } from 'lucide-react';
import type { LiveChatSummary } from '#domain/chat/staff-schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { couldNotText } from '#web/lib/staff-toast-text.ts';
import { toast } from '#web/lib/toast.ts';
import { useClaimChat, useEmailTranscript } from '../api/chat-writes.ts';
import { CloseChatDialog } from './close-chat-dialog.tsx';

/** Claim (unclaimed), Close (open), E-mail transcript (closed); refusals come back as toasts. */
export function ConversationActions({ session }: { session: LiveChatSummary }) {
  const claim = useClaimChat(session.id);
  const email = useEmailTranscript(session.id);
  const [closing, setClosing] = useState(false);
  const active = session.status === 'active';
  return (
    <div className="flex flex-wrap items-center gap-2">
      {active && !session.claimedBy && (
        <Button
          size="sm"
          variant="accent"
          disabled={claim.isPending}
          onClick={() =>
            claim.mutate(undefined, {
              onSuccess: () => toast.success('The chat is yours now'),
              onError: (error) => toast.error(couldNotText('claim the chat', error)),
            })
          }
        >
          <Hand className="h-4 w-4" aria-hidden />
          Claim
        </Button>
      )}
      {active && (
        <Button size="sm" variant="outline" onClick={() => setClosing(true)}>
          <XCircle className="h-4 w-4" aria-hidden />
          Close
        </Button>
      )}
      {!active && (
        <Button
          size="sm"
          variant="outline"
          disabled={email.isPending}
          onClick={() =>
            email.mutate(undefined, {
              onSuccess: ({ queuedTo }) => toast.success('Transcript e-mailed', { description: queuedTo }),
              onError: (error) => toast.error(couldNotText('e-mail the transcript', error)),
            })
          }
        >
          <Mail className="h-4 w-4" aria-hidden />
          E-mail transcript
        </Button>
      )}
      <CloseChatDialog id={session.id} open={closing} onOpenChange={setClosing} />
    </div>
  );
}
