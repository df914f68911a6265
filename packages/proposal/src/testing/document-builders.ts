/**
 * Proposal test factories of the proposal's unit tests: the project a selection is read from, an
 * equipment line, a whole revision document. Not used by production code.
 */
import {
  COMMERCIAL_TEXT_FIELDS,
  type PriceInput,
  type ProposalDocument,
  type ProposalEquipment,
} from '@camara-fria/contracts';
import { mergeDescriptions } from '../characteristics.ts';
import { computeTotals, mergePrices } from '../prices.ts';
import type { ProposalSelection, ProposalSelectionSource } from '../selection/selection.ts';
import { STAMP } from './room-builders.ts';

/** A project with a full customer address; rooms and systems as given. */
export function buildSelectionSource(
  rooms: ProposalSelectionSource['rooms'],
  systems: ProposalSelectionSource['systems'],
): ProposalSelectionSource {
  return {
    project: {
      id: 1,
      name: 'Entreposto Serra Azul',
      customer: {
        name: 'Frigorífico Serra Azul Ltda.',
        email: 'compras@serraazul.com.br',
        cnpj: '11222333000181',
        cpf: null,
        stateRegistration: null,
        phone: '4733334444',
        address: {
          street: 'Rua das Palmeiras',
          number: '100',
          complement: 'Galpão 3',
          neighborhood: 'Itoupava Norte',
          city: 'Blumenau',
          state: 'SC',
          country: 'Brasil',
          zipcode: '89010000',
        },
        segment: null,
        fiscal: null,
      },
    },
    rooms,
    systems,
  };
}

/** An equipment line of a selection: a catalogue evaporator unless `overrides` say otherwise. */
export function buildEquipment(
  sku: string | null,
  overrides: Partial<ProposalEquipment> = {},
): ProposalEquipment {
  const type = overrides.type ?? 'EVAPORATOR';
  return {
    key: sku ? `${type}:${sku}` : `${type}:special:10:1`,
    type,
    specialEquipment: sku === null,
    model: 'HP 3-45',
    line: sku ? 'HP' : null,
    sku: sku ? { id: 101, sku } : null,
    count: 1,
    unitCapacity: 4500,
    commercialDescription: 'Evaporador de ar forçado linha HP',
    image: null,
    classification: sku ? { ncm: '84189900', ex: '01', origin: 0 } : null,
    systemNames: ['Sistema 1'],
    roomNames: ['Câmara 1'],
    ...overrides,
  };
}

/** A text block of a section, written by hand. */
const textBlock = (text: string) => ({ templateId: null, text });

/**
 * The editor's view of a revision built from a selection: the given prices (merged as the API
 * merges them), one short text per section and commercial block.
 */
export function buildProposalDocument(
  selection: ProposalSelection,
  prices: readonly PriceInput[] = [],
): ProposalDocument {
  const lines = mergePrices(selection.equipments, prices);
  const totals = computeTotals(lines);
  const commercialTexts = Object.fromEntries(
    COMMERCIAL_TEXT_FIELDS.map((field) => [field, textBlock(`Texto de ${field}.`)]),
  ) as Record<(typeof COMMERCIAL_TEXT_FIELDS)[number], ReturnType<typeof textBlock>>;
  return {
    proposal: {
      id: 1,
      projectId: 1,
      number: '2026-0042',
      revision: 0,
      code: '2026-0042-R0',
      status: 'DRAFT',
      project: { id: 1, name: 'Entreposto Serra Azul' },
      ...selection,
      totals,
      issuedAt: null,
      issuedBy: null,
      createdAt: STAMP,
      updatedAt: STAMP,
      version: 1,
    },
    presentation: textBlock('Prezados, apresentamos nossa proposta.'),
    equipmentCharacteristics: {
      descriptions: mergeDescriptions(selection.equipments, {}, { EVAPORATOR: 'Gabinete em aço.' }),
      additionalInformation: '',
    },
    commercialConditions: {
      prices: lines,
      totals,
      invoiceDate: null,
      validUntil: null,
      taxDates: null,
      taxes: null,
      taxesMissing: [],
      ...commercialTexts,
    },
    generalConditions: textBlock('Condições gerais de venda.'),
    responsible: textBlock('Maria Souza — Engenharia de aplicação.'),
  };
}
