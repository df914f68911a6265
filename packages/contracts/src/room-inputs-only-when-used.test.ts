import { buildChilledRoom, buildDoor } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import { RoomInputSchema } from './room.schema.ts';

function messagesOf(input: unknown): string[] {
  const result = RoomInputSchema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('RoomInputSchema asks only what the engine uses (issue 11, item 5)', () => {
  it('accepts a VOLUME room whose door leaves out size, count, traffic and protection', () => {
    const room = buildChilledRoom();
    const door = { ...buildDoor(), airExchangeRate: null };
    const { count: _c, width: _w, height: _h, openingFrequency: _f, ...rest } = door;
    const { openCloseDuration: _oc, openDuration: _o, protectionBarrier: _p, ...used } = rest;
    const { protectionBarrierEfficiency: _e, ...bare } = used;
    const input = { ...room, doors: { calculationMethod: 'VOLUME', doors: [bare] } };
    expect(messagesOf(input)).toEqual([]);
    expect(RoomInputSchema.parse(input).doors.doors[0]).toMatchObject({
      count: null,
      width: null,
      height: null,
      openingFrequency: null,
      openCloseDuration: null,
      openDuration: null,
      protectionBarrierEfficiency: null,
    });
  });

  it('asks for them with AIR_VELOCITY', () => {
    const room = buildChilledRoom();
    const { width: _w, ...door } = buildDoor();
    expect(
      messagesOf({ ...room, doors: { calculationMethod: 'AIR_VELOCITY', doors: [door] } }),
    ).toEqual(['doors.doors.0.width: Informe a largura.']);
  });

  it('does not ask the safety margin of a typed load, and asks it of a calculated one', () => {
    const { safetyMargin: _margin, ...room } = buildChilledRoom();
    const typed = { ...room, calculationType: 2, typedTotalKcalh: 5000 };
    expect(messagesOf(typed)).toEqual([]);
    expect(RoomInputSchema.parse(typed).safetyMargin).toBeUndefined();
    expect(messagesOf({ ...typed, safetyMargin: 120 })).toEqual([
      'safetyMargin: A margem de segurança é no máximo 100 %.',
    ]);
    expect(messagesOf({ ...room, calculationType: 1 })).toEqual([
      'safetyMargin: Informe a margem de segurança.',
    ]);
  });
});
