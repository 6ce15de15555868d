/** The problem codes the back office's screens word ([product: Back office]); plain, for the browser too. */
export const ADMIN_PROBLEMS = {
  invalid: 'invalid_fields',
  changedElsewhere: 'changed_elsewhere',
} as const;
