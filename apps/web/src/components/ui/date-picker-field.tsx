import { Input, InputBase } from '@mantine/core';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
  type ComponentType,
  type Ref,
} from 'react';

export type DatePickerFieldProps = {
  label: string;
  /** The calendar date as YYYY-MM-DD, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  minDate?: string | null;
  maxDate?: string | null;
  /** Accessible name of the button that empties the field. */
  clearButtonLabel: string;
};

type LoadedProps = DatePickerFieldProps & { buttonRef?: Ref<HTMLButtonElement> };

// The calendar (@mantine/dates, dayjs, their CSS) is not part of the first screen: until it is
// loaded, the field is a look-alike button with the same label and value. Pointing at or focusing
// the field (or its form: `preloadDatePicker`) loads it; a click that comes first opens the
// calendar as soon as it arrives, and focus moves over to the real field.
let Loaded: ComponentType<LoadedProps> | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();
/** Each field notes, the moment the code arrives, whether its stand-in had the focus or a press. */
const handovers = new Set<() => void>();

/** Starts loading the date picker (once). Safe to call on every pointer or focus event. */
export function preloadDatePicker(): Promise<void> {
  loading ??= import('./date-picker-input.lazy.tsx').then(
    (module) => {
      Loaded = module.default;
      handovers.forEach((handover) => handover());
      listeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoaded = () => Loaded !== undefined;

/** YYYY-MM-DD as dd/mm/aaaa, as the loaded picker shows it. */
function formatDate(value: string | null): string {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A date field (Mantine's DatePickerInput, pt-BR) whose calendar loads on first use. */
export function DatePickerField(props: DatePickerFieldProps) {
  const loaded = useSyncExternalStore(subscribe, isLoaded, isLoaded);
  const realRef = useRef<HTMLButtonElement>(null);
  const wanted = useRef<'focus' | 'open' | null>(null);
  // Noted before the stand-in goes away (removing it may blur it and reset `wanted`).
  const handover = useRef<'focus' | 'open' | null>(null);

  useEffect(() => {
    const note = () => {
      handover.current = wanted.current;
    };
    handovers.add(note);
    return () => {
      handovers.delete(note);
    };
  }, []);

  useLayoutEffect(() => {
    if (!loaded || !handover.current) return;
    const button = realRef.current;
    if (handover.current === 'open') button?.click();
    button?.focus();
    handover.current = null;
  }, [loaded]);

  if (loaded && Loaded) return <Loaded {...props} buttonRef={realRef} />;

  const load = () => {
    preloadDatePicker().catch(() => undefined);
  };
  const text = formatDate(props.value);
  return (
    <InputBase
      component="button"
      type="button"
      label={props.label}
      multiline
      pointer
      aria-haspopup="dialog"
      onPointerEnter={load}
      onFocus={() => {
        wanted.current ??= 'focus';
        load();
      }}
      onBlur={() => {
        if (wanted.current === 'focus') wanted.current = null;
      }}
      onClick={() => {
        wanted.current = 'open';
        load();
      }}
      rightSection={
        text ? (
          <Input.ClearButton
            aria-label={props.clearButtonLabel}
            onClick={() => props.onChange(null)}
          />
        ) : undefined
      }
      rightSectionPointerEvents={text ? 'all' : 'none'}
    >
      {text || <Input.Placeholder />}
    </InputBase>
  );
}
