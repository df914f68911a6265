import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../testing/render-app.tsx';
import { EMPTY_FILTERS } from '../utils/project-list-params.ts';
import { ProjectFilters } from './project-filters.tsx';

describe('ProjectFilters', () => {
  it('heads the calendar columns Dom Seg Ter Qua Qui Sex Sáb, weeks from Sunday', async () => {
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/',
          element: <ProjectFilters filters={EMPTY_FILTERS} onApply={vi.fn()} onClear={vi.fn()} />,
        },
      ],
      '/',
    );
    const filters = screen.getByRole('search', { name: 'Filtros de projetos' });
    await user.click(within(filters).getByRole('button', { name: 'Data inicial' }));
    const month = await screen.findByRole('table');
    const heads = within(month)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(heads).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  });
});
