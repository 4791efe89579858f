import { Link } from 'react-router';
import { PageMeta } from '#web/components/seo/page-meta.tsx';
import { ContentPageHeader } from '#web/features/content/components/content-page-header.tsx';
import { FaqAccordion } from '#web/features/content/components/faq-accordion.tsx';
import { faqEntries } from '#web/features/content/utils/faq-entries.ts';
import { useStoreFacts } from '#web/lib/store-facts.ts';

export function FaqRoute() {
  const entries = faqEntries(useStoreFacts());
  return (
    <>
      <PageMeta
        title="FAQ"
        path="/faq"
        description="Age and ID checks, delivery area and hours, purchase limits, payment, lab tests and returns."
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: entries.map((entry) => ({
            '@type': 'Question',
            name: entry.question,
            acceptedAnswer: { '@type': 'Answer', text: entry.answer },
          })),
        }}
      />
      <ContentPageHeader eyebrow="Help" title="Frequently asked questions">
        The short answers to what people ask us most, from ID checks at the door to New York&apos;s purchase
        limits.
      </ContentPageHeader>
      <div className="container-page grid gap-12 py-14 sm:py-20 lg:grid-cols-[1fr_2fr] lg:gap-20">
        <aside className="self-start text-sm text-muted lg:sticky lg:top-28">
          <p className="font-display text-2xl text-foreground">Still have a question?</p>
          <p className="mt-3 leading-relaxed">
            Write to us or call during delivery hours and a member of our team will help.
          </p>
          <Link
            to="/support"
            className="mt-5 inline-flex font-medium text-accent underline-offset-4 hover:underline"
          >
            Contact support
          </Link>
        </aside>
        <FaqAccordion entries={entries} />
      </div>
    </>
  );
}
