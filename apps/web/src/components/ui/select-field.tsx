import { ComboboxChevron, Input, InputBase } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useStandIn, type StandInIntent } from '../../lib/use-stand-in.ts';

export type SelectFieldProps = {
  label: string;
  placeholder?: string;
  data: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Accessible name of the button that empties the field; without it the field is not clearable. */
  clearButtonLabel?: string;
};

/** What happened on the stand-in before the real field's code arrived. */
export type SelectFieldIntent = StandInIntent;

const importLoaded = () => import('./select-field.lazy.tsx');
const LoadedSelectField = lazy(importLoaded);

/**
 * A Mantine Select whose dropdown code (Combobox, Popover, floating-ui, ScrollArea) is not part
 * of the first screen. Until it is loaded the field is a look-alike read-only combobox with the
 * same label, value and chevron; pointing at or focusing it loads the real one, which takes over
 * the focus, and a press that came first opens its list as soon as it arrives.
 */
export function SelectField(props: SelectFieldProps) {
  const { intent, handlers } = useStandIn(importLoaded);

  const selected = props.data.find((option) => option.value === props.value);
  const standIn = (
    <InputBase
      label={props.label}
      placeholder={props.placeholder}
      value={selected?.label ?? ''}
      readOnly
      pointer
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      {...handlers}
      rightSection={
        selected && props.clearButtonLabel ? (
          <Input.ClearButton
            aria-label={props.clearButtonLabel}
            onClick={() => props.onChange(null)}
          />
        ) : (
          <ComboboxChevron />
        )
      }
      rightSectionPointerEvents={selected && props.clearButtonLabel ? 'all' : 'none'}
    />
  );
  if (intent === null) return standIn;
  return (
    <Suspense fallback={standIn}>
      {/* Keyed: an intent that changes after the swap (a press after a hover) mounts it anew. */}
      <LoadedSelectField key={intent} {...props} intent={intent} />
    </Suspense>
  );
}
