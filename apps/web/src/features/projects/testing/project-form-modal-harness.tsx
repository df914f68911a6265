import type { Project } from '@camara-fria/contracts';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../../testing/fetch-stub.ts';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { ProjectFormModal, type ProjectFormTarget } from '../components/project-form-modal.tsx';

/* The project form modal's test harness (project-form-modal*.test.tsx). */

export const onCreated = vi.fn<(project: Project) => void>();

/** Opens the modal from a button, as the project list does. */
export function Harness({ target }: { target: ProjectFormTarget }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setIsOpen(true)}>
        Abrir
      </button>
      <ProjectFormModal
        opened={isOpen}
        target={target}
        onClose={() => setIsOpen(false)}
        onCreated={onCreated}
      />
    </>
  );
}

export type Route = Parameters<typeof stubFetch>[0][number];

export function stubApi({ isEditor = false, routes = [] as Route[] } = {}) {
  return stubFetch([
    {
      path: '/v1/me',
      respond: () =>
        createJsonResponse({ subject: 's', username: 'maria', email: null, name: null, isEditor }),
    },
    {
      path: '/v1/locations/states',
      respond: () =>
        createJsonResponse([
          { uf: 'RJ', name: 'Rio de Janeiro' },
          { uf: 'SP', name: 'São Paulo' },
        ]),
    },
    {
      path: '/v1/locations/states/SP/cities',
      respond: () =>
        createJsonResponse([
          { ibgeCode: 3509502, name: 'Campinas' },
          { ibgeCode: 3548500, name: 'Santos' },
        ]),
    },
    {
      path: '/v1/locations/states/RJ/cities',
      respond: () => createJsonResponse([{ ibgeCode: 3304557, name: 'Rio de Janeiro' }]),
    },
    ...routes,
  ]);
}

export async function openModal(target: ProjectFormTarget, user: UserEvent) {
  renderRoutes([{ path: '/', element: <Harness target={target} /> }], '/');
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  return screen.findByRole('dialog');
}

/** Picks `option` in the Mantine Select labelled `label`. */
export async function choose(user: UserEvent, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

export async function listOptions(user: UserEvent, dialog: HTMLElement, label: string) {
  await user.click(within(dialog).getByRole('combobox', { name: label }));
  const listbox = await screen.findByRole('listbox', { name: label });
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

export function postedBodies(fetchMock: ReturnType<typeof stubFetch>, method: string) {
  return Promise.all(
    fetchMock.mock.calls
      .map((_, index) => readFetchRequest(fetchMock, index))
      .filter((request) => request.method === method)
      .map((request) => request.json() as Promise<unknown>),
  );
}
