import { ActionIcon, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useRef, useState, type ReactNode } from 'react';
import classes from './card-carousel.module.css';

/** Cards shown at once, by the breakpoints of card-carousel.module.css. */
function useCardsPerView(): number {
  const isXl = useMediaQuery('(min-width: 75em)');
  const isLg = useMediaQuery('(min-width: 64em)');
  const isMd = useMediaQuery('(min-width: 48em)');
  const isSm = useMediaQuery('(min-width: 36em)');
  if (isXl) return 5;
  if (isLg) return 4;
  if (isMd) return 3;
  return isSm ? 2 : 1;
}

type CardCarouselProps = {
  /** Accessible name of the list. */
  label: string;
  items: readonly { key: string | number; node: ReactNode }[];
  previousLabel: string;
  nextLabel: string;
};

/**
 * A horizontal scroll-snap strip of cards, up to 5 a view, with previous/next buttons; the
 * strip scrolls by touch and by keyboard (the cards' own buttons take the focus).
 */
export function CardCarousel({ label, items, previousLabel, nextLabel }: CardCarouselProps) {
  const stripRef = useRef<HTMLUListElement>(null);
  const perView = useCardsPerView();
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
      <ul ref={stripRef} className={classes.strip} aria-label={label} onScroll={trackScroll}>
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
