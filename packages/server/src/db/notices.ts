import pg from 'pg';

/** What a listener on a NOTIFY channel is told. */
export interface NoticeHandlers {
  /** A transaction that sent a notice on the channel has committed; `payload` is what it sent. */
  notice(payload: string): void;
  /**
   * Whether notices arrive now. False when they may be missed (the connection dropped), until a new
   * connection listens again (true).
   */
  listening(on: boolean): void;
}

const retryMs = 1000;

/**
 * LISTEN on one channel of a PostgreSQL database over a connection of its own, which the pool never
 * hands out; a dropped connection is replaced every second until one listens again. Answers the
 * function that stops it.
 */
export async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (failed: pg.Client) => {
    if (client !== failed) {
      return;
    }
    client = undefined;
    handlers.listening(false);
    failed.end().catch(() => {});
    if (!stopped) {
      retry = setTimeout(connect, retryMs);
    }
  };

  async function connect() {
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) {
        handlers.notice(message.payload ?? '');
      }
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client === next) {
        handlers.listening(true);
      }
    } catch {
      lost(next);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = undefined;
    handlers.listening(false);
    await last?.end().catch(() => {});
  };
}
