import { useFetcher } from 'react-router';
import type { AdminResult } from '../admin/admin-problems.server.ts';

/**
 * The menu's optimistic writes (ADR 1210): a toggle or a deletion shows at once from its fetcher's
 * `formData`, the write goes in the background, and a refusal puts the row back by itself (the
 * loader's data never changed) while the action's answer says why.
 */

/** Every deletion on a page shares one fetcher, so the page's toast can follow it (ADR 1210). */
export const DELETE_FETCHER = 'admin-delete';
/** The toast's Undo. */
export const RESTORE_FETCHER = 'admin-restore';

/**
 * An admin action's answer (ADR 1220) to a menu write, with the row's `name` for the toast and,
 * after a deletion, the `undo` that brings it back.
 */
export type WriteResult = AdminResult & { name?: string; undo?: Undoable; version?: string };

/** The restore call that undoes a deletion: its intent and the row. */
export type Undoable = { intent: string; id: number };

const OFFLINE: WriteResult = { ok: false, form: '', problem: 'admin.problem.offline', fields: {} };

/**
 * The admin pages' `clientAction`: the server's action, or — when the phone is offline or the
 * request never reached the server — an answer saying so, instead of the error screen; the
 * optimistic change then simply falls back to what the loader had.
 */
export async function offlineAware<T>({ serverAction }: { serverAction: () => Promise<T> }) {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return OFFLINE;
  try {
    return await serverAction();
  } catch (error) {
    // fetch's network failure; anything the server answered keeps its own path.
    if (error instanceof TypeError) return OFFLINE;
    throw error;
  }
}

/** The pending value of a toggle: what was just submitted, else what the loader says. */
export function pendingFlag(formData: FormData | undefined, field: string, current: boolean): boolean {
  const sent = formData?.get(field);
  return typeof sent === 'string' ? sent === 'true' : current;
}

/**
 * A one-tap toggle's fetcher: `value` is the pending one while its write is on its way, and
 * `refused` the action's answer when the write did not stick (the value is then the loader's again).
 */
export function useToggle(field: string, current: boolean, loadedVersion?: string) {
  const fetcher = useFetcher<WriteResult>();
  const value = pendingFlag(fetcher.formData, field, current);
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  return { fetcher, value, refused, version: latestVersion(fetcher, loadedVersion) };
}

/**
 * The row version a toggle's next write must carry. While the page reloads after a write, the
 * loader's version is the one that write replaced: a second tap sending it would be refused as
 * "changed elsewhere" by the manager's own first tap. Once the page has reloaded, the loader's is
 * the truth again (it may carry someone else's change since).
 */
export function latestVersion(
  fetcher: { state: string; data?: WriteResult | undefined },
  loadedVersion: string | undefined,
): string | undefined {
  if (fetcher.state === 'loading' && fetcher.data?.ok && fetcher.data.version) return fetcher.data.version;
  return loadedVersion;
}

/** Whether the shared deletion fetcher is deleting this row right now (hidden optimistically). */
export function isBeingDeleted(formData: FormData | undefined, intent: string, id: number): boolean {
  return formData?.get('intent') === intent && Number(formData.get('id')) === id;
}
