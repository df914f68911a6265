import {
  COMMERCIAL_TEXT_FIELDS,
  OVERRIDE_REASON_BEFORE_TAXES,
  ProposalDocumentSchema,
  z,
  type CommercialTextField,
  type ProposalDocument,
} from '@camara-fria/contracts';
import {
  defineStoredDocument,
  readStoredDocument,
  toStoredDocument,
  type JsonObject,
} from '../../lib/versioned-document.ts';

/**
 * How an issued revision's document is stored (`proposals.snapshot`: the whole ProposalDocument,
 * editor sections included, as it was issued) and read back
 * (docs/decisions/049-versioned-stored-documents.md). Version 1 is the document as issued before
 * versions existed (no `schemaVersion`); version 2 records the catalogues (053); version 3 says of
 * each system whether it was stale (055); version 4 records each system's balance evaporating temperature (062); version 5 lists each system's rooms' coverage (061); version 6 each system's warnings (060); version 7 the client address's number, complement and neighbourhood (066); version 8 the client's CPF, state registration and fiscal profile (071); version 9 each equipment line's classification (071); version 10 the commercial conditions' taxes (072). The current
 * version is the contracts' ProposalDocument, except that its texts are read without today's input limits (a text issued before a limit
 * still reads): so a change to ProposalDocumentSchema that an issued snapshot does not already
 * satisfy needs an upgrade here (and fails proposal-snapshot-document.test.ts until it has one).
 */

/** A text block as issued: the template it came from and its Markdown, without input limits. */
const IssuedTextBlockSchema = z.object({
  templateId: z.number().int().nullable(),
  text: z.string(),
});

const issuedCommercialTexts = Object.fromEntries(
  COMMERCIAL_TEXT_FIELDS.map((field) => [field, IssuedTextBlockSchema]),
) as Record<CommercialTextField, typeof IssuedTextBlockSchema>;

/** The current version's shape (without `schemaVersion`). */
export const ProposalSnapshotSchema = ProposalDocumentSchema.extend({
  presentation: IssuedTextBlockSchema.nullable(),
  commercialConditions: ProposalDocumentSchema.shape.commercialConditions
    .unwrap()
    .extend(issuedCommercialTexts)
    .nullable(),
  generalConditions: IssuedTextBlockSchema.nullable(),
  responsible: IssuedTextBlockSchema.nullable(),
});

const JsonRecordSchema = z.record(z.string(), z.unknown());

/**
 * Version 1 → 2 (docs/decisions/053): the proposal names the catalogues its equipment came from
 * (`proposal.catalogues`). A revision issued before did not record them: `null`, printed
 * "Catálogo não registrado nesta revisão" (which version its systems used then is not known:
 * they may have been saved again on another since); an empty list when it listed no system.
 * A list already there is kept.
 */
function recordCatalogues(document: JsonObject): JsonObject {
  const parsed = JsonRecordSchema.safeParse(document.proposal);
  // Not an object: left as it is, for the schema to refuse it whole.
  if (!parsed.success || 'catalogues' in parsed.data) return document;
  const proposal = parsed.data;
  const systems = z.array(z.unknown()).safeParse(proposal.systems);
  const catalogues = systems.success && systems.data.length === 0 ? [] : null;
  return { ...document, proposal: { ...proposal, catalogues } };
}

/**
 * An upgrade that gives each system of the proposal a field it did not record, with `value`
 * (a system already carrying it keeps its own). A proposal not of the expected shape is left as
 * it is, for the schema to refuse it whole.
 */
function defaultEachSystem(field: string, value: unknown): (document: JsonObject) => JsonObject {
  return (document) => {
    const parsed = JsonRecordSchema.safeParse(document.proposal);
    const systems = z.array(JsonRecordSchema).safeParse(parsed.data?.systems);
    if (!parsed.success || !systems.success) return document;
    return {
      ...document,
      proposal: {
        ...parsed.data,
        systems: systems.data.map((system) => ({ [field]: value, ...system })),
      },
    };
  };
}

/**
 * Version 2 → 3 (docs/decisions/055): each system says whether it was stale (`isStale`). A
 * revision issued before printed its systems' results as stored then: recorded as not stale
 * (what it printed is what it was issued with).
 */
const recordSystemsCurrent = defaultEachSystem('isStale', false);

/**
 * Version 3 → 4 (docs/decisions/062): each system records the evaporating temperature at its
 * balance point (`balanceEvaporatingTemperature`). A revision issued before did not: null,
 * printed "—".
 */
const recordBalanceEvaporatingTemperature = defaultEachSystem(
  'balanceEvaporatingTemperature',
  null,
);

/**
 * Version 4 → 5 (docs/decisions/061): each system lists its rooms' coverage at the balance point
 * (`rooms`). A revision issued before did not record the rooms' capacities: an empty list (the
 * coverage table is not printed for it; its systems' totals read as issued).
 */
const recordRoomCoverage = defaultEachSystem('rooms', []);

/**
 * Version 5 → 6 (docs/decisions/060): each system lists its result's warnings (`warnings`). A
 * revision issued before did not record them: an empty list.
 */
const recordSystemsWarnings = defaultEachSystem('warnings', []);

/**
 * Version 6 → 7 (docs/decisions/066): the client's address has a number, a complement and a
 * neighbourhood of its own. A revision issued before had them (if at all) inside the street, as
 * typed: null, so it prints the street as issued. A revision without an address keeps none.
 */
function recordAddressDetails(document: JsonObject): JsonObject {
  const proposal = JsonRecordSchema.safeParse(document.proposal);
  const client = JsonRecordSchema.safeParse(proposal.data?.client);
  const address = JsonRecordSchema.safeParse(client.data?.address);
  if (!proposal.success || !client.success || !address.success) return document;
  return {
    ...document,
    proposal: {
      ...proposal.data,
      client: {
        ...client.data,
        address: { number: null, complement: null, neighborhood: null, ...address.data },
      },
    },
  };
}

