import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { BoardSkeleton } from '#web/features/merchant/orders/components/board-skeleton.tsx';
import { ChimeToggle } from '#web/features/merchant/orders/components/chime-toggle.tsx';
import { ConnectionNote } from '#web/features/merchant/orders/components/connection-note.tsx';
import { FinishedToday } from '#web/features/merchant/orders/components/finished-today.tsx';
import { OrderBoard } from '#web/features/merchant/orders/components/order-board.tsx';
import { useLiveMerchantBoard } from '#web/features/merchant/orders/hooks/use-live-merchant-board.ts';
import { chimeOn } from '#web/features/merchant/orders/utils/chime.ts';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useMerchant } from './use-merchant.ts';

/** The shop's live orders board: new orders arrive by themselves, each with its next step. */
export function MerchantDashboardRoute() {
  const me = useMerchant();
  const [chime, setChime] = useState(chimeOn);
  const board = useLiveMerchantBoard(me.shopId, chime);
  return (
    <>
      <PageTitle
        className="print:hidden"
        title="Orders"
        actions={
          <>
            <ConnectionNote />
            <ChimeToggle on={chime} onChange={setChime} />
          </>
        }
      >
        {me.shopName}: accept, prepare and hand over orders to couriers.
      </PageTitle>
      {board.isPending ? (
        <BoardSkeleton />
      ) : board.isError ? (
        <div role="alert" className="rounded-2xl border border-danger/40 bg-danger/5 p-6 text-sm">
          <p className="font-medium">We could not load your orders.</p>
          <p className="mt-1 text-muted">{board.error.message}</p>
          <Button className="mt-4" size="sm" variant="outline" onClick={() => void board.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <OrderBoard active={board.data.active} />
          <FinishedToday orders={board.data.finishedToday} />
        </>
      )}
    </>
  );
}
