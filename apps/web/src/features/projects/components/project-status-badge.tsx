import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@camara-fria/contracts';
import { Badge } from '@mantine/core';

/**
 * Spec part 1 §2: red for PENDING, green for every other status. Filled with white text, in
 * shades dark enough for 4.5:1 (Mantine's green-9 gives only 4.4:1, so a darker green is used).
 */
const PENDING_COLOR = 'red.9'; // #c92a2a, 5.5:1 with white
const OTHER_COLOR = '#237032'; // 6.1:1 with white

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge
      variant="filled"
      color={status === 'PENDING' ? PENDING_COLOR : OTHER_COLOR}
      radius="sm"
      miw="max-content"
      data-status={status}
    >
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}
