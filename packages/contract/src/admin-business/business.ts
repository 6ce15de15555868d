import { z } from 'zod';
import { localizedTextSchema } from '../admin/admin.ts';
import { settingsVersion } from '../admin-settings/settings.ts';
import { BUSINESS_TYPES, SOCIAL_NETWORKS } from './business-values.ts';

// The business and its branches in the back office ([product: Back office], ADR 1372): its name,
// description, type, social links and WhatsApp; each branch's name, address, phone and map pin;
// a new branch. Owners only (`business.edit`). Write bodies are checked by the server with these
// schemas and refused with a 422 naming each bad field (`details.fields`).

export { BUSINESS_TYPES, SOCIAL_NETWORKS };

/** A phone as typed (checked and written E.164 by the server); empty: none. */
const typedPhone = z.string().trim().max(32);

const webAddress = z
  .string()
  .trim()
  .max(300)
  .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+$/i.test(v), 'Write the whole address, https://…');

export const businessProfileWriteSchema = z.object({
  name: localizedTextSchema,
  description: localizedTextSchema.default({}),
  business_type: z.enum(BUSINESS_TYPES),
  /** Per network its address; empty: no link. Networks not listed here are kept as they are. */
  social_links: z.partialRecord(z.enum(SOCIAL_NETWORKS), webAddress).default({}),
  whatsapp_phone: typedPhone.default(''),
  version: settingsVersion.optional(),
});

export const branchWriteSchema = z.object({
  name: localizedTextSchema,
  address: localizedTextSchema.default({}),
  phone: typedPhone.default(''),
  /** The map pin; both or neither. */
  lat: z.number().min(-90).max(90).nullable().default(null),
  lng: z.number().min(-180).max(180).nullable().default(null),
  version: settingsVersion.optional(),
});

export type BusinessProfileWrite = z.input<typeof businessProfileWriteSchema>;
export type BranchWrite = z.input<typeof branchWriteSchema>;

// Answers (plain types: the browser never loads zod).
export type AdminBranch = {
  id: number;
  reference_id: string;
  name: Record<string, string>;
  address: Record<string, string>;
  phone: string | null;
  lat: number | null;
  lng: number | null;
  is_main: boolean;
  version: string;
};
export type AdminBusinessProfile = {
  name: Record<string, string>;
  description: Record<string, string>;
  business_type: string;
  social_links: Record<string, string>;
  whatsapp_phone: string | null;
  country_code: string;
  version: string;
  branches: AdminBranch[];
};
export type AdminBusinessProfileResponse = { error: 0; business: AdminBusinessProfile };
export type AdminBranchResponse = { error: 0; branch: AdminBranch };
