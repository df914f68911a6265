import { COMMERCIAL_TEXT_FIELDS, z } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { RELEASE_SECTIONS } from '../../../test/support/release-documents.ts';
import { defineStoredDocument, parseStoredDocument } from '../../lib/versioned-document.ts';
import {
  COMMERCIAL_SECTION_DOCUMENT,
  readSectionRow,
  SECTION_KEYS,
  StoredTextBlockSchema,
  toStoredSectionContent,
} from './proposal-section-document.ts';

/** A proposal_sections row as the database answers it. */
const rowOf = (key: string, content: unknown) => ({
  proposalId: 1,
  key,
  content,
  version: 3,
  updatedBy: null,
  updatedAt: new Date('2026-11-24T12:00:00Z'),
});

const releaseContent = (key: string) =>
  z.record(z.string(), z.unknown()).parse(RELEASE_SECTIONS[key]);

/**
 * A section as release 2.8.6 stored it, read by this version: the same, except that the commercial
 * conditions' typed ICMS and IPI became overrides with the reason (ADR 072).
 */
function releaseRead(key: string): Record<string, unknown> {
  const stored = releaseContent(key);
  if (key !== 'commercialConditions') return stored;
  const prices = z.array(z.record(z.string(), z.unknown())).parse(stored.prices);
  return {
    ...stored,
    invoiceDate: null,
    validUntil: null,
    prices: prices.map(({ icms, ipi, pisCofins: _information, ...line }) => ({
      ...line,
      icmsOverride: icms,
      ipiOverride: ipi,
      overrideReason: 'Informada antes do cálculo automático',
      conv5291: false,
    })),
  };
}

