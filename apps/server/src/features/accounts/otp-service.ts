import { OTP_PROBLEMS, type OtpChannel, type OtpRequestView } from '@sufra/contract';
import {
  codeClosedReason,
  decideSend,
  isWellFormedCode,
  normalizeCode,
  OTP_POLICY,
  parsePhone,
  triesLeft,
} from '@sufra/domain';
import type { Db } from '../../platform/db/client.ts';
import { NotFound, RateLimited, Refused } from '../../platform/failures.ts';
import { randomToken, sha256 } from '../../platform/secrets.ts';
import { maskPhone } from './message-channel.ts';
import { codeMatches } from './otp-codes.ts';
import {
  type AccountBusiness,
  countBusinessRequests,
  countWrongTry,
  findAccountBusiness,
  findOtpRequest,
  insertOtpRequest,
  insertSend,
  type OtpRequestRow,
  rearmOtpRequest,
  recentSends,
  spendCode,
  withNumberLock,
} from './otp-repository.ts';
import { allowedDestination, DEFAULT_OTP_DAILY_BUDGET } from './sms-destinations.ts';

const DAY_MS = 24 * 60 * 60_000;

/** What a code proves: a diner's sign-in, a diner's new phone, a staff member's back-office sign-in (ADR 1000). */
export type OtpPurpose = 'sign_in' | 'change_phone' | 'staff_sign_in';

export type OtpDeps = {
  db: Db;
  now: () => Date;
  pepper: string;
  /** The channels the configured provider can send on. */
  providerChannels: readonly OtpChannel[];
  /** Codes a business may send a day (ADR 1321); default DEFAULT_OTP_DAILY_BUDGET. */
  dailyBudget?: number;
  /** Queues the sending job, inside the transaction that records the request (ADR 701). */
  dispatch: (requestId: string, tx: Db) => Promise<void>;
};

export type SendInput = {
  referenceId: string;
  phone: string;
  country?: string | undefined;
  channel: OtpChannel;
  name?: string | undefined;
  ip: string;
  locale: string | undefined;
};

const refusal = (code: string, message: string, details?: unknown) => new Refused(code, message, details);
const notFound = (message: string) => new NotFound(message);

/** The channels a business offers: the provider's, minus WhatsApp when it turned that off. */
export function offeredChannels(
  business: Pick<AccountBusiness, 'whatsapp'>,
  provider: readonly OtpChannel[],
) {
  return provider.filter((c) => c === 'sms' || business.whatsapp);
}

/**
 * One-time codes (ADR 700, 701): asking for one, asking again, trying one. Every answer about a
 * number is the same whether an account exists for it or not: no account is looked at here.
 */
