import type { ProposalMessage } from '@camara-fria/contracts';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { PROPOSAL_MESSAGES } from './proposal-messages.ts';

/**
 * The toast of a send or a retry (201): SENT, OUTBOX, SENDING (a repeated send answered while the
 * first is still being delivered), or FAILED with the server's reason.
 */
export function announceSendResult(message: ProposalMessage): void {
  if (message.status === 'SENT') showSuccessNotification(PROPOSAL_MESSAGES.sent);
  else if (message.status === 'OUTBOX') showSuccessNotification(PROPOSAL_MESSAGES.keptInOutbox);
  else if (message.status === 'SENDING') showSuccessNotification(PROPOSAL_MESSAGES.sending);
  else {
    showErrorNotification(
      message.error
        ? `${PROPOSAL_MESSAGES.sendFailed}: ${message.error}`
        : PROPOSAL_MESSAGES.sendFailed,
    );
  }
}

/** 'Situação' of a message of the outbox ('Enviados'). */
export function messageStatusLabel(message: Pick<ProposalMessage, 'status' | 'error'>): string {
  switch (message.status) {
    case 'OUTBOX':
      return 'Na caixa de saída';
    case 'SENDING':
      return 'Enviando';
    case 'SENT':
      return 'Enviado';
    case 'FAILED':
      return message.error ? `Falhou: ${message.error}` : 'Falhou';
  }
}
