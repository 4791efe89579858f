import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from '#domain/content/faq.ts';

export type { FaqEntry };

export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-border border-y border-border">
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} id={entry.id}>
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-6 py-5 text-left font-display text-lg leading-snug hover:text-accent sm:text-xl">
                {entry.question}
                <ChevronDown
                  className="h-5 w-5 shrink-0 text-muted transition-transform duration-200 group-data-[state=open]:rotate-180"
                  aria-hidden
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="pb-6 pr-10 leading-relaxed text-muted">
            {entry.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
