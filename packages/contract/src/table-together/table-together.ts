import { z } from 'zod';
import { idParam, ok } from '../common.ts';

// The shared table (ADR 1400–1405): one open order per table, every diner's lines, rounds sent to
// the kitchen and the bill split into parts. Every call names the table by its QR token (in the
// body, never a URL, ADR 751) and the diner by the key the join gave them (header
// `x-table-diner`, or the page's cookie).

export const TABLE_DINER_HEADER = 'x-table-diner';

const token = z.string().trim().min(1).max(60);
const id = z.number().int().positive().max(2_147_483_647);

export const sharedTableParamsSchema = z.object({ branchId: idParam });
export const sharedTableLineParamsSchema = z.object({ branchId: idParam, lineId: idParam });
export const sharedTablePartParamsSchema = z.object({ branchId: idParam, partId: idParam });

export const sharedTableRequestSchema = z.object({ table: token });
export const sharedTableJoinSchema = z.object({
  table: token,
  name: z.string().trim().min(1, 'Enter your name').max(30),
});
export const sharedTableAddSchema = z.object({
  table: token,
  item_id: id,
  price_label_id: id,
  quantity: z.number().int().min(1).max(99).default(1),
  comment: z.string().trim().max(200).default(''),
});
/** A line's new quantity; 0 removes it. */
export const sharedTableLineSchema = z.object({ table: token, quantity: z.number().int().min(0).max(99) });
export const sharedTableBillSchema = z.object({
  table: token,
  mode: z.enum(['all', 'even', 'items']),
  /** Split evenly among `people` (2–20). */
  people: z.number().int().min(2).max(20).optional(),
  /** Shared dishes (by items): a line and the diners who share it. */
  shares: z
    .array(z.object({ line_id: id, diner_ids: z.array(id).min(1).max(20) }))
    .max(200)
    .default([]),
});
export const sharedTablePaySchema = z.object({
  table: token,
  /** `online`: through the business's gateway (ADR 1406); the answer names its page. */
  method: z.enum(['cash', 'wallet', 'online']),
  /** What the payer means to pay (minor units): refused when it is more than the part leaves. */
  amount: z.number().int().min(1).max(2_147_483_647).optional(),
  /** The payer's own tip (minor units). */
  tip: z.number().int().min(0).max(1_000_000).default(0),
});

export type SharedTableJoin = z.input<typeof sharedTableJoinSchema>;
export type SharedTableAdd = z.input<typeof sharedTableAddSchema>;
export type SharedTableBill = z.input<typeof sharedTableBillSchema>;
export type SharedTablePay = z.input<typeof sharedTablePaySchema>;

export const sharedTableViewSchema = z.object({
  session_id: z.number().int(),
  table: z.object({ id: z.number().int(), name: z.string() }),
  status: z.enum(['open', 'closed']),
  version: z.number().int(),
  currency: z.string(),
  /** The caller, once joined. */
  me: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  diners: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** The cart: lines not yet sent. */
  lines: z.array(
    z.object({
      id: z.number().int(),
      diner_id: z.number().int(),
      diner_name: z.string(),
      item_id: z.number().int(),
      price_label_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      /** The menu's price of the line now; the round is priced again by the server. */
      price: z.number().int(),
      mine: z.boolean(),
    }),
  ),
  rounds: z.array(
    z.object({
      number: z.number().int(),
      /** The round's order as the diners can quote it (ADR 1471); never its number (ADR 1472). */
      public_ref: z.string(),
      total: z.number().int(),
      lines: z.array(
        z.object({
          id: z.number().int(),
          diner_id: z.number().int(),
          diner_name: z.string(),
          name: z.string(),
          quantity: z.number().int(),
          amount: z.number().int(),
        }),
      ),
    }),
  ),
  bill: z
    .object({
      mode: z.enum(['all', 'even', 'items']),
      total: z.number().int(),
      paid: z.number().int(),
      left: z.number().int(),
      /** Even split: the minor units the first parts carry one more of. */
      remainder: z.number().int(),
      parts: z.array(
        z.object({
          id: z.number().int(),
          position: z.number().int(),
          diner_id: z.number().int().nullable(),
          diner_name: z.string().nullable(),
          amount: z.number().int(),
          status: z.enum(['open', 'cash_pending', 'online_pending', 'paid']),
          method: z.enum(['cash', 'wallet', 'online']).nullable(),
          tip: z.number().int(),
        }),
      ),
    })
    .nullable(),
});
export type SharedTableView = z.infer<typeof sharedTableViewSchema>;
export const sharedTableResponseSchema = z.object({
  error: ok,
  view: sharedTableViewSchema,
  /** Set on join: the diner's key, kept by the browser (cookie) for this table. */
  diner_key: z.string().optional(),
  /** Set when a part is paid online: the gateway's page the payer goes to (ADR 1406). */
  payment_url: z.string().optional(),
});
export type SharedTableResponse = z.infer<typeof sharedTableResponseSchema>;

