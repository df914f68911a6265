import { ProposalDocumentSchema, z } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { RELEASE_SNAPSHOT } from '../../../test/support/release-documents.ts';
import { defineStoredDocument, parseStoredDocument } from '../../lib/versioned-document.ts';
import {
  PROPOSAL_SNAPSHOT_DOCUMENT,
  ProposalSnapshotSchema,
  readProposalSnapshot,
  toStoredSnapshot,
} from './proposal-snapshot-document.ts';

/** The release's snapshot with `proposal` changed by `change`. */
function releaseWith(change: (proposal: Record<string, unknown>) => Record<string, unknown>) {
  const stored = z
    .object({ proposal: z.record(z.string(), z.unknown()) })
    .loose()
    .parse(RELEASE_SNAPSHOT);
  return { ...stored, proposal: change(stored.proposal) };
}

/** A client whose address (if any) has these number, complement and neighbourhood. */
function withAddressDetails(client: unknown, value: string | null) {
  const parsed = z
    .object({ address: z.record(z.string(), z.unknown()).nullable() })
    .loose()
    .parse(client);
  if (parsed.address === null) return parsed;
  return {
    ...parsed,
    address: { ...parsed.address, number: value, complement: value, neighborhood: value },
  };
}

/** Totals as issued before the taxes: the invoice total is the total with IPI (ADR 072). */
const totalsAsIssued = (totals: unknown) => {
  const parsed = z.object({ totalWithIpi: z.number() }).loose().parse(totals);
  return {
    ...parsed,
    addedTaxes: 0,
    invoiceTotal: parsed.totalWithIpi,
    invoiceTotalInWords: null,
    difal: null,
  };
};

/** The release's commercial conditions as issued, with the fields of the taxes (ADR 072). */
function commercialAsIssued(commercial: unknown) {
  const parsed = z
    .object({ prices: z.array(z.record(z.string(), z.unknown())), totals: z.unknown() })
    .loose()
    .parse(commercial);
  return {
    ...parsed,
    prices: parsed.prices.map((line) => ({
      ...line,
      icmsOverride: line.icms,
      ipiOverride: line.ipi,
      overrideReason: 'Informada antes do cálculo automático',
      conv5291: false,
      classification: null,
    })),
    totals: totalsAsIssued(parsed.totals),
    invoiceDate: null,
    validUntil: null,
    taxDates: null,
    taxes: null,
    taxesMissing: [],
  };
}

/**
 * What the release issued, read today: its catalogues were not recorded (docs/decisions/053);
 * its systems were current when issued (docs/decisions/055); its rooms' coverage was not
 * recorded (docs/decisions/061), nor its balance evaporating temperature (062); it listed no
 * warnings (060); its client's address had no number, complement or neighbourhood apart from the
 * street (066); its client had no CPF, state registration or fiscal profile (071); its equipment
 * lines recorded no classification (071).
 */
const release = ProposalDocumentSchema.parse({
  ...releaseWith((proposal) => ({
    ...proposal,
    client: {
      ...withAddressDetails(proposal.client, null),
      cpf: null,
      stateRegistration: null,
      fiscal: null,
    },
    totals: totalsAsIssued(proposal.totals),
    catalogues: null,
    equipments: z
      .array(z.record(z.string(), z.unknown()))
      .parse(proposal.equipments)
      .map((line) => ({ ...line, classification: null })),
    systems: z
      .array(z.record(z.string(), z.unknown()))
      .parse(proposal.systems)
      .map((system) => ({
        ...system,
        isStale: false,
        balanceEvaporatingTemperature: null,
        rooms: [],
        warnings: [],
      })),
  })),
  commercialConditions: commercialAsIssued(
    z.object({ commercialConditions: z.unknown() }).loose().parse(RELEASE_SNAPSHOT)
      .commercialConditions,
  ),
});

