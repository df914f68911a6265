import {
  COMMERCIAL_TEXT_FIELDS,
  COMMERCIAL_TEXT_LABELS,
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  PROPOSAL_SECTION_TITLES,
  PROPOSAL_SECTIONS,
  type PriceDto,
  type ProposalClient,
  type ProposalDocument,
  type ProposalSection,
} from '@camara-fria/contracts';
import {
  EMPTY_CELL,
  formatBrl,
  formatCnpj,
  formatHeat,
  formatNumber,
  formatPhone,
  formatZipcode,
  SIZING_FOOTNOTE,
  SIZING_ROWS,
  sizingCell,
} from '@camara-fria/proposal';
import { formatDate } from './format.ts';
import type {
  ProposalReport,
  ReportAlign,
  ReportBlock,
  ReportInline,
  ReportTable,
  ReportTableCell,
  ReportText,
} from './model.ts';
import { richTextBlocks } from './rich-text-blocks.ts';
import { breakReportText } from './text-pieces.ts';

/** The maker whose proposal this is (configuration; DEMO_MAKER by default). */
export interface MakerIdentity {
  /** "Câmara Fria Refrigeração (demonstração)". */
  name: string;
  /** ["Rua …, 100 — Distrito Industrial", "Campinas — SP, 13000-000"]. */
  addressLines: string[];
  phone: string | null;
  email: string | null;
  website: string | null;
  /** PNG bytes (both pdfmake and docx take PNG). */
  logo: { png: Uint8Array } | null;
}

export interface ReportContext {
  maker: MakerIdentity;
  generatedAt: Date;
  /** IANA zone of the dates printed, 'America/Sao_Paulo'. */
  timeZone: string;
}

/** Rooms per sizing table: a label column and up to this many rooms fit an A4 page upright. */
export const ROOMS_PER_SIZING_TABLE = 5;

export const REPORT_MESSAGES = {
  clientTitle: 'Dados do Cliente',
  noClient: 'Não há dados do cliente.',
  special: 'Especial',
  systemsTitle: 'Resultado da seleção',
  equipmentTitle: 'Equipamentos',
  notCalculated: 'Não calculado',
  additionalInformation: 'Informações adicionais',
  totalsCaption: 'Totais',
} as const;

const text = (value: string, extra: Omit<ReportText, 'kind' | 'text'> = {}): ReportText => ({
  kind: 'text',
  text: value,
  ...extra,
});
const cell = (value: string, extra: Omit<ReportTableCell, 'runs'> = {}): ReportTableCell => ({
  runs: [text(value)],
  ...extra,
});
const heading = (level: 1 | 2 | 3, value: string): ReportBlock => ({
  type: 'heading',
  level,
  align: 'left',
  runs: [text(value)],
});
const paragraph = (value: string, align: ReportAlign = 'left'): ReportBlock => ({
  type: 'paragraph',
  align,
  runs: [text(value)],
});

/** Logo height printed on the page header and on the first page, pt. */
const HEADER_LOGO = 28;
const IDENTITY_LOGO = 56;

/**
 * The document model of a proposal revision: the maker's identity, the title with the revision's
 * code and date, the client block and every section that has content, in the screen's order
 * (sections a non-editor cannot see are null and left out). Every text is in pieces a layout
 * places in linear time: long words carry break opportunities (`breakReportText`).
 */
export function buildProposalReport(
  document: ProposalDocument,
  context: ReportContext,
): ProposalReport {
  const { proposal } = document;
  const { maker } = context;
  const title = `Proposta ${proposal.code}`;
  const date = formatDate(context.generatedAt, context.timeZone);
  const blocks: ReportBlock[] = [
    ...identityBlocks(maker),
    heading(1, title),
    {
      type: 'keyValue',
      entries: [
        { label: 'Projeto', value: proposal.project.name },
        { label: 'Revisão', value: revisionLabel(document, context.timeZone) },
        { label: 'Data', value: date },
      ],
    },
    ...clientBlocks(proposal.client),
  ];
  for (const section of PROPOSAL_SECTIONS) {
    const content = sectionBlocks(section, document);
    if (content.length > 0) blocks.push(heading(2, PROPOSAL_SECTION_TITLES[section]), ...content);
  }
  return breakReportText({
    meta: {
      title,
      code: proposal.code,
      projectName: proposal.project.name,
      makerName: maker.name,
      date,
      generatedAt: context.generatedAt.toISOString(),
    },
    pageHeader: {
      logo: maker.logo && { png: maker.logo.png, width: HEADER_LOGO, height: HEADER_LOGO },
      name: maker.name,
      right: title,
    },
    pageFooter: { left: `${maker.name} — ${title}` },
    blocks,
  });
}

function revisionLabel(document: ProposalDocument, timeZone: string): string {
  const { proposal } = document;
  const revision = `R${proposal.revision} (${proposal.code})`;
  if (proposal.status === 'ISSUED' && proposal.issuedAt) {
    const issuedAt = new Date(proposal.issuedAt);
    if (!Number.isNaN(issuedAt.getTime()))
      return `${revision}, emitida em ${formatDate(issuedAt, timeZone)}`;
  }
  return `${revision}, em elaboração`;
}

