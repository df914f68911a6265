import { isRoomValid, ROOM_FIELDS, shouldApplySuggestions } from '@camara-fria/domain';
import { Alert, SimpleGrid, Text, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { RoomFormValues } from '../utils/room-model.ts';
import { formatDecimal } from '../utils/format-number.ts';
import { NumberField } from './number-field.tsx';
import { CreatingNotice, SectionForm, type SectionProps } from './section-form.tsx';

/** Body text in the page's text colour: the light variant's blue text is below 4.5:1. */
const NOTE_STYLES = { message: { color: 'var(--mantine-color-text)' } };

function formatProduct(...factors: number[]): string {
  const product = factors.reduce((result, factor) => result * factor, 1);
  return Number.isFinite(product) ? formatDecimal(product) : '';
}

/** A read-only figure, memoised on its text: typing the height leaves the area as it is. */
const ProductField = memo(function ProductField({
  label,
  value,
}: {
  label: string;
  value: string;
}) {
  return <TextInput label={label} value={value} readOnly variant="filled" />;
});

/**
 * The area and volume of the dimensions typed. Only this part follows the three fields, so a
 * keystroke renders it and the field typed in, not the whole section; each figure renders again
 * only when it changes.
 */
function AreaAndVolume({ control }: { control: Control<RoomFormValues> }) {
  const [length, width, height] = useWatch({ control, name: ['length', 'width', 'height'] });
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <ProductField label="Área (m²)" value={formatProduct(length, width)} />
      <ProductField label="Volume (m³)" value={formatProduct(length, width, height)} />
    </SimpleGrid>
  );
}

/**
 * DIMENSÕES INTERNAS (spec §2): length, width, height, with the area and volume they give, and,
 * once new dimensions of a saved room are stored, which surfaces followed them (issue 11 item 3).
 */
export function DimensionsSection({
  form,
  room,
  isSaving,
  notice,
  onSubmit,
  surfaceNote,
}: SectionProps & { surfaceNote: string | null }) {
  const { control } = form;
  const isCreating = shouldApplySuggestions(room.status);

  return (
    <SectionForm isSaving={isSaving} notice={notice} onSubmit={onSubmit}>
      {isCreating && <CreatingNotice />}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NumberField control={control} name="length" spec={ROOM_FIELDS.length} required />
        <NumberField control={control} name="width" spec={ROOM_FIELDS.width} required />
        <NumberField control={control} name="height" spec={ROOM_FIELDS.height} required />
      </SimpleGrid>
      <AreaAndVolume control={control} />
      <div role="status" aria-live="polite">
        {surfaceNote && (
          <Alert color="blue" variant="light" styles={NOTE_STYLES}>
            {surfaceNote}
          </Alert>
        )}
      </div>
      {!isRoomValid(room) && (
        <Text size="sm" c="dimmed">
          A câmara é salva no servidor quando o volume for maior que zero.
        </Text>
      )}
    </SectionForm>
  );
}
