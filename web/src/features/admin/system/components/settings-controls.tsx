import { useState, type ReactNode } from 'react';
import { Plus, X } from 'lucide-react';
import { boroughForZip } from '#domain/compliance/delivery-area.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CONTROL_CLASS, FormField } from '#web/components/ui/form-field.tsx';
import { cn } from '#web/lib/cn.ts';

/** A titled block of the settings form. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid gap-4 border-b border-border py-6 last:border-b-0 lg:grid-cols-[16rem_1fr]"
    >
      <div>
        <h2 id={`${id}-title`} className="font-display text-lg">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      <div className="min-w-0">{children}</div>
    </section>
  );
}

interface MoneyInputProps {
  id: string;
  label: ReactNode;
  cents: number;
  onChange: (cents: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: ReactNode;
}

/** Dollars and cents typed, whole cents kept. */
export function MoneyInput({ id, label, cents, onChange, onBlur, error, hint }: MoneyInputProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-muted">
            $
          </span>
          <input
            {...control}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            className={cn(CONTROL_CLASS, 'pl-7 tabular-nums')}
            value={Number.isFinite(cents) ? cents / 100 : ''}
            onChange={(e) =>
              onChange(e.target.value === '' ? Number.NaN : Math.round(Number(e.target.value) * 100))
            }
            onBlur={onBlur}
          />
        </div>
      )}
    </FormField>
  );
}

/** Why a typed ZIP cannot be added, or null. */
export function zipProblem(zip: string, zips: readonly string[]): string | null {
  if (!/^\d{5}$/.test(zip)) return 'A ZIP code has 5 digits';
  if (!boroughForZip(zip)) return `ZIP ${zip} is not in Manhattan, Brooklyn or Queens`;
  if (zips.includes(zip)) return `ZIP ${zip} is already on the list`;
  return null;
}

interface ZipListProps {
  zips: readonly string[];
  onChange: (zips: string[]) => void;
  errors: (index: number) => string | undefined;
  listError?: string | undefined;
}

/** The ZIP codes delivered to, each with its borough; add one or remove any. */
export function ZipList({ zips, onChange, errors, listError }: ZipListProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const zip = draft.trim();
    const why = zipProblem(zip, zips);
    setProblem(why);
    if (why) return;
    onChange([...zips, zip]);
    setDraft('');
  };
  return (
    <div className="space-y-3">
      <div className="flex items-end gap-2">
        <FormField id="zip-add" label="Add a ZIP code" error={problem ?? undefined} className="w-48">
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              maxLength={5}
              className={CONTROL_CLASS}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  add();
                }
              }}
            />
          )}
        </FormField>
        <Button type="button" variant="outline" onClick={add} className="mb-0.5">
          <Plus className="h-4 w-4" aria-hidden />
          Add
        </Button>
      </div>
      {listError && (
        <p role="alert" className="text-sm text-danger">
          {listError}
        </p>
      )}
      <ul aria-label="Delivery ZIP codes" className="flex flex-wrap gap-1.5">
        {zips.map((zip, i) => {
          const error = errors(i);
          return (
            <li
              key={zip}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border py-0.5 pl-3 pr-1 text-xs',
                error ? 'border-danger text-danger' : 'border-border bg-surface-2/50',
              )}
              title={error}
            >
              <span className="font-mono font-medium">{zip}</span>
              <span className="text-muted">{boroughForZip(zip) ?? 'not served'}</span>
              <button
                type="button"
                aria-label={`Remove ${zip}`}
                onClick={() => onChange(zips.filter((z) => z !== zip))}
                className="cursor-pointer rounded-full p-1 hover:bg-surface-2"
              >
                <X className="h-3 w-3" aria-hidden />
              </button>
              {error && <span className="sr-only">{error}</span>}
            </li>
          );
        })}
      </ul>
      <p className="text-xs text-muted">{zips.length} ZIP codes</p>
    </div>
  );
}
