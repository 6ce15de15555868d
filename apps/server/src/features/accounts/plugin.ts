import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApiDeps } from '../../http/api.ts';
import { createAccountService } from './account-service.ts';
import { channelFromConfig } from './channel-from-config.ts';
import { createCustomerGuard } from './customer-guard.ts';
import type { MessageChannel } from './message-channel.ts';
import { createOtpDispatch } from './otp-dispatch.ts';
import { registerOtpRoutes } from './otp-routes.ts';
import { createOtpService } from './otp-service.ts';
import { registerProfileRoutes } from './profile-routes.ts';

export type AccountsOptions = { channel?: MessageChannel; retryDelaysMs?: number[] };

/** Customer accounts (issue #13): one-time codes, sessions, profile, saved addresses. */
export async function registerAccounts(api: FastifyInstance, deps: ApiDeps, options: AccountsOptions = {}) {
  const { db } = deps.database;
  const { config, now } = deps;
  const channel = options.channel ?? channelFromConfig(config, api.log);
  const pepper = config.OTP_PEPPER ?? randomBytes(32).toString('base64url');
  const delivery = createOtpDispatch({ db, channel, pepper, now }, api.log, options.retryDelaysMs);
  const otp = createOtpService({
    db,
    now,
    pepper,
    providerChannels: channel.channels,
    dispatch: delivery.dispatch,
  });
  const accounts = createAccountService({ db, now, otp });
  api.addHook('onClose', async () => delivery.close());

  registerOtpRoutes(api, { otp, accounts, confirm: delivery.confirm });
  registerProfileRoutes(api, { accounts, caller: createCustomerGuard(db, now) });
  return { otp, accounts, delivery };
}
