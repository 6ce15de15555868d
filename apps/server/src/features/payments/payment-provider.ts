// The seam between orders and a payment gateway (ADR 403, ADR 720). The built-in sandbox and Tap
// Payments implement it; which one a business uses is decided per business (ADR 721).

export type PaymentSessionInput = {
  /** Our unguessable payment reference; the provider echoes it in its callback. */
  reference: string;
  /** Integer minor units (fils, halalas). */
  amount: number;
  currency: string;
  /** [product: Who it is for] method number (1, 4–9). */
  method: number;
  description: string;
  /** Where the payer's browser goes when the provider is done, whatever the outcome. */
  returnUrl: string;
  /** Where the provider posts its server-to-server notification (absolute; Tap's post.url). */
  webhookUrl: string;
  /**
   * The order paid, by its public reference (ADR 1471: what the payer and the merchant see on the
   * gateway's page and dashboard, never the sequential id); null for a wallet package (ADR 762).
   */
  orderRef: string | null;
  customer: { name: string; dialCode: string; phone: string };
};

export type PaymentSession = { redirectUrl: string; providerRef: string | null };

/**
 * What the gateway says became of an attempt — from a verified callback or asked of the gateway
 * itself. Never from the payer's browser.
 */
export type GatewayFacts = {
  /** Replay key: the same fact delivered twice is applied once. */
  eventId: string;
  /** Our attempt reference as the gateway echoes it. */
  reference: string;
  /** The gateway's own id of the charge (Tap `chg_…`); null for the sandbox. */
  providerRef: string | null;
  outcome: 'approved' | 'declined' | 'pending';
  /** Integer minor units, or null when the gateway's figure cannot be one in this currency. */
  amount: number | null;
  currency: string;
};

export type CallbackRefusal = 'SIGNATURE_MISSING' | 'SIGNATURE_INVALID' | 'TIMESTAMP_STALE' | 'BODY_INVALID';

export type CallbackVerification =
  | { ok: true; callback: GatewayFacts }
  | { ok: false; code: CallbackRefusal };

export type RefundRequest = {
  /** Our reference of what is refunded (an attempt's, or an order refund's `rfd_…`, ADR 1430). */
  reference: string;
  providerRef: string;
  amount: number;
  currency: string;
  /** Why, as the gateway keeps it (Tap's `reason`). */
  reason?: string | undefined;
  /** Less than the whole charge: a refusal cannot be read as "already refunded in full". */
  partial?: boolean | undefined;
};

/** 'refunded' and 'pending' are accepted by the gateway; 'failed' will not change by retrying. */
export type RefundResult = { refundRef: string | null; status: 'pending' | 'refunded' | 'failed' };

export interface PaymentProvider {
  readonly name: 'sandbox' | 'tap';
  /** Whether this provider can charge the (online) method in this currency. */
  supports(method: number, currency: string): boolean;
  createSession(input: PaymentSessionInput): Promise<PaymentSession>;
  /** Authenticates a callback from its raw body and headers; replay is checked by the caller. */
  verifyCallback(input: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
    now: Date;
  }): CallbackVerification;
  /** Asks the gateway what became of an attempt (Tap: retrieve the charge). */
  lookup?(attempt: { reference: string; providerRef: string | null }): Promise<GatewayFacts | null>;
  /** Gives money back: an attempt that could not be counted (REFUND_DUE), or an order refund (ADR 1430). */
  refund?(request: RefundRequest): Promise<RefundResult>;
}
