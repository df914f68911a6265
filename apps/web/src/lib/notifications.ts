import { notifications } from '@mantine/notifications';
import { readErrorMessage } from './error-message.ts';

/** Spec §9: toasts stay 5 s, top right, and can be closed. */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

const closeButtonProps = { 'aria-label': 'Fechar notificação' };

/**
 * A warning toast (spec §8), the one way the app tells of a failure (docs/decisions/064):
 * `message` says what failed ("Erro ao salvar sistema."); when `cause` is an API failure, the
 * server's own words (which room, which DT) are the toast's text under it. The cause is also
 * logged. A failure told again while its toast is on screen (from another place, or the same
 * button pressed again) shows no second toast: the toast's id is its text.
 */
export function showErrorNotification(message: string, cause?: unknown): void {
  if (cause !== undefined) console.error(message, cause);
  const reason = readErrorMessage(cause);
  const detail = reason !== null && !message.includes(reason) ? reason : null;
  notifications.show({
    id: `error:${message}\n${detail ?? ''}`,
    color: 'red',
    title: detail === null ? 'Atenção' : message,
    message: detail ?? message,
    autoClose: NOTIFICATION_AUTO_CLOSE_MS,
    withCloseButton: true,
    closeButtonProps,
  });
}

export function showSuccessNotification(message: string): void {
  notifications.show({
    color: 'green',
    message,
    autoClose: NOTIFICATION_AUTO_CLOSE_MS,
    withCloseButton: true,
    closeButtonProps,
  });
}
