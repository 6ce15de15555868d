import type { OtpChannel } from '@sufra/contract';
import type { Db } from '../../platform/db/client.ts';
import { ChannelFailure, codeText, type MessageChannel } from './message-channel.ts';
import { hashCode, newCode, newSalt } from './otp-codes.ts';
import {
  findAccountBusiness,
  findOtpRequest,
  isTeamPhone,
  setDelivery,
  storeCode,
} from './otp-repository.ts';

export type DeliveryDeps = { db: Db; channel: MessageChannel; pepper: string; now: () => Date };

/**
 * The sending job's work for one code request (ADR 701). The code is made here, its hash stored
 * before the message goes out, and it exists nowhere else: not in the job's payload, not in a
 * table. A retry makes a new code (the earlier one never arrived). A failure the provider calls
 * final (a bad number) marks the request failed at once; a passing one is thrown for a retry.
 */
export async function deliverCode(deps: DeliveryDeps, requestId: string): Promise<void> {
  const { db } = deps;
  const request = await findOtpRequest(db, requestId);
  // Run twice (the queue delivers at least once) or after a resend: only an open, unsent request.
  if (!request || request.usedAt || request.delivery !== 'queued') return;
  const business = await findAccountBusiness(db, { id: request.businessId });
  if (!business) return;
  const code = newCode();
  const salt = newSalt();
  const sentAt = deps.now();
  if (!(await storeCode(db, request.id, hashCode(code, salt, deps.pepper), salt, sentAt))) return;
  // A back-office code for a number that is on no team: made and stored like any (its request then
  // refuses wrong codes as a member's does, at the same moment), never sent (ADR 1320).
  if (request.purpose === 'staff_sign_in' && !(await isTeamPhone(db, request.businessId, request.phone))) {
    await setDelivery(db, request.id, 'sent', null);
    return;
  }
  const name = business.name[request.locale] ?? business.name[business.locales[0] ?? 'en'] ?? '';
  try {
    const { providerRef } = await deps.channel.send({
      to: request.phone,
      channel: request.channel as OtpChannel,
      code,
      text: codeText(code, name, request.locale),
      locale: request.locale,
    });
    await setDelivery(db, request.id, 'sent', providerRef);
  } catch (error) {
    if (error instanceof ChannelFailure && !error.retryable) {
      await setDelivery(db, request.id, 'failed');
      return;
    }
    throw error;
  }
}

/** After the last retry failed: the diner's code step shows "could not send, try again". */
export async function giveUpDelivery(db: Db, requestId: string): Promise<void> {
  await setDelivery(db, requestId, 'failed');
}

/** Tells the provider a code it carried was used (Twilio's feedback for custom codes); best effort. */
export async function confirmDelivery(deps: DeliveryDeps, requestId: string): Promise<void> {
  const request = await findOtpRequest(deps.db, requestId);
  if (request?.providerRef && deps.channel.confirm) await deps.channel.confirm(request.providerRef);
}
