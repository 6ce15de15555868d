import { ChannelFailure, type MessageChannel } from './message-channel.ts';

export type UnifonicOptions = {
  /** https://el.cloud.unifonic.com in production; a stand-in on 127.0.0.1 in tests. */
  baseUrl: string;
  /** The SMS application's AppSid (its credential: sent in the body, never in a URL). */
  appSid: string;
  /** A registered sender name; unset, Unifonic uses the account's default sender. */
  senderId?: string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

/** Unifonic's answer: `{ success, message, errorCode: "ER-00", data: { MessageID, Status, … } }`. */
type UnifonicAnswer = {
  success?: boolean | string;
  message?: string;
  errorCode?: string;
  data?: { MessageID?: string | number };
};

/**
 * Errors that will not pass on a later try with a new code (ADR 708): a number Unifonic or the
 * operator rejects (ER-02 to ER-05), an empty or filtered message (ER-06, ER-07) and a sender that
 * is not registered (ER-08, a set-up error). Others — no funds yet (ER-01), a duplicate (ER-09: the
 * next try carries a new code) — and any 429 or 5xx are tried again.
 */
const FINAL = new Set(['ER-02', 'ER-03', 'ER-04', 'ER-05', 'ER-06', 'ER-07', 'ER-08']);

/**
 * Unifonic (Riyadh; SMS across the GCC) as a MessageChannel for SMS (ADR 708), from its REST API:
 *   POST /rest/SMS/messages   form: AppSid, SenderID, Recipient (international, no + or 00), Body,
 *                             responseType=JSON → { success, errorCode, data: { MessageID } }
 * The message is our own text (codeText), in the diner's language.
 */
export function createUnifonicChannel(options: UnifonicOptions): MessageChannel {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const url = `${options.baseUrl.replace(/\/+$/, '')}/rest/SMS/messages`;
  const channel: MessageChannel = {
    name: 'unifonic',
    channels: ['sms'],
    // Unifonic sends our text as is: a notice goes the way a code's message does (ADR 1371).
    notify: (message) => channel.send({ ...message, code: '' }),
    async send(message) {
      if (message.channel !== 'sms')
        throw new ChannelFailure(`Unifonic does not send ${message.channel}`, false);
      const form: Record<string, string> = {
        AppSid: options.appSid,
        Recipient: message.to.replace(/^\+/, ''),
        Body: message.text,
        responseType: 'JSON',
      };
      if (options.senderId) form.SenderID = options.senderId;
      let response: Response;
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams(form).toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        });
      } catch (error) {
        throw new ChannelFailure(`Unifonic unreachable: ${(error as Error).name}`, true);
      }
      const answer = (await response.json().catch(() => ({}))) as UnifonicAnswer;
      const accepted = response.ok && (answer.success === true || answer.success === 'true');
      if (accepted) {
        const id = answer.data?.MessageID;
        return { providerRef: id === undefined ? null : String(id) };
      }
      const code = answer.errorCode ?? null;
      const retryable = response.status === 429 || response.status >= 500 || !code || !FINAL.has(code);
      throw new ChannelFailure(
        `Unifonic answered ${response.status}${code ? ` (${code})` : ''}`,
        retryable,
        code,
      );
    },
  };
  return channel;
}
