import type { Role } from '#domain/auth.ts';
import type { Logger } from '#server/log.ts';
import type { Connection, RolesRead, Subscription } from './connection.ts';

/**
 * Reads a socket's roles again from its session: a session gone closes the socket (1008); roles that changed replace
 * the socket's and forget its answers. `shared` lets the topics re-checked at one moment share one read.
 */
export function sessionRoleReader(
  sessionRoles: ((sessionId: string) => Promise<readonly Role[] | null>) | undefined,
  log: Logger,
  open: (conn: Connection) => boolean,
) {
  async function read(conn: Connection): Promise<RolesRead> {
    const { sessionId } = conn.subscriber;
    if (!sessionRoles || !sessionId) return 'kept';
    try {
      const roles = await sessionRoles(sessionId);
      if (!open(conn)) return 'closed';
      if (!roles) {
        conn.socket.close(1008, 'Session ended');
        return 'closed';
      }
      const held = conn.subscriber.roles;
      if (roles.length !== held.length || !roles.every((r) => held.includes(r))) {
        conn.subscriber.roles = roles;
        conn.authorizations.forget();
      }
      return 'kept';
    } catch (error) {
      log.error('realtime: could not read the session roles', { error: String(error) });
      return 'failed';
    }
  }

  function shared(conn: Connection): Promise<RolesRead> {
    conn.rolesRead ??= read(conn).finally(() => (conn.rolesRead = null));
    return conn.rolesRead;
  }

  return { read, shared };
}

/**
 * After an access change (a role granted or withdrawn, a PIN lock): nothing is delivered until the roles are read
 * again (a session gone closes the socket; a read that fails closes it too, 1013, and the client's reconnect reads
 * them) and every live topic asked again. Events meanwhile wait in the gate: a topic refused drops its own, the
 * others arrive once the change is applied. A subscription made meanwhile waits for `conn.changing`.
 */
export function applyAccessChange(
  conn: Connection,
  read: (conn: Connection) => Promise<RolesRead>,
  recheck: (topic: string, entry: Subscription) => Promise<void>,
  log: Logger,
) {
  conn.authorizations.forget();
  conn.gate.hold();
  const applying = (async () => {
    const outcome = await read(conn);
    if (outcome === 'failed') conn.socket.close(1013, 'Try again later');
    if (outcome !== 'kept') return;
    conn.authorizations.forget();
    const live = [...conn.topics].filter(([, entry]) => entry.stop);
    await Promise.all(live.map(([topic, entry]) => recheck(topic, entry)));
  })()
    .catch((error: unknown) => {
      log.error('realtime: could not apply an access change', { error: String(error) });
      conn.socket.close(1011, 'Internal error');
    })
    .finally(() => {
      conn.gate.release();
      if (conn.changing === applying) conn.changing = null;
    });
  conn.changing = applying;
}
