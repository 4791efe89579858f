import type { Contract } from '../http.ts';

/** What each route of this area answers on success; see ../contracts.ts. */
export const cartContracts = {} satisfies Record<string, Contract>;
