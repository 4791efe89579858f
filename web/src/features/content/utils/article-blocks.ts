export type ArticleBlock = { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string };

/** Splits a stored article into blocks; the body is plain text, never HTML. */
export function articleBlocks(body: string): ArticleBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) =>
      chunk.startsWith('## ')
        ? { kind: 'heading', text: chunk.slice(3).trim() }
        : { kind: 'paragraph', text: chunk.replace(/\s*\n\s*/g, ' ') },
    );
}
