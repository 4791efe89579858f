import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { AUTH_MESSAGES } from '#domain/auth-messages.ts';
import { useResendConfirmation } from '../api/account-security.ts';

/** 'Resend link' for an address not confirmed yet; the answer (sent, or why not) is read out where the button was. */
export function ResendConfirmation() {
  const resend = useResendConfirmation();
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const send = () =>
    resend.mutate(undefined, {
      onSuccess: ({ message }) => setSaid({ text: message, error: false }),
      onError: (error) => setSaid({ text: error.message || AUTH_MESSAGES.fallback, error: true }),
    });
  return (
    <span className="mt-2 block basis-full text-sm font-normal">
      <span role="status" className={said?.error ? 'text-danger' : 'text-muted'}>
        {said ? said.text : 'Check your inbox for the confirmation link we sent.'}
      </span>
      {!said?.error && (
        <Button
          variant="link"
          size="sm"
          className="ml-2 h-auto text-foreground underline decoration-accent"
          onClick={send}
          disabled={resend.isPending}
          aria-busy={resend.isPending}
        >
          {said ? 'Send again' : 'Resend link'}
        </Button>
      )}
    </span>
  );
}