describe('issued proposal snapshots', () => {
  it('reads the snapshot release 2.8.6 issued (no schemaVersion: version 1) as issued, its catalogues not recorded', () => {
    expect(RELEASE_SNAPSHOT).not.toHaveProperty('schemaVersion');
    expect(release.proposal.status).toBe('ISSUED');
    expect(release.proposal.systems.length).toBeGreaterThan(0);
    expect(release.commercialConditions?.prices.length).toBeGreaterThan(0);
    expect(readProposalSnapshot(RELEASE_SNAPSHOT, 1)).toEqual(release);
  });

  it('upgrade 1 → 2: a revision issued without systems lists no catalogue; a list already there is kept', () => {
    const withoutSystems = releaseWith((proposal) => ({ ...proposal, systems: [] }));
    expect(readProposalSnapshot(withoutSystems, 1).proposal.catalogues).toEqual([]);
    const catalogue = {
      id: 1,
      key: 'demo-1.0.0-seed-1',
      label: 'Catálogo de demonstração',
      source: 'DEMONSTRATION',
      isDemonstration: true,
      notice: 'Catálogo de demonstração (dados sintéticos) · versão demo-1.0.0-seed-1',
    };
    const listed = releaseWith((proposal) => ({ ...proposal, catalogues: [catalogue] }));
    expect(readProposalSnapshot(listed, 1).proposal.catalogues).toEqual([catalogue]);
    expect(PROPOSAL_SNAPSHOT_DOCUMENT.upgrades.map((upgrade) => upgrade.name)).toEqual([
      'record-catalogues',
      'record-systems-current',
      'record-balance-evaporating-temperature',
      'record-room-coverage',
      'record-systems-warnings',
      'record-address-details',
      'record-client-fiscal',
      'record-equipment-classification',
      'record-taxes',
    ]);
  });

  it('upgrade 2 → 3: a revision issued at version 2 had current systems; a mark already there is kept', () => {
    const atVersion2 = {
      ...releaseWith((proposal) => ({ ...proposal, catalogues: [] })),
      schemaVersion: 2,
    };
    const read = readProposalSnapshot(atVersion2, 1);
    expect(read.proposal.systems.length).toBeGreaterThan(0);
    expect(read.proposal.systems.every((system) => !system.isStale)).toBe(true);
    const marked = {
      ...releaseWith((proposal) => ({
        ...proposal,
        catalogues: [],
        systems: z
          .array(z.record(z.string(), z.unknown()))
          .parse(proposal.systems)
          .map((system) => ({ ...system, isStale: true })),
      })),
      schemaVersion: 2,
    };
    expect(readProposalSnapshot(marked, 1).proposal.systems.every((system) => system.isStale)).toBe(
      true,
    );
  });

  it('upgrade 3 → 4 → 5: a revision issued at version 3 lists no room coverage; a list already there is kept', () => {
    const systemsWith = (extra: Record<string, unknown>) =>
      releaseWith((proposal) => ({
        ...proposal,
        catalogues: [],
        systems: z
          .array(z.record(z.string(), z.unknown()))
          .parse(proposal.systems)
          .map((system) => ({ ...system, isStale: false, ...extra })),
      }));
    const read = readProposalSnapshot({ ...systemsWith({}), schemaVersion: 3 }, 1);
    expect(read.proposal.systems.length).toBeGreaterThan(0);
    expect(read.proposal.systems.every((system) => system.rooms.length === 0)).toBe(true);
    const room = {
      roomId: 1,
      name: 'Câmara de maçãs',
      capacity: 5398,
      requiredCapacity: 8923,
      coveragePercent: 60.5,
      isCovered: false,
      uncoveredReason: 'Recebe 5.398 de 8.923 kcal/h (60 %), abaixo do mínimo de 95 %.',
    };
    const listed = readProposalSnapshot({ ...systemsWith({ rooms: [room] }), schemaVersion: 3 }, 1);
    expect(listed.proposal.systems.map((system) => system.rooms)).toEqual(
      listed.proposal.systems.map(() => [room]),
    );
  });

  it('upgrade 5 → 6: a revision issued before lists no system warning; a list already there is kept', () => {
    const atVersion3 = {
      ...releaseWith((proposal) => ({
        ...proposal,
        catalogues: [],
        systems: z
          .array(z.record(z.string(), z.unknown()))
          .parse(proposal.systems)
          .map((system) => ({ ...system, isStale: false })),
      })),
      schemaVersion: 3,
    };
    const read = readProposalSnapshot(atVersion3, 1);
    expect(read.proposal.systems.length).toBeGreaterThan(0);
    expect(read.proposal.systems.every((system) => system.warnings.length === 0)).toBe(true);
    const warning = { code: 'EVAPORATOR_OUTSIDE_APPLICATION', message: 'Fora da aplicação.' };
    const listed = {
      ...atVersion3,
      proposal: {
        ...atVersion3.proposal,
        systems: z
          .array(z.record(z.string(), z.unknown()))
          .parse(atVersion3.proposal.systems)
          .map((system) => ({ ...system, warnings: [warning] })),
      },
    };
    expect(readProposalSnapshot(listed, 1).proposal.systems[0]?.warnings).toEqual([warning]);
  });

  it('upgrade 6 → 7: a revision issued before has no address number, complement or neighbourhood; ones already there are kept', () => {
    expect(release.proposal.client.address).toMatchObject({
      number: null,
      complement: null,
      neighborhood: null,
    });
    const atVersion6 = {
      ...toStoredSnapshot(release),
      schemaVersion: 6,
      proposal: {
        ...release.proposal,
        client: {
          ...release.proposal.client,
          address: {
            street: 'Rua Sinimbu, 1200',
            city: null,
            state: null,
            zipcode: null,
            country: 'Brasil',
          },
        },
      },
    };
    expect(readProposalSnapshot(atVersion6, 1).proposal.client.address).toEqual({
      street: 'Rua Sinimbu, 1200',
      number: null,
      complement: null,
      neighborhood: null,
      city: null,
      state: null,
      zipcode: null,
      country: 'Brasil',
    });
    const withoutAddress = {
      ...atVersion6,
      proposal: { ...atVersion6.proposal, client: { ...release.proposal.client, address: null } },
    };
    expect(readProposalSnapshot(withoutAddress, 1).proposal.client.address).toBeNull();
    const kept = {
      ...atVersion6,
      proposal: {
        ...atVersion6.proposal,
        client: withAddressDetails(release.proposal.client, 'x'),
      },
    };
    expect(readProposalSnapshot(kept, 1).proposal.client.address).toMatchObject({
      number: 'x',
      complement: 'x',
      neighborhood: 'x',
    });
  });

  it('upgrade 7 → 8: a revision issued before has no CPF, state registration or fiscal profile; ones already there are kept', () => {
    const { cpf, stateRegistration, fiscal, ...issuedClient } = release.proposal.client;
    expect([cpf, stateRegistration, fiscal]).toEqual([null, null, null]);
    const atVersion7 = {
      ...toStoredSnapshot(release),
      schemaVersion: 7,
      proposal: { ...release.proposal, client: issuedClient },
    };
    expect(readProposalSnapshot(atVersion7, 1)).toEqual(release);
    const profile = {
      icmsContribution: 'NON_CONTRIBUTOR',
      goodsUse: 'FIXED_ASSETS',
      simplesNacional: false,
      freeTradeZone: false,
      publicBody: true,
    } as const;
    const kept = {
      ...atVersion7,
      proposal: {
        ...atVersion7.proposal,
        client: {
          ...issuedClient,
          cpf: '52998224725',
          stateRegistration: 'ISENTO',
          fiscal: profile,
        },
      },
    };
    expect(readProposalSnapshot(kept, 1).proposal.client).toMatchObject({
      cpf: '52998224725',
      stateRegistration: 'ISENTO',
      fiscal: profile,
    });
  });

  it('upgrade 8 → 9: a revision issued before records no equipment classification; one already there is kept', () => {
    expect(release.proposal.equipments.length).toBeGreaterThan(0);
    const strip = (lines: readonly object[]) =>
      lines.map((line) => {
        const { classification: _, ...rest } = z.record(z.string(), z.unknown()).parse(line);
        return rest;
      });
    const atVersion8 = {
      ...toStoredSnapshot(release),
      schemaVersion: 8,
      proposal: { ...release.proposal, equipments: strip(release.proposal.equipments) },
    };
    const read = readProposalSnapshot(atVersion8, 1);
    expect(read.proposal.equipments.map((line) => line.classification)).toEqual(
      release.proposal.equipments.map(() => null),
    );
    const coil = { ncm: '84189900', ex: '01', origin: 0 };
    const kept = {
      ...atVersion8,
      proposal: {
        ...atVersion8.proposal,
        equipments: atVersion8.proposal.equipments.map((line) => ({
          ...line,
          classification: coil,
        })),
      },
    };
    expect(readProposalSnapshot(kept, 1).proposal.equipments[0]?.classification).toEqual(coil);
  });

  it('upgrade 9 → 10: a revision issued before the taxes reads its rates and totals exactly as issued, taxes null (ADR 072)', () => {
    const read = readProposalSnapshot(RELEASE_SNAPSHOT, 1);
    expect(read.proposal.totals).toEqual({
      total: 35_000,
      ipi: 1750,
      totalWithIpi: 36_750,
      addedTaxes: 0,
      invoiceTotal: 36_750,
      invoiceTotalInWords: null,
      difal: null,
    });
    expect(read.commercialConditions?.totals).toEqual(read.proposal.totals);
    expect(
      read.commercialConditions?.prices.map(({ icms, pisCofins, ipi, lineTotal }) => ({
        icms,
        pisCofins,
        ipi,
        lineTotal,
      })),
    ).toEqual([
      { icms: 12, pisCofins: 9.25, ipi: 5, lineTotal: 10_000 },
      { icms: 12, pisCofins: 9.25, ipi: 5, lineTotal: 25_000 },
    ]);
    expect(read.commercialConditions).toMatchObject({
      taxes: null,
      taxDates: null,
      taxesMissing: [],
    });
    // A snapshot written at the current version keeps its taxes' totals.
    expect(readProposalSnapshot(toStoredSnapshot(release), 1)).toEqual(release);
  });

  it('writes the current version and reads it back unchanged', () => {
    const stored = toStoredSnapshot(release);
    expect(stored).toMatchObject({ schemaVersion: PROPOSAL_SNAPSHOT_DOCUMENT.version });
    expect(readProposalSnapshot(stored, 1)).toEqual(release);
  });

  it("reads a text issued before today's text limits (more than 1 000 lines)", () => {
    const text = Array.from({ length: 1_200 }, (_, index) => `linha ${index}`).join('\n');
    const issued = { ...release, presentation: { templateId: null, text } };
    expect(ProposalDocumentSchema.safeParse(issued).success).toBe(false);
    expect(readProposalSnapshot(issued, 1).presentation?.text).toBe(text);
  });

  it('refuses a snapshot of a newer version or one that does not parse, whole', () => {
    const newer = { ...release, schemaVersion: PROPOSAL_SNAPSHOT_DOCUMENT.version + 1 };
    expect(() => readProposalSnapshot(newer, 12)).toThrow(
      expect.objectContaining({ status: 500, code: 'STORED_DOCUMENT_UNREADABLE' }),
    );
    expect(() => readProposalSnapshot(newer, 12)).toThrow(/proposta emitida \(proposta 12\)/);
    const { commercialConditions: _gone, ...broken } = release;
    expect(() => readProposalSnapshot(broken, 12)).toThrow(
      expect.objectContaining({ code: 'STORED_DOCUMENT_UNREADABLE' }),
    );
  });

  it('adds a field to an issued snapshot through a new upgrade step', () => {
    // What the next change to the issued document does: a field in the commercial conditions
    // (the change that broke the release's issued revisions before there was a place for it).
    const commercial = ProposalSnapshotSchema.shape.commercialConditions.unwrap();
    const next = defineStoredDocument(
      PROPOSAL_SNAPSHOT_DOCUMENT.label,
      ProposalSnapshotSchema.extend({
        commercialConditions: commercial.extend({ freightBrl: z.number().nullable() }).nullable(),
      }),
      [
        ...PROPOSAL_SNAPSHOT_DOCUMENT.upgrades,
        {
          from: PROPOSAL_SNAPSHOT_DOCUMENT.version,
          name: 'add-freight',
          up: (document) => {
            const conditions = z
              .record(z.string(), z.unknown())
              .nullable()
              .parse(document.commercialConditions);
            return {
              ...document,
              commercialConditions: conditions && { ...conditions, freightBrl: null },
            };
          },
        },
      ],
    );
    // Without the step, the new schema refuses what the release issued.
    expect(next.schema.safeParse(RELEASE_SNAPSHOT).success).toBe(false);
    for (const stored of [RELEASE_SNAPSHOT, toStoredSnapshot(release)]) {
      const read = parseStoredDocument(next, stored);
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      expect(read.value.commercialConditions?.freightBrl).toBeNull();
      expect({ ...read.value, commercialConditions: release.commercialConditions }).toEqual(
        release,
      );
    }
    // A snapshot the next version issued: kept by it, refused whole by this version.
    const issued = {
      ...release,
      commercialConditions: { ...release.commercialConditions, freightBrl: 350 },
      schemaVersion: next.version,
    };
    const read = parseStoredDocument(next, issued);
    expect(read.ok && read.value.commercialConditions?.freightBrl).toBe(350);
    expect(() => readProposalSnapshot(issued, 3)).toThrow(
      expect.objectContaining({ code: 'STORED_DOCUMENT_UNREADABLE' }),
    );
  });
});
