import { CircleCheck, CircleX, ShieldAlert, ShieldCheck } from 'lucide-react';
import type { DrawCheckResult } from '#domain/giveaways/draw-check.ts';

/** The page's answer in words, then each comparison it made. */
export function DrawCheckVerdict({ result }: { result: DrawCheckResult }) {
  const Icon = result.ok ? ShieldCheck : ShieldAlert;
  return (
    <section
      aria-labelledby="verdict"
      className={`rounded-3xl border p-5 sm:p-6 ${result.ok ? 'border-success/40 bg-success/10' : 'border-danger/40 bg-danger/10'}`}
    >
      <h2 id="verdict" className="sr-only">
        Result
      </h2>
      <p role="status" className="flex items-start gap-3 text-lg font-semibold leading-snug">
        <Icon
          className={`mt-0.5 h-6 w-6 shrink-0 ${result.ok ? 'text-success' : 'text-danger'}`}
          aria-hidden
        />
        <span data-testid="draw-verdict">{result.verdict}</span>
      </p>
      <p className="mt-2 text-sm text-muted sm:pl-9">
        Your browser re-ran the draw from the published data below, with the same code the store drew with.
      </p>
      <ul className="mt-4 space-y-2 text-sm sm:pl-9">
        {result.steps.map((s) => (
          <li key={s.key} className="flex items-start gap-2">
            {s.ok ? (
              <CircleCheck className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
            ) : (
              <CircleX className="mt-0.5 h-4 w-4 shrink-0 text-danger" aria-hidden />
            )}
            <span>
              <span className="sr-only">{s.ok ? 'Agrees: ' : 'Does not agree: '}</span>
              {s.label}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
