import { TextInput, type TextInputProps } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import {
  formatDecimalText,
  parseDecimalText,
  type DecimalTextOptions,
} from '../../lib/decimal-text.ts';

export type DecimalInputProps = Omit<
  TextInputProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onFocus'
  | 'onBlur'
  | 'onMouseDown'
  | 'onMouseUp'
  | 'error'
  | 'inputMode'
  | 'type'
> & {
  /** The number held (a form value: a number, or null/undefined/NaN when there is none). */
  value: unknown;
  /**
   * Called with what each keystroke means: the number read; null when emptied and `nullable`;
   * NaN when emptied otherwise or when the text cannot be read (so that nothing invalid is saved).
   */
  onValueChange: (value: number | null) => void;
  onBlur?: () => void;
  /** Whether an empty field means null (instead of NaN). */
  nullable?: boolean;
  /** Most decimals accepted; 0 for whole numbers. Also the decimals shown. */
  maxFractionDigits?: number;
  /** Fewest decimals shown when not being typed in (2 for money: `12.500,00`). */
  minFractionDigits?: number;
  allowNegative?: boolean;
  /** The form's message for the field (the text's own message, when it has one, comes first). */
  error?: ReactNode;
};

type Draft = { text: string; value: number | null };

function isSameHeld(draft: number | null, value: unknown): boolean {
  if (draft === null) return value === null || value === undefined;
  return Object.is(draft, value);
}

function isShowable(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A number field in pt-BR that reads `2,5`, `2.5` (the numeric keypad's point), `30.000` and
 * `1.234,5` alike, and refuses with a Portuguese message what it cannot read without guessing
 * (`30.0000`, `1,234.5`, `3e2`; rules in lib/decimal-text.ts). While typed in it shows the text
 * typed; otherwise the number understood, formatted pt-BR (`1.234,5`), which reads back the same,
 * so focusing it changes no text. Focusing it (Tab, Shift+Tab or a click) selects the whole
 * value, so that typing replaces it; a click in a focused field places the caret. Mantine's
 * NumberInput takes one decimal separator only, so `.` would be thousands (`1.5` → 15):
 * docs/decisions/019-decimal-input.md.
 */
export function DecimalInput({
  value,
  onValueChange,
  onBlur,
  nullable = false,
  maxFractionDigits = 2,
  minFractionDigits = 0,
  allowNegative = true,
  error,
  ...props
}: DecimalInputProps) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const [isFocused, setIsFocused] = useState(false);
  // A click that focuses the field: its mouseup would put the caret where it falls, undoing the
  // selection made on focus (Chromium, Safari). Only that first click is held back.
  const isFocusingClick = useRef(false);
  const options: DecimalTextOptions = { maxFractionDigits, allowNegative };
  // A value set from outside (a reset, a clamp, a suggestion) replaces what was typed.
  const current = draft !== null && isSameHeld(draft.value, value) ? draft : null;
  const parsed = current ? parseDecimalText(current.text, options) : null;
  const textError = parsed?.kind === 'invalid' ? parsed.message : undefined;
  // While typing, a half-typed text ("1234.5" on the way to "1234.567,8") is not an error yet;
  // once the field is left, or after a save, it is.
  const shownError = textError !== undefined && (!isFocused || error) ? textError : error;
  const shownText =
    current?.text ??
    (isShowable(value) ? formatDecimalText(value, maxFractionDigits, minFractionDigits) : '');

  return (
    <TextInput
      {...props}
      type="text"
      // iOS's decimal keypad has no minus sign: fields that take negatives get the full keyboard.
      inputMode={allowNegative ? 'text' : 'decimal'}
      autoComplete="off"
      value={shownText}
      error={shownError}
      onMouseDown={(event) => {
        isFocusingClick.current =
          event.currentTarget.ownerDocument.activeElement !== event.currentTarget;
      }}
      onMouseUp={(event) => {
        if (!isFocusingClick.current) return;
        isFocusingClick.current = false;
        event.preventDefault();
        event.currentTarget.select();
      }}
      onFocus={(event) => {
        setIsFocused(true);
        event.currentTarget.select();
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const result = parseDecimalText(text, options);
        const next =
          result.kind === 'number'
            ? result.value
            : result.kind === 'empty' && nullable
              ? null
              : NaN;
        setDraft({ text, value: next });
        onValueChange(next);
      }}
      onBlur={() => {
        setIsFocused(false);
        if (!textError) setDraft(null);
        onBlur?.();
      }}
    />
  );
}
