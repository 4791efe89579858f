import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { useLiveShop } from '#web/features/merchant/hooks/use-live-shop.ts';
import { BoardSkeleton } from '#web/features/merchant/orders/components/board-skeleton.tsx';
import { ChimeToggle } from '#web/features/merchant/orders/components/chime-toggle.tsx';
import { ConnectionNote } from '#web/features/merchant/orders/components/connection-note.tsx';
import { FinishedToday } from '#web/features/merchant/orders/components/finished-today.tsx';
import { OrderBoard } from '#web/features/merchant/orders/components/order-board.tsx';
import { OrderSound } from '#web/features/merchant/orders/components/order-sound.tsx';
import { useLiveMerchantBoard } from '#web/features/merchant/orders/hooks/use-live-merchant-board.ts';
import { useOrderRinger } from '#web/features/merchant/orders/hooks/use-order-ringer.ts';
import { chimeChoice } from '#web/features/merchant/orders/utils/chime.ts';
import { SHOP_PAUSE_KEY } from '#web/features/merchant/pause/api/get-shop-pause.ts';
import { PauseBar } from '#web/features/merchant/pause/components/pause-bar.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useMerchant } from './use-merchant.ts';

/**
 * The shop's live orders board: new orders arrive by themselves, each with its timer and due time; the device rings
 * while one waits to be accepted; the shop pauses new ASAP orders from here.
 */
export function MerchantDashboardRoute() {
  const me = useMerchant();
  const [sound, setSound] = useState(chimeChoice);
  const board = useLiveMerchantBoard(me.shopId);
  const ringer = useOrderRinger(board.data?.active, sound === 'on');
  useLiveShop(me.shopId, 'settings', SHOP_PAUSE_KEY);
  return (
    <>
      <PageTitle
        className="print:hidden"
        title="Orders"
        actions={
          <>
            <ConnectionNote />
            {sound !== null && (
              <ChimeToggle on={sound === 'on'} onChange={(on) => setSound(on ? 'on' : 'off')} />
            )}
          </>
        }
      >
        {me.shopName}: accept, prepare and hand over orders to couriers.
      </PageTitle>
      <div className="mb-5 grid gap-2 print:hidden">
        <OrderSound choice={sound} onChoose={setSound} ringer={ringer} />
        <PauseBar />
      </div>
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
