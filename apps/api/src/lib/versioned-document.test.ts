import { z } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import {
  defineDocumentVersions,
  defineStoredDocument,
  parseStoredDocument,
  readStoredDocument,
  toStoredDocument,
  upgradeDocument,
} from './versioned-document.ts';

/** A document whose version 1 had `name`, version 2 renamed it `title`, version 3 added `tags`. */
const NOTE = defineStoredDocument(
  'da nota',
  z.object({ title: z.string(), tags: z.array(z.string()) }),
  [
    {
      from: 1,
      name: 'rename-name-to-title',
      up: ({ name, ...rest }) => ({ ...rest, title: name }),
    },
    { from: 2, name: 'add-tags', up: (document) => ({ ...document, tags: [] }) },
  ],
);

describe('versioned stored documents', () => {
  it('numbers the current version after its upgrades and refuses upgrades out of order or sharing a name', () => {
    expect(NOTE.version).toBe(3);
    expect(defineDocumentVersions('da nota').version).toBe(1);
    const up = (document: Record<string, unknown>) => document;
    expect(() => defineDocumentVersions('da nota', [{ from: 2, name: 'a', up }])).toThrow(
      /from 2, not 1/,
    );
    expect(() =>
      defineDocumentVersions('da nota', [
        { from: 1, name: 'a', up },
        { from: 2, name: 'a', up },
      ]),
    ).toThrow(/share a name/);
  });

  it('reads a document without schemaVersion as version 1, through every upgrade in order', () => {
    expect(parseStoredDocument(NOTE, { name: 'Compras' })).toEqual({
      ok: true,
      value: { title: 'Compras', tags: [] },
      fromVersion: 1,
    });
    expect(parseStoredDocument(NOTE, { schemaVersion: 2, title: 'Compras' })).toEqual({
      ok: true,
      value: { title: 'Compras', tags: [] },
      fromVersion: 2,
    });
    const current = toStoredDocument(NOTE, { title: 'Compras', tags: ['casa'] });
    expect(current).toEqual({ title: 'Compras', tags: ['casa'], schemaVersion: 3 });
    expect(readStoredDocument(NOTE, current, 'nota 1')).toEqual({
      title: 'Compras',
      tags: ['casa'],
    });
  });

  it('refuses a document of a newer version whole, with STORED_DOCUMENT_UNREADABLE naming it', () => {
    const newer = { schemaVersion: 4, title: 'Compras', tags: [], colour: 'azul' };
    expect(upgradeDocument(NOTE, newer)).toMatchObject({ ok: false, reason: 'newer-version' });
    let thrown: unknown;
    try {
      readStoredDocument(NOTE, newer, 'nota 7');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      status: 500,
      code: 'STORED_DOCUMENT_UNREADABLE',
      details: [{ path: 'schemaVersion', message: 'Versão do documento gravado desconhecida.' }],
    });
    expect((thrown as AppError).message).toBe(
      'O documento da nota (nota 7) foi gravado por uma versão mais nova do sistema (versão 4 do documento; esta lê até a 3): atualize o servidor.',
    );
  });

  it('refuses what is not an object, an unknown version and a document that does not parse', () => {
    for (const stored of [null, 'texto', [1], 3]) {
      expect(parseStoredDocument(NOTE, stored)).toMatchObject({ ok: false, reason: 'unreadable' });
    }
    for (const schemaVersion of [0, 1.5, '2']) {
      expect(parseStoredDocument(NOTE, { schemaVersion, title: 'x', tags: [] })).toMatchObject({
        ok: false,
        reason: 'unknown-version',
      });
    }
    expect(parseStoredDocument(NOTE, { schemaVersion: 3, title: 7, tags: [] })).toMatchObject({
      ok: false,
      reason: 'invalid',
      issues: [{ path: 'title' }],
    });
    expect(() => readStoredDocument(NOTE, { schemaVersion: 3, tags: [] }, 'nota 2')).toThrow(
      'O documento da nota (nota 2) está gravado num formato que esta versão do sistema não lê.',
    );
  });
});
