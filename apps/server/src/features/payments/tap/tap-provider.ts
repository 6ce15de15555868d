import { fromMajorUnits, methodTakesCurrency, toMajorUnits } from '@sufra/domain';
import type { GatewayFacts, PaymentProvider, RefundResult } from '../payment-provider.ts';
import { createTapClient, parseTapCharge, type TapCharge, TapError } from './tap-client.ts';
import { hashstringMatches } from './tap-hashstring.ts';
import { TAP_SOURCES } from './tap-sources.ts';

export const TAP_WEBHOOK_PATH = '/api/payments/tap/webhook';
export const TAP_HASH_HEADER = 'hashstring';

/**
 * A charge's status as an outcome. CAPTURED is money taken; INITIATED and IN_PROGRESS are the
 * payer still on Tap's page (and UNKNOWN or AUTHORIZED may still settle): nothing to do yet.
 * Every other status (DECLINED, ABANDONED, CANCELLED, FAILED, RESTRICTED, VOID, TIMEDOUT) ends it.
 */
export function tapOutcome(status: string): GatewayFacts['outcome'] {
  if (status === 'CAPTURED') return 'approved';
  if (['INITIATED', 'IN_PROGRESS', 'UNKNOWN', 'AUTHORIZED'].includes(status)) return 'pending';
  return 'declined';
}

/** The facts of a charge Tap sent or answered. Its reference.transaction is our attempt's. */
function factsOf(charge: TapCharge): GatewayFacts | null {
  const reference = charge.reference?.transaction;
  if (!reference) return null;
  return {
    eventId: `${charge.id}:${charge.status}`,
    reference,
    providerRef: charge.id,
    outcome: tapOutcome(charge.status),
    amount: fromMajorUnits(charge.amount, charge.currency),
    currency: charge.currency,
  };
}

/** The methods Tap takes, in which currencies (the same for every merchant key). */
export const tapSupports = (method: number, currency: string): boolean =>
  TAP_SOURCES.has(method) && methodTakesCurrency(method, currency);

/** Tap Payments (ADR 720): one instance per secret key (the platform's, or a business's own). */
export function createTapProvider(options: { baseUrl: string; secretKey: string }): PaymentProvider {
  const client = createTapClient(options);
  return {
    name: 'tap',
    supports: tapSupports,

    async createSession(input) {
      const source = TAP_SOURCES.get(input.method);
      if (!source) throw new TapError(400, ['method not supported'], 'create charge');
      const phone = input.customer.phone.replace(/\D/g, '');
      const charge = await client.createCharge({
        amount: Number(toMajorUnits(input.amount, input.currency)),
        currency: input.currency,
        customer_initiated: true,
        threeDSecure: true,
        save_card: false,
        description: input.description,
        reference: {
          transaction: input.reference,
          order: input.orderRef ?? 'wallet',
        },
        receipt: { email: false, sms: false },
        customer: {
          first_name: input.customer.name || 'Guest',
          ...(phone
            ? { phone: { country_code: input.customer.dialCode.replace(/\D/g, ''), number: phone } }
            : {}),
        },
        source: { id: source },
        post: { url: input.webhookUrl },
        redirect: { url: input.returnUrl },
        metadata: { udf1: input.reference },
      });
      const url = charge.transaction?.url;
      if (!url) throw new TapError(502, ['no transaction.url'], 'create charge');
      return { redirectUrl: url, providerRef: charge.id };
    },

    verifyCallback({ rawBody, headers }) {
      const header = headers[TAP_HASH_HEADER];
      const received = typeof header === 'string' ? header : undefined;
      if (!received) return { ok: false, code: 'SIGNATURE_MISSING' };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, code: 'BODY_INVALID' };
      }
      const charge = parseTapCharge(json);
      if (!charge) return { ok: false, code: 'BODY_INVALID' };
      if (!hashstringMatches(charge, received, options.secretKey))
        return { ok: false, code: 'SIGNATURE_INVALID' };
      const facts = factsOf(charge);
      return facts ? { ok: true, callback: facts } : { ok: false, code: 'BODY_INVALID' };
    },

    async lookup(attempt) {
      if (!attempt.providerRef) return null;
      return factsOf(await client.retrieveCharge(attempt.providerRef));
    },

    async refund(request): Promise<RefundResult> {
      try {
        const refund = await client.createRefund({
          charge_id: request.providerRef,
          amount: Number(toMajorUnits(request.amount, request.currency)),
          currency: request.currency,
          reason: request.reason ?? 'Order closed before its online payment arrived',
          reference: { merchant: request.reference },
        });
        if (refund.status === 'REFUNDED') return { refundRef: refund.id, status: 'refunded' };
        if (['DECLINED', 'FAILED', 'CANCELLED'].includes(refund.status))
          return { refundRef: refund.id, status: 'failed' };
        return { refundRef: refund.id, status: 'pending' };
      } catch (error) {
        if (error instanceof TapError && !error.retryable) {
          // A full refund is taken once: an earlier try may have gone through before we lost the answer.
          // A partial one proves nothing by the charge's status: it is refused (ADR 1430).
          if (request.partial) return { refundRef: null, status: 'failed' };
          const charge = await client.retrieveCharge(request.providerRef);
          if (charge.status === 'REFUNDED') return { refundRef: null, status: 'refunded' };
          return { refundRef: null, status: 'failed' };
        }
        throw error;
      }
    },
  };
}
