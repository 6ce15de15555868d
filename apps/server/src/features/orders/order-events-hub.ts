import pg from 'pg';

export const ORDER_EVENTS_CHANNEL = 'sufra_order_events';
/** New survey answers and order ratings (migration 0013, ADR 782): the staff board shows them live. */
export const FEEDBACK_EVENTS_CHANNEL = 'sufra_feedback_events';
export type FeedbackNotice = { b: number; k: 'survey' | 'rating'; id: number };
export type FeedbackListener = (notice: FeedbackNotice) => void;

/** The NOTIFY payload the order_events trigger sends (migration 0004). */
export type OrderNotice = {
  e: number;
  b: number;
  o: number;
  k: 'placed' | 'status' | 'payment';
  s: number;
  p: 'none' | 'unpaid' | 'paid';
  t: string;
  /** The event's place among its order's (booking's) events (migration 0042, ADR 1493). */
  n: number;
};

/** A subscriber; `null` means "the connection was lost and is back: news may have been missed". */
export type OrderListener = (notice: OrderNotice | null) => void;

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };

/**
 * One dedicated LISTEN connection per server instance, fanned out in memory to every open stream
 * (ADR 404). It connects on the first subscription, reconnects with backoff when the connection
 * drops (telling subscribers to resynchronise), and closes with the app.
 */
export function createOrderEventsHub(
  clientConfig: pg.ClientConfig,
  log: Log,
  // Reservations announce their events in the same shape on their own channel (ADR 802).
  channel = ORDER_EVENTS_CHANNEL,
  // The orders hub also carries new feedback to the staff board's one stream (ADR 782); the
  // reservations hub does not listen for it.
  feedbackChannel: string | null = null,
) {
  const byOrder = new Map<number, Set<OrderListener>>();
  const byBusiness = new Map<number, Set<OrderListener>>();
  const feedbackByBusiness = new Map<number, Set<FeedbackListener>>();
  // Every order's news, for work that follows all of them (status pushes, ADR 909).
  const all = new Set<(notice: OrderNotice) => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let attempt = 0;
  let everConnected = false;
  let closed = false;

  const everyone = () => [...byOrder.values(), ...byBusiness.values()].flatMap((set) => [...set]);

  function dispatch(payload: string | undefined): void {
    let notice: OrderNotice;
    try {
      notice = JSON.parse(payload ?? '') as OrderNotice;
    } catch {
      return;
    }
    for (const fn of byOrder.get(notice.o) ?? []) fn(notice);
    for (const fn of byBusiness.get(notice.b) ?? []) fn(notice);
    for (const fn of all) fn(notice);
  }

  function dispatchFeedback(payload: string | undefined): void {
    try {
      const notice = JSON.parse(payload ?? '') as FeedbackNotice;
      for (const fn of feedbackByBusiness.get(notice.b) ?? []) fn(notice);
    } catch {
      // Not ours to read.
    }
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer) return;
    const delay = Math.min(30_000, 250 * 2 ** attempt++);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      open().catch(() => {});
    }, delay);
    retryTimer.unref();
  }

  /**
   * The only way a connection is opened: one at a time, and never beside a live one. A caller that
   * arrives while a reconnect is waiting out its backoff connects now instead, and the timer is
   * dropped — otherwise the timer would open a second LISTEN client (every notice twice, one
   * client leaked).
   */
  function open(): Promise<void> {
    if (client) return Promise.resolve();
    if (retryTimer) {
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    connecting ??= connect().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client(clientConfig);
    next.on('notification', (msg) => {
      if (msg.channel === channel) dispatch(msg.payload);
      else if (feedbackChannel && msg.channel === feedbackChannel) dispatchFeedback(msg.payload);
    });
    next.on('error', (error) => {
      log.warn({ err: error }, 'order events connection lost');
    });
    next.on('end', () => {
      if (client !== next) return;
      client = null;
      if (!closed) scheduleReconnect();
    });
    try {
      await next.connect();
      // Feedback first: the connection's last statement stays `LISTEN <channel>`, which is how
      // operators (and the tests) find the hub's connection in pg_stat_activity.
      if (feedbackChannel) await next.query(`LISTEN ${feedbackChannel}`);
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      if (!closed) {
        log.error({ err: error }, 'cannot LISTEN for order events');
        scheduleReconnect();
      }
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    attempt = 0;
    // Subscribers of a lost connection may have missed news: they resynchronise.
    if (everConnected) for (const fn of everyone()) fn(null);
    everConnected = true;
  }

  /** Resolves once this instance is LISTENing (so a snapshot read after it misses nothing). */
  const ready = open;

  function add<F>(map: Map<number, Set<F>>, key: number, fn: F): () => void {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) map.delete(key);
    };
  }

  return {
    ready,
    subscribeOrder: (orderId: number, fn: OrderListener) => add(byOrder, orderId, fn),
    subscribeBusiness: (businessId: number, fn: OrderListener) => add(byBusiness, businessId, fn),
    subscribeFeedback: (businessId: number, fn: FeedbackListener) => add(feedbackByBusiness, businessId, fn),
    /** Every order's notices (not the resynchronising null: what was missed while down is lost). */
    subscribeAll: (fn: (notice: OrderNotice) => void) => {
      all.add(fn);
      return () => all.delete(fn);
    },
    /** Whether the LISTEN connection is up now. */
    get listening() {
      return client !== null;
    },
    get listenerCount() {
      return everyone().length;
    },
    async close(): Promise<void> {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      byOrder.clear();
      byBusiness.clear();
      feedbackByBusiness.clear();
      all.clear();
      await connecting?.catch(() => {});
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}

export type OrderEventsHub = ReturnType<typeof createOrderEventsHub>;
