import { DECLINE_REASON_LABELS, type DeclineReason } from '@camara-fria/contracts';
import { ApiRequestError } from '../../../lib/api-client.ts';

const DATE = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });
const TIME = new Intl.DateTimeFormat('pt-BR', { timeStyle: 'short' });

function parseInstant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant in the browser's time zone: '22/11/2026 às 16:35'. */
export function formatInstant(iso: string): string {
  const date = parseInstant(iso);
  return date ? `${DATE.format(date)} às ${TIME.format(date)}` : iso;
}

/** The day of an instant in the browser's time zone: '22/11/2026'. */
export function formatDay(iso: string): string {
  const date = parseInstant(iso);
  return date ? DATE.format(date) : iso;
}

/** The page's Portuguese texts (docs/decisions/079). */
export const CUSTOMER_MESSAGES = {
  loading: 'Carregando proposta',
  notFoundTitle: 'Link não encontrado',
  notFound:
    'Confira se o endereço foi copiado inteiro ou peça um novo link a quem lhe enviou a proposta.',
  unavailableTitle: 'Link indisponível',
  unavailable:
    'Este link não está mais disponível. Peça um novo link a quem lhe enviou a proposta.',
  rateLimitedTitle: 'Muitas tentativas',
  rateLimited: 'Muitos acessos a partir deste endereço. Aguarde um minuto e tente de novo.',
  loadFailedTitle: 'Não foi possível abrir a proposta',
  loadFailed: 'Verifique a sua conexão e tente de novo.',
  retry: 'Tentar novamente',
  expiredTitle: 'Link expirado',
  expired: (day: string) => `Este link expirou em ${day}.`,
  revokedTitle: 'Link revogado',
  revoked: 'Quem lhe enviou esta proposta revogou este link.',
  askNewLink: 'Peça um novo link a quem lhe enviou a proposta.',
  supersededTitle: 'Proposta substituída',
  superseded: (code: string) => `Esta proposta foi substituída pela revisão ${code}.`,
  openSuccessor: (code: string) => `Abrir a revisão ${code}`,
  successorFailed: 'Não foi possível abrir a nova revisão. Tente de novo.',
  downloadFailed: 'Não foi possível baixar o documento. Tente de novo.',
  accepted: (name: string, when: string) => `Proposta aceita por ${name} em ${when}.`,
  declined: (when: string) => `Proposta recusada em ${when}.`,
  declineReason: (reason: DeclineReason) => `Motivo: ${DECLINE_REASON_LABELS[reason]}`,
  decideFailed: 'Não foi possível registrar a sua resposta. Tente de novo.',
  staleDocument:
    'A proposta mudou desde que esta página foi aberta. Confira a versão atual e envie de novo.',
  checkFields: 'Verifique os campos destacados.',
} as const;

/** What an answer the page cannot show says, in Portuguese (404, 410, 429, the rest). */
export function describeLoadFailure(error: unknown): { title: string; text: string } {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 404 || status === 400) {
    return { title: CUSTOMER_MESSAGES.notFoundTitle, text: CUSTOMER_MESSAGES.notFound };
  }
  if (status === 410) {
    return { title: CUSTOMER_MESSAGES.unavailableTitle, text: CUSTOMER_MESSAGES.unavailable };
  }
  if (status === 429) {
    return { title: CUSTOMER_MESSAGES.rateLimitedTitle, text: CUSTOMER_MESSAGES.rateLimited };
  }
  return { title: CUSTOMER_MESSAGES.loadFailedTitle, text: CUSTOMER_MESSAGES.loadFailed };
}

/**
 * What a refused download, acceptance or decline says: the 429 in our words, a 409 or 410 with
 * the page then read again (the caller), anything else the fallback.
 */
export function describeActionFailure(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.status === 429) return CUSTOMER_MESSAGES.rateLimited;
  if (error.status === 410) return CUSTOMER_MESSAGES.unavailable;
  if (error.code === 'CONFLICT') return CUSTOMER_MESSAGES.staleDocument;
  if (error.code === 'PROPOSAL_DECIDED') return error.message;
  if (error.status === 400) return CUSTOMER_MESSAGES.checkFields;
  return fallback;
}

/** A 409 or 410: the page's view changed (decided, replaced, revoked): read it again. */
export function isStaleViewFailure(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 409 || error.status === 410);
}
