import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';

const PANELS = ['Pesticides', 'Heavy metals', 'Microbials', 'Residual solvents'];

export function LabTestingExplainer({ titleId }: { titleId: string }) {
  return (
    <div className="grid gap-10 overflow-hidden rounded-[2rem] bg-forest p-7 text-cream sm:p-12 lg:grid-cols-2 lg:gap-16 lg:p-16">
      <div>
        <p className="text-xs font-semibold uppercase tracking-[0.24em] text-gold">Lab testing, explained</p>
        <h2 id={titleId} className="mt-3 font-display text-3xl leading-tight tracking-tight sm:text-4xl">
          Every batch tested. Every figure shown the way New York requires.
        </h2>
        <p className="mt-4 text-cream/75">
          An independent, state-licensed lab tests each batch before it is sold. We show its results on every
          product page, beside the certificate details: the lab, the batch number and the test date.
        </p>
        <ul className="mt-8 grid gap-3 sm:grid-cols-2">
          {PANELS.map((panel) => (
            <li key={panel} className="flex items-center gap-2.5 text-sm text-cream/85">
              <CircleCheck className="h-4 w-4 shrink-0 text-gold" aria-hidden />
              {panel}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-3xl border border-cream/15 bg-cream/[0.04] p-6 sm:p-8">
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-cream/60">Why total THC</p>
        <p className="mt-4 font-display text-2xl leading-snug sm:text-3xl">
          Total THC = THC +{' '}
          <span className="whitespace-nowrap">
            THCA × <span className="text-gold">0.877</span>
          </span>
        </p>
        <p className="mt-4 text-sm leading-relaxed text-cream/75">
          Flower is mostly THCA, which becomes THC when heated and loses about 12% of its weight on the way.
          So a flower testing at 0.6% THC and 22.4% THCA holds about 20.2% total THC, not 23%. We always print
          the total next to THCA, never THCA alone.
        </p>
        <Link
          to="/blog"
          className="mt-6 inline-flex text-sm font-medium text-gold underline-offset-4 hover:underline"
        >
          Read more in the journal
        </Link>
      </div>
    </div>
  );
}
