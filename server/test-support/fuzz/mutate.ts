import fc from 'fast-check';
import { nastyNumber, nastyString, nastyValue, RAW_TOKENS } from './payloads.ts';

type Path = string[];
type Node = Record<string, unknown>;

export interface Mutation {
  op: 'set' | 'delete' | 'add' | 'replace';
  at: number;
  key: string;
  value: unknown;
  /** Keep a string a string and a number a number (hostile content, right type), to get past type checks. */
  keepType: boolean;
  text: string;
  number: number;
}

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const path = [...prefix, k];
    return [path, ...pathsOf(v, path)];
  });
}

const own = (node: unknown, k: string) =>
  node !== null && typeof node === 'object' ? Object.getOwnPropertyDescriptor(node, k)?.value : undefined;
// Own properties only, and defined rather than assigned, so a '__proto__' key stays a plain JSON key.
const put = (node: Node, k: string, value: unknown) =>
  Object.defineProperty(node, k, { value, enumerable: true, writable: true, configurable: true });
const valueAt = (root: unknown, path: Path) => path.reduce<unknown>(own, root);
const parentOf = (root: unknown, path: Path) => valueAt(root, path.slice(0, -1)) as Node;
const isNode = (v: unknown): v is Node => v !== null && typeof v === 'object';

/** Applies mutations to a copy of a valid body: a field set to a hostile value, dropped, or one added. */
export function mutate(sample: unknown, mutations: readonly Mutation[]): unknown {
  let body: unknown = structuredClone(sample);
  for (const m of mutations) {
    if (m.op === 'replace') {
      body = structuredClone(m.value);
      continue;
    }
    const paths = pathsOf(body);
    if (m.op === 'add') {
      const containers = [body, ...paths.map((p) => valueAt(body, p))].filter(isNode);
      const node = containers[m.at % containers.length];
      if (node) put(node, m.key, structuredClone(m.value));
      continue;
    }
    if (!paths.length) continue;
    const path = paths[m.at % paths.length]!;
    const parent = parentOf(body, path);
    const last = path.at(-1)!;
    if (m.op === 'delete') {
      if (Array.isArray(parent) && /^\d+$/.test(last)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else {
      const old = own(parent, last);
      const same = typeof old === 'string' ? m.text : typeof old === 'number' ? m.number : m.value;
      put(parent, last, structuredClone(m.keepType ? same : m.value));
    }
  }
  return body;
}

const mutation = fc.record({
  op: fc.oneof(
    { arbitrary: fc.constant('set' as const), weight: 6 },
    { arbitrary: fc.constant('delete' as const), weight: 2 },
    { arbitrary: fc.constant('add' as const), weight: 1 },
    { arbitrary: fc.constant('replace' as const), weight: 1 },
  ),
  at: fc.nat(),
  key: fc.constantFrom('__proto__', 'extra', 'id', 'userId', 'role', 'status', 'priceCents', 'isAdmin'),
  value: nastyValue,
  keepType: fc.boolean(),
  text: nastyString,
  number: nastyNumber,
});

/** A third of the bodies stay valid, so the handlers behind validation are reached too. */
export const mutations = fc.oneof(
  { arbitrary: fc.constant([]), weight: 1 },
  { arbitrary: fc.array(mutation, { minLength: 1, maxLength: 3 }), weight: 2 },
);

const MARK = '\u0000FUZZ\u0000';

/** The body as JSON text with one value replaced by a number token JSON.stringify cannot write (NaN, -0, 1e999…). */
export const withRawToken = (sample: unknown) =>
  fc.tuple(fc.nat(), fc.constantFrom(...RAW_TOKENS)).map(([at, token]) => {
    const leaves = pathsOf(sample).filter((p) => !isNode(valueAt(sample, p)));
    if (!leaves.length) return token;
    const path = leaves[at % leaves.length]!;
    const copy = structuredClone(sample);
    put(parentOf(copy, path), path.at(-1)!, MARK);
    return JSON.stringify(copy).replace(JSON.stringify(MARK), token);
  });
