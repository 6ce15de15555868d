import { asObject } from '../../platform/stored-values.ts';

/** A stored text per locale as the back office edits it: only strings kept (ADR 005). */
export function textsOf(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(asObject(value)).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** The stored `settings.policies` object, each policy's texts kept as stored. */
export const storedPolicies = (settings: unknown): Record<string, unknown> =>
  asObject(asObject(settings).policies);
