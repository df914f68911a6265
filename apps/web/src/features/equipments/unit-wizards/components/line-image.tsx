import { Image } from '@mantine/core';
import { toApiUrl } from '../../../../lib/api-client.ts';
import { describeLineImage, type UNIT_KIND_LABELS } from '../utils/unit-messages.ts';

/** The product line's drawing (docs/decisions/028-line-illustrations.md), with its alt text. */
export function LineImage({
  kind,
  line,
  image,
}: {
  kind: keyof typeof UNIT_KIND_LABELS;
  line: string;
  image: string | null;
}) {
  if (!image) return null;
  return (
    <Image
      src={toApiUrl(image)}
      alt={describeLineImage(kind, line)}
      w={120}
      h={75}
      fit="contain"
      loading="lazy"
    />
  );
}
