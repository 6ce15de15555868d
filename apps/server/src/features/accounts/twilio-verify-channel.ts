import type { OtpChannel } from '@sufra/contract';
import { ChannelFailure, type MessageChannel, type NoticeMessage } from './message-channel.ts';

export type TwilioVerifyOptions = {
  /** https://verify.twilio.com in production; a stand-in on 127.0.0.1 in tests. */
  baseUrl: string;
  /** An API key SID (or the account SID) and its secret (or the auth token): HTTP Basic auth. */
  username: string;
  password: string;
  /** The Verify Service (VA…), with "Custom Verification Code" enabled. */
  serviceSid: string;
  /** Whether the service may send by WhatsApp (a WhatsApp sender is set up on it). */
  whatsapp: boolean;
  /**
   * Programmable Messaging, for our own texts (ADR 1478): https://api.twilio.com (a stand-in in
   * tests), the account and its Messaging Service (whose senders include a WhatsApp one when
   * `whatsapp`). Absent: the channel carries codes only, and has no `notify`.
   */
  messaging?: { baseUrl: string; accountSid: string; serviceSid: string } | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Twilio's error body: `{ code, message, more_info, status }`. */
type TwilioError = { code?: number; message?: string };

/**
 * Twilio Verify v2 as a MessageChannel (ADR 701). We make and check the code ourselves (the
 * rules of ADR 700 are ours), so each send is a Verification with `CustomCode`; Twilio words and
 * localizes the message on its SMS or WhatsApp template. Once the code is used we report it
 * approved, as Twilio asks of custom codes (routing feedback).
 *   POST /v2/Services/{ServiceSid}/Verifications          To, Channel, CustomCode, Locale → 201 { sid }
 *   POST /v2/Services/{ServiceSid}/Verifications/{sid}    Status=approved
 */
export function createTwilioVerifyChannel(options: TwilioVerifyOptions): MessageChannel {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = `${options.baseUrl.replace(/\/+$/, '')}/v2/Services/${encodeURIComponent(options.serviceSid)}`;
  const auth = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;
  const channels: readonly OtpChannel[] = options.whatsapp ? ['sms', 'whatsapp'] : ['sms'];
  const { messaging } = options;

  async function post(url: string, form: Record<string, string>): Promise<Response> {
    try {
      return await doFetch(url, {
        method: 'POST',
        headers: {
          authorization: auth,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      // Unreachable, reset or too slow: an outage, worth another try later.
      throw new ChannelFailure(`Twilio unreachable: ${(error as Error).name}`, true);
    }
  }

  async function failure(response: Response): Promise<ChannelFailure> {
    const body = (await response.json().catch(() => ({}))) as TwilioError;
    // 429 (too many requests, Verify's 60203 "max send attempts") and 5xx pass; other 4xx (an
    // invalid number 60200, a channel the service lacks) will fail the same way again.
    const retryable = response.status === 429 || response.status >= 500;
    const code = body.code !== undefined ? String(body.code) : null;
    return new ChannelFailure(
      `Twilio Verify answered ${response.status}${code ? ` (${code})` : ''}`,
      retryable,
      code,
    );
  }

  return {
    name: 'twilio-verify',
    channels,
    async send(message) {
      if (!channels.includes(message.channel)) {
        throw new ChannelFailure(`Twilio Verify is not set up for ${message.channel}`, false);
      }
      const response = await post(`${base}/Verifications`, {
        To: message.to,
        Channel: message.channel,
        CustomCode: message.code,
        Locale: message.locale.slice(0, 2),
      });
      if (!response.ok) throw await failure(response);
      const body = (await response.json().catch(() => ({}))) as { sid?: unknown };
      return { providerRef: typeof body.sid === 'string' ? body.sid : null };
    },
    async confirm(providerRef) {
      const response = await post(`${base}/Verifications/${encodeURIComponent(providerRef)}`, {
        Status: 'approved',
      });
      if (!response.ok) throw await failure(response);
    },
    ...(messaging ? { notify: (message: NoticeMessage) => notify(messaging, message) } : {}),
  };

  /**
   * One text through a Messaging Service (ADR 1478):
   *   POST /2010-04-01/Accounts/{AccountSid}/Messages.json   To, MessagingServiceSid, Body → 201 { sid }
   * WhatsApp is the same call with `whatsapp:` before the number. Twilio refuses a number that
   * answered STOP with 21610 (not retryable): the caller opted out at the carrier.
   */
  async function notify(
    m: NonNullable<TwilioVerifyOptions['messaging']>,
    message: NoticeMessage,
  ): Promise<{ providerRef: string | null }> {
    if (!channels.includes(message.channel)) {
      throw new ChannelFailure(`Twilio is not set up for ${message.channel}`, false);
    }
    const url = `${m.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(m.accountSid)}/Messages.json`;
    const response = await post(url, {
      To: message.channel === 'whatsapp' ? `whatsapp:${message.to}` : message.to,
      MessagingServiceSid: m.serviceSid,
      Body: message.text,
    });
    if (!response.ok) throw await failure(response);
    const body = (await response.json().catch(() => ({}))) as { sid?: unknown };
    return { providerRef: typeof body.sid === 'string' ? body.sid : null };
  }
}
