import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PublicLayout } from '../../components/layouts/public-layout.tsx';
import { renderRoutes } from '../../testing/render-app.tsx';
import { NotFoundRoute } from './not-found.tsx';

describe('NotFoundRoute', () => {
  it('says the page was not found and links back to Projetos', () => {
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <PublicLayout>
              <NotFoundRoute />
            </PublicLayout>
          ),
        },
      ],
      '/qualquer-coisa',
    );
    expect(
      screen.getByRole('heading', { name: 'Página não encontrada', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para Projetos' })).toHaveAttribute(
      'href',
      '/projects',
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Versão 2.8.6');
  });
});
