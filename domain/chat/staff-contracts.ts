import type { Contract } from '../http.ts';

/** What the live-chat desk's routes answer on success; see ../contracts.ts. */
export const liveChatContracts = {} satisfies Record<string, Contract>;
