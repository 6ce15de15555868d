export { AUDIT_ENTITIES, type AuditEntity } from './audit-entities.ts';

// The back office's audit trail ([product: Back office], ADR 1080, 1160): who changed what.

export type AdminAuditEntry = {
  id: number;
  at: string;
  member_name: string;
  action: string;
  entity: string;
  entity_id: number | null;
  /** The fields that changed, before → after (the whole row for a create or a delete). */
  changes: { field: string; before: unknown; after: unknown }[];
};
export type AdminAuditResponse = { error: 0; entries: AdminAuditEntry[]; next_before: number | null };
