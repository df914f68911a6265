import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { renderRoutes } from '../../../../testing/render-app.tsx';
import type { UnitWizardSystem } from '../types.ts';

export const TEST_SYSTEM: UnitWizardSystem = {
  refrigerantFluid: 'R404A',
  operationTemperature: -10,
  rack: false,
};

/** Renders a unit modal (opened) in the app's providers; returns its callbacks' mocks. */
export function renderUnitModal(
  build: (callbacks: {
    onClose: () => void;
    onConfirm: (...args: unknown[]) => void;
  }) => ReactElement,
) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  const view = renderRoutes([{ path: '/', element: build({ onClose, onConfirm }) }], '/');
  return { ...view, onClose, onConfirm };
}

/** The JSON body of the fetch calls to a path. */
export async function readBodies(
  fetchMock: { mock: { calls: unknown[][] } },
  path: string,
): Promise<unknown[]> {
  const bodies: unknown[] = [];
  for (const call of fetchMock.mock.calls) {
    const [input, init] = call as [RequestInfo | URL, RequestInit | undefined];
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    if (url.pathname === path && typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
  }
  return bodies;
}
