/** The problem codes the back office's screens word ([product: Back office]); plain, for the browser too. */
export const ADMIN_PROBLEMS = {
  invalid: 'invalid_fields',
  changedElsewhere: 'changed_elsewhere',
  /** A business keeps at least one owner (ADR 1080). */
  lastOwner: 'last_owner',
  /** That phone is already on the team. */
  memberExists: 'member_exists',
  /** A tag or ingredient of that name exists already (ADR 1421). */
  tagExists: 'tag_exists',
  /** An imported business document that does not hold together (ADR 1023). */
  documentInvalid: 'document_invalid',
  /** An items CSV with errors: nothing was changed (ADR 1023). */
  csvInvalid: 'csv_invalid',
} as const;
