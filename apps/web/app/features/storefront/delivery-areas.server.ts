import type { ZoneBody } from '@sufra/contract';
import { keepSelectedZone } from '@sufra/domain';

import type { ZoneChoice } from '../../shell/page-data.ts';

export type { AreaChoice, ZoneChoice } from '../../shell/page-data.ts';

/** The areas a customer may pick: those of the branch's visible zones (the domain's keep rule). */
export function areaChoices(zones: readonly ZoneBody[], branchId: number): ZoneChoice[] {
  return zones
    .filter((z) => keepSelectedZone(z, branchId) && z.areas.length > 0)
    .map((z) => ({
      id: z.id,
      name: z.name,
      fee: z.fees,
      minOrder: z.min_order,
      time: z.delivery_time,
      unit: z.unit,
      areas: z.areas.map((a) => ({ id: a.id, name: a.name, parent: a.parent_name })),
    }));
}
