import { useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

const DELETE_PAST_PX = 60;
const MAX_DRAG_PX = 100;
const START_AFTER_PX = 8;

interface Drag {
  x: number;
  y: number;
  active: boolean;
}

/** Swipe left past 60px deletes (spec §2); the drag is capped at 100px and snaps back below 60px. */
export function SwipeableRow({
  onSwipe,
  children,
}: {
  onSwipe: () => Promise<boolean>;
  children: ReactNode;
}) {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const drag = useRef<Drag | null>(null);
  const moved = useRef(false);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return;
    drag.current = { x: e.clientX, y: e.clientY, active: false };
    moved.current = false;
  };

  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.active) {
      if (Math.abs(dy) > START_AFTER_PX && Math.abs(dy) > Math.abs(dx)) drag.current = null;
      if (Math.abs(dx) <= START_AFTER_PX || Math.abs(dx) < Math.abs(dy)) return;
      d.active = true;
      moved.current = true;
      setDragging(true);
      e.currentTarget.setPointerCapture(e.pointerId);
    }
    setOffset(Math.max(-MAX_DRAG_PX, Math.min(0, dx)));
  };

  const end = async (e: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const d = drag.current;
    drag.current = null;
    if (!d?.active) return;
    setDragging(false);
    const distance = Math.min(0, e.clientX - d.x);
    if (cancelled || distance > -DELETE_PAST_PX) {
      setOffset(0);
      return;
    }
    setOffset(-MAX_DRAG_PX);
    if (!(await onSwipe())) setOffset(0);
  };

  return (
    <div
      className="relative touch-pan-y overflow-hidden rounded-2xl"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={(e) => void end(e, false)}
      onPointerCancel={(e) => void end(e, true)}
      onClickCapture={(e) => {
        if (!moved.current) return;
        moved.current = false;
        e.preventDefault();
        e.stopPropagation();
      }}
    >
      {offset < 0 && (
        <div
          aria-hidden
          className="absolute inset-0 flex items-center justify-end rounded-2xl bg-danger pr-8 text-danger-foreground"
        >
          <Trash2 className="h-5 w-5" />
        </div>
      )}
      <div
        className={cn('relative bg-surface', !dragging && 'transition-transform duration-200 ease-out')}
        style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      >
        {children}
      </div>
    </div>
  );
}