describe('proposal section documents', () => {
  it('reads every section release 2.8.6 stored (no schemaVersion: version 1) as it was stored', () => {
    expect(Object.keys(RELEASE_SECTIONS).sort()).toEqual([...SECTION_KEYS].sort());
    for (const key of SECTION_KEYS) {
      const stored = releaseContent(key);
      expect(stored, key).not.toHaveProperty('schemaVersion');
      const row = readSectionRow(rowOf(key, stored));
      expect(row.key).toBe(key);
      expect(row.content, key).toEqual(releaseRead(key));
      expect(row.version).toBe(3);
    }
    const commercial = readSectionRow(
      rowOf('commercialConditions', releaseContent('commercialConditions')),
    );
    expect(commercial.key === 'commercialConditions' && commercial.content.prices).toHaveLength(2);
  });

  it('writes the current version and reads it back unchanged', () => {
    for (const key of SECTION_KEYS) {
      const stored = toStoredSectionContent(key, releaseRead(key));
      const version = key === 'commercialConditions' ? 2 : 1;
      expect(stored).toMatchObject({ schemaVersion: version });
      expect(readSectionRow(rowOf(key, stored)).content).toEqual(releaseRead(key));
    }
    expect(() => toStoredSectionContent('presentation', { text: 7 })).toThrow(/does not fit/);
    expect(() => toStoredSectionContent('summary', {})).toThrow(/unknown proposal section/);
  });

  it('reads a missing part of a version 1 section as empty, as the cast read did', () => {
    expect(readSectionRow(rowOf('presentation', {})).content).toEqual({
      templateId: null,
      text: '',
    });
    expect(readSectionRow(rowOf('equipmentCharacteristics', {})).content).toEqual({
      descriptions: {},
      additionalInformation: '',
    });
    const commercial = readSectionRow(
      rowOf('commercialConditions', { prices: [{ equipmentKey: 'EVAPORATOR:X', quantity: 2 }] }),
    );
    expect(commercial.content).toEqual({
      prices: [
        {
          equipmentKey: 'EVAPORATOR:X',
          quantity: 2,
          unitPrice: null,
          icmsOverride: null,
          ipiOverride: null,
          overrideReason: null,
          conv5291: false,
        },
      ],
      invoiceDate: null,
      validUntil: null,
      ...Object.fromEntries(
        COMMERCIAL_TEXT_FIELDS.map((field) => [field, { templateId: null, text: '' }]),
      ),
    });
  });

  it('refuses a section of a newer version, one that does not parse and an unknown key', () => {
    for (const key of SECTION_KEYS) {
      const newer = { ...releaseContent(key), schemaVersion: 3 };
      expect(() => readSectionRow(rowOf(key, newer)), key).toThrow(
        expect.objectContaining({ status: 500, code: 'STORED_DOCUMENT_UNREADABLE' }),
      );
    }
    expect(() => readSectionRow(rowOf('presentation', { text: ['a'] }))).toThrow(
      expect.objectContaining({ code: 'STORED_DOCUMENT_UNREADABLE' }),
    );
    expect(() => readSectionRow(rowOf('summary', {}))).toThrow(
      expect.objectContaining({ code: 'STORED_DOCUMENT_UNREADABLE' }),
    );
  });

  it('adds a field to the commercial conditions through a new upgrade step', () => {
    // What the next change to the section does: a new field in the schema and the step that
    // gives every stored section its value.
    const next = defineStoredDocument(
      COMMERCIAL_SECTION_DOCUMENT.label,
      COMMERCIAL_SECTION_DOCUMENT.schema.extend({ taxNotes: StoredTextBlockSchema }),
      [
        ...COMMERCIAL_SECTION_DOCUMENT.upgrades,
        {
          from: COMMERCIAL_SECTION_DOCUMENT.version,
          name: 'add-tax-notes',
          up: (document) => ({
            ...document,
            taxNotes: { templateId: null, text: 'ICMS incluso.' },
          }),
        },
      ],
    );
    expect(next.version).toBe(COMMERCIAL_SECTION_DOCUMENT.version + 1);
    const release = releaseContent('commercialConditions');
    const stamped = toStoredSectionContent(
      'commercialConditions',
      releaseRead('commercialConditions'),
    );
    const upgraded = releaseRead('commercialConditions');
    expect(parseStoredDocument(next, release)).toEqual({
      ok: true,
      value: { ...upgraded, taxNotes: { templateId: null, text: 'ICMS incluso.' } },
      fromVersion: 1,
    });
    expect(parseStoredDocument(next, stamped)).toEqual({
      ok: true,
      value: { ...upgraded, taxNotes: { templateId: null, text: 'ICMS incluso.' } },
      fromVersion: COMMERCIAL_SECTION_DOCUMENT.version,
    });
    // A section the next version wrote keeps its value; this version refuses it whole.
    const written = {
      ...releaseRead('commercialConditions'),
      taxNotes: { templateId: 4, text: 'Isento.' },
      schemaVersion: next.version,
    };
    const read = parseStoredDocument(next, written);
    expect(read.ok && read.value.taxNotes).toEqual({ templateId: 4, text: 'Isento.' });
    expect(() => readSectionRow(rowOf('commercialConditions', written))).toThrow(
      expect.objectContaining({ code: 'STORED_DOCUMENT_UNREADABLE' }),
    );
  });

  it('turns the ICMS and IPI typed before the taxes were computed into overrides with a reason, changing no figure (ADR 072)', () => {
    const commercial = readSectionRow(
      rowOf('commercialConditions', {
        prices: [
          { equipmentKey: 'A', quantity: 1, unitPrice: 10, icms: 17, pisCofins: 9.25, ipi: 5 },
          { equipmentKey: 'B', quantity: 1, unitPrice: 10, icms: null, pisCofins: 3.65 },
        ],
      }),
    );
    expect(commercial.key === 'commercialConditions' && commercial.content.prices).toEqual([
      {
        equipmentKey: 'A',
        quantity: 1,
        unitPrice: 10,
        icmsOverride: 17,
        ipiOverride: 5,
        overrideReason: 'Informada antes do cálculo automático',
        conv5291: false,
      },
      {
        equipmentKey: 'B',
        quantity: 1,
        unitPrice: 10,
        icmsOverride: null,
        ipiOverride: null,
        overrideReason: null,
        conv5291: false,
      },
    ]);
  });
});
