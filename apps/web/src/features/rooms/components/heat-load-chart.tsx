import type { CalculatedHeatLoad } from '@camara-fria/domain';
import { Box, ColorSwatch, Group, List, Progress, Text } from '@mantine/core';
import { memo } from 'react';
import { formatKw } from '../../../lib/units-format.ts';
import { formatPercent } from '../utils/format-number.ts';
import { HEAT_LOAD_PARTS } from '../utils/heat-load.ts';

/** Each part's share of the sum of the parts (the margin applies to the total only). */
function computeShares(result: CalculatedHeatLoad) {
  const subtotal = HEAT_LOAD_PARTS.reduce((sum, part) => sum + result[part.key], 0);
  return HEAT_LOAD_PARTS.map((part) => ({
    ...part,
    kw: result[part.key],
    percent: subtotal > 0 ? (result[part.key] / subtotal) * 100 : 0,
  }));
}

/**
 * One legend entry, memoised on its text: a keystroke that changes one part's share re-renders
 * the entries whose figures changed.
 */
const LegendItem = memo(function LegendItem({ color, text }: { color: string; text: string }) {
  return (
    <List.Item>
      <Group gap={8} wrap="nowrap">
        <ColorSwatch
          color={`var(--mantine-color-${color.replace('.', '-')})`}
          size={12}
          aria-hidden="true"
        />
        <Text size="sm">{text}</Text>
      </Group>
    </List.Item>
  );
});

/**
 * The load breakdown as one horizontal stacked bar; the bar is an image named by its data and
 * the legend gives every share in text.
 */
export function HeatLoadChart({ result }: { result: CalculatedHeatLoad }) {
  const shares = computeShares(result);
  const description = shares
    .map((share) => `${share.label} ${formatPercent(share.percent)}`)
    .join(', ');

  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" fw={700} size="sm" mb={6}>
        Composição da carga térmica
      </Text>
      <Box role="img" aria-label={`Composição da carga térmica: ${description}`}>
        {/* No width transition: it would lay out and paint the page for 100 ms after every
            keystroke that changes a share (docs/ARCHITECTURE.md, performance). */}
        <Progress.Root size={20} transitionDuration={0} aria-hidden="true">
          {shares.map((share) => (
            <Progress.Section
              key={share.key}
              value={share.percent}
              color={share.color}
              withAria={false}
            />
          ))}
        </Progress.Root>
      </Box>
      <List listStyleType="none" spacing={4} mt="xs" size="sm">
        {shares.map((share) => (
          <LegendItem
            key={share.key}
            color={share.color}
            text={`${share.label}: ${formatPercent(share.percent)} (${formatKw(share.kw)})`}
          />
        ))}
      </List>
    </Box>
  );
}
