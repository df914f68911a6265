import { RoomInputSchema } from '@camara-fria/contracts';
import { copyRoom } from '@camara-fria/domain';
import { buildSuggestedRoom } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import { buildRoomDto } from '../testing/room-fixtures.ts';
import {
  createEditorRoomFromDto,
  fromRoomDto,
  mergeFormValues,
  toFormValues,
  toRoomInput,
} from './room-model.ts';

describe('room model', () => {
  it('turns a stored room into the editor’s room (UPDATING) and back into a valid body', () => {
    const room = fromRoomDto(buildRoomDto(7));
    expect(room).toMatchObject({ id: 7, status: 'UPDATING', name: 'Câmara de resfriados' });
    expect(room).not.toHaveProperty('version');
    const body = toRoomInput(room, 3);
    expect(body).not.toHaveProperty('id');
    expect(body).not.toHaveProperty('status');
    expect(body.version).toBe(3);
    expect(RoomInputSchema.safeParse(body).success).toBe(true);
  });

  it('gives the form a deep copy and takes identity and status from the room', () => {
    const room = buildSuggestedRoom();
    const values = toFormValues(room);
    expect(values.heatTransfer.walls[0]).not.toBe(room.heatTransfer.walls[0]);
    expect(values).not.toHaveProperty('status');
    const merged = mergeFormValues({ ...room, id: 9 }, { ...values, width: 5 });
    expect(merged).toMatchObject({ id: 9, status: 'CREATING', width: 5 });
  });

  it('sends a copy without ids', () => {
    const copy = toRoomInput(copyRoom(fromRoomDto(buildRoomDto(7))));
    expect(copy.name).toBe('Cópia de Câmara de resfriados');
    expect(copy).not.toHaveProperty('version');
  });

  it('keeps the heat load, memorial steps and warnings the server answered with the room', () => {
    const room = buildSuggestedRoom();
    const warming = {
      ...room,
      goods: room.goods.map((item) => ({
        ...item,
        checkinTemperature: -5,
        checkoutTemperature: 0,
      })),
    };
    const dto = buildRoomDto(7, warming);
    const entry = createEditorRoomFromDto(dto);
    expect(entry).toMatchObject({ version: dto.version, heatLoad: dto.heatLoad });
    expect(entry.calculationSteps).toEqual(dto.calculationSteps);
    expect(entry.warnings).toEqual(dto.warnings);
    expect(entry.warnings?.map((warning) => warning.code)).toEqual(['GOODS_WARMING']);
    const { calculationSteps: _steps, warnings: _warnings, ...listed } = dto;
    expect(createEditorRoomFromDto(listed)).toMatchObject({
      calculationSteps: null,
      warnings: null,
    });
  });
});
