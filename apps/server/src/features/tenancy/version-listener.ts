import pg from 'pg';

export const BUSINESS_CHANGED_CHANNEL = 'sufra_business_changed';

export type VersionListener = { stop: () => Promise<void> };

/**
 * LISTENs for migration 0002's change notifications on a connection of its own. `onLive(true)`
 * once listening; on any connection loss `onLive(false)` and a reconnect after `retryMs`.
 */
export async function startVersionListener(
  pool: pg.Pool,
  handlers: { onChange: (businessId: number) => void; onLive: (live: boolean) => void },
  retryMs = 1_000,
): Promise<VersionListener> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client) => {
    if (client !== c) return;
    client = null;
    handlers.onLive(false);
    c.end().catch(() => {});
    if (!stopped) timer = setTimeout(() => void connect(), retryMs);
  };

  async function connect(): Promise<void> {
    const c = new pg.Client(pool.options);
    c.on('error', () => lost(c));
    c.on('end', () => lost(c));
    c.on('notification', (message) => {
      const id = Number(message.payload);
      if (message.channel === BUSINESS_CHANGED_CHANNEL && Number.isInteger(id)) handlers.onChange(id);
    });
    try {
      client = c;
      await c.connect();
      await c.query(`LISTEN ${BUSINESS_CHANGED_CHANNEL}`);
      if (client === c && !stopped) handlers.onLive(true);
    } catch {
      lost(c);
    }
  }

  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      const c = client;
      client = null;
      if (c) {
        handlers.onLive(false);
        await c.end().catch(() => {});
      }
    },
  };
}
