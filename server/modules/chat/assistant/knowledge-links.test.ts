import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from '#domain/content/faq.ts';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '#domain/content/support.ts';
import { ChatSourceSchema } from '#domain/chat/schemas.ts';
import { KNOWLEDGE } from '#domain/chat/knowledge.ts';

const read = (path: string) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8');

/** The customer app's route paths, from its route table ('product/:id' → a pattern). */
const ROUTES = [...read('web/src/app/routes.tsx').matchAll(/path: '([^']+)'/g)].map(
  (m) => new RegExp(`^/${m[1]!.replace(/:[a-z]+/gi, '[^/]+')}$`),
);
/** Where each page's anchors are declared. */
const PAGE_FILES: Record<string, string> = {
  '/support': 'web/src/app/routes/shop/support.tsx',
  '/terms': 'web/src/app/routes/shop/terms.tsx',
  '/privacy': 'web/src/app/routes/shop/privacy.tsx',
  '/partner-shops': 'web/src/app/routes/shop/partner-shops.tsx',
  '/': 'web/src/app/routes/shop/home.tsx',
};

describe('the knowledge base', () => {
  it('holds every FAQ entry, with its answer and its anchor on /faq', () => {
    for (const entry of FAQ_ENTRIES) {
      const article = KNOWLEDGE.find(
        (a) => a.source.href === `/faq#${entry.id}` && a.title === entry.question,
      );
      expect(article, entry.id).toBeDefined();
      expect(article!.text).toBe(entry.answer);
      expect(article!.source.label).toBe(`FAQ: ${entry.question}`);
    }
  });

  it('has unique ids and short plain answers with a valid source', () => {
    expect(new Set(KNOWLEDGE.map((a) => a.id)).size).toBe(KNOWLEDGE.length);
    for (const article of KNOWLEDGE) {
      expect(ChatSourceSchema.safeParse(article.source).success, article.id).toBe(true);
      expect(article.text.length, article.id).toBeLessThanOrEqual(600);
      expect(article.text, article.id).not.toMatch(/<|>/);
      expect(article.questions.length + article.keywords.length, article.id).toBeGreaterThan(0);
    }
  });

  it('points every source at a page that exists, and every anchor at an id on that page', () => {
    for (const { source } of KNOWLEDGE) {
      const url = new URL(source.href, 'https://store.test');
      expect(
        ROUTES.some((route) => route.test(url.pathname)),
        source.href,
      ).toBe(true);
      const anchor = url.hash.slice(1);
      if (!anchor) continue;
      if (url.pathname === '/faq') {
        expect(FAQ_ENTRIES.map((e) => e.id)).toContain(anchor);
      } else {
        const file = PAGE_FILES[url.pathname];
        expect(file, source.href).toBeDefined();
        expect(read(file!)).toContain(`id="${anchor}"`);
      }
    }
  });

  it('quotes the support page’s own e-mail and phone', () => {
    const page = read('web/src/app/routes/shop/support.tsx');
    expect(page).toContain(`'${SUPPORT_EMAIL}'`);
    expect(page).toContain(`'${SUPPORT_PHONE}'`);
  });
});
