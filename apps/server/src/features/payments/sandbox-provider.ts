import { sandboxCallbackSchema } from '@sufra/contract';
import { isOnlineMethod, methodTakesCurrency } from '@sufra/domain';
import type { PaymentProvider } from './payment-provider.ts';
import { verifySignature } from './signature.ts';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
export const SANDBOX_CALLBACK_PATH = '/api/payments/sandbox/callback';
export const sandboxPagePath = (reference: string) =>
  `/api/payments/sandbox/${encodeURIComponent(reference)}`;

/**
 * The built-in gateway: its hosted page is served by this server (sandbox-gateway-routes.ts), where
 * the payer approves or declines; the gateway then posts a signed callback, exactly like a real one.
 */
export function createSandboxProvider(options: {
  secret: string;
  publicUrl: string | null;
}): PaymentProvider {
  return {
    name: 'sandbox',
    // The same currency rules as a real gateway: the demo shows what a business would get.
    supports: (method, currency) => isOnlineMethod(method) && methodTakesCurrency(method, currency),
    async createSession(input) {
      return {
        redirectUrl: `${options.publicUrl ?? ''}${sandboxPagePath(input.reference)}`,
        providerRef: null,
      };
    },
    verifyCallback({ rawBody, headers, now }) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const check = verifySignature(
        options.secret,
        typeof header === 'string' ? header : undefined,
        rawBody,
        now,
      );
      if (check !== 'ok') return { ok: false, code: check };
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        return { ok: false, code: 'BODY_INVALID' };
      }
      const parsed = sandboxCallbackSchema.safeParse(json);
      if (!parsed.success) return { ok: false, code: 'BODY_INVALID' };
      const c = parsed.data;
      return {
        ok: true,
        callback: {
          eventId: c.event_id,
          reference: c.payment_reference,
          providerRef: null,
          outcome: c.outcome,
          amount: c.amount,
          currency: c.currency,
        },
      };
    },
    // No money moved: a REFUND_DUE sandbox attempt is settled by saying so.
    async refund() {
      return { refundRef: null, status: 'refunded' };
    },
  };
}
