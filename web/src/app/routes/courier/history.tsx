import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { useHistory } from '#web/features/couriers/api/get-history.ts';
import { HistoryList } from '#web/features/couriers/components/history-list.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';

export function CourierHistoryRoute() {
  const history = useHistory();
  return (
    <div className="max-w-3xl">
      <PageTitle title="History">Orders you delivered or took back to the shop.</PageTitle>
      {history.isError ? (
        <p role="alert" className="text-danger">
          {history.error.message}
        </p>
      ) : history.data ? (
        <HistoryList items={history.data} />
      ) : (
        <LoadingSkeleton variant="list" />
      )}
    </div>
  );
}
