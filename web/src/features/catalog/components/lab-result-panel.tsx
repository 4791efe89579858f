import { Link } from 'react-router';
import { CircleCheck, CircleX } from 'lucide-react';
import { totalThc, type LabResult } from '#domain/catalog.ts';
import { formatCalendarDate } from '../utils/format.ts';
import { LAB_RESULTS_ID } from './potency-panel.tsx';

const pct = (value: number | null) => (value == null ? null : `${value.toFixed(1)}%`);

export function LabResultPanel({ lab }: { lab: LabResult | null }) {
  const total = lab ? totalThc(lab.thcPercentage, lab.thcaPercentage) : null;
  const figures = lab
    ? [
        ['Total THC', pct(total)],
        ['THC', pct(lab.thcPercentage)],
        ['THCA', pct(lab.thcaPercentage)],
        ['CBD', pct(lab.cbdPercentage)],
        ['THC per package', lab.thcMgPerPackage == null ? null : `${lab.thcMgPerPackage} mg`],
      ].filter((row): row is [string, string] => row[1] !== null)
    : [];
  const panels = lab
    ? ([
        ['Pesticides', lab.pesticidesPass],
        ['Heavy metals', lab.heavyMetalsPass],
        ['Microbials', lab.microbialsPass],
        ['Residual solvents', lab.residualSolventsPass],
      ] as const)
    : [];
  return (
    <section
      id={LAB_RESULTS_ID}
      tabIndex={-1}
      aria-labelledby="lab-title"
      className="rounded-2xl border border-border bg-surface p-5 outline-none sm:p-6"
    >
      <h2 id="lab-title" className="font-display text-xl">
        Lab results (COA)
      </h2>
      {!lab ? (
        <p className="mt-3 text-sm text-muted">The certificate of analysis for this batch is being filed.</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted">
            Tested by <span className="text-foreground">{lab.labName}</span> on{' '}
            {formatCalendarDate(lab.testedAt)}. Batch{' '}
            <span className="whitespace-nowrap tabular-nums text-foreground">{lab.batchNumber}</span>.
          </p>
          <dl className="mt-5 divide-y divide-border border-y border-border text-sm">
            {figures.map(([label, value]) => (
              <div key={label} className="flex justify-between py-2.5">
                <dt className="text-muted">{label}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 text-[11px] font-semibold uppercase tracking-[0.16em] text-muted">
            Safety panels
          </h3>
          <ul className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {panels.map(([label, pass]) => (
              <li key={label} className="flex items-center gap-2">
                {pass ? (
                  <CircleCheck className="h-4 w-4 shrink-0 text-success" aria-hidden />
                ) : (
                  <CircleX className="h-4 w-4 shrink-0 text-danger" aria-hidden />
                )}
                <span className="flex-1">{label}</span>
                <span className={pass ? 'text-success' : 'text-danger'}>{pass ? 'Passed' : 'Failed'}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {lab?.certificateUrl ? (
        <p className="mt-5 text-sm">
          <a
            href={lab.certificateUrl}
            target="_blank"
            rel="noreferrer"
            className="text-accent underline underline-offset-4 hover:decoration-2"
          >
            View certificate (PDF)
          </a>
        </p>
      ) : (
        <p className="mt-5 text-xs text-muted">
          Want the full certificate for this batch?{' '}
          <Link to="/support" className="text-accent underline underline-offset-4 hover:decoration-2">
            Ask our support team
          </Link>
          .
        </p>
      )}
    </section>
  );
}
