import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';

export type StepLink = { label: string; to: string };

/** The step links above a project screen: back (←) on the left, forward (→) on the right. */
export function StepNavigation({ previous, next }: { previous: StepLink; next?: StepLink | null }) {
  return (
    <Group justify="space-between" gap="sm" mb="xs" component="nav" aria-label="Etapas do projeto">
      <Anchor component={Link} to={previous.to}>
        <span aria-hidden="true">← </span>
        {previous.label}
      </Anchor>
      {next && (
        <Anchor component={Link} to={next.to}>
          {next.label}
          <span aria-hidden="true"> →</span>
        </Anchor>
      )}
    </Group>
  );
}
