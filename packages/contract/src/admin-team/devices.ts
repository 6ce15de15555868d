import { z } from 'zod';

/**
 * A kitchen tablet's device token (ADR 1370): issued and revoked from the back office's team
 * screen, it opens the order board of its business and nothing else. Its text is shown once.
 */
export const deviceIssueSchema = z.object({ name: z.string().trim().min(1).max(60) });
export type DeviceIssue = z.input<typeof deviceIssueSchema>;

export type AdminDevice = {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};
export type AdminDevicesResponse = { error: 0; devices: AdminDevice[] };
/** The new device and its token, shown this once (only its hash is kept). */
export type AdminDeviceIssuedResponse = { error: 0; device: AdminDevice; token: string };
