import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client.ts';
import { showErrorNotification } from './notifications.ts';

function renderToasts() {
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
}

const toasts = () => [...document.querySelectorAll('.mantine-Notification-root')];

describe('showErrorNotification (issue 29: the server message, one toast per failure)', () => {
  it.each([
    [
      400,
      'VALIDATION_FAILED',
      'A câmara Túnel já está no sistema Sistema 1: uma câmara pertence a um só sistema.',
    ],
    [409, 'CONFLICT', 'Este sistema foi alterado por outra pessoa. Recarregue e tente novamente.'],
    [422, 'SYSTEM_INCOMPLETE', 'Escolha o evaporador da câmara Congelados.'],
  ] as const)(
    'shows what the server said on a %i under what failed',
    async (status, code, reason) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderToasts();
      act(() =>
        showErrorNotification('Erro ao salvar sistema.', new ApiRequestError(status, code, reason)),
      );
      const [toast] = toasts();
      expect(toast).toBeDefined();
      expect(await screen.findByText(reason)).toBeVisible();
      expect(screen.getByText('Erro ao salvar sistema.')).toBeVisible();
      expect(toasts()).toHaveLength(1);
    },
  );

  it('shows one toast for the same failure told from several places, and one per other failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderToasts();
    const error = new ApiRequestError(400, 'VALIDATION_FAILED', 'Informe o nome.');
    act(() => {
      showErrorNotification('Erro ao salvar sistema.', error);
      showErrorNotification('Erro ao salvar sistema.', error);
      showErrorNotification('Erro ao salvar sistema.', error);
    });
    await screen.findByText('Informe o nome.');
    expect(toasts()).toHaveLength(1);
    act(() => showErrorNotification('Erro ao excluir sistema.'));
    await screen.findByText('Erro ao excluir sistema.');
    expect(toasts()).toHaveLength(2);
  });

  it('says only what failed when no server message came (a local check)', async () => {
    renderToasts();
    act(() => showErrorNotification('Selecione todos os equipamentos'));
    expect(await screen.findByText('Selecione todos os equipamentos')).toBeVisible();
    expect(screen.getByText('Atenção')).toBeVisible();
  });
});