function identityBlocks(maker: MakerIdentity): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  if (maker.logo)
    blocks.push({
      type: 'image',
      png: maker.logo.png,
      width: IDENTITY_LOGO,
      height: IDENTITY_LOGO,
      align: 'left',
    });
  const runs: ReportInline[] = [text(maker.name, { bold: true, scale: 1.3 })];
  for (const line of maker.addressLines) runs.push({ kind: 'break' }, text(line));
  const contacts = [
    maker.phone && `Telefone: ${maker.phone}`,
    maker.email && `E-mail: ${maker.email}`,
    maker.website && `Site: ${maker.website}`,
  ].filter((value): value is string => !!value);
  if (contacts.length > 0)
    runs.push({ kind: 'break' }, text(contacts.join(' · '), { muted: true }));
  blocks.push({ type: 'paragraph', align: 'left', runs });
  return blocks;
}

function hasClientData(client: ProposalClient): boolean {
  return (
    [client.name, client.phone, client.cnpj, client.email].some((value) => !!value) ||
    client.address !== null
  );
}

/** Spec §2.4 'Dados do Cliente': the address only when a street exists (as on screen). */
function clientBlocks(client: ProposalClient): ReportBlock[] {
  if (!hasClientData(client))
    return [heading(2, REPORT_MESSAGES.clientTitle), paragraph(REPORT_MESSAGES.noClient)];
  const value = (field: string | null) => field || EMPTY_CELL;
  const entries = [
    { label: 'Cliente', value: value(client.name) },
    { label: 'Telefone', value: value(client.phone && formatPhone(client.phone)) },
    { label: 'CNPJ', value: value(client.cnpj && formatCnpj(client.cnpj)) },
    { label: 'E-mail', value: value(client.email) },
  ];
  const { address } = client;
  if (address)
    entries.push(
      { label: 'Endereço', value: value(address.street) },
      { label: 'Cidade', value: value(address.city) },
      { label: 'Estado', value: value(address.state) },
      { label: 'CEP', value: value(address.zipcode && formatZipcode(address.zipcode)) },
      { label: 'País', value: value(address.country) },
    );
  return [heading(2, REPORT_MESSAGES.clientTitle), { type: 'keyValue', entries }];
}

function sectionBlocks(section: ProposalSection, document: ProposalDocument): ReportBlock[] {
  switch (section) {
    case 'presentation':
      return textBlock(document.presentation?.text);
    case 'dimensioning':
      return dimensioningBlocks(document);
    case 'equipmentCharacteristics':
      return characteristicsBlocks(document);
    case 'commercialConditions':
      return commercialBlocks(document);
    case 'generalConditions':
      return textBlock(document.generalConditions?.text);
    case 'responsible':
      return textBlock(document.responsible?.text);
  }
}

function textBlock(markdown: string | null | undefined): ReportBlock[] {
  return markdown ? richTextBlocks(markdown) : [];
}

function dimensioningBlocks({ proposal }: ProposalDocument): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  for (let start = 0; start < proposal.rooms.length; start += ROOMS_PER_SIZING_TABLE) {
    const rooms = proposal.rooms.slice(start, start + ROOMS_PER_SIZING_TABLE);
    blocks.push({
      type: 'table',
      caption: 'Parâmetros de dimensionamento por câmara',
      columns: [
        { width: 2.4, align: 'left' },
        ...rooms.map(() => ({ width: 1, align: 'center' as const })),
      ],
      headerRows: 1,
      rowHeaders: true,
      scale: 0.8,
      rows: [
        [cell('Parâmetro'), ...rooms.map((room) => cell(room.name))],
        ...SIZING_ROWS.map((row) => [
          cell(row.label),
          ...rooms.map((room) => cell(sizingCell(row, room))),
        ]),
      ],
    });
  }
  if (proposal.rooms.length > 0)
    blocks.push({ type: 'paragraph', align: 'left', small: true, runs: [text(SIZING_FOOTNOTE)] });

  if (proposal.systems.length > 0) {
    blocks.push(heading(3, REPORT_MESSAGES.systemsTitle), {
      type: 'table',
      caption: 'Resultado da seleção por sistema',
      columns: [
        { width: 1.3, align: 'left' },
        { width: 1.6, align: 'left' },
        { width: 1, align: 'left' },
        { width: 1, align: 'right' },
        { width: 1.1, align: 'right' },
        { width: 0.9, align: 'right' },
        { width: 1.1, align: 'right' },
      ],
      headerRows: 1,
      rowHeaders: true,
      scale: 0.8,
      rows: [
        [
          'Sistema',
          'Câmaras',
          'Fluido refrigerante',
          'Temperatura de evaporação (°C)',
          'Capacidade necessária (kcal/h)',
          'DT resultante (K)',
          'Capacidade resultante (kcal/h)',
        ].map((label) => cell(label)),
        ...proposal.systems.map((system) => [
          cell(system.name),
          cell(system.roomNames.join(', ') || EMPTY_CELL),
          cell(system.refrigerant),
          cell(formatNumber(system.operationTemperature)),
          cell(formatHeat(system.requiredCapacity)),
          cell(
            system.resultingDt === null
              ? REPORT_MESSAGES.notCalculated
              : formatNumber(system.resultingDt),
          ),
          cell(
            system.resultingCapacity === null
              ? REPORT_MESSAGES.notCalculated
              : formatHeat(system.resultingCapacity),
          ),
        ]),
      ],
    });
  }

  if (proposal.equipments.length > 0) {
    blocks.push(heading(3, REPORT_MESSAGES.equipmentTitle), {
      type: 'table',
      caption: 'Lista de equipamentos',
      columns: [
        { width: 1.4, align: 'left' },
        { width: 2.2, align: 'left' },
        { width: 1.4, align: 'left' },
        { width: 0.9, align: 'right' },
      ],
      headerRows: 1,
      scale: 0.85,
      rows: [
        ['Tipo', 'Modelo', 'SKU', 'Quantidade'].map((label) => cell(label)),
        ...proposal.equipments.map((equipment) => [
          cell(PROPOSAL_EQUIPMENT_TYPE_LABELS[equipment.type]),
          { runs: withSpecial(equipment.model, equipment.specialEquipment) },
          cell(equipment.sku?.sku ?? EMPTY_CELL),
          cell(String(equipment.count)),
        ]),
      ],
    });
  }
  return blocks;
}

