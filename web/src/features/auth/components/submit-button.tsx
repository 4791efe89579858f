import { LoaderCircle } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

export function SubmitButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
      {pending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
      {children}
    </Button>
  );
}
