import { buildChilledRoom } from '@camara-fria/domain/testing';
import { describe, expect, it } from 'vitest';
import type { z } from './zod.ts';
import { AccountNameSchema } from './account.schema.ts';
import { SystemSettingsSchema } from './operating-system.schema.ts';
import {
  isSingleLineText,
  SINGLE_LINE_MESSAGE,
  singleLineText,
  toSingleLine,
} from './primitives.ts';
import { ProjectInputSchema } from './project-input.schema.ts';
import { SendProposalInputSchema } from './proposal-delivery.schema.ts';
import { TemplateInputSchema } from './proposal-templates.schema.ts';
import { RoomInputSchema, StoredRoomInputSchema } from './room.schema.ts';

/**
 * Names and titles are one line of plain text: a line break broke the e-mail subject built from a
 * project's name, and U+202E (right-to-left override) reached download and attachment names,
 * where it can show `Proposta…exe.pdf` as another name (issue 26).
 */
const SPOOFS = {
  'CR LF': 'Projeto\r\nBcc: espiao@evil.example',
  LF: 'Linha 1\nLinha 2',
  tab: 'Nome\tcom tab',
  ESC: 'Nome \u001b[31m',
  DEL: 'Nome\u007f',
  C1: 'Nome\u0085',
  'line separator': 'Nome\u2028outro',
  'paragraph separator': 'Nome\u2029outro',
  'right-to-left override': 'Proposta \u202Efdp.exe',
  'left-to-right override': 'Nome\u202D',
  embedding: 'Nome\u202Aa\u202C',
  isolate: 'Nome\u2066a\u2069',
  'first strong isolate': 'Nome\u2068a',
  'right-to-left mark': 'Nome\u200F',
  'Arabic letter mark': 'Nome\u061C',
} as const;

const ACCEPTED = ['Câmara 1 — Açaí', 'Frigorífico São João Ltda.', 'Sorvetes ❄️ 🧊', 'عربي שלום'];

type Case = { label: string; schema: z.ZodType; valid: object; path: string[] };

const room = buildChilledRoom();
const CASES: Case[] = [
  {
    label: 'project name',
    schema: ProjectInputSchema,
    valid: { name: 'P', customer: { address: {} } },
    path: ['name'],
  },
  {
    label: 'customer name',
    schema: ProjectInputSchema,
    valid: { name: 'P', customer: { name: 'C', address: {} } },
    path: ['customer', 'name'],
  },
  {
    label: 'street',
    schema: ProjectInputSchema,
    valid: { name: 'P', customer: { address: { street: 'Rua 1' } } },
    path: ['customer', 'address', 'street'],
  },
  {
    label: 'city',
    schema: ProjectInputSchema,
    valid: { name: 'P', customer: { address: { city: 'Lavras' } } },
    path: ['customer', 'address', 'city'],
  },
  { label: 'room name', schema: RoomInputSchema, valid: room, path: ['name'] },
  {
    label: 'system name',
    schema: SystemSettingsSchema,
    valid: { name: 'S', rack: false, operationTemperature: -10, refrigerantFluid: 'R404A' },
    path: ['name'],
  },
  {
    label: 'template title',
    schema: TemplateInputSchema,
    valid: { kind: 'presentation', title: 'T', text: 'Texto' },
    path: ['title'],
  },
  {
    label: 'e-mail subject',
    schema: SendProposalInputSchema,
    valid: { to: ['a@b.com.br'], subject: 'Assunto', message: 'Mensagem' },
    path: ['subject'],
  },
];

/** `valid` with `value` at `path`. */
function withValue(valid: object, path: string[], value: string): unknown {
  const [head, ...rest] = path as [string, ...string[]];
  const node = valid as Record<string, unknown>;
  return {
    ...node,
    [head]: rest.length === 0 ? value : withValue(node[head] as object, rest, value),
  };
}

describe('singleLineText', () => {
  it.each(Object.entries(SPOOFS))('refuses %s, in Portuguese', (_label, value) => {
    expect(isSingleLineText(value)).toBe(false);
    const result = singleLineText().safeParse(value);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([SINGLE_LINE_MESSAGE]);
  });

  it('accepts accents, emoji and right-to-left scripts, and trims before checking', () => {
    for (const value of ACCEPTED) expect(singleLineText().parse(value)).toBe(value);
    expect(singleLineText().parse('  Nome colado de uma planilha\r\n')).toBe(
      'Nome colado de uma planilha',
    );
  });

  it('keeps refusing NUL and lone surrogates (it is safe text)', () => {
    expect(singleLineText().safeParse('a\u0000b').success).toBe(false);
    expect(singleLineText().safeParse('a\ud800').success).toBe(false);
  });
});

describe('every name and title is one line of plain text', () => {
  it.each(CASES)('$label refuses control and direction characters', ({ schema, valid, path }) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const [label, value] of Object.entries(SPOOFS)) {
      const result = schema.safeParse(withValue(valid, path, value));
      const issues = (result.error?.issues ?? []).filter(
        (issue) => issue.path.join('.') === path.join('.'),
      );
      expect(
        issues.map((issue) => issue.message),
        label,
      ).toHaveLength(1);
    }
    for (const value of ACCEPTED) {
      expect(schema.safeParse(withValue(valid, path, value)).success, value).toBe(true);
    }
  });

  it('refuses them in the name of an account', () => {
    for (const value of Object.values(SPOOFS)) {
      expect(AccountNameSchema.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
    expect(AccountNameSchema.parse('Ana Lúcia')).toBe('Ana Lúcia');
  });

  it('still reads a room stored with such a name before it was refused', () => {
    const stored = { ...room, name: 'Câmara \u202Eantiga\r\n1' };
    expect(RoomInputSchema.safeParse(stored).success).toBe(false);
    expect(StoredRoomInputSchema.parse(stored).name).toBe('Câmara \u202Eantiga\r\n1');
    // Any other rule of today's schema still applies to a stored room.
    expect(StoredRoomInputSchema.safeParse({ ...stored, length: -1 }).success).toBe(false);
  });
});

describe('toSingleLine', () => {
  it('drops direction controls and turns control characters and line breaks into a space', () => {
    expect(toSingleLine('Proposta \u202Efdp.exe')).toBe('Proposta fdp.exe');
    expect(toSingleLine('Obra\r\nBcc: x')).toBe('Obra Bcc: x');
    expect(toSingleLine('A\u2028B\tC\u2066D\u2069')).toBe('A B CD');
    expect(toSingleLine(' Açaí ❄️ ')).toBe('Açaí ❄️');
  });
});
