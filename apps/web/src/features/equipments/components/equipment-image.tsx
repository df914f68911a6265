import { Box } from '@mantine/core';
import { toApiUrl } from '../../../lib/api-client.ts';

/** The line's illustration (spec §2.3 paths), or an empty frame when there is none. */
export function EquipmentImage({ src, alt }: { src: string | null; alt: string }) {
  if (!src)
    return (
      <Box w={64} h={48} bd="1px dashed var(--mantine-color-default-border)" aria-hidden="true" />
    );
  return (
    <img src={toApiUrl(src)} alt={alt} width={64} height={48} style={{ objectFit: 'contain' }} />
  );
}