/**
 * Version 7 → 8 (docs/decisions/071): the client has a CPF, a state registration and a fiscal
 * profile. A revision issued before had none: null, so it prints the client as issued. Values
 * already there are kept.
 */
function recordClientFiscal(document: JsonObject): JsonObject {
  const proposal = JsonRecordSchema.safeParse(document.proposal);
  const client = JsonRecordSchema.safeParse(proposal.data?.client);
  if (!proposal.success || !client.success) return document;
  return {
    ...document,
    proposal: {
      ...proposal.data,
      client: { cpf: null, stateRegistration: null, fiscal: null, ...client.data },
    },
  };
}

/**
 * Version 8 → 9 (docs/decisions/071, "Product classification"): each equipment line records its
 * catalogue model's NCM, Ex and origin (`classification`). A revision issued before did not:
 * null (what it printed is what it was issued with). A proposal not of the expected shape is
 * left as it is, for the schema to refuse it whole.
 */
function recordEquipmentClassification(document: JsonObject): JsonObject {
  const parsed = JsonRecordSchema.safeParse(document.proposal);
  const equipments = z.array(JsonRecordSchema).safeParse(parsed.data?.equipments);
  if (!parsed.success || !equipments.success) return document;
  return {
    ...document,
    proposal: {
      ...parsed.data,
      equipments: equipments.data.map((line) => ({ classification: null, ...line })),
    },
  };
}

/**
 * Totals as issued before the taxes were computed: the invoice total is the total with IPI the
 * revision printed, nothing else added, no DIFAL, no words (docs/decisions/072). Totals already
 * carrying an invoice total keep theirs.
 */
function totalsAsIssued(totals: unknown): unknown {
  const parsed = JsonRecordSchema.safeParse(totals);
  if (!parsed.success || 'invoiceTotal' in parsed.data) return totals;
  return {
    addedTaxes: 0,
    invoiceTotal: parsed.data.totalWithIpi,
    invoiceTotalInWords: null,
    difal: null,
    ...parsed.data,
  };
}

/** A price line as issued: the rates it printed were typed (overrides), no classification. */
function priceAsIssued(line: Record<string, unknown>): Record<string, unknown> {
  if ('icmsOverride' in line) return line;
  const typed = (value: unknown) => (typeof value === 'number' ? value : null);
  const icmsOverride = typed(line.icms);
  const ipiOverride = typed(line.ipi);
  return {
    ...line,
    icmsOverride,
    ipiOverride,
    overrideReason:
      icmsOverride !== null || ipiOverride !== null ? OVERRIDE_REASON_BEFORE_TAXES : null,
    conv5291: false,
    classification: null,
  };
}

/**
 * Version 9 → 10 (docs/decisions/072): the commercial conditions carry their taxes. A revision
 * issued before read as issued: its rates and totals exactly as printed (a figure a customer saw
 * never changes), the typed ICMS and IPI recorded as overrides, the invoice total its total with
 * IPI; no tax dates, taxes null (nothing missing: they were not computed then).
 */
function recordTaxes(document: JsonObject): JsonObject {
  const proposal = JsonRecordSchema.safeParse(document.proposal);
  const commercial = JsonRecordSchema.safeParse(document.commercialConditions);
  const prices = z.array(JsonRecordSchema).safeParse(commercial.data?.prices);
  return {
    ...document,
    ...(proposal.success
      ? { proposal: { ...proposal.data, totals: totalsAsIssued(proposal.data.totals) } }
      : {}),
    ...(commercial.success && prices.success
      ? {
          commercialConditions: {
            invoiceDate: null,
            validUntil: null,
            taxDates: null,
            taxes: null,
            taxesMissing: [],
            ...commercial.data,
            prices: prices.data.map(priceAsIssued),
            totals: totalsAsIssued(commercial.data.totals),
          },
        }
      : {}),
  };
}

/** The snapshot's document: version 1 is the shape issued before versions; then named upgrades. */
export const PROPOSAL_SNAPSHOT_DOCUMENT = defineStoredDocument(
  'da proposta emitida',
  ProposalSnapshotSchema,
  [
    { from: 1, name: 'record-catalogues', up: recordCatalogues },
    { from: 2, name: 'record-systems-current', up: recordSystemsCurrent },
    {
      from: 3,
      name: 'record-balance-evaporating-temperature',
      up: recordBalanceEvaporatingTemperature,
    },
    { from: 4, name: 'record-room-coverage', up: recordRoomCoverage },
    { from: 5, name: 'record-systems-warnings', up: recordSystemsWarnings },
    { from: 6, name: 'record-address-details', up: recordAddressDetails },
    { from: 7, name: 'record-client-fiscal', up: recordClientFiscal },
    { from: 8, name: 'record-equipment-classification', up: recordEquipmentClassification },
    { from: 9, name: 'record-taxes', up: recordTaxes },
  ],
);

/**
 * An issued revision's snapshot, upgraded and parsed.
 * @param proposalId - the revision's id, for the message.
 * @throws AppError STORED_DOCUMENT_UNREADABLE when it is of a newer or unknown version or does
 *   not parse.
 */
export function readProposalSnapshot(stored: unknown, proposalId: number): ProposalDocument {
  return readStoredDocument(PROPOSAL_SNAPSHOT_DOCUMENT, stored, `proposta ${proposalId}`);
}

/** The snapshot as it is written: the current version stamped on it. */
export function toStoredSnapshot(document: ProposalDocument): object {
  return toStoredDocument(PROPOSAL_SNAPSHOT_DOCUMENT, document);
}
