/**
 * NY Cannabis Law §86 (no unsolicited pop-up advertising): a visit is never met by a promotional prompt in its first
 * minute, and gets at most one. A visit is this tab's session; its record lives in sessionStorage.
 */
export const PROMPT_BUDGET = { quietMs: 60_000, perVisit: 1 } as const;

export const VISIT_KEY = 'promo_visit';

export interface Visit {
  /** When the visit began (ms). */
  startedAt: number;
  /** Promotional prompts shown in it so far. */
  prompts: number;
}

/** The earliest moment a prompt may appear in this visit. */
export const quietUntil = (visit: Visit) => visit.startedAt + PROMPT_BUDGET.quietMs;

/** Whether a prompt may appear now: the first minute is over and the visit has not had its one. */
export const mayPrompt = (visit: Visit, now: number): boolean =>
  now >= quietUntil(visit) && visit.prompts < PROMPT_BUDGET.perVisit;

export const promptSpent = (visit: Visit): Visit => ({ ...visit, prompts: visit.prompts + 1 });

/** Whether a stored value is a visit (sessionStorage may hold anything). */
export function isVisit(value: unknown): value is Visit {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return [v.startedAt, v.prompts].every((n) => typeof n === 'number' && Number.isFinite(n));
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function tabStore(): Store | null {
  try {
    return sessionStorage;
  } catch {
    return null;
  }
}

function write(store: Store | null, visit: Visit) {
  try {
    store?.setItem(VISIT_KEY, JSON.stringify(visit));
  } catch {
    /* storage unavailable: the visit is this page */
  }
}

/** This tab's visit, begun now when there is none (or what is stored is not one). */
export function currentVisit(now: number, store: Store | null = tabStore()): Visit {
  let stored: unknown = null;
  try {
    stored = JSON.parse(store?.getItem(VISIT_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  if (isVisit(stored)) return stored;
  const visit = { startedAt: now, prompts: 0 };
  write(store, visit);
  return visit;
}

/** Records that a prompt was shown in this visit. */
export function spendPrompt(now: number, store: Store | null = tabStore()): Visit {
  const visit = promptSpent(currentVisit(now, store));
  write(store, visit);
  return visit;
}
