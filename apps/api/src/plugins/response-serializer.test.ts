import { MeSchema, RoomListItemSchema, z } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { createResponseSerializerCompiler } from './response-serializer.ts';

type Route = Parameters<ReturnType<typeof createResponseSerializerCompiler>>[0];
const route = (schema: unknown): Route => ({
  schema,
  method: 'GET',
  url: '/v1/test',
  httpStatus: '200',
});

const me = { subject: 'vendedor', username: 'vendedor', email: null, name: null, isEditor: false };
const invalidRoom = {
  id: 1,
  project: { id: 2 },
  name: 'Câmara',
  heatLoad: null,
  invalid: { code: 'STORED_ROOM_INVALID', message: 'Os dados gravados…' },
  version: 3,
  createdAt: '2026-01-02T03:04:05.000Z',
  updatedAt: '2026-01-02T03:04:05.000Z',
};

describe('compiled response writers', () => {
  for (const crossCheck of [false, true]) {
    it(`write only the properties the schema declares (crossCheck ${String(crossCheck)})`, () => {
      const write = createResponseSerializerCompiler({ crossCheck })(route(MeSchema));
      const written = JSON.parse(write({ ...me, ownerId: 'internal', token: 'secret' })) as unknown;
      expect(written).toEqual(me);
      const list = createResponseSerializerCompiler({ crossCheck })(
        route(z.array(RoomListItemSchema)),
      );
      expect(JSON.parse(list([{ ...invalidRoom, data: { secret: 1 } }]))).toEqual([invalidRoom]);
    });
  }

  it('refuses, when cross-checked as in the tests, an answer zod refuses', () => {
    const write = createResponseSerializerCompiler({ crossCheck: true })(route(MeSchema));
    expect(() => write({ ...me, isEditor: 'no' })).toThrow();
    expect(() => write({ ...me, username: undefined })).toThrow();
  });
});
