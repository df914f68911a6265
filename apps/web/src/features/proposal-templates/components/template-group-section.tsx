import type { TemplateOption } from '@camara-fria/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TemplateGroup } from '../utils/template-groups.ts';
import { TEMPLATE_MESSAGES } from '../utils/template-messages.ts';
import { TemplateCard } from './template-card.tsx';

type TemplateGroupSectionProps = {
  group: TemplateGroup;
  templates: readonly TemplateOption[];
  /** The open form when it belongs to this group: in place of its card, or first for a new one. */
  editingId: number | 'new' | null;
  form: ReactNode;
  onCreate: () => void;
  onEdit: (template: TemplateOption) => void;
  onArchive: (template: TemplateOption) => void;
  /** The card that takes the focus when it appears (its form just closed). */
  focusId: number | null;
};

/** A group of templates (one text block) with its 'Novo modelo'. */
export function TemplateGroupSection({
  group,
  templates,
  editingId,
  form,
  onCreate,
  onEdit,
  onArchive,
  focusId,
}: TemplateGroupSectionProps) {
  const headingId = `modelos-${group.id}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {group.label}
        </Title>
        <Button
          variant="outline"
          size="xs"
          onClick={onCreate}
          aria-label={`Novo modelo — ${group.label}`}
        >
          Novo modelo
        </Button>
      </Group>
      {editingId === 'new' && form}
      {templates.length === 0 && editingId !== 'new' && (
        <Text size="sm" c="dimmed">
          {TEMPLATE_MESSAGES.emptyGroup}
        </Text>
      )}
      {templates.map((template) =>
        editingId === template.id ? (
          <div key={template.id}>{form}</div>
        ) : (
          <TemplateCard
            key={template.id}
            template={template}
            onEdit={() => onEdit(template)}
            onArchive={() => onArchive(template)}
            shouldFocus={template.id === focusId}
          />
        ),
      )}
    </Stack>
  );
}
