import type { TemplateOption } from '@camara-fria/contracts';
import { Badge, Button, Group, Paper, Spoiler, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { MarkdownView } from '../../../components/rich-text/index.ts';

type TemplateCardProps = {
  template: TemplateOption;
  onEdit: () => void;
  onArchive: () => void;
  /** Focus 'Editar' on mount (the form of this template just closed). */
  shouldFocus?: boolean;
};

/** One template: its title, 'Padrão' when it is the default, its text and its actions. */
export function TemplateCard({
  template,
  onEdit,
  onArchive,
  shouldFocus = false,
}: TemplateCardProps) {
  const editRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (shouldFocus) editRef.current?.focus();
  }, [shouldFocus]);
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-label={template.title}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
          <Title order={3} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {template.title}
          </Title>
          {template.isDefault && (
            <Badge color="blue.9" variant="light">
              Padrão
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button
            ref={editRef}
            variant="light"
            size="xs"
            onClick={onEdit}
            aria-label={`Editar ${template.title}`}
          >
            Editar
          </Button>
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="xs"
            onClick={onArchive}
            aria-label={`Arquivar ${template.title}`}
          >
            Arquivar
          </Button>
        </Group>
      </Group>
      {/* Long texts (general conditions) fold; the toggle is a button, reachable by keyboard. */}
      <Spoiler maxHeight={160} showLabel="Mostrar texto completo" hideLabel="Mostrar menos">
        <MarkdownView markdown={template.text} label={`Texto de ${template.title}`} />
      </Spoiler>
    </Paper>
  );
}
