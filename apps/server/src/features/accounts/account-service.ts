import {
  type Customer,
  MAX_SAVED_LOCATIONS,
  type OrderKey,
  OTP_PROBLEMS,
  type OtpChannel,
  type SavedLocation,
  type SessionResponse,
  type savedLocationInputSchema,
  type UpdateProfileResponse,
} from '@sufra/contract';
import { addressTypeCode, missingAddressFields } from '@sufra/domain';
import type { z } from 'zod';
import type { Customer as Caller } from '../../platform/auth/identity.ts';
import type { Db } from '../../platform/db/client.ts';
import { Conflict, NotFound, Refused } from '../../platform/failures.ts';
import {
  type CustomerRow,
  claimOrders,
  deleteCustomer,
  findCustomer,
  findOrCreateCustomer,
  phoneTaken,
  updateCustomer,
} from './customer-repository.ts';
import {
  ADDRESS_FIELDS,
  countLocations,
  deleteLocation,
  insertLocation,
  type LocationValues,
  listLocations,
  toLocationView,
  updateLocation,
} from './location-repository.ts';
import { findAccountBusiness, type OtpRequestRow } from './otp-repository.ts';
import type { createOtpService } from './otp-service.ts';
import { issueSession, revokeAllSessions, revokeSessionByToken } from './sessions.ts';

type LocationInput = z.output<typeof savedLocationInputSchema>;
type OtpService = ReturnType<typeof createOtpService>;

/** Not yours answers exactly like not there (OWASP API1; ADR 702). */
const notYours = () => new NotFound('Account not found');
const unprocessable = (code: string, message: string, details?: unknown) =>
  new Refused(code, message, details);

/**
 * Accounts once the phone is proven (ADR 702): signing in (which creates the account of a new
 * number), the profile, a phone change, sign-out, deletion, guest orders of this device, and the
 * saved addresses. Every read and write is the caller's own.
 */
