import type { Db } from '../../platform/db/client.ts';
import { pickText } from '../../platform/localize.ts';
import { randomToken } from '../../platform/secrets.ts';
import { findPaymentWithMerchant } from './payment-repository.ts';
import { renderSandboxPage } from './sandbox-page.ts';
import { signBody } from './signature.ts';

/** Delivers a signed callback to the merchant side (this server) and reports its HTTP status. */
export type DeliverCallback = (body: string, signature: string) => Promise<number>;

/**
 * The "remote" half of the sandbox: what a real gateway does on its own servers — show the hosted
 * page, take the payer's decision, post a signed callback, send the browser back. It reads the
 * attempt from the payments table because it runs inside this server; a real gateway keeps its own.
 */
export function createSandboxGateway(deps: {
  db: Db;
  secret: string;
  deliver: DeliverCallback;
  now: () => Date;
}) {
  return {
    async page(reference: string): Promise<string | null> {
      const found = await findPaymentWithMerchant(deps.db, reference);
      if (found?.payment.provider !== 'sandbox') return null;
      const p = found.payment;
      return renderSandboxPage({
        reference: p.reference,
        method: p.method,
        amount: p.amount,
        currency: p.currency,
        merchant: pickText(found.merchant, 'en', 'en'),
        orderId: p.orderId,
        status: p.status as 'pending' | 'paid' | 'failed',
      });
    },

    /** Approve or decline: the callback first (as gateways do), then the browser's way back. */
    async decide(
      reference: string,
      approve: boolean,
    ): Promise<{ returnPath: string; callbackStatus: number } | null> {
      const found = await findPaymentWithMerchant(deps.db, reference);
      if (found?.payment.provider !== 'sandbox') return null;
      const p = found.payment;
      let callbackStatus = 0;
      if (p.status === 'pending') {
        const body = JSON.stringify({
          event_id: `evt_${randomToken()}`,
          payment_reference: p.reference,
          outcome: approve ? 'approved' : 'declined',
          amount: p.amount,
          currency: p.currency,
        });
        callbackStatus = await deps.deliver(body, signBody(deps.secret, body, deps.now()));
      }
      return { returnPath: `/api/payments/${encodeURIComponent(reference)}/return`, callbackStatus };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
