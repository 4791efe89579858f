import type { Contract } from '../http.ts';

/** What the customer's chat routes answer on success; see ../contracts.ts. */
export const chatContracts = {} satisfies Record<string, Contract>;
