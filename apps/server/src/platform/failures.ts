/**
 * Why a request cannot be served, as services and repositories say it (ADR 601). Services throw
 * one of these and never think in HTTP statuses; only the HTTP layer (`http/errors.ts`) maps a
 * kind to a status. Every failure carries a human message and a stable machine-readable `code`
 * clients may branch on [product: Calls and failures].
 */
export abstract class Failure extends Error {
  abstract readonly kind: FailureKind;
  readonly code: string;
  readonly details: unknown;
  constructor(message: string, code: string, details?: unknown) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }
}

export type FailureKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'refused'
  | 'rate_limited'
  | 'suspended'
  | 'unavailable'
  | 'upstream';

/** The request itself is malformed: a parameter, header or body the contract does not accept. */
export class Invalid extends Failure {
  readonly kind = 'invalid';
  constructor(message: string, details?: unknown, code = 'bad_request') {
    super(message, code, details);
  }
}

/** Who is asking is unknown: no credentials, or credentials that do not hold. */
export class Unauthenticated extends Failure {
  readonly kind = 'unauthenticated';
  constructor(message = 'Sign in first', code = 'unauthorized') {
    super(message, code);
  }
}

/** Who is asking is known, and may not do this. */
export class Forbidden extends Failure {
  readonly kind = 'forbidden';
  constructor(message = 'Not allowed', code = 'forbidden') {
    super(message, code);
  }
}

/** What the request names does not exist (or is not visible to the caller). */
export class NotFound extends Failure {
  readonly kind = 'not_found';
  constructor(message = 'Not found', code = 'not_found') {
    super(message, code);
  }
}

/** The thing changed meanwhile, or the request repeats one already applied. */
export class Conflict extends Failure {
  readonly kind = 'conflict';
  constructor(code: string, message: string, details?: unknown) {
    super(message, code, details);
  }
}

/** A well-formed request that breaks a business rule (an order refusal, a coupon that does not apply). */
export class Refused extends Failure {
  readonly kind = 'refused';
  constructor(code: string, message: string, details?: unknown) {
    super(message, code, details);
  }
}

/** Too many of these too soon (one-time codes, ADR 700): try again after `retryAfter` seconds. */
export class RateLimited extends Failure {
  readonly kind = 'rate_limited';
  readonly retryAfter: number;
  constructor(code: string, message: string, retryAfter: number) {
    super(message, code, { retry_after: retryAfter });
    this.retryAfter = retryAfter;
  }
}

/**
 * The business exists but the platform suspended it (ADR 310): every storefront call about it,
 * reads and orders alike, is refused with the business's name so its page can still say whose
 * storefront it is.
 */
export class Suspended extends Failure {
  readonly kind = 'suspended';
  /** The business's name per locale and its locales, first the default. */
  readonly business: { name: Record<string, string>; locales: string[] };
  constructor(
    business: { referenceId: string; name: Record<string, string>; locales: string[] },
    /** `coming_soon`: a draft its owner has not published yet (ADR 1373), refused the same way. */
    reason: 'suspended' | 'coming_soon' = 'suspended',
  ) {
    super(
      reason === 'coming_soon' ? 'This storefront opens soon' : 'This storefront is not available right now',
      reason,
    );
    this.business = { name: business.name, locales: business.locales };
  }
}

/** Something this request needs is not there right now (live updates, a geocoder): try later. */
export class Unavailable extends Failure {
  readonly kind = 'unavailable';
  constructor(code: string, message: string) {
    super(message, code);
  }
}

/** An outside service answered wrongly or not at all. */
export class UpstreamFailed extends Failure {
  readonly kind = 'upstream';
  constructor(code: string, message: string) {
    super(message, code);
  }
}
