import { RequirePermission } from '#web/features/admin/components/no-page-access.tsx';
import { LiveChatDesk } from '#web/features/admin/live-chat/components/live-chat-desk.tsx';
import { PageTitle } from '#web/components/layout/page-title.tsx';
import { useStaff } from './use-staff.ts';

/** `/admin/live-chat`: the support queue, the conversation and the customer's context. */
export function AdminLiveChatRoute() {
  const me = useStaff();
  return (
    <RequirePermission roles={me.roles} permission="chat:answer">
      <PageTitle title="Live chat">
        Customers waiting for a person, their conversations and every transcript.
      </PageTitle>
      <LiveChatDesk me={me.id} />
    </RequirePermission>
  );
}
