import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';

export interface DayHours {
  opens: string;
  closes: string;
}

export interface PartnerShop {
  id: string;
  slug: string;
  name: string;
  licenseNumber: string;
  description: string;
  street: string;
  zip: string;
  borough: string;
  neighborhood: string;
  phone: string;
  /** Keyed "0" (Sunday) to "6" (Saturday); null when closed. */
  openingHours: Record<string, DayHours | null>;
}

export async function getShops(): Promise<PartnerShop[]> {
  const { shops } = await api<{ shops: PartnerShop[] }>('/api/shops');
  return shops;
}

export const shopsQueryOptions = queryOptions({ queryKey: ['shops'], queryFn: getShops });

export function useShops() {
  return useQuery(shopsQueryOptions);
}
