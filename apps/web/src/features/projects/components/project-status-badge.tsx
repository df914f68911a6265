import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@camara-fria/contracts';
import { Badge } from '@mantine/core';

/**
 * Spec part 1 §2: red for PENDING, green for the other statuses, except FECHADO/PERDIDO: a lost
 * deal must not read as a success, so it is a neutral dark grey (issue 11). Filled with white
 * text, in shades dark enough for 4.5:1 (Mantine's green-9 gives only 4.4:1, so a darker green
 * is used).
 */
const STATUS_COLORS: Record<ProjectStatus, string> = {
  PENDING: 'red.9', // #c92a2a, 5.5:1 with white
  SENT: '#237032', // 6.1:1 with white
  IN_REVIEW: '#237032',
  CLOSED_WON: '#237032',
  CLOSED_LOST: 'gray.7', // #495057, 8.2:1 with white
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <Badge
      variant="filled"
      color={STATUS_COLORS[status]}
      radius="sm"
      miw="max-content"
      data-status={status}
    >
      {PROJECT_STATUS_LABELS[status]}
    </Badge>
  );
}
