import { useOutletContext } from 'react-router';
import type { CourierView } from '#domain/couriers/views.ts';

/** The courier's record, for the pages under the guard (which renders them only once it is known). */
export const useGuardedCourier = () => useOutletContext<CourierView>();
