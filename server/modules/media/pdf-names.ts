/** A PDF name: `/` and the regular characters after it (anything but PDF whitespace and delimiters). */
const NAME = /\/([^\0\t\n\f\r ()<>[\]{}/%]*)/g;
const SPACE = /[\0\t\n\f\r ]/;

/** `/J#61vaScript` is `/JavaScript`: each `#` and two hex digits is one byte, decoded once as a reader does. */
export const decodeName = (raw: string) =>
  raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Every name in `text` (latin1), decoded, with the offset just after it. */
export function* names(text: string): Generator<{ name: string; end: number }> {
  for (const match of text.matchAll(NAME)) {
    yield { name: decodeName(match[1]!), end: match.index + match[0].length };
  }
}

/** The first character of the next token after `from`, skipping PDF whitespace and comments. */
export function nextToken(text: string, from: number): string {
  let i = from;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '%') {
      while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i += 1;
    } else if (SPACE.test(c)) {
      i += 1;
    } else {
      return c;
    }
  }
  return '';
}

/** The value of `/key` in a dictionary's text: a name or an array of names; null for anything else (a reference). */
export function nameValue(dict: string, key: string): string[] | null | undefined {
  for (const { name, end } of names(dict)) {
    if (name !== key) continue;
    const value = /^[\0\t\n\f\r ]*(\/[^\0\t\n\f\r ()<>[\]{}/%]*|\[[^\]]*\])/.exec(dict.slice(end))?.[1];
    const inner = value?.replace(/^\[|\]$/g, '') ?? '';
    if (!value || inner.replace(NAME, '').replace(/[\0\t\n\f\r ]/g, '') !== '') return null;
    return [...names(inner)].map((n) => n.name);
  }
  return undefined;
}
