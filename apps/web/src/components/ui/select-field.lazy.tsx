import { Select } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { SelectFieldIntent, SelectFieldProps } from './select-field.tsx';

// Mantine's Select with its dropdown machinery (Combobox, Popover, floating-ui, ScrollArea):
// loaded by select-field.tsx when someone is about to use the field, not with the first screen.

/** Mantine's Select, single choice, optionally clearable. */
export default function LoadedSelectField({
  intent,
  clearButtonLabel,
  ...props
}: SelectFieldProps & { intent: SelectFieldIntent }) {
  const inputRef = useRef<HTMLInputElement>(null);
  // The stand-in had the focus, or was pressed while this code was loading.
  useEffect(() => {
    if (intent !== 'none') inputRef.current?.focus();
  }, [intent]);
  return (
    <Select
      ref={inputRef}
      {...props}
      defaultDropdownOpened={intent === 'open'}
      clearable={clearButtonLabel !== undefined}
      clearButtonProps={clearButtonLabel ? { 'aria-label': clearButtonLabel } : undefined}
    />
  );
}
