import { describe, expect, it } from 'vitest';
import { describeSurfaceSizes, describeSurfaces } from './surface-sizes.ts';

describe('the surfaces named in a note', () => {
  it('names ceiling, floor and walls in form order, walls together', () => {
    expect(describeSurfaces(['ceiling', 'floor', 'walls.0', 'walls.1', 'walls.2', 'walls.3'])).toBe(
      'Teto, Piso, Paredes 1–4',
    );
    expect(describeSurfaces(['ceiling', 'floor', 'walls.1', 'walls.3'])).toBe(
      'Teto, Piso, Paredes 2 e 4',
    );
    expect(describeSurfaces(['walls.0', 'walls.1', 'walls.3'])).toBe('Paredes 1, 2 e 4');
    expect(describeSurfaces(['walls.1', 'walls.2', 'walls.3'])).toBe('Paredes 2–4');
    expect(describeSurfaces(['walls.2'])).toBe('Parede 3');
    expect(describeSurfaces(['floor'])).toBe('Piso');
  });

  it('says what followed the room and what was kept, or nothing', () => {
    expect(describeSurfaceSizes({ updated: ['ceiling', 'walls.3'], kept: ['walls.1'] })).toBe(
      'Dimensões das superfícies atualizadas: Teto, Parede 4. Medidas manuais mantidas: Parede 2.',
    );
    expect(describeSurfaceSizes({ updated: [], kept: ['floor'] })).toBe(
      'Medidas manuais mantidas: Piso.',
    );
    expect(describeSurfaceSizes({ updated: [], kept: [] })).toBeNull();
  });
});
