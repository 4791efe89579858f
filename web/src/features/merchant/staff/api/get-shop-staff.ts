import { useQuery } from '@tanstack/react-query';
import type { StaffList } from '#domain/merchant/staff.ts';
import { api } from '#web/lib/api-client.ts';

export const SHOP_STAFF_KEY = ['merchant', 'staff'] as const;

export const useShopStaff = () =>
  useQuery({ queryKey: SHOP_STAFF_KEY, queryFn: () => api<StaffList>('/api/merchant/staff') });
