import type { ProposalDecision } from '@camara-fria/contracts';
import { EMPTY_CELL, formatCpf } from '@camara-fria/proposal';
import { heading, paragraph, text } from './blocks.ts';
import type { ReportBlock } from './model.ts';

/*
 * The acceptance record (issue 31; docs/decisions/075): the last page of an accepted revision's
 * PDF (and DOCX, the same model), after a page break: who accepted, when (in the report's time
 * zone, to the second), from where (IP, user agent), the revision and the SHA-256 of the PDF the
 * customer was shown, and the legal basis of a simple electronic signature between private
 * parties.
 */

/** What the record prints of a decision (its evidence). */
export type ReportAcceptance = Pick<
  ProposalDecision,
  'code' | 'decidedAt' | 'name' | 'cpf' | 'role' | 'email' | 'ip' | 'userAgent' | 'pdfSha256'
>;

export const ACCEPTANCE_RECORD = {
  title: 'Registro de aceite eletrônico',
  intro:
    'A proposta desta revisão foi aceita eletronicamente pelo cliente, pelo link enviado pelo fabricante, com os dados abaixo.',
  hashLabel: 'SHA-256 do PDF aceito (o documento original, sem esta página):',
  legalBasis:
    'Aceite eletrônico com assinatura eletrônica simples, admitido pelas partes como meio de comprovação da autoria e da integridade do documento (Medida Provisória nº 2.200-2/2001, art. 10, § 2º; Lei nº 14.063/2020).',
} as const;

/** '24/11/2026 14:05:03' in `timeZone` (dd/mm/aaaa hh:mm:ss). */
export function formatRecordTime(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('pt-BR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Who accepted: the CPF formatted (000.000.000-00) and/or the role. */
function identification(acceptance: ReportAcceptance): { label: string; value: string }[] {
  const entries: { label: string; value: string }[] = [];
  if (acceptance.cpf) entries.push({ label: 'CPF', value: formatCpf(acceptance.cpf) });
  if (acceptance.role) entries.push({ label: 'Cargo', value: acceptance.role });
  return entries;
}

/** The record's blocks: a page break, then the record on its own (last) page. */
export function acceptanceBlocks(acceptance: ReportAcceptance, timeZone: string): ReportBlock[] {
  const value = (field: string | null) => field || EMPTY_CELL;
  return [
    { type: 'pageBreak' },
    heading(2, ACCEPTANCE_RECORD.title),
    paragraph(ACCEPTANCE_RECORD.intro),
    {
      type: 'keyValue',
      entries: [
        { label: 'Revisão', value: acceptance.code },
        { label: 'Aceito por', value: value(acceptance.name) },
        ...identification(acceptance),
        { label: 'E-mail', value: value(acceptance.email) },
        {
          label: 'Data e hora',
          value: `${formatRecordTime(new Date(acceptance.decidedAt), timeZone)}${timeZone === 'America/Sao_Paulo' ? ' (horário de Brasília)' : ` (${timeZone})`}`,
        },
        { label: 'Endereço IP', value: acceptance.ip },
        { label: 'Navegador (user agent)', value: acceptance.userAgent },
      ],
    },
    paragraph(ACCEPTANCE_RECORD.hashLabel),
    {
      type: 'paragraph',
      align: 'left',
      runs: [text(value(acceptance.pdfSha256), { family: 'monospace', scale: 0.9 })],
    },
    {
      type: 'paragraph',
      align: 'justify',
      small: true,
      runs: [text(ACCEPTANCE_RECORD.legalBasis)],
    },
  ];
}