/** The text, then " Especial" in bold when the line is special equipment. */
function withSpecial(value: string, special: boolean): ReportInline[] {
  return special
    ? [text(value), text(' '), text(REPORT_MESSAGES.special, { bold: true })]
    : [text(value)];
}

function characteristicsBlocks({ equipmentCharacteristics }: ProposalDocument): ReportBlock[] {
  const blocks: ReportBlock[] = [];
  for (const description of equipmentCharacteristics.descriptions) {
    blocks.push({
      type: 'heading',
      level: 3,
      align: 'left',
      runs: withSpecial(description.title, description.specialEquipment),
    });
    if (description.commercialDescription?.trim())
      blocks.push(paragraph(description.commercialDescription));
    blocks.push(...textBlock(description.complementaryDescription));
  }
  const additional = textBlock(equipmentCharacteristics.additionalInformation);
  if (additional.length > 0)
    blocks.push(heading(3, REPORT_MESSAGES.additionalInformation), ...additional);
  return blocks;
}

function priceLineName(line: PriceDto): string {
  return `${PROPOSAL_EQUIPMENT_TYPE_LABELS[line.type]} ${line.model}`;
}

const rate = (value: number | null) => formatNumber(value);

function commercialBlocks({ commercialConditions }: ProposalDocument): ReportBlock[] {
  if (!commercialConditions) return [];
  const blocks: ReportBlock[] = [];
  const { prices, totals } = commercialConditions;
  if (prices.length > 0) {
    const table: ReportTable = {
      type: 'table',
      caption: 'Preços por equipamento',
      columns: [
        { width: 2.6, align: 'left' },
        { width: 1.5, align: 'left' },
        { width: 0.6, align: 'right' },
        { width: 1.4, align: 'right' },
        { width: 0.8, align: 'right' },
        { width: 1, align: 'right' },
        { width: 0.7, align: 'right' },
        { width: 1.5, align: 'right' },
      ],
      headerRows: 1,
      scale: 0.8,
      rows: [
        [
          'Equipamento',
          'SKU',
          'Qtd.',
          'Preço unitário',
          'ICMS (%)',
          'PIS/COFINS (%)',
          'IPI (%)',
          'Total',
        ].map((label) => cell(label)),
        ...prices.map((line) => [
          { runs: withSpecial(priceLineName(line), line.specialEquipment) },
          cell(line.sku ?? EMPTY_CELL),
          cell(formatNumber(line.quantity)),
          cell(line.unitPrice === null ? EMPTY_CELL : formatBrl(line.unitPrice)),
          cell(rate(line.icms)),
          cell(rate(line.pisCofins)),
          cell(rate(line.ipi)),
          cell(line.lineTotal === null ? EMPTY_CELL : formatBrl(line.lineTotal)),
        ]),
      ],
    };
    blocks.push(table, {
      type: 'table',
      caption: REPORT_MESSAGES.totalsCaption,
      columns: [
        { width: 1, align: 'left' },
        { width: 1, align: 'right' },
      ],
      headerRows: 0,
      rowHeaders: true,
      compact: true,
      scale: 0.9,
      rows: [
        [cell('Total'), cell(formatBrl(totals.total))],
        [cell('IPI'), cell(formatBrl(totals.ipi))],
        [cell('Total com IPI'), cell(formatBrl(totals.totalWithIpi))],
      ],
    });
  }
  for (const field of COMMERCIAL_TEXT_FIELDS) {
    const content = textBlock(commercialConditions[field].text);
    if (content.length > 0) blocks.push(heading(3, COMMERCIAL_TEXT_LABELS[field]), ...content);
  }
  return blocks;
}
