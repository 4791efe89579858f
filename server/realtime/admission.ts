export type Admission = 'admitted' | 'address-full' | 'server-full';

/** Counts the sockets each client address holds, opening ones included, against the per-address and total caps. */
export function createAdmission(caps: { perAddress: number; total: number }) {
  const byAddress = new Map<string, number>();
  let total = 0;
  return {
    admit(address: string): Admission {
      const held = byAddress.get(address) ?? 0;
      if (held >= caps.perAddress) return 'address-full';
      if (total >= caps.total) return 'server-full';
      byAddress.set(address, held + 1);
      total += 1;
      return 'admitted';
    },
    release(address: string) {
      const held = byAddress.get(address) ?? 0;
      if (held <= 0) return;
      total -= 1;
      if (held === 1) byAddress.delete(address);
      else byAddress.set(address, held - 1);
    },
  };
}
