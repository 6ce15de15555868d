import type { TableBody } from '@sufra/contract';
import { ApiError } from '@sufra/contract/client';
import { TableLinkProblem } from '@sufra/domain';

import type { TableLink } from '../../shell/page-data.ts';

export type { TableLink } from '../../shell/page-data.ts';

type Resolve = (branchId: number, body: { table: string }) => Promise<{ table: TableBody }>;

export async function tableLinkOf(
  request: Request,
  branchId: number,
  seated: boolean,
  resolve: Resolve,
  /** The table this visit already named (its cookie, ADR 1345), when the link names none. */
  remembered: string | null = null,
): Promise<TableLink | null> {
  const ref = (new URL(request.url).searchParams.get('table') ?? remembered ?? '').trim().slice(0, 60);
  if (!seated || !ref) return null;
  try {
    const { table } = await resolve(branchId, { table: ref });
    return { ok: true, ref, table: { name: table.name, floor: table.floor_label ?? table.floor } };
  } catch (error) {
    if (error instanceof ApiError && error.code === TableLinkProblem.tokenRequired)
      return { ok: false, label: ref, problem: TableLinkProblem.tokenRequired };
    if (error instanceof ApiError && error.status === 404)
      return { ok: false, label: ref, problem: TableLinkProblem.notFound };
    // The check failing is not the diner's fault: the order still names the table, and the
    // server decides there.
    return { ok: true, ref, table: { name: ref, floor: null } };
  }
}