export function createAccountService(deps: { db: Db; now: () => Date; otp: OtpService }) {
  const { db } = deps;

  async function view(customer: CustomerRow): Promise<Customer> {
    const [business, locations] = await Promise.all([
      findAccountBusiness(db, { id: customer.businessId }),
      listLocations(db, customer.id),
    ]);
    return {
      id: customer.id,
      // [product: Accounts] compares the user's business_id with the business's user_id.
      business_id: business?.user_id ?? 0,
      name: customer.name,
      phone: customer.phone,
      dial_code: customer.dialCode,
      language: customer.language,
      locations: locations.map(toLocationView),
      created_at: customer.createdAt.toISOString(),
    };
  }

  async function own(caller: Caller, id?: number): Promise<CustomerRow> {
    if (id !== undefined && id !== caller.id) throw notYours();
    const customer = await findCustomer(db, caller.id);
    if (!customer || customer.businessId !== caller.businessId) throw notYours();
    return customer;
  }

  async function session(customer: CustomerRow, isNew: boolean): Promise<SessionResponse> {
    const issued = await issueSession(db, customer.id, customer.businessId, deps.now());
    return {
      error: 0,
      token: issued.token,
      expires_in: issued.expiresIn,
      is_new: isNew,
      user: await view(customer),
    };
  }

  function locationValues(input: LocationInput): LocationValues {
    const missing = missingAddressFields(input.form_type, input);
    if (missing.length > 0) {
      throw unprocessable('address_incomplete', 'Some address fields are required', { fields: missing });
    }
    const hasPin = typeof input.lat === 'number' && typeof input.lng === 'number';
    if (!hasPin && !input.area_id) {
      throw unprocessable('address_no_location', 'Place the address on the map or choose its area');
    }
    const fields: Record<string, string> = {};
    for (const f of ADDRESS_FIELDS) {
      const v = input[f];
      if (typeof v === 'string' && v !== '') fields[f] = v;
    }
    return {
      title: input.title ?? null,
      contactName: input.contact_name ?? null,
      contactPhone: input.contact_phone ?? null,
      formType: input.form_type,
      type: addressTypeCode(input.form_type),
      lat: hasPin ? (input.lat ?? null) : null,
      lng: hasPin ? (input.lng ?? null) : null,
      areaId: input.area_id ?? null,
      fields,
      ...(input.is_default !== undefined ? { isDefault: input.is_default } : {}),
    };
  }

  return {
    /** A proven sign-in code: the account of that number (created when new) and a new session. */
    async signIn(request: OtpRequestRow): Promise<SessionResponse> {
      if (request.purpose !== 'sign_in')
        throw unprocessable(OTP_PROBLEMS.expired, 'This code is not for signing in');
      const { customer, created } = await findOrCreateCustomer(db, {
        businessId: request.businessId,
        phone: request.phone,
        dialCode: request.dialCode,
        name: request.name,
      });
      return session(customer, created);
    },

    async profile(caller: Caller, id?: number): Promise<Customer> {
      return view(await own(caller, id));
    },

    /**
     * Name and language change at once; a new phone gets a code first (ADR 702), and whether it
     * belongs to another account is only told to whoever proves they hold it.
     */
    async update(
      caller: Caller,
      body: {
        name?: string | undefined;
        language?: string | null | undefined;
        phone?: string | undefined;
        country?: string | undefined;
        channel?: OtpChannel | undefined;
      },
      context: { ip: string; locale: string | undefined },
    ): Promise<UpdateProfileResponse> {
      let customer = await own(caller);
      if (body.name !== undefined || body.language !== undefined) {
        customer =
          (await updateCustomer(
            db,
            customer.id,
            {
              ...(body.name !== undefined ? { name: body.name } : {}),
              ...(body.language !== undefined ? { language: body.language } : {}),
            },
            deps.now(),
          )) ?? customer;
      }
      let verification = null;
      if (body.phone !== undefined) {
        const business = await findAccountBusiness(db, { id: customer.businessId });
        if (!business) throw notYours();
        verification = await deps.otp.sendForPhoneChange(business, customer.id, {
          phone: body.phone,
          country: body.country,
          channel: body.channel ?? 'sms',
          ip: context.ip,
          locale: context.locale,
        });
      }
      return { error: 0, user: await view(customer), phone_verification: verification };
    },

    /** The code sent to a new phone: the account moves to it, every session ends, this device gets a new one. */
    async verifyPhone(caller: Caller, requestId: string, code: string): Promise<SessionResponse> {
      const customer = await own(caller);
      const request = await deps.otp.verify(requestId, code);
      if (request.purpose !== 'change_phone' || request.customerId !== customer.id) {
        throw unprocessable(OTP_PROBLEMS.expired, 'This code is not for this account');
      }
      if (await phoneTaken(db, customer.businessId, request.phone, customer.id)) {
        throw new Conflict('phone_in_use', 'Another account uses this phone number');
      }
      const moved = await updateCustomer(
        db,
        customer.id,
        { phone: request.phone, dialCode: request.dialCode },
        deps.now(),
      );
      await revokeAllSessions(db, customer.id, deps.now());
      return session(moved ?? customer, false);
    },

    async signOut(token: string) {
      await revokeSessionByToken(db, token, deps.now());
    },

    async deleteAccount(caller: Caller, id: number) {
      const customer = await own(caller, id);
      await revokeAllSessions(db, customer.id, deps.now());
      if (!(await deleteCustomer(db, customer.id, customer.businessId))) throw notYours();
    },

    async claimOrders(caller: Caller, orders: { id: OrderKey; token: string }[]) {
      return claimOrders(db, await own(caller), orders);
    },

    async locations(caller: Caller): Promise<SavedLocation[]> {
      return (await listLocations(db, (await own(caller)).id)).map(toLocationView);
    },

    async addLocation(caller: Caller, input: LocationInput): Promise<SavedLocation> {
      const customer = await own(caller);
      const values = locationValues(input);
      if ((await countLocations(db, customer.id)) >= MAX_SAVED_LOCATIONS) {
        throw unprocessable('locations_full', `At most ${MAX_SAVED_LOCATIONS} addresses can be saved`);
      }
      const row = await insertLocation(
        db,
        { customerId: customer.id, businessId: customer.businessId },
        values,
        deps.now(),
      );
      return toLocationView(row);
    },

    async updateLocation(caller: Caller, id: number, input: LocationInput): Promise<SavedLocation> {
      const customer = await own(caller);
      const row = await updateLocation(db, customer.id, id, locationValues(input), deps.now());
      if (!row) throw new NotFound('Address not found');
      return toLocationView(row);
    },

    async deleteLocation(caller: Caller, id: number) {
      const customer = await own(caller);
      if (!(await deleteLocation(db, customer.id, id))) throw new NotFound('Address not found');
    },
  };
}
