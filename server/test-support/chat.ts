import { sql } from 'drizzle-orm';
import { SETTINGS_TOPIC } from '#domain/realtime.ts';
import { client, type TestApp } from './test-app.ts';

type Client = ReturnType<typeof client>;

/** The Cookie header a test client sends (its whole jar). */
export const cookieOf = (c: Client) => [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** Turns the store's support chat switch on or off (leaving the other features as they are). */
export async function chatSwitch(t: Pick<TestApp, 'db' | 'services'>, on: boolean) {
  await t.db.execute(sql`insert into store_settings (key, value)
    values ('features', ${JSON.stringify({ giveaway: false, supportChat: on })}::jsonb)
    on conflict (key) do update set value = store_settings.value || ${JSON.stringify({ supportChat: on })}::jsonb`);
  await t.services.bus.publish(SETTINGS_TOPIC, { kind: 'settings.changed', at: new Date().toISOString() });
}

/** Starts (or returns) the client's conversation; a guest client keeps the chat cookie in its jar. */
export async function startChat(c: Client): Promise<string> {
  const res = await c.call('/api/chat/sessions', { method: 'POST' });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`chat start: ${res.status} ${JSON.stringify(res.json)}`);
  return (res.json as { session: { id: string } }).session.id;
}

/** The access matrix's chats: the owner's conversation, and a guest browser's with its cookie. */
export async function chatWorld(t: TestApp, owner: Client) {
  await chatSwitch(t, true);
  const guest = client(t.app);
  return {
    ownerSessionId: await startChat(owner),
    guestSessionId: await startChat(guest),
    guestCookie: cookieOf(guest),
    on: () => chatSwitch(t, true),
  };
}
