import type { Contract } from '../http.ts';

/** What each admin route of this part answers on success; see ../contracts.ts. */
export const adminOrderContracts = {} satisfies Record<string, Contract>;
