import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { createLogChannel } from './log-channel.ts';
import type { MessageChannel } from './message-channel.ts';
import { createTwilioVerifyChannel } from './twilio-verify-channel.ts';
import { createUnifonicChannel } from './unifonic-channel.ts';

/**
 * The configured MessageChannel. A provider without its settings is a start-up error, never a
 * silent fall back to the log channel; the log channel says at start that codes are not sent
 * (ADR 701, 708).
 */
export function channelFromConfig(config: Config, log: FastifyBaseLogger): MessageChannel {
  if (config.MESSAGE_CHANNEL === 'twilio') {
    const { TWILIO_API_KEY, TWILIO_API_SECRET, TWILIO_VERIFY_SERVICE_SID } = config;
    if (!TWILIO_API_KEY || !TWILIO_API_SECRET || !TWILIO_VERIFY_SERVICE_SID) {
      throw new Error(
        'MESSAGE_CHANNEL=twilio needs TWILIO_API_KEY, TWILIO_API_SECRET and TWILIO_VERIFY_SERVICE_SID',
      );
    }
    const { TWILIO_ACCOUNT_SID, TWILIO_MESSAGING_SERVICE_SID } = config;
    // Our own texts (phone orders' status messages, ADR 1478) need both, or neither.
    if (!TWILIO_ACCOUNT_SID !== !TWILIO_MESSAGING_SERVICE_SID) {
      throw new Error('Twilio messaging needs both TWILIO_ACCOUNT_SID and TWILIO_MESSAGING_SERVICE_SID');
    }
    return createTwilioVerifyChannel({
      baseUrl: config.TWILIO_VERIFY_URL,
      username: TWILIO_API_KEY,
      password: TWILIO_API_SECRET,
      serviceSid: TWILIO_VERIFY_SERVICE_SID,
      whatsapp: config.TWILIO_WHATSAPP,
      ...(TWILIO_ACCOUNT_SID && TWILIO_MESSAGING_SERVICE_SID
        ? {
            messaging: {
              baseUrl: config.TWILIO_MESSAGING_URL,
              accountSid: TWILIO_ACCOUNT_SID,
              serviceSid: TWILIO_MESSAGING_SERVICE_SID,
            },
          }
        : {}),
    });
  }
  if (config.MESSAGE_CHANNEL === 'unifonic') {
    if (!config.UNIFONIC_APP_SID) throw new Error('MESSAGE_CHANNEL=unifonic needs UNIFONIC_APP_SID');
    return createUnifonicChannel({
      baseUrl: config.UNIFONIC_URL,
      appSid: config.UNIFONIC_APP_SID,
      senderId: config.UNIFONIC_SENDER_ID,
    });
  }
  if (config.NODE_ENV !== 'test') {
    log.warn('MESSAGE_CHANNEL=log: one-time codes are written to this log, not sent to phones');
  }
  return createLogChannel(log);
}
