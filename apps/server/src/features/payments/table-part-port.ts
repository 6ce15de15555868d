import type { Db } from '../../platform/db/client.ts';

/**
 * What a payment of a shared table's part needs from the table (ADR 1406), as payments sees it.
 * Payments is below the shared tables (orders use payments; the shared table places orders), so it
 * names this port and `table-together` fills it when its plugin registers (ADR 610: no cycle).
 * The functions take the transaction they run in and keep no state of their own.
 */
export type PartForPayment = {
  id: number;
  session_id: number;
  business_id: number;
  amount: number;
  status: 'open' | 'cash_pending' | 'online_pending' | 'paid';
  session_status: 'open' | 'closed';
};

export type TablePartPayments = {
  /** The part, locked: the lock every part payment takes first. */
  lock(db: Db, partId: number): Promise<PartForPayment | null>;
  /** A confirmed gateway payment of a locked part; false when it was paid meanwhile. */
  pay(db: Db, part: PartForPayment, payment: { id: number; amount: number }): Promise<boolean>;
  /** A declined or abandoned attempt: the part can be paid again. */
  reopen(db: Db, partId: number): Promise<void>;
  /** Where the payer comes back to: the table's page. */
  returnTo(
    db: Db,
    partId: number,
  ): Promise<{ reference_id: string; branch_ref: string; qr_token: string } | null>;
};

let port: TablePartPayments | null = null;

export function registerTablePartPayments(parts: TablePartPayments): void {
  port = parts;
}

/** The registered port; a part's payment without shared tables registered is a programming error. */
export function tablePartPayments(): TablePartPayments {
  if (!port) throw new Error('a shared table part was paid, but shared tables are not registered');
  return port;
}
