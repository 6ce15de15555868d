import type { OtpChannel } from '@sufra/contract';

/** One one-time code to deliver: to whom (E.164), how, the code and the text around it. */
export type CodeMessage = {
  to: string;
  channel: OtpChannel;
  code: string;
  /** The whole message, for channels that send text as is (the development log). */
  text: string;
  /** The diner's language, for providers that word the message themselves. */
  locale: string;
};

/** A message that is not a code (a team invitation, ADR 1371): our own text, sent as is. */
export type NoticeMessage = { to: string; channel: OtpChannel; text: string; locale: string };

/**
 * The port every message provider implements (ADR 701). `send` resolves with the provider's
 * reference, or throws a `ChannelFailure`; `confirm` tells a provider the code was used (Twilio
 * Verify asks for it when it did not make the code).
 */
export type MessageChannel = {
  readonly name: string;
  readonly channels: readonly OtpChannel[];
  send(message: CodeMessage): Promise<{ providerRef: string | null }>;
  confirm?(providerRef: string): Promise<void>;
  /**
   * Sends our own text (ADR 1371). Absent on providers that only carry codes they word themselves
   * (Twilio Verify): the back office then shows the link to pass on instead.
   */
  notify?(message: NoticeMessage): Promise<{ providerRef: string | null }>;
};

/** A send that failed. `retryable`: an outage or a rate limit (try again later), not a bad number. */
export class ChannelFailure extends Error {
  readonly retryable: boolean;
  readonly providerCode: string | null;
  constructor(message: string, retryable: boolean, providerCode: string | null = null) {
    super(message);
    this.name = 'ChannelFailure';
    this.retryable = retryable;
    this.providerCode = providerCode;
  }
}

/** The code's text, in the diner's language when we have it (en, ar), else English. */
export function codeText(code: string, businessName: string, locale: string): string {
  if (locale.startsWith('ar'))
    return `رمز التحقق لـ ${businessName}: ${code}. صالح لمدة 5 دقائق. لا تشاركه مع أحد.`;
  return `${code} is your ${businessName} code. It is valid for 5 minutes. Do not share it.`;
}

/** `+96550001234` → `+965 •••• 1234`: enough to recognise one's number, not to learn someone's. */
export function maskPhone(e164: string, dialCode: string): string {
  const national = e164.slice(1 + dialCode.length);
  return `+${dialCode} •••• ${national.slice(-Math.min(4, Math.max(0, national.length - 2)))}`;
}
