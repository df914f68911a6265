import type { MouseEvent } from 'react';
import classes from './skip-link.module.css';

export const MAIN_CONTENT_ID = 'main-content';

/** The first tab stop of every page: jumps past the header to the main content. */
export function SkipLink() {
  const focusMain = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`} onClick={focusMain}>
      Pular para o conteúdo
    </a>
  );
}
