import type { Db } from '../../platform/db/client.ts';
import { pickText } from '../../platform/localize.ts';
import { randomToken, safeEqual, sha256 } from '../../platform/secrets.ts';
import { claimPayerSecret, findPaymentWithMerchant } from './payment-repository.ts';
import { renderSandboxPage } from './sandbox-page.ts';
import { signBody } from './signature.ts';

/** Delivers a signed callback to the merchant side (this server) and reports its HTTP status. */
export type DeliverCallback = (body: string, signature: string) => Promise<number>;

/** The cookie that holds the payer's per-attempt secret, scoped to that attempt's page. */
export const SANDBOX_SECRET_COOKIE = 'sufra_sandbox';

export type SandboxPage = {
  status: 200 | 403;
  html: string;
  /** A secret just issued to this browser: set it as the page's cookie. */
  issuedSecret: string | null;
};

/**
 * The "remote" half of the sandbox: what a real gateway does on its own servers — show the hosted
 * page, take the payer's decision, post a signed callback, send the browser back. It reads the
 * attempt from the payments table because it runs inside this server; a real gateway keeps its own.
 *
 * Only the payer can decide (ADR 722): the first visit of the page issues a per-attempt secret
 * (stored hashed) as a SameSite=Strict cookie and a hidden form field; the decision needs both,
 * equal. Another browser, or a form posted from another site, cannot approve the payment.
 */
export function createSandboxGateway(deps: {
  db: Db;
  secret: string;
  deliver: DeliverCallback;
  now: () => Date;
}) {
  const holds = (hash: string | null, secret: string | undefined): boolean =>
    Boolean(hash && secret && safeEqual(sha256(secret), hash));

  return {
    async page(reference: string, cookieSecret: string | undefined): Promise<SandboxPage | null> {
      const found = await findPaymentWithMerchant(deps.db, reference);
      if (found?.payment.provider !== 'sandbox') return null;
      const p = found.payment;
      const status = p.status as 'pending' | 'paid' | 'failed';
      let secret: string | null = null;
      let issuedSecret: string | null = null;
      if (status === 'pending') {
        if (holds(p.payerSecretHash, cookieSecret)) secret = cookieSecret ?? null;
        else if (!p.payerSecretHash) {
          const fresh = randomToken();
          if (await claimPayerSecret(deps.db, p.id, sha256(fresh))) secret = issuedSecret = fresh;
        }
      }
      const elsewhere = status === 'pending' && !secret;
      return {
        status: elsewhere ? 403 : 200,
        issuedSecret,
        html: renderSandboxPage({
          reference: p.reference,
          method: p.method,
          amount: p.amount,
          currency: p.currency,
          merchant: pickText(found.merchant, 'en', 'en'),
          orderRef: found.orderRef,
          tablePart: p.tablePartId !== null,
          status: elsewhere ? 'elsewhere' : status,
          secret,
        }),
      };
    },

    /**
     * Approve or decline: the callback first (as gateways do), then the browser's way back. Null
     * for an unknown attempt; 'refused' without the payer's secret (cookie and field).
     */
    async decide(
      reference: string,
      approve: boolean,
      proof: { cookie: string | undefined; field: string | undefined },
    ): Promise<{ returnPath: string; callbackStatus: number } | 'refused' | null> {
      const found = await findPaymentWithMerchant(deps.db, reference);
      if (found?.payment.provider !== 'sandbox') return null;
      const p = found.payment;
      const returnPath = `/api/payments/${encodeURIComponent(reference)}/return`;
      if (p.status !== 'pending') return { returnPath, callbackStatus: 0 };
      if (!proof.cookie || proof.cookie !== proof.field || !holds(p.payerSecretHash, proof.cookie))
        return 'refused';
      const body = JSON.stringify({
        event_id: `evt_${randomToken()}`,
        payment_reference: p.reference,
        outcome: approve ? 'approved' : 'declined',
        amount: p.amount,
        currency: p.currency,
      });
      const callbackStatus = await deps.deliver(body, signBody(deps.secret, body, deps.now()));
      return { returnPath, callbackStatus };
    },
  };
}

export type SandboxGateway = ReturnType<typeof createSandboxGateway>;
