import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle } from 'lucide-react';
import {
  ACCOUNT_DELETION,
  ACCOUNT_SECURITY_MESSAGES,
  DeleteAccountSchema,
  type DeleteAccountInput,
} from '#domain/account/account-security.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CheckboxField } from '#web/components/ui/checkbox-field.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { toast } from '#web/lib/toast.ts';
import { useDeleteAccount } from '../api/account-security.ts';
import { showAuthError } from '../utils/auth-errors.ts';

const FIELDS = ['password', 'confirm'] as const;

function Facts({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div>
      <h3 className="font-medium">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-muted">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** The confirm step: what is erased, what the law keeps, then the password and a tick. */
export function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const remove = useDeleteAccount();
  const { register, handleSubmit, clearErrors, setError, formState } = useForm<DeleteAccountInput>({
    resolver: zodResolver(DeleteAccountSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { password: '', confirm: false as unknown as true },
  });
  const field = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });
  const { errors } = formState;
  const pending = remove.isPending;

  const submit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
      toast.success(ACCOUNT_SECURITY_MESSAGES.accountDeleted);
    } catch (error) {
      showAuthError(error, FIELDS, setError);
    }
  });

  return (
    <form noValidate aria-label="Delete account" onSubmit={(e) => void submit(e)} className="mt-5 space-y-5">
      <div className="grid gap-5 rounded-2xl border border-border p-4 sm:grid-cols-2">
        <Facts title="Erased now" items={ACCOUNT_DELETION.erased} />
        <Facts title="Kept, as the law requires" items={ACCOUNT_DELETION.kept} />
      </div>
      <TextField
        id="delete-password"
        label="Your password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={errors.password?.message}
        registration={field('password')}
      />
      <CheckboxField
        id="delete-confirm"
        label="I understand: my account is deleted for good and cannot be restored."
        error={errors.confirm?.message}
        registration={field('confirm')}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={pending}>
          Keep my account
        </Button>
        <Button type="submit" variant="danger" disabled={pending} aria-busy={pending}>
          {pending && <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden />}
          Delete my account
        </Button>
      </div>
    </form>
  );
}
