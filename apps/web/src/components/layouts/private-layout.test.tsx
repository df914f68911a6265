import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../testing/render-app.tsx';
import { PrivateLayout } from './private-layout.tsx';

function renderLayout(path = '/projects', isEditor = false) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <PrivateLayout userLabel="maria@example.com" isEditor={isEditor}>
            <h1>Conteúdo</h1>
          </PrivateLayout>
        ),
      },
    ],
    path,
  );
}

describe('PrivateLayout', () => {
  it('has the brand and the menu Projetos, Produtos, Sair with their routes', () => {
    renderLayout();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Câmara Fria' })).toHaveAttribute(
      'href',
      '/projects',
    );
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Projetos', '/projects'],
      ['Produtos', '/comparison'],
      ['Sair', '/logout'],
    ]);
  });

  it('adds Modelos de texto and Tabelas fiscais, after Produtos, for an editor (top bar and phone drawer)', async () => {
    const user = userEvent.setup();
    renderLayout('/proposal-templates', true);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Projetos', '/projects'],
      ['Produtos', '/comparison'],
      ['Modelos de texto', '/proposal-templates'],
      ['Tabelas fiscais', '/tabelas-fiscais'],
      ['Sair', '/logout'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Modelos de texto' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Modelos de texto' })).toBeInTheDocument();
  });

  it('gives a seller no Tabelas fiscais nor Modelos de texto entry (top bar and phone drawer)', async () => {
    const user = userEvent.setup();
    renderLayout('/projects', false);
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).queryByRole('link', { name: 'Tabelas fiscais' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).queryByRole('link', { name: 'Tabelas fiscais' })).toBeNull();
    expect(within(drawer).queryByRole('link', { name: 'Modelos de texto' })).toBeNull();
  });

  it('marks the menu entry of the current page', () => {
    renderLayout('/projects/3/rooms');
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(within(nav).getByRole('link', { name: 'Projetos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Produtos' })).not.toHaveAttribute('aria-current');
  });

  it('puts the footer in the page flow after <main>, not fixed over the content', () => {
    renderLayout();
    const main = screen.getByRole('main');
    const footer = screen.getByRole('contentinfo');
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Mantine's AppShell.Footer is `position: fixed` and covered the last rows (issue 11).
    expect(footer).not.toHaveClass('mantine-AppShell-footer');
    expect(document.querySelector('.mantine-AppShell-footer')).toBeNull();
  });

  it('has the landmarks and the skip link as the first tab stop', async () => {
    const user = userEvent.setup();
    renderLayout();
    expect(screen.getByRole('main')).toHaveTextContent('Conteúdo');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Versão 2.8.6');

    await user.tab();
    const skipLink = screen.getByRole('link', { name: 'Pular para o conteúdo' });
    expect(skipLink).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('opens the user menu, labelled with the e-mail, with Sobre and Sair', async () => {
    const user = userEvent.setup();
    renderLayout();
    const target = screen.getByRole('button', { name: /maria@example\.com/ });
    expect(target).toHaveTextContent('maria@example.com');

    // The menu's code loads when the button is pointed at; the real button then replaces it.
    await user.hover(target);
    await waitFor(
      () => expect(screen.getByRole('button', { name: /maria@example\.com/ })).not.toBe(target),
      { timeout: 15_000 },
    );
    await user.click(screen.getByRole('button', { name: /maria@example\.com/ }));
    const menu = await screen.findByRole('menu');
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Sobre', '/about'],
      ['Sair', '/logout'],
    ]);
  }, 20_000);

  it('offers the menu behind a burger on small screens', async () => {
    const user = userEvent.setup();
    renderLayout();
    await user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(drawer)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['Projetos', 'Produtos', 'Sobre', 'Sair']);
    expect(within(drawer).getByText('maria@example.com')).toBeInTheDocument();
  });
});
