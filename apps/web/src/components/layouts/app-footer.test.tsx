import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppFooter, MISSING_COMMIT_DATE_TEXT } from './app-footer.tsx';

function renderFooter(props: Parameters<typeof AppFooter>[0] = {}) {
  return render(
    <MantineProvider>
      <footer>
        <AppFooter {...props} />
      </footer>
    </MantineProvider>,
  );
}

describe('AppFooter', () => {
  it('shows the version, the commit hash and the commit date in pt-BR', () => {
    renderFooter({ commitHash: '5e74497a', commitDate: '2026-11-22T16:35:00-03:00' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Versão 2.8.6');
    expect(footer).toHaveTextContent('Commit 5e74497a');
    expect(footer).toHaveTextContent('22/11/2026');
    expect(footer.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22T16:35:00-03:00');
  });

  it('says so when the build had no git date', () => {
    renderFooter({ commitHash: 'sem-git', commitDate: '' });
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `Commit sem-git · ${MISSING_COMMIT_DATE_TEXT}`,
    );
  });

  it('reads the build facts defined by vite.config.ts by default', () => {
    renderFooter();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`Commit ${__APP_COMMIT_HASH__}`);
  });
});
