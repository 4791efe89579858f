import { CourierDashboard } from '#web/features/couriers/components/courier-dashboard.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useGuardedCourier } from './use-guarded-courier.ts';

export function CourierDashboardRoute() {
  const courier = useGuardedCourier();
  return (
    <>
      <PageTitle title="Dashboard">Hi {courier.fullName.split(' ')[0]}, here is your shift.</PageTitle>
      <CourierDashboard courier={courier} />
    </>
  );
}
