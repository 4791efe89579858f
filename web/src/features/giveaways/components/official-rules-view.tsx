import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { officialRules } from '#domain/giveaways/official-rules.ts';
import type { PublicGiveaway } from '#domain/giveaways/schemas.ts';

/** The official rules, generated from the giveaway's data (domain/giveaways/official-rules.ts). */
export function OfficialRulesView({ giveaway: g }: { giveaway: PublicGiveaway }) {
  const sections = officialRules(g, location.origin);
  return (
    <article className="container-page max-w-3xl pb-28 pt-10 sm:pt-14 md:pb-20" aria-labelledby="rules-title">
      <Link
        to={`/giveaway/${g.slug}`}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        Back to the giveaway
      </Link>
      <p className="mt-8 text-xs font-semibold uppercase tracking-[0.25em] text-accent">Official rules</p>
      <h1 id="rules-title" className="mt-2 font-display text-4xl text-balance sm:text-5xl">
        {g.title}
      </h1>
      <nav aria-label="Sections" className="mt-8 rounded-3xl border border-border bg-surface p-5">
        <ol className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-2">
          {sections.map((s, i) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="text-muted hover:text-accent">
                {i + 1}. {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-10">
        {sections.map((s, i) => (
          <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-4">
            <h2 id={`${s.id}-title`} className="font-display text-2xl">
              {i + 1}. {s.title}
            </h2>
            {s.paragraphs.map((p) => (
              <p key={p} className="mt-3 break-words leading-relaxed text-foreground/85">
                {p}
              </p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}
