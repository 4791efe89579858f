/** The FAQ lives in the domain so the /faq page and the support chat's assistant share one source. */
export { faqEntries, FAQ_ENTRIES, type FaqEntry } from '#domain/content/faq.ts';
