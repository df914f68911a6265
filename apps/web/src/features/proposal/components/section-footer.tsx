import { Alert, Button, Group, Text } from '@mantine/core';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';

type SectionFooterProps = {
  /** The section's title, for the button's accessible name ('Salvar — APRESENTAÇÃO'). */
  title: string;
  isDirty: boolean;
  isSaving: boolean;
  /** The server's 409 message, when the last save was refused. */
  conflict: string | undefined;
  onSave: () => void;
  onReload: () => void;
};

/**
 * Spec §4: Salvar is enabled while the section has unsaved edits, which the text says. A 409
 * keeps the edits and shows why; 'Recarregar seção' replaces them with the server's.
 */
export function SectionFooter({
  title,
  isDirty,
  isSaving,
  conflict,
  onSave,
  onReload,
}: SectionFooterProps) {
  return (
    <>
      {conflict && (
        <Alert color="red.9" variant="outline" title="Não foi possível salvar.">
          <Text size="sm" mb="xs">
            {conflict}
          </Text>
          <Button variant="default" size="xs" onClick={onReload}>
            {PROPOSAL_MESSAGES.conflictReload}
          </Button>
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        {isDirty && (
          <Text size="sm" c="orange.9" role="status">
            {PROPOSAL_MESSAGES.unsaved}
          </Text>
        )}
        <Button
          onClick={onSave}
          disabled={!isDirty}
          loading={isSaving}
          aria-label={`Salvar — ${title}`}
        >
          Salvar
        </Button>
      </Group>
    </>
  );
}
