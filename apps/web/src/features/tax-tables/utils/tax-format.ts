import { DIFAL_METHOD_LABELS, type TaxRate } from '@camara-fria/contracts';
import { formatIsoDatePtBr } from '../../../lib/format-date.ts';

const PERCENT = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });

/** What a pending row (its figure not filled in yet) shows instead of a rate. */
export const PENDING_RATE_LABEL = 'A preencher';

/**
 * The row's figure in pt-BR: `20,5 %`; the DIFAL method's name; "A preencher" for a rate that
 * waits for its source (the 2027 CBS rate).
 */
export function formatRateCell(row: Pick<TaxRate, 'kind' | 'rate' | 'method'>): string {
  if (row.kind === 'DIFAL_METHOD') return row.method ? DIFAL_METHOD_LABELS[row.method] : '—';
  return row.rate === null ? PENDING_RATE_LABEL : `${PERCENT.format(row.rate)} %`;
}

/** "01/01/2026 a 31/12/2026", or "desde 01/01/2027" for an open row. */
export function formatValidity(row: Pick<TaxRate, 'validFrom' | 'validTo'>): string {
  const from = formatIsoDatePtBr(row.validFrom) ?? row.validFrom;
  if (row.validTo === null) return `desde ${from}`;
  return `${from} a ${formatIsoDatePtBr(row.validTo) ?? row.validTo}`;
}

/** A change's moment in pt-BR, in the browser's time zone: "22/11/2026 16:35". */
export function formatChangedAt(iso: string): string {
  return new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export const TAX_TABLE_MESSAGES = {
  loadFailed: 'Erro ao carregar as tabelas fiscais.',
  saved: 'Linha da tabela fiscal salva!',
  saveFailed: 'Erro ao salvar a linha da tabela fiscal.',
  sellerSaved: 'Perfil fiscal do fabricante salvo!',
  sellerSaveFailed: 'Erro ao salvar o perfil fiscal do fabricante.',
  historyFailed: 'Erro ao carregar o histórico.',
  editorsOnly: 'Somente editores podem alterar as tabelas fiscais.',
} as const;
