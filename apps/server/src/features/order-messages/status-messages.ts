import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import * as s from '../../platform/db/schema/index.ts';
import { defineJob, type Jobs } from '../../platform/jobs/jobs.ts';
import { pickText } from '../../platform/localize.ts';
import { ChannelFailure, type MessageChannel } from '../accounts/message-channel.ts';
import type { OrderRow } from '../orders/order-repository.ts';
import { MESSAGED_STATUSES, statusText } from './status-texts.ts';

/** Twilio's "Attempt to send to unsubscribed recipient": the caller replied STOP. */
const UNSUBSCRIBED = new Set(['21610']);

type Message = {
  status: number;
  public_ref: string;
  phone: string;
  status_messages: 'sms' | 'whatsapp' | null;
  locale: string | null;
  selling_type: string;
  source: string | null;
  name: Record<string, string>;
  locales: string[];
};

/**
 * Status messages to a phone order's caller (ADR 1478). A move of the order enqueues a job in the
 * move's own transaction (no message for a move that rolled back, none lost to a crash after it);
 * the job carries the order's id and the new status only — never the phone, which it reads when it
 * runs — and sends through the accounts' message channel, by the channel the caller chose, in the
 * order's language, naming the order by its public reference. A caller who said no, or whom the
 * provider reports unsubscribed (then no further message is tried), gets nothing; a move already
 * overtaken by the next one when its job runs is not sent (the next one is).
 *
 * With a channel that carries codes only (Twilio Verify without a Messaging Service) nothing is
 * offered: `channels` is empty and the phone-order page does not ask.
 */
export async function registerStatusMessages(deps: {
  db: Db;
  jobs: Jobs;
  channel: MessageChannel;
  log: { warn: (obj: object, msg: string) => void };
}) {
  const { db, channel } = deps;
  const notify = channel.notify?.bind(channel);
  const channels = notify ? channel.channels : [];
  const kind = defineJob<{ orderId: number; status: number }>({
    name: 'order-messages.status',
    retries: 5,
    backoffSeconds: 15,
    handle: async ({ orderId, status }) => {
      if (!notify) return;
      const { rows } = await db.execute<Message>(sql`
        SELECT o.status, o.public_ref, o.phone, o.status_messages, o.locale, o.selling_type, o.source,
          b.name, b.locales
        FROM orders o JOIN businesses b ON b.id = o.business_id
        WHERE o.id = ${orderId}`);
      const order = rows[0];
      if (order?.source !== 'phone' || !order.status_messages) return;
      // Moved on meanwhile (accepted, then ready a moment later): the newer move's job tells the
      // newer news; an older message arriving after it would only confuse.
      if (order.status !== status) return;
      const locale = order.locale ?? order.locales[0] ?? 'en';
      const text = statusText(
        status,
        {
          business: pickText(order.name, locale, order.locales[0] ?? 'en'),
          publicRef: order.public_ref,
          sellingType: order.selling_type,
        },
        locale,
      );
      if (!text) return;
      try {
        await notify({ to: order.phone, channel: order.status_messages, text, locale });
      } catch (error) {
        if (!(error instanceof ChannelFailure) || error.retryable) throw error;
        // Refused for good (a bad number, an unsubscribed caller): retrying would fail the same way.
        // The order's id and the provider's code only: the phone stays out of the log.
        deps.log.warn(
          { orderId, status, provider: channel.name, code: error.providerCode },
          'status message refused by the provider',
        );
        if (error.providerCode && UNSUBSCRIBED.has(error.providerCode))
          await db.update(s.orders).set({ statusMessages: null }).where(eq(s.orders.id, orderId));
      }
    },
  });
  await deps.jobs.register(kind);
  return {
    /** What the phone-order page may offer: the channel's ways of sending our own text. */
    channels,
    /** Called in the transaction that moved the order: a job for its caller, if they get one. */
    async moved(tx: Db, row: OrderRow): Promise<void> {
      if (!notify || row.source !== 'phone' || !row.statusMessages || !MESSAGED_STATUSES.has(row.status))
        return;
      await deps.jobs.enqueue(kind, { orderId: row.id, status: row.status }, { in: tx });
    },
  };
}

export type StatusMessages = Awaited<ReturnType<typeof registerStatusMessages>>;
