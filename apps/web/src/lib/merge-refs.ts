import { useMergedRef } from '@mantine/hooks';
import type { Ref, RefCallback } from 'react';

/**
 * `useMergeRefs` as @floating-ui/react names it, for Mantine's ScrollArea only: the one thing
 * ScrollArea takes from floating-ui. The web build gives it to ScrollArea from here
 * (vite.config.ts, `scrollAreaMergeRefs`), so a table, which renders ScrollArea, does not bring
 * all of floating-ui into the first screen (docs/decisions/046-first-screen-in-one-chunk.md).
 *
 * Mantine's own `useMergedRef` does the same work (every ref gets the node, and null when it
 * goes; a callback ref's cleanup is kept), so ScrollArea behaves as it did.
 */
export function useMergeRefs<Instance>(
  refs: (Ref<Instance> | undefined)[],
): RefCallback<Instance | null> {
  return useMergedRef<Instance | null>(...refs);
}
