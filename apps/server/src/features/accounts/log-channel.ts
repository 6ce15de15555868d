import type { OtpChannel } from '@sufra/contract';
import type { MessageChannel } from './message-channel.ts';

/**
 * The development channel (MESSAGE_CHANNEL=log, the default): every message becomes one log line
 * with the recipient and the text, and nothing leaves the machine. It is the only place a phone
 * number is written to a log, on purpose: it stands in for the phone. The server warns at start
 * that it is on (ADR 701).
 */
export function createLogChannel(log: { info: (obj: object, msg: string) => void }): MessageChannel {
  const channels: readonly OtpChannel[] = ['sms', 'whatsapp'];
  return {
    name: 'log',
    channels,
    async send(message) {
      log.info({ channel: message.channel }, `[message] to ${message.to}: ${message.text}`);
      return { providerRef: null };
    },
    async notify(message) {
      log.info({ channel: message.channel }, `[message] to ${message.to}: ${message.text}`);
      return { providerRef: null };
    },
  };
}
