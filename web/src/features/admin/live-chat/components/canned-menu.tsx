import { DropdownMenu } from 'radix-ui';
import { MessageSquareText } from 'lucide-react';
import { fillCanned } from '#domain/chat/staff-canned.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { useCannedReplies } from '../api/get-canned-replies.ts';

/** The canned replies; picking one puts its text (with the customer's first name) in the composer. */
export function CannedMenu({
  customerName,
  onPick,
  disabled,
}: {
  customerName: string | null;
  onPick: (text: string) => void;
  disabled?: boolean;
}) {
  const replies = useCannedReplies().data?.replies ?? [];
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={buttonClass('outline', 'sm')}
        disabled={disabled || replies.length === 0}
      >
        <MessageSquareText className="h-4 w-4" aria-hidden />
        Canned replies
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          side="top"
          align="start"
          sideOffset={6}
          className="z-40 max-h-80 w-80 overflow-y-auto rounded-xl border border-border bg-surface p-1.5 shadow-xl"
        >
          {replies.map((reply) => (
            <DropdownMenu.Item
              key={reply.id}
              onSelect={() => onPick(fillCanned(reply.text, customerName))}
              className="cursor-pointer rounded-lg px-2.5 py-2 text-sm outline-none data-[highlighted]:bg-surface-2"
            >
              <span className="block font-medium">{reply.title}</span>
              <span className="line-clamp-2 text-xs text-muted">{fillCanned(reply.text, customerName)}</span>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
