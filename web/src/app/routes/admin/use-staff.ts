import { useOutletContext } from 'react-router';
import type { StaffMeResponse } from '#domain/account/staff-response.ts';

/** The caller's roles and permissions, for the pages under the guard (which renders them only once known). */
export const useStaff = () => useOutletContext<StaffMeResponse>();
