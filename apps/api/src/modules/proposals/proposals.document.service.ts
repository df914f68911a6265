import type { Project, ProposalDocument } from '@camara-fria/contracts';
import { mergeDescriptions, type ProposalSelection } from '@camara-fria/proposal';
import {
  loadDefaultTexts,
  type DefaultTexts,
} from '../proposal-templates/proposal-templates.service.ts';
import {
  characteristicsContent,
  commercialContent,
  textContent,
} from './proposal-section-document.ts';
import type { ProposalServices } from './proposals.access.service.ts';
import {
  loadLiveSelection,
  priceSelection,
  type PricedCommercial,
  type StoredCommercial,
} from './proposals.live.service.ts';
import {
  pickCommercialTexts,
  readSnapshot,
  readTextBlock,
  rowFields,
} from './proposals.presenter.ts';
import { findSections, type ProposalRow, type SectionRow } from './proposals.repository.ts';

/**
 * The document of a revision (docs/decisions/029): a draft's built live from its project's rooms
 * and systems and its stored sections, an issued revision's read from its snapshot.
 */

export type TextSectionKey = 'presentation' | 'generalConditions' | 'responsible';

export type DraftParts = PricedCommercial & {
  selection: ProposalSelection;
  sections: Map<string, SectionRow>;
  commercial: StoredCommercial | undefined;
};

export async function loadDraftParts(
  services: ProposalServices,
  project: Project,
  row: ProposalRow,
  /** The selection, when the caller has read it already (a save, in its transaction). */
  known?: ProposalSelection,
): Promise<DraftParts> {
  const { db } = services;
  const selection = known ?? (await loadLiveSelection(db, services.sources, project));
  const sections = new Map(
    (await findSections(db, row.id)).map((section) => [section.key, section]),
  );
  const commercial = commercialContent(sections.get('commercialConditions'));
  const priced = await priceSelection(db, services, project, selection, commercial);
  return { selection, sections, commercial, ...priced };
}

export function proposalPart(
  project: Project,
  row: ProposalRow,
  parts: DraftParts,
): ProposalDocument['proposal'] {
  return {
    ...rowFields(row),
    project: { id: project.id, name: project.name },
    client: parts.selection.client,
    rooms: parts.selection.rooms,
    systems: parts.selection.systems,
    equipments: parts.selection.equipments,
    catalogues: parts.selection.catalogues,
    totals: parts.totals,
  };
}

export function characteristicsOf(
  parts: DraftParts,
  defaults: DefaultTexts,
): ProposalDocument['equipmentCharacteristics'] {
  const stored = characteristicsContent(parts.sections.get('equipmentCharacteristics'));
  return {
    descriptions: mergeDescriptions(
      parts.selection.equipments,
      stored?.descriptions ?? {},
      defaults.characteristicByType,
    ),
    additionalInformation: stored?.additionalInformation ?? '',
  };
}

/** A draft's commercial conditions as its document holds them (the taxes and their dates too). */
export function commercialOf(
  parts: DraftParts,
): NonNullable<ProposalDocument['commercialConditions']> {
  return {
    prices: parts.prices,
    totals: parts.totals,
    invoiceDate: parts.commercial?.invoiceDate ?? null,
    validUntil: parts.commercial?.validUntil ?? null,
    taxDates: parts.taxDates,
    taxes: parts.taxes,
    taxesMissing: parts.taxesMissing,
    ...pickCommercialTexts(parts.commercial),
  };
}

export function draftDocument(
  project: Project,
  row: ProposalRow,
  parts: DraftParts,
  defaults: DefaultTexts,
): ProposalDocument {
  const text = (key: TextSectionKey) => readTextBlock(textContent(parts.sections.get(key)));
  return {
    proposal: proposalPart(project, row, parts),
    presentation: text('presentation'),
    equipmentCharacteristics: characteristicsOf(parts, defaults),
    commercialConditions: commercialOf(parts),
    generalConditions: text('generalConditions'),
    responsible: text('responsible'),
  };
}

/** An issued revision's document: its snapshot, with the fields its row owns (status, stamp…). */
export function issuedDocument(row: ProposalRow): ProposalDocument {
  const snapshot = readSnapshot(row);
  return { ...snapshot, proposal: { ...snapshot.proposal, ...rowFields(row) } };
}

/**
 * The one model of a revision (the screen's read-only view, the comparison, the snapshot
 * and the documents): a draft built live, an issued revision from its snapshot. The editor's view;
 * pass it through {@link viewFor} for anyone else.
 */
export async function buildProposalDocument(
  services: ProposalServices,
  project: Project,
  row: ProposalRow,
): Promise<ProposalDocument> {
  const { db } = services;
  if (row.status === 'ISSUED') return issuedDocument(row);
  const parts = await loadDraftParts(services, project, row);
  return draftDocument(project, row, parts, await loadDefaultTexts(db));
}
