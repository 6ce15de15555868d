import { z } from 'zod';

// Tap Payments' REST API (developers.tap.company, API reference v2): create and retrieve a charge,
// create a refund. Bearer auth with the merchant's secret key; amounts in major units.

const chargeSchema = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  amount: z.union([z.number(), z.string()]),
  currency: z.string().length(3),
  transaction: z
    .object({ url: z.string().nullish(), created: z.union([z.string(), z.number()]).nullish() })
    .nullish(),
  reference: z
    .object({
      transaction: z.string().nullish(),
      order: z.string().nullish(),
      gateway: z.string().nullish(),
      payment: z.string().nullish(),
    })
    .nullish(),
});
export type TapCharge = z.infer<typeof chargeSchema>;

const refundSchema = z.object({
  id: z.string().min(1),
  status: z.string().min(1),
  amount: z.union([z.number(), z.string()]).optional(),
  currency: z.string().optional(),
});
export type TapRefund = z.infer<typeof refundSchema>;

export const parseTapCharge = (json: unknown): TapCharge | null => {
  const parsed = chargeSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
};

/**
 * A refused or failed call. `status` 0 means Tap could not be reached. The message names the
 * call and Tap's error codes, never the key or the body sent.
 */
export class TapError extends Error {
  readonly status: number;
  readonly codes: string[];
  constructor(status: number, codes: string[], call: string) {
    super(`Tap ${call} failed (${status || 'unreachable'}${codes.length ? `: ${codes.join(', ')}` : ''})`);
    this.name = 'TapError';
    this.status = status;
    this.codes = codes;
  }
  /** Worth trying again later: Tap unreachable, rate limited or failing on its side. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500;
  }
}

export type CreateChargeBody = {
  amount: number;
  currency: string;
  customer_initiated: true;
  threeDSecure: true;
  save_card: false;
  description: string;
  reference: { transaction: string; order: string };
  receipt: { email: false; sms: false };
  customer: { first_name: string; phone?: { country_code: string; number: string } };
  source: { id: string };
  post: { url: string };
  redirect: { url: string };
  metadata: Record<string, string>;
};

export type CreateRefundBody = {
  charge_id: string;
  amount: number;
  currency: string;
  reason: string;
  reference: { merchant: string };
};

export function createTapClient(options: { baseUrl: string; secretKey: string; timeoutMs?: number }) {
  const timeoutMs = options.timeoutMs ?? 15_000;

  async function call(method: 'GET' | 'POST', path: string, name: string, body?: unknown): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new TapError(0, [], name);
    }
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const errors = (json as { errors?: { code?: unknown }[] } | null)?.errors;
      const codes = Array.isArray(errors) ? errors.map((e) => String(e?.code ?? '')).filter(Boolean) : [];
      throw new TapError(res.status, codes, name);
    }
    return json;
  }

  return {
    async createCharge(body: CreateChargeBody): Promise<TapCharge> {
      const charge = parseTapCharge(await call('POST', '/charges', 'create charge', body));
      if (!charge) throw new TapError(502, ['unreadable charge'], 'create charge');
      return charge;
    },
    async retrieveCharge(chargeId: string): Promise<TapCharge> {
      const charge = parseTapCharge(
        await call('GET', `/charges/${encodeURIComponent(chargeId)}`, 'retrieve charge'),
      );
      if (!charge) throw new TapError(502, ['unreadable charge'], 'retrieve charge');
      return charge;
    },
    async createRefund(body: CreateRefundBody): Promise<TapRefund> {
      const parsed = refundSchema.safeParse(await call('POST', '/refunds', 'create refund', body));
      if (!parsed.success) throw new TapError(502, ['unreadable refund'], 'create refund');
      return parsed.data;
    },
  };
}

export type TapClient = ReturnType<typeof createTapClient>;
