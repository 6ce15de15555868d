// The seam between orders and a payment gateway (ADR 403). The built-in sandbox implements it;
// a real gateway (KNET, Benefit, a card acquirer…) is another adapter of the same interface.

export type PaymentSessionInput = {
  /** Our unguessable payment reference; the provider echoes it in its callback. */
  reference: string;
  amount: number;
  currency: string;
  /** [product: Who it is for] method number (1, 4–9). */
  method: number;
  description: string;
  /** Where the payer's browser goes when the provider is done, whatever the outcome. */
  returnUrl: string;
};

export type PaymentSession = { redirectUrl: string; providerRef: string | null };

export type VerifiedCallback = {
  eventId: string;
  reference: string;
  outcome: 'approved' | 'declined';
  amount: number;
  currency: string;
};

export type CallbackRefusal = 'SIGNATURE_MISSING' | 'SIGNATURE_INVALID' | 'TIMESTAMP_STALE' | 'BODY_INVALID';

export type CallbackVerification =
  | { ok: true; callback: VerifiedCallback }
  | { ok: false; code: CallbackRefusal };

export interface PaymentProvider {
  readonly name: string;
  /** Methods this provider can take. */
  supports(method: number): boolean;
  createSession(input: PaymentSessionInput): Promise<PaymentSession>;
  /** Authenticates a callback from its raw body and headers; replay is checked by the caller. */
  verifyCallback(input: {
    rawBody: string;
    headers: Record<string, string | string[] | undefined>;
    now: Date;
  }): CallbackVerification;
}
