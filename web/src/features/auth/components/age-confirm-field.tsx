import type { UseFormRegisterReturn } from 'react-hook-form';

const ID = 'signup-age-confirmed';

/** NY Cannabis Law §127: accounts are for adults 21+ only. */
export function AgeConfirmField({
  error,
  registration,
}: {
  error?: string | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <div className="space-y-1.5">
      <label
        htmlFor={ID}
        className="flex cursor-pointer items-start gap-3 rounded-2xl border border-border bg-surface-2/50 p-3.5 text-sm has-[:checked]:border-accent/60 has-[:checked]:bg-accent-soft/50"
      >
        <input
          id={ID}
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer rounded accent-[var(--accent)]"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}-error` : undefined}
          {...registration}
        />
        <span>I confirm I am 21 years of age or older</span>
      </label>
      {error && (
        <p id={`${ID}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
