import type { ProtectionBarrierId } from '../heat-load/types.ts';

/**
 * Door protection barriers (spec part 1 §3 "Protection barrier kinds", local data) with the
 * efficiency the door form sets when one is chosen (spec §4 "Doors", §9).
 */
export interface ProtectionBarrierRecord {
  readonly id: ProtectionBarrierId;
  /** pt-BR name shown to users. */
  readonly name: string;
  /** %, reduction of the door infiltration. */
  readonly efficiency: number;
  readonly source: string;
}

export const PROTECTION_BARRIERS: readonly ProtectionBarrierRecord[] = [
  {
    id: 'NO_PROTECTION',
    name: 'Sem Proteção',
    efficiency: 0,
    source: 'spec part 1 §4: no barrier → 0',
  },
  {
    id: 'AIR_CURTAIN',
    name: 'Cortina de Ar',
    efficiency: 10,
    source: 'spec part 1 §3 and §9: air curtain 10 %',
  },
  {
    id: 'AUXILIAR_CURTAIN',
    name: 'Cortina de PVC',
    efficiency: 30,
    source: 'spec part 1 §3 and §9: other barriers 30 %',
  },
];
