import { useRef, useState } from 'react';
import { useSignupPrompt, type SignupPromptOptions } from '../hooks/use-signup-prompt.ts';

type PromptDialog = typeof import('./signup-prompt-dialog.tsx').SignupPromptDialog;

/**
 * The sign-up offer for a guest who has browsed a while (loaded by the shop layout for guests only). This chunk only
 * counts; the dialog's own chunk loads once the offer is due, so a short visit never downloads it.
 */
export function SignupPrompt({ isAgeVerified }: Pick<SignupPromptOptions, 'isAgeVerified'>) {
  const [Dialog, setDialog] = useState<PromptDialog | null>(null);
  const loading = useRef(false);
  const load = () => {
    if (loading.current) return;
    loading.current = true;
    import('./signup-prompt-dialog.tsx').then(
      (m) => setDialog(() => m.SignupPromptDialog),
      () => (loading.current = false),
    );
  };
  const prompt = useSignupPrompt({ isAgeVerified, canShow: Dialog !== null, onDue: load });
  if (!Dialog || prompt.phase === 'waiting') return null;
  return <Dialog open={prompt.phase === 'open'} onDismiss={prompt.dismiss} onAccept={prompt.accept} />;
}
