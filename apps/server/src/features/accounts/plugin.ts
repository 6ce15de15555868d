import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { FeatureDeps } from '../../platform/deps.ts';
import { installSecret } from '../../platform/install-secrets.ts';
import { createAccountService } from './account-service.ts';
import { channelFromConfig } from './channel-from-config.ts';
import type { MessageChannel } from './message-channel.ts';
import { type DeliveryOptions, registerOtpJobs } from './otp-dispatch.ts';
import { registerOtpRoutes } from './otp-routes.ts';
import { createOtpService } from './otp-service.ts';
import { registerProfileRoutes } from './profile-routes.ts';

export type AccountsOptions = {
  channel?: MessageChannel;
  delivery?: DeliveryOptions;
  /** Codes one business may send a day (ADR 1321); tests lower it; else `OTP_DAILY_BUDGET`. */
  dailyBudget?: number;
};

/** Customer accounts (ADR 700–706): one-time codes, sessions, profile, saved addresses (ADR 700–706). */
export async function accountsPlugin(api: FastifyInstance, deps: FeatureDeps, options: AccountsOptions = {}) {
  const { db } = deps.database;
  const { config, now } = deps;
  const channel = options.channel ?? channelFromConfig(config, api.log);
  // Unset, the installation's own, kept in PostgreSQL: a code sent by one instance verifies on
  // any other (ADR 1330). Set, a copy of the database alone cannot search the stored codes.
  const pepper =
    config.OTP_PEPPER ?? (await installSecret(db, 'otp_pepper', () => randomBytes(32).toString('base64url')));
  const delivery = await registerOtpJobs({ db, channel, pepper, now }, deps.jobs, options.delivery);
  const otp = createOtpService({
    db,
    now,
    pepper,
    providerChannels: channel.channels,
    dispatch: delivery.dispatch,
    dailyBudget: options.dailyBudget ?? config.OTP_DAILY_BUDGET,
  });
  const accounts = createAccountService({ db, now, otp });
  registerOtpRoutes(api, { otp, accounts, confirm: delivery.confirm });
  registerProfileRoutes(api, { accounts });
  return { otp, accounts, channel };
}
