import { Alert, Button, Group, Stack } from '@mantine/core';
import type { Room } from '@camara-fria/domain';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { RoomFormValues } from '../utils/room-model.ts';

/** What every section of the room form receives. */
export type SectionProps = {
  form: UseFormReturn<RoomFormValues>;
  /** The room as stored (suggestions read it, and its status). */
  room: Room;
  isSaving: boolean;
  onSubmit: () => void;
};

/** Body text in the page's text colour: the light variant's blue text is below 4.5:1. */
const NOTICE_STYLES = { message: { color: 'var(--mantine-color-text)' } };

/** Spec §2: "Atenção! …" on new rooms, in the sections that drive the others. */
export function CreatingNotice() {
  return (
    <Alert color="blue" variant="light" role="note" styles={NOTICE_STYLES}>
      <strong>Atenção!</strong> As alterações nesta seção impactam as seções abaixo.
    </Alert>
  );
}

/** A section's own form: validated on submit, stored by its "Salvar". */
export function SectionForm({
  isSaving,
  onSubmit,
  children,
}: Pick<SectionProps, 'isSaving' | 'onSubmit'> & { children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={isSaving}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
