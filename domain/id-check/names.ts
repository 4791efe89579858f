interface IdName {
  firstName: string;
  middleName: string;
  lastName: string;
}
/** A piece of the recipient's name, with the word it came from (hyphenated parts share a word). */
interface Unit {
  text: string;
  word: number;
}

const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
};
const SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv']);
const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'mx', 'dr']);

/** Lowercase, accents and apostrophes dropped, anything else not a letter or digit a space: "O'Brien-Núñez" → "obrien nunez". */
export function normalizeName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđðþı]/g, (c) => LETTERS[c] ?? c)
    .replace(/['‘’ʼʻ`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const parts = (value: string) => normalizeName(value).split(' ').filter(Boolean);
const join = (list: string[]) => list.join('');
const dropSuffixes = <T>(list: T[], text: (item: T) => string) => {
  const kept = [...list];
  while (kept.length > 1 && SUFFIXES.has(text(kept.at(-1) as T))) kept.pop();
  return kept;
};

/**
 * The recipient's words as units, merging neighbouring parts whose concatenation is one of the ID's names
 * ("Mc Donald" and MCDONALD, "Jean-Luc" and JEANLUC).
 */
function units(text: string, vocabulary: Set<string>): Unit[] {
  const pieces = text
    .split(/\s+/)
    .flatMap((word, index) => parts(word).map((part) => ({ text: part, word: index })));
  const merged: Unit[] = [];
  for (let i = 0; i < pieces.length;) {
    let taken = 1;
    for (let j = Math.min(pieces.length, i + 4); j > i + 1; j--) {
      if (vocabulary.has(join(pieces.slice(i, j).map((p) => p.text)))) {
        taken = j - i;
        break;
      }
    }
    const first = pieces[i] as Unit;
    merged.push({ text: join(pieces.slice(i, i + taken).map((p) => p.text)), word: first.word });
    i += taken;
  }
  return dropSuffixes(merged, (u) => u.text);
}

/**
 * Whether an order's recipient, as typed ("Ana María López-García", "ana lopez", "LOPEZ GARCIA, ANA"), is the person
 * named on the ID. Case, accents, apostrophes, hyphens, spacing and "Last, First" order do not matter. The first
 * name must be the ID's own, token for token after that normalisation: Ana is not Anna, nor Bob Robert (the courier
 * can confirm such a holder with a reason). At least one surname part must be the ID's (López matches
 * López-García, either way round). A middle name may be on one side only or shortened to its initial; a word the
 * ID does not carry is allowed only when the ID has no middle name, or beside one of its surname parts in a
 * hyphenated surname, so that a different middle name does not match.
 */
export function namesMatch(id: IdName, recipient: string): boolean {
  const first = parts(id.firstName);
  const middle = [...first.slice(1), ...parts(id.middleName)];
  const last = dropSuffixes(parts(id.lastName), (p) => p);
  if (first.length === 0 || last.length === 0) return false;
  const lastSet = new Set([...last, join(last)]);
  const middleSet = new Set([...middle, join(parts(id.middleName))]);
  const vocabulary = new Set([...first, join(first), ...middleSet, ...lastSet]);

  const comma = recipient.indexOf(',');
  const afterComma = comma < 0 ? [] : dropSuffixes(parts(recipient.slice(comma + 1)), (p) => p);
  const reversed = afterComma.length > 0 && !(afterComma.length === 1 && SUFFIXES.has(afterComma[0] ?? ''));
  const givenText =
    comma < 0
      ? recipient
      : reversed
        ? recipient.slice(comma + 1).replace(/,/g, ' ')
        : recipient.slice(0, comma);
  let given = units(givenText, vocabulary);
  while (given.length > (reversed ? 1 : 2) && TITLES.has(given[0]?.text ?? '')) given = given.slice(1);
  const surname = reversed ? units(recipient.slice(0, comma), vocabulary) : given.slice(1);
  const others = reversed ? [...given.slice(1), ...surname] : given.slice(1);

  const head = given[0]?.text;
  if (head !== first[0] && head !== join(first)) return false;
  if (!surname.some((u) => lastSet.has(u.text))) return false;
  const hyphenatedSurname = (u: Unit) =>
    surname.includes(u) && surname.some((o) => o !== u && o.word === u.word && lastSet.has(o.text));
  return others.every(
    (u) =>
      lastSet.has(u.text) ||
      middleSet.has(u.text) ||
      middle.length === 0 ||
      middle.some((m) =>
        u.text.length === 1 ? m.startsWith(u.text) : m.length === 1 && u.text.startsWith(m),
      ) ||
      hyphenatedSurname(u),
  );
}
