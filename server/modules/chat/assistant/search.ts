import MiniSearch from 'minisearch';
import type { KnowledgeArticle } from '#domain/chat/knowledge.ts';
import { processTerm } from './terms.ts';

/** One article found for a question, with how well it matched. */
export interface Match {
  article: KnowledgeArticle;
  score: number;
  /** The distinct words of the question that matched it. */
  matched: number;
}

/**
 * Below this the best article is not an answer. Scores are BM25 with the boosts below; the question table
 * (questions.api.test.ts) holds real questions on both sides of it.
 */
export const MIN_SCORE = 20;

/**
 * Words in most articles: a question that matches only these while its other words match nothing ('do you deliver
 * on christmas') is not answered; 'how much is delivery' is.
 */
const GENERIC = new Set([
  'deliver',
  'delivery',
  'order',
  'product',
  'cannabis',
  'store',
  'shop',
  'item',
  'buy',
]);

const defaultTokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
/** The default split, and '11pm' read as '11 pm'. */
const tokenize = (text: string) => defaultTokenize(text.replace(/(\d)([a-z])/gi, '$1 $2'));

/** A full-text index over the static articles, built once; the live values are filled in when answering. */
export function createKnowledgeSearch(articles: readonly KnowledgeArticle[]) {
  const byId = new Map(articles.map((a) => [a.id, a]));
  const index = new MiniSearch<KnowledgeArticle>({
    idField: 'id',
    fields: ['title', 'questions', 'keywords', 'text'],
    extractField: (doc, field) => {
      const value = doc[field as keyof KnowledgeArticle];
      return Array.isArray(value) ? value.join(' \n ') : String(value ?? '');
    },
    tokenize,
    processTerm,
    searchOptions: {
      boost: { questions: 3, keywords: 2.5, title: 2, text: 1 },
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= 4,
      combineWith: 'OR',
    },
  });
  index.addAll([...articles]);

  /** The best article for a question, or null when nothing matches well enough. */
  function best(question: string): Match | null {
    const [top] = index.search(question);
    if (!top) return null;
    const article = byId.get(String(top.id));
    if (!article) return null;
    if (top.score < MIN_SCORE) return null;
    const asked = new Set(tokenize(question).flatMap((token) => processTerm(token) ?? []));
    const onlyGeneric = top.queryTerms.every((term) => GENERIC.has(term));
    if (onlyGeneric && [...asked].some((term) => !top.queryTerms.includes(term))) return null;
    return { article, score: top.score, matched: top.queryTerms.length };
  }

  /** The ranked articles with their scores (for tests and tuning). */
  const rank = (question: string) =>
    index.search(question).map((r) => ({ id: String(r.id), score: r.score }));

  return { best, rank };
}
export type KnowledgeSearch = ReturnType<typeof createKnowledgeSearch>;
