import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { signInTestUser } from '../../../testing/auth-fixtures.ts';
import { createJsonResponse, readFetchRequest, stubFetch } from '../../../testing/fetch-stub.ts';
import { createTestQueryClient } from '../../../testing/render-app.tsx';
import { useIsEditor } from './use-is-editor.ts';

function renderUseIsEditor(isEditor: boolean) {
  signInTestUser();
  const fetchMock = stubFetch([
    {
      path: '/v1/me',
      respond: () =>
        createJsonResponse({ subject: 's', username: 'u', email: null, name: null, isEditor }),
    },
  ]);
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { ...renderHook(() => useIsEditor(), { wrapper }), fetchMock };
}

describe('useIsEditor', () => {
  it('is false while loading, then what GET /v1/me says', async () => {
    const { result, fetchMock } = renderUseIsEditor(true);
    expect(result.current).toEqual({ isEditor: false, isLoading: true });
    await waitFor(() => expect(result.current).toEqual({ isEditor: true, isLoading: false }));
    expect(readFetchRequest(fetchMock).headers.get('authorization')).toMatch(/^Bearer /);
  });

  it('is false for other users', async () => {
    const { result } = renderUseIsEditor(false);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isEditor).toBe(false);
  });
});
