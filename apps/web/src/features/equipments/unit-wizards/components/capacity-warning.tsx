import { hasCondensingCapacityWarning } from '@camara-fria/domain';
import { Alert } from '@mantine/core';
import { UNIT_MESSAGES } from '../utils/unit-messages.ts';

/** Spec §5: a unit (or SKU) above 120 % of the capacity searched is told so. */
export function CapacityWarning({ capacity, searched }: { capacity: number; searched: number }) {
  if (!hasCondensingCapacityWarning(capacity, searched)) return null;
  return (
    <Alert color="yellow" variant="light" role="alert">
      {UNIT_MESSAGES.capacityWarning}
    </Alert>
  );
}
