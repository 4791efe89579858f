import { Bell, BellOff } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { AssignCourierDialog } from '#web/features/admin/dispatch/assign-courier-dialog.tsx';
import { LiveBoard, LiveBoardSkeleton } from '#web/features/admin/live-orders/components/live-board.tsx';
import { LiveStatus } from '#web/features/admin/live-orders/components/live-status.tsx';
import { useLiveBoard } from '#web/features/admin/live-orders/hooks/use-live-board.ts';
import { useSoundToggle } from '#web/features/admin/live-orders/hooks/use-sound-toggle.ts';
import { useCan } from '#web/lib/use-can.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';

/** Live orders: every active order on a board by status, moving as it happens. */
export function AdminLiveOrdersRoute() {
  const sound = useSoundToggle();
  const board = useLiveBoard(sound.on);
  const canWrite = useCan('orders:status:write');
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <PageTitle title="Live orders">
          Active orders by status, oldest first.{!canWrite && ' Read only: your role cannot change orders.'}
        </PageTitle>
        <div className="flex items-center gap-2">
          <LiveStatus />
          <Button variant="outline" size="sm" aria-pressed={sound.on} onClick={sound.toggle}>
            {sound.on ? (
              <Bell className="h-4 w-4" aria-hidden />
            ) : (
              <BellOff className="h-4 w-4" aria-hidden />
            )}
            {sound.on ? 'Sound on' : 'Sound off'}
          </Button>
        </div>
      </div>
      {board.isPending ? (
        <LiveBoardSkeleton />
      ) : board.isError ? (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/5 p-6">
          <p className="font-medium text-danger">The orders could not be loaded.</p>
          <p className="mt-1 text-sm text-muted">{board.error.message}</p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => void board.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <LiveBoard
            rows={board.data}
            canWrite={canWrite}
            assignDialog={(order, onClose) => <AssignCourierDialog order={order} onClose={onClose} />}
          />
          {board.data.length >= 100 && (
            <p className="mt-3 text-sm text-muted">
              Showing the 100 oldest active orders; newer ones appear as these leave the board.
            </p>
          )}
        </>
      )}
    </>
  );
}
