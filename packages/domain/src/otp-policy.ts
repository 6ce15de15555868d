// One-time-code rules (NIST SP 800-63B §5.1.3, OWASP ASVS V2.7): how long a code lives, how many
// wrong tries it takes, how often a number may be sent one. Pure: `now` is always a parameter
// (ADR 700). Generating, hashing and comparing codes is the server's (it needs crypto).
import { OTP_TIMER_SECONDS } from './constants.ts';

export const OTP_POLICY = {
  /** Digits of a code. */
  digits: 6,
  /** A code is valid this long after it was sent. */
  ttlMs: 5 * 60_000,
  /** Wrong tries a code takes; the last one kills it. */
  maxWrongTries: 5,
  /** Sends per number in any 10 minutes… */
  perTenMinutes: 3,
  /** …and in any 24 hours. */
  perDay: 10,
  /** Sends from one client address across all numbers in any hour. */
  perIpPerHour: 20,
  /** The first wait before a resend ([product: Accounts] timer); each further send doubles it. */
  baseWaitSeconds: OTP_TIMER_SECONDS,
  /** Growing waits stop growing here. */
  maxWaitSeconds: 30 * 60,
} as const;

const TEN_MINUTES = 10 * 60_000;
const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

/** The wait after the n-th send of a day (n ≥ 1): 30 s, 60 s, 120 s … capped at 30 min. */
export function waitAfterSend(sendsToday: number): number {
  const n = Math.max(1, Math.floor(sendsToday));
  return Math.min(OTP_POLICY.baseWaitSeconds * 2 ** Math.min(n - 1, 20), OTP_POLICY.maxWaitSeconds);
}

export type SendRefusal = 'wait' | 'number_limit' | 'ip_limit';
export type SendDecision =
  | { allowed: true /** Seconds before the next send may go (the resend timer). */; resendAfter: number }
  | { allowed: false; reason: SendRefusal; retryAfter: number };

/**
 * May a code be sent now? `numberSends` are the earlier sends to this number (any order; older
 * than a day is ignored), `ipSends` the earlier sends from this client address, `verifiedAt` the
 * last time a code to this number was used (signed in).
 *
 * The resend wait protects a number's owner from codes they did not ask for; once a code sent
 * to the number has been used after its last send, the owner is the one asking (signing in on a
 * second device), so the wait does not apply. The counts per ten minutes, per day and per
 * address still do (ADR 700 amendment).
 */
export function decideSend(input: {
  now: Date;
  numberSends: readonly Date[];
  ipSends: readonly Date[];
  verifiedAt?: Date | null;
}): SendDecision {
  const now = input.now.getTime();
  const within = (list: readonly Date[], ms: number) =>
    list
      .map((d) => d.getTime())
      .filter((t) => t > now - ms && t <= now)
      .sort((a, b) => a - b);
  const day = within(input.numberSends, DAY);
  const tenMinutes = within(input.numberSends, TEN_MINUTES);
  const ipHour = within(input.ipSends, HOUR);
  const seconds = (until: number) => Math.max(1, Math.ceil((until - now) / 1000));

  const waits: { reason: SendRefusal; until: number }[] = [];
  if (day.length >= OTP_POLICY.perDay) {
    waits.push({ reason: 'number_limit', until: (day[day.length - OTP_POLICY.perDay] ?? now) + DAY });
  }
  if (tenMinutes.length >= OTP_POLICY.perTenMinutes) {
    const oldest = tenMinutes[tenMinutes.length - OTP_POLICY.perTenMinutes] ?? now;
    waits.push({ reason: 'number_limit', until: oldest + TEN_MINUTES });
  }
  const last = day[day.length - 1];
  const verifiedSinceLast = last !== undefined && (input.verifiedAt?.getTime() ?? 0) >= last;
  if (last !== undefined && !verifiedSinceLast) {
    const until = last + waitAfterSend(day.length) * 1000;
    if (until > now) waits.push({ reason: 'wait', until });
  }
  if (ipHour.length >= OTP_POLICY.perIpPerHour) {
    waits.push({
      reason: 'ip_limit',
      until: (ipHour[ipHour.length - OTP_POLICY.perIpPerHour] ?? now) + HOUR,
    });
  }
  if (waits.length > 0) {
    const longest = waits.reduce((a, b) => (b.until > a.until ? b : a));
    return { allowed: false, reason: longest.reason, retryAfter: seconds(longest.until) };
  }
  return { allowed: true, resendAfter: waitAfterSend(day.length + 1) };
}

/** What a code looks like to a try: when it was sent (null: not sent yet), spent, wrong tries. */
export type CodeState = {
  sentAt: Date | null;
  usedAt: Date | null;
  wrongTries: number;
};

export type AttemptOutcome = 'ok' | 'wrong' | 'locked' | 'expired' | 'used' | 'not_sent';

/** Whether a code may still be compared at all; `null` means yes. Checked before comparing. */
export function codeClosedReason(
  state: CodeState,
  now: Date,
): Exclude<AttemptOutcome, 'ok' | 'wrong'> | null {
  if (state.usedAt) return 'used';
  if (state.wrongTries >= OTP_POLICY.maxWrongTries) return 'locked';
  if (!state.sentAt) return 'not_sent';
  if (now.getTime() >= state.sentAt.getTime() + OTP_POLICY.ttlMs) return 'expired';
  return null;
}

/** Tries left after this state (for the "n tries left" message). */
export const triesLeft = (wrongTries: number): number => Math.max(0, OTP_POLICY.maxWrongTries - wrongTries);

/** A code as typed: digits only (spaces, dashes and Arabic-Indic digits from a phone keyboard allowed). */
export function normalizeCode(input: string): string {
  const western = input
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
  return western.replace(/[\s-]/g, '');
}

export const isWellFormedCode = (code: string): boolean =>
  new RegExp(`^\\d{${OTP_POLICY.digits}}$`).test(code);
