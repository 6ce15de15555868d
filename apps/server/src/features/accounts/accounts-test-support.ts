// Test support for the accounts tests: a channel that records what it would send (an outside
// provider's stand-in), a movable clock, and the calls of a sign-in.
import type { App } from '../../app.ts';
import { eventually } from '../../platform/test/eventually.ts';
import {
  ChannelFailure,
  type CodeMessage,
  type MessageChannel,
  type NoticeMessage,
} from './message-channel.ts';

export type RecordingChannel = MessageChannel & {
  sent: CodeMessage[];
  /** The notices sent (team invitations, ADR 1371). */
  notices: NoticeMessage[];
  /** The next sends fail like this (retryable: an outage; not: a bad number). */
  failNext: (count: number, retryable: boolean) => void;
  /** The code of the nth message to this phone (waits for the sending job). */
  codeTo: (phone: string, nth?: number) => Promise<string>;
};

export function recordingChannel(): RecordingChannel {
  const sent: CodeMessage[] = [];
  const notices: NoticeMessage[] = [];
  let failures = 0;
  let retryable = true;
  return {
    name: 'recording',
    channels: ['sms', 'whatsapp'],
    sent,
    notices,
    async notify(message) {
      notices.push(message);
      return { providerRef: `notice-${notices.length}` };
    },
    failNext(count, isRetryable) {
      failures = count;
      retryable = isRetryable;
    },
    async send(message) {
      if (failures > 0) {
        failures--;
        throw new ChannelFailure('provider down', retryable);
      }
      sent.push(message);
      return { providerRef: `ref-${sent.length}` };
    },
    async codeTo(phone, nth = 1) {
      const found = await eventually(
        async () => sent.filter((m) => m.to === phone),
        (list) => list.length >= nth,
        // The sending job runs on the queue (polled every 0.5 s in tests).
        15_000,
      );
      const message = found[nth - 1];
      if (!message) throw new Error(`no message #${nth} was sent to ${phone}`);
      return message.code;
    },
  };
}

/** A clock tests move by hand. */
export function movableClock(start: Date) {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

export const MINUTE = 60_000;

/** Calls of the sign-in flow through the whole HTTP stack. */
export function accountCalls(app: App, referenceId = 'shop') {
  const json = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    send: (phone: string, extra: Record<string, unknown> = {}, ip = '10.0.0.1') =>
      app.inject({
        method: 'POST',
        url: '/api/send-otp',
        payload: { reference_id: referenceId, phone, ...extra },
        remoteAddress: ip,
      }),
    verify: (requestId: string, code: string, path = '/api/verify-otp') =>
      app.inject({ method: 'POST', url: path, payload: { request_id: requestId, code } }),
    get: (url: string, token?: string) => app.inject({ method: 'GET', url, headers: json(token) }),
    post: (url: string, payload: object, token?: string) =>
      app.inject({ method: 'POST', url, payload, headers: json(token) }),
    del: (url: string, token?: string) => app.inject({ method: 'DELETE', url, headers: json(token) }),
  };
}