export function createOtpService(deps: OtpDeps) {
  const { db } = deps;

  async function accountBusiness(referenceId: string) {
    const business = await findAccountBusiness(db, { referenceId });
    if (!business || business.suspended) throw notFound('Business not found');
    if (business.disable_otp) {
      throw refusal(OTP_PROBLEMS.disabled, 'Signing in is turned off for this business');
    }
    return business;
  }

  function checkChannel(business: AccountBusiness, channel: OtpChannel) {
    if (!offeredChannels(business, deps.providerChannels).includes(channel)) {
      throw refusal(OTP_PROBLEMS.channelUnavailable, `Codes cannot be sent by ${channel} here`);
    }
  }

  /** The limits, checked and a send recorded under the number's lock: throws a 429 when refused. */
  async function recordSend(tx: Db, phone: string, ip: string, now: Date): Promise<number> {
    const ipHash = sha256(`ip:${ip}`);
    const history = await recentSends(tx, phone, ipHash, new Date(now.getTime() - DAY_MS));
    const decision = decideSend({ now, ...history });
    if (!decision.allowed) {
      const tooSoon = decision.reason === 'wait';
      throw new RateLimited(
        tooSoon ? OTP_PROBLEMS.tooSoon : OTP_PROBLEMS.tooMany,
        tooSoon
          ? `Please wait ${decision.retryAfter} seconds before asking for another code`
          : 'Too many codes were asked for; please try again later',
        decision.retryAfter,
      );
    }
    await insertSend(tx, phone, ipHash, now);
    return decision.resendAfter;
  }

  function view(
    row: Pick<OtpRequestRow, 'id' | 'channel' | 'phone' | 'dialCode' | 'delivery'>,
    resendAfter: number,
  ) {
    return {
      request_id: row.id,
      channel: row.channel as OtpChannel,
      masked_phone: maskPhone(row.phone, row.dialCode),
      delivery: row.delivery as OtpRequestView['delivery'],
      resend_after: resendAfter,
      expires_in: OTP_POLICY.ttlMs / 1000,
    } satisfies OtpRequestView;
  }

  async function start(
    business: AccountBusiness,
    input: Omit<SendInput, 'referenceId'>,
    purpose: OtpPurpose,
    customerId: number | null,
  ): Promise<OtpRequestView> {
    checkChannel(business, input.channel);
    const parsed = parsePhone(input.phone, input.country ?? business.country_code);
    if (!parsed.ok || !parsed.valid) {
      throw refusal(OTP_PROBLEMS.phoneInvalid, 'This phone number is not valid', {
        reason: parsed.ok ? 'INVALID' : parsed.error,
      });
    }
    // SMS pumping (ADR 1320): no premium or satellite range, only the allowed countries,
    // and no more than the business's daily budget of codes (its own if the operator set one,
    // else the installation's OTP_DAILY_BUDGET; ADR 1388).
    if (!allowedDestination({ e164: parsed.e164, country: parsed.country }, business))
      throw refusal(OTP_PROBLEMS.phoneInvalid, 'Codes cannot be sent to this number', {
        reason: 'DESTINATION_NOT_ALLOWED',
      });
    const now = deps.now();
    if (
      (await countBusinessRequests(db, business.id, new Date(now.getTime() - DAY_MS))) >=
      (business.otp_daily_budget ?? deps.dailyBudget ?? DEFAULT_OTP_DAILY_BUDGET)
    )
      throw new RateLimited(
        OTP_PROBLEMS.tooMany,
        'Too many codes were asked for; please try again later',
        3600,
      );
    const id = randomToken(16);
    const row = {
      id,
      businessId: business.id,
      phone: parsed.e164,
      dialCode: parsed.dialCode,
      channel: input.channel,
      purpose,
      customerId,
      name: input.name ?? null,
      locale: (input.locale ?? business.locales[0] ?? 'en').slice(0, 16),
      delivery: 'queued',
      createdAt: now,
    };
    const resendAfter = await withNumberLock(db, parsed.e164, async (tx) => {
      const wait = await recordSend(tx, parsed.e164, input.ip, now);
      await insertOtpRequest(tx, row);
      await deps.dispatch(id, tx);
      return wait;
    });
    return view(row, resendAfter);
  }

  return {
    offeredChannels,
    accountBusiness,

    /** What the login page offers: nothing when the business turned sign-in off (ADR 704). */
    async options(referenceId: string) {
      const business = await findAccountBusiness(db, { referenceId });
      if (!business || business.suspended) throw notFound('Business not found');
      if (business.disable_otp) return { enabled: false, channels: [] };
      return { enabled: true, channels: offeredChannels(business, deps.providerChannels) };
    },

    /** POST send-otp and its aliases: a code for this phone, whoever it belongs to. */
    async send(input: SendInput): Promise<OtpRequestView> {
      return start(await accountBusiness(input.referenceId), input, 'sign_in', null);
    },

    /** update-profile with a new phone: a code to that phone, bound to the account asking. */
    async sendForPhoneChange(
      business: AccountBusiness,
      customerId: number,
      input: Omit<SendInput, 'referenceId'>,
    ) {
      return start(business, input, 'change_phone', customerId);
    },

    /**
     * A back-office sign-in code (ADR 1000): the same limits, channel and spending as a diner's,
     * bound to its purpose so it never opens a diner's account (nor a diner's code the back
     * office). The business's switch for diners' sign-in does not apply to its staff.
     */
    async sendForStaff(business: AccountBusiness, input: Omit<SendInput, 'referenceId'>) {
      // Any number goes this way, a team member's or not — limits, waits, the sending job, wrong
      // codes refused alike; the job sends only to a member (otp-delivery, ADR 1320).
      return start(business, input, 'staff_sign_in', null);
    },

    /** webapp/resend-otp: a new code for the same request (the old one dies). */
    async resend(requestId: string, ip: string, channel?: OtpChannel): Promise<OtpRequestView> {
      const row = await findOtpRequest(db, requestId);
      if (!row || row.usedAt)
        throw refusal(OTP_PROBLEMS.expired, 'This code request has ended; ask for a new code');
      // A suspended business's team still signs in to its back office (ADR 1200); its diners do not.
      const business = await findAccountBusinessById(row.businessId, row.purpose === 'staff_sign_in');
      const nextChannel = channel ?? (row.channel as OtpChannel);
      checkChannel(business, nextChannel);
      const now = deps.now();
      const resendAfter = await withNumberLock(db, row.phone, async (tx) => {
        const wait = await recordSend(tx, row.phone, ip, now);
        await rearmOtpRequest(tx, row.id, nextChannel);
        await deps.dispatch(row.id, tx);
        return wait;
      });
      return view({ ...row, channel: nextChannel, delivery: 'queued' }, resendAfter);
    },

    /** Where a request stands (the code step polls it to show "could not send"). */
    async status(requestId: string): Promise<OtpRequestView> {
      const row = await findOtpRequest(db, requestId);
      if (!row) throw refusal(OTP_PROBLEMS.expired, 'This code request has ended; ask for a new code');
      const now = deps.now();
      const history = await recentSends(db, row.phone, '-', new Date(now.getTime() - DAY_MS));
      const decision = decideSend({
        now,
        numberSends: history.numberSends,
        ipSends: [],
        verifiedAt: history.verifiedAt,
      });
      return view(row, decision.allowed ? 0 : decision.retryAfter);
    },

    /**
     * Tries a code. Returns the spent request; every failure is a 422 with a code the UI words:
     * wrong (with tries left), locked, expired, used, not sent yet.
     */
    async verify(requestId: string, typed: string): Promise<OtpRequestRow> {
      const now = deps.now();
      const row = await findOtpRequest(db, requestId);
      if (!row) throw refusal(OTP_PROBLEMS.expired, 'This code has expired; ask for a new one');
      const closed = codeClosedReason(
        { sentAt: row.sentAt, usedAt: row.usedAt, wrongTries: row.wrongTries },
        now,
      );
      if (closed) throw closedError(closed);
      const code = normalizeCode(typed);
      const matches =
        row.codeHash !== null &&
        row.codeSalt !== null &&
        codeMatches(code, row.codeSalt, row.codeHash, deps.pepper) &&
        isWellFormedCode(code);
      if (matches && row.codeHash) {
        const notSentBefore = new Date(now.getTime() - OTP_POLICY.ttlMs);
        if (await spendCode(db, row.id, row.codeHash, OTP_POLICY.maxWrongTries, notSentBefore, now))
          return row;
        throw closedError(await reasonNow(row.id, now));
      }
      const tries = await countWrongTry(db, row.id, OTP_POLICY.maxWrongTries);
      if (tries === null) throw closedError(await reasonNow(row.id, now));
      if (tries >= OTP_POLICY.maxWrongTries) throw closedError('locked');
      throw refusal(OTP_PROBLEMS.wrongCode, 'That code is not right', { tries_left: triesLeft(tries) });
    },
  };

  async function findAccountBusinessById(businessId: number, staff = false): Promise<AccountBusiness> {
    const business = await findAccountBusiness(db, { id: businessId });
    if (!business || (business.suspended && !staff)) throw notFound('Business not found');
    if (business.disable_otp && !staff)
      throw refusal(OTP_PROBLEMS.disabled, 'Signing in is turned off for this business');
    return business;
  }

  async function reasonNow(id: string, now: Date) {
    const fresh = await findOtpRequest(db, id);
    if (!fresh) return 'expired' as const;
    return (
      codeClosedReason({ sentAt: fresh.sentAt, usedAt: fresh.usedAt, wrongTries: fresh.wrongTries }, now) ??
      'used'
    );
  }
}

function closedError(reason: 'used' | 'locked' | 'expired' | 'not_sent') {
  switch (reason) {
    case 'used':
      return refusal(OTP_PROBLEMS.used, 'This code was already used; ask for a new one');
    case 'locked':
      return refusal(OTP_PROBLEMS.locked, 'Too many wrong tries; ask for a new code', { tries_left: 0 });
    case 'expired':
      return refusal(OTP_PROBLEMS.expired, 'This code has expired; ask for a new one');
    case 'not_sent':
      return refusal(OTP_PROBLEMS.notSent, 'The code has not been sent yet; please wait a moment');
  }
}
