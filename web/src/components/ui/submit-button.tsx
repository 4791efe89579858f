import { LoaderCircle } from 'lucide-react';
import { Button, type ButtonProps } from './button.tsx';

/** A form's full-width submit button, busy while the form is sent (with a spinner unless `spinner` is false). */
export function SubmitButton({
  pending,
  variant,
  spinner = true,
  children,
}: {
  pending: boolean;
  variant?: ButtonProps['variant'];
  spinner?: boolean;
  children: string;
}) {
  return (
    <Button
      type="submit"
      variant={variant}
      size="lg"
      className="w-full"
      disabled={pending}
      aria-busy={pending}
    >
      {spinner && pending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
      {children}
    </Button>
  );
}
