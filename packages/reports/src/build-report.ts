import {
  PROPOSAL_SECTION_TITLES,
  PROPOSAL_SECTIONS,
  type ProposalClient,
  type ProposalDocument,
  type ProposalSection,
} from '@camara-fria/contracts';
import {
  describeFiscalProfile,
  describeProposalCatalogues,
  EMPTY_CELL,
  formatCnpj,
  formatCpf,
  hasClientData,
  formatPhone,
  formatStreetLine,
  formatZipcode,
} from '@camara-fria/proposal';
import { heading, paragraph, text, textBlock, withSpecial } from './blocks.ts';
import { acceptanceBlocks, type ReportAcceptance } from './acceptance-blocks.ts';
import { commercialBlocks } from './commercial-blocks.ts';
import { dimensioningBlocks } from './dimensioning-blocks.ts';
import { formatDate } from './format.ts';
import { fitLogo } from './logo-size.ts';
import { DRAFT_MARK, type ProposalReport, type ReportBlock, type ReportInline } from './model.ts';
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
  /**
   * The customer's acceptance of this (issued) revision: its record is the document's last page
   * (docs/decisions/075). Absent or null: no record.
   */
  acceptance?: ReportAcceptance | null;
}

export const REPORT_MESSAGES = {
  clientTitle: 'Dados do Cliente',
  noClient: 'Não há dados do cliente.',
  additionalInformation: 'Informações adicionais',
} as const;

/** Logo height printed on the page header and on the first page, and their widest, pt. */
const HEADER_LOGO = { height: 28, maxWidth: 120 };
const IDENTITY_LOGO = { height: 56, maxWidth: 200 };

/**
 * The document model of a proposal revision: the maker's identity, the title with the revision's
 * code and date, the client block and every section that has content, in the screen's order
 * (sections a non-editor cannot see are null and left out), and an accepted revision's acceptance
 * record on the last page. Every text is in pieces a layout
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
  if (context.acceptance) blocks.push(...acceptanceBlocks(context.acceptance, context.timeZone));
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
      logo: maker.logo && {
        png: maker.logo.png,
        ...fitLogo(maker.logo.png, HEADER_LOGO.height, HEADER_LOGO.maxWidth),
      },
      name: maker.name,
      right: title,
    },
    pageFooter: {
      left: `${maker.name} — ${title}`,
      catalogue: describeProposalCatalogues(proposal.catalogues),
    },
    draftMark: proposal.status === 'ISSUED' ? null : DRAFT_MARK,
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
      ...fitLogo(maker.logo.png, IDENTITY_LOGO.height, IDENTITY_LOGO.maxWidth),
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

/** The CPF, state registration and fiscal profile lines, each only when the client has it (071). */
function fiscalEntries(client: ProposalClient): { label: string; value: string }[] {
  return [
    client.cpf && { label: 'CPF', value: formatCpf(client.cpf) },
    client.stateRegistration && { label: 'Inscrição estadual', value: client.stateRegistration },
    client.fiscal && { label: 'Perfil fiscal', value: describeFiscalProfile(client.fiscal) },
  ].filter((entry) => !!entry);
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
    ...fiscalEntries(client),
    { label: 'E-mail', value: value(client.email) },
  ];
  const { address } = client;
  if (address)
    entries.push(
      { label: 'Endereço', value: formatStreetLine(address) },
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
