import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways on phones inside a labelled region the keyboard can reach
 * (axe `scrollable-region-focusable`).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}
