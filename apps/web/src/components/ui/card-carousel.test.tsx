import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardCarousel, type CardsPerView } from './card-carousel.tsx';

/** A window this many em wide: every `(min-width: Nem)` query up to it matches. */
function stubWindowWidth(widthEm: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const minWidth = Number(/min-width: ([\d.]+)em/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY);
    return {
      matches: widthEm >= minWidth,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

function renderCarousel(count: number, maxPerView?: CardsPerView) {
  const items = Array.from({ length: count }, (_, index) => ({
    key: index,
    node: <button type="button">Cartão {index + 1}</button>,
  }));
  render(
    <MantineProvider>
      <CardCarousel
        label="Cartões"
        previousLabel="Anteriores"
        nextLabel="Próximos"
        items={items}
        {...(maxPerView === undefined ? {} : { maxPerView })}
      />
    </MantineProvider>,
  );
  return {
    list: screen.getByRole('list', { name: 'Cartões' }),
    next: screen.getByRole('button', { name: 'Próximos' }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CardCarousel', () => {
  it('shows up to 5 cards a view unless told: 5 cards fit a 75 em window', () => {
    stubWindowWidth(80);
    const { list, next } = renderCarousel(5);
    expect(list).toHaveAttribute('data-max-per-view', '5');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(next).toBeDisabled();
  });

  it("keeps the room editor's 4 a view: 3 from 64 em, 4 only from 90 em", () => {
    stubWindowWidth(80);
    const narrow = renderCarousel(4, 4);
    expect(narrow.list).toHaveAttribute('data-max-per-view', '4');
    expect(narrow.next).toBeEnabled();
  });

  it('shows 4 rooms at once from 90 em', () => {
    stubWindowWidth(90);
    const { next } = renderCarousel(4, 4);
    expect(next).toBeDisabled();
  });
});
