import { notifications } from '@mantine/notifications';

/** Spec §9: toasts stay 5 s, top right, and can be closed. */
export const NOTIFICATION_AUTO_CLOSE_MS = 5000;

const closeButtonProps = { 'aria-label': 'Fechar notificação' };

/** A warning toast; the cause, when given, is also logged (spec §8). */
export function showErrorNotification(message: string, cause?: unknown): void {
  if (cause !== undefined) console.error(message, cause);
  notifications.show({
    color: 'red',
    title: 'Atenção',
    message,
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
