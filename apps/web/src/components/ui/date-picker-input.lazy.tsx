import { DatePickerInput, DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import type { Ref } from 'react';
import type { DatePickerFieldProps } from './date-picker-field.tsx';

// The date picker with its calendar (@mantine/dates, dayjs and their CSS): loaded by
// date-picker-field.tsx when someone is about to use a date field, not with the first screen.

/**
 * Date pickers in Brazilian Portuguese, weeks starting on Sunday. Weekends are not painted red:
 * Mantine's red-6 day numbers fall below 4.5:1 on white.
 */
const DATES_SETTINGS: DatesProviderSettings = {
  locale: 'pt-br',
  firstDayOfWeek: 0,
  weekendDays: [],
};

export const DATE_FORMAT = 'DD/MM/YYYY';

const calendarAriaLabels = {
  previousMonth: 'Mês anterior',
  nextMonth: 'Próximo mês',
  previousYear: 'Ano anterior',
  nextYear: 'Próximo ano',
  previousDecade: 'Década anterior',
  nextDecade: 'Próxima década',
  monthLevelControl: 'Escolher o mês',
  yearLevelControl: 'Escolher o ano',
};

/**
 * Calendar column heads as Brazilian calendars print them: "Dom Seg Ter Qua Qui Sex Sáb" (dayjs's
 * pt-br `dd`, Mantine's default, mixes "Do", "2ª" … "Sá").
 * @example formatWeekdayLabel('2026-02-02') // 'Seg'
 */
export function formatWeekdayLabel(date: string): string {
  const label = dayjs(date).locale('pt-br').format('ddd');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** Calendar days are named dd/mm/aaaa, as the field shows them. */
function formatDayLabel(date: string): string {
  return dayjs(date).format(DATE_FORMAT);
}

/** Mantine's DatePickerInput, pt-BR, for one calendar date as YYYY-MM-DD (or null). */
export default function LoadedDatePickerInput({
  label,
  value,
  onChange,
  minDate,
  maxDate,
  clearButtonLabel,
  buttonRef,
}: DatePickerFieldProps & { buttonRef?: Ref<HTMLButtonElement> }) {
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DatePickerInput
        ref={buttonRef}
        label={label}
        valueFormat={DATE_FORMAT}
        value={value}
        minDate={minDate ?? undefined}
        maxDate={maxDate ?? undefined}
        onChange={onChange}
        clearable
        clearButtonProps={{ 'aria-label': clearButtonLabel }}
        weekdayFormat={formatWeekdayLabel}
        getDayAriaLabel={formatDayLabel}
        ariaLabels={calendarAriaLabels}
      />
    </DatesProvider>
  );
}
