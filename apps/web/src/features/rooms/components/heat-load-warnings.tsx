import type { HeatLoadWarning } from '@camara-fria/domain';
import { Alert, List } from '@mantine/core';

type HeatLoadWarningsProps = {
  warnings: readonly HeatLoadWarning[];
  /** "Avisos do cálculo" for a whole list; without it, the note is named "Aviso". */
  title?: string;
};

/** Mantine's light yellow alert writes its title in yellow (below 4.5:1 on its background). */
const ALERT_STYLES = { title: { color: 'var(--mantine-color-text)' } } as const;

/** The engine's warnings (Portuguese) as a note; nothing when there are none. */
export function HeatLoadWarnings({ warnings, title }: HeatLoadWarningsProps) {
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      role="note"
      title={title}
      styles={ALERT_STYLES}
      aria-label={title === undefined ? 'Aviso' : undefined}
      mt={title === undefined ? 'xs' : undefined}
      p={title === undefined ? 'xs' : undefined}
    >
      <List size="sm" spacing={4}>
        {warnings.map((warning) => (
          <List.Item key={`${warning.code}-${warning.field}`}>{warning.message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
