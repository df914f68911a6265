import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Room } from '@camara-fria/domain';
import { useId, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { RoomFormValues } from '../utils/room-model.ts';

/** What every section of the room form receives. */
export type SectionProps = {
  form: UseFormReturn<RoomFormValues>;
  /** The room as stored (suggestions read it, and its status). */
  room: Room;
  isSaving: boolean;
  /** Why the last "Salvar" of this section did not reach the server (volume 0), or null. */
  notice: string | null;
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

/**
 * A section's own form: validated on submit, stored by its "Salvar". A notice (the room was kept
 * in the browser only) is said beside the button, and describes it.
 */
export function SectionForm({
  isSaving,
  notice,
  onSubmit,
  children,
}: Pick<SectionProps, 'isSaving' | 'notice' | 'onSubmit'> & { children: ReactNode }) {
  const noticeId = useId();
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
        <Group justify="flex-end" align="center" wrap="nowrap" gap="sm">
          {notice && (
            <Text id={noticeId} role="alert" size="sm" c="red.9" ta="right">
              {notice}
            </Text>
          )}
          <Button
            type="submit"
            loading={isSaving}
            aria-describedby={notice ? noticeId : undefined}
            style={{ flexShrink: 0 }}
          >
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
