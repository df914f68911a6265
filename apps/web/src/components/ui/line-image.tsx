import { Image } from '@mantine/core';
import { toApiUrl } from '../../lib/api-client.ts';

/** What a line image shows, for its alt text (the SVG's own title says the same). */
export const LINE_KIND_LABELS = {
  EVAPORATOR: 'Evaporador',
  CONDENSING_UNIT: 'Unidade condensadora',
  COMPRESSOR_UNIT: 'Unidade de compressão',
  REMOTE_CONDENSER: 'Condensador remoto',
} as const;
export type LineKind = keyof typeof LINE_KIND_LABELS;

/** @example describeLineImage('EVAPORATOR', 'FXB+') // 'Evaporador linha FXB+' */
export const describeLineImage = (kind: LineKind, line: string) =>
  `${LINE_KIND_LABELS[kind]} linha ${line}`;

/** The product line's drawing (docs/decisions/028-line-illustrations.md), with its alt text. */
export function LineImage({
  kind,
  line,
  image,
}: {
  kind: LineKind;
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
