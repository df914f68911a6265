import { ActionIcon, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type ReactNode } from 'react';
import classes from './card-carousel.module.css';

/**
 * The most cards a view shows: 5 (spec part 2 §9: the systems' rooms) or 4 (spec §2 and §9: the
 * room editor's rooms, wider cards). Each count's breakpoints, in em, widest first; the same
 * widths are in card-carousel.module.css.
 */
const BREAKPOINTS = {
  5: [
    [75, 5],
    [64, 4],
    [48, 3],
    [36, 2],
  ],
  4: [
    [90, 4],
    [64, 3],
    [48, 2],
  ],
} as const satisfies Record<number, readonly (readonly [number, number])[]>;
export type CardsPerView = keyof typeof BREAKPOINTS;

/** Cards shown at once, by the breakpoints of card-carousel.module.css. */
function useCardsPerView(maxPerView: CardsPerView): number {
  const matches: Record<number, boolean> = {
    90: useMediaQuery('(min-width: 90em)'),
    75: useMediaQuery('(min-width: 75em)'),
    64: useMediaQuery('(min-width: 64em)'),
    48: useMediaQuery('(min-width: 48em)'),
    36: useMediaQuery('(min-width: 36em)'),
  };
  return BREAKPOINTS[maxPerView].find(([width]) => matches[width])?.[1] ?? 1;
}

type CardCarouselProps = {
  /** Accessible name of the list. */
  label: string;
  items: readonly { key: string | number; node: ReactNode }[];
  previousLabel: string;
  nextLabel: string;
  /** The most cards a view shows (on the widest screens); 5 unless told. */
  maxPerView?: CardsPerView;
};

/**
 * A horizontal scroll-snap strip of cards, up to 5 (or 4) a view, with previous/next buttons;
 * the strip scrolls by touch and by keyboard (the cards' own buttons take the focus).
 */
export function CardCarousel({
  label,
  items,
  previousLabel,
  nextLabel,
  maxPerView = 5,
}: CardCarouselProps) {
  const stripRef = useRef<HTMLUListElement>(null);
  const perView = useCardsPerView(maxPerView);
  const [firstVisible, setFirstVisible] = useState(0);

  function scrollByView(direction: 1 | -1) {
    const strip = stripRef.current;
    if (strip && typeof strip.scrollBy === 'function') {
      strip.scrollBy({ left: direction * strip.clientWidth, behavior: 'smooth' });
    }
  }

  function trackScroll() {
    const strip = stripRef.current;
    const slide = strip?.querySelector('li');
    if (!strip || !slide || slide.clientWidth === 0) return;
    setFirstVisible(Math.round(strip.scrollLeft / slide.clientWidth));
  }

  return (
    <Group wrap="nowrap" gap={4} align="center">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={previousLabel}
        disabled={firstVisible <= 0}
        onClick={() => scrollByView(-1)}
      >
        <span aria-hidden="true">‹</span>
      </ActionIcon>
      <ul
        ref={stripRef}
        className={classes.strip}
        data-max-per-view={maxPerView}
        aria-label={label}
        onScroll={trackScroll}
      >
        {items.map((item) => (
          <li key={item.key} className={classes.slide}>
            {item.node}
          </li>
        ))}
      </ul>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={nextLabel}
        disabled={firstVisible + perView >= items.length}
        onClick={() => scrollByView(1)}
      >
        <span aria-hidden="true">›</span>
      </ActionIcon>
    </Group>
  );
}