/** GET staff/shared-tables: the open tables for the board (ADR 1405). */
export const staffSharedTableSchema = z.object({
  session_id: z.number().int(),
  branch_id: z.number().int(),
  table_id: z.number().int(),
  table_name: z.string(),
  opened_at: z.string(),
  diners: z.array(z.string()),
  rounds: z.array(
    z.object({ number: z.number().int(), order_id: z.number().int(), total: z.number().int() }),
  ),
  total: z.number().int(),
  paid: z.number().int(),
  left: z.number().int(),
  parts: z.array(
    z.object({
      id: z.number().int(),
      label: z.string(),
      amount: z.number().int(),
      status: z.enum(['open', 'cash_pending', 'online_pending', 'paid']),
      method: z.enum(['cash', 'wallet', 'online']).nullable(),
      tip: z.number().int(),
    }),
  ),
});
export type StaffSharedTable = z.infer<typeof staffSharedTableSchema>;
export const staffSharedTablesResponseSchema = z.object({
  error: ok,
  currency: z.string(),
  tables: z.array(staffSharedTableSchema),
  /** The branch's tables free to move a table to (no open shared order). */
  free_tables: z.array(z.object({ id: z.number().int(), name: z.string(), branch_id: z.number().int() })),
});
export type StaffSharedTablesResponse = z.infer<typeof staffSharedTablesResponseSchema>;

/** POST staff/shared-tables/:sessionId/move: the table's order moves to another free table. */
export const staffMoveTableSchema = z.object({ table_id: id });

/** The cookie keeping a diner's key per table (`sufra_td_<tableId>`): reloads and the live stream. */
export const SHARED_TABLE_DINER_COOKIE = 'sufra_td_';

/** The shared table's refusal codes (ADR 1400–1404): the page words each in the diner's language. */
export const SHARED_TABLE_PROBLEM = {
  off: 'SHARED_TABLES_OFF',
  joinFirst: 'TABLE_JOIN_FIRST',
  notYourLine: 'TABLE_LINE_NOT_YOURS',
  lineSent: 'TABLE_LINE_SENT',
  closed: 'TABLE_CLOSED',
  emptyCart: 'TABLE_CART_EMPTY',
  nothingToPay: 'TABLE_NOTHING_TO_PAY',
  billStarted: 'TABLE_BILL_STARTED',
  partPaid: 'TABLE_PART_PAID',
  overLeft: 'TABLE_PAY_OVER_LEFT',
  partWhole: 'TABLE_PART_WHOLE',
  itemUnavailable: 'TABLE_ITEM_UNAVAILABLE',
  walletTooLow: 'WALLET_BALANCE_LOW',
  walletOff: 'WALLET_OFF',
  badShare: 'TABLE_SHARE_INVALID',
  onlineOff: 'TABLE_ONLINE_OFF',
  tableTaken: 'TABLE_TAKEN',
  roundRaced: 'TABLE_ROUND_RACED',
} as const;
