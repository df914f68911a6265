import '@mantine/charts/styles.css';
import { hasBalancePoint, type SystemResultDto } from '@camara-fria/contracts';
import { LineChart } from '@mantine/charts';
import { ReferenceDot, usePlotArea } from 'recharts';
import { formatUnitValue } from '../../../lib/units-format.ts';
import { formatCelsius, formatTemperatureTick } from '../utils/format-values.ts';

const SERIES = [
  { name: 'evaporatorCapacity', label: 'Evaporadores', color: 'blue.7' },
  { name: 'unitCapacity', label: 'Unidade', color: 'orange.8' },
];

function formatKcalhTick(value: number): string {
  return formatUnitValue(value, 'kcal/h');
}

/** Space between the crossing's dot and its label, px. */
const LABEL_GAP = 12;
/** The label's line height, px (12 px text). */
const LABEL_LINE = 14;

/**
 * The crossing's label (issue 29 item 7): two short lines beside the dot, on the side of the plot
 * with more room, above the dot unless it sits near the plot's top, so it stays inside the chart
 * on a 375 px phone. Recharts renders it inside the chart (`viewBox` is the dot's box).
 */
function CrossingLabel({
  viewBox,
  lines,
}: {
  viewBox?: { x?: number; y?: number; width?: number; height?: number };
  lines: readonly string[];
}) {
  const plot = usePlotArea();
  if (!plot || viewBox?.x === undefined || viewBox.y === undefined) return null;
  const cx = viewBox.x + (viewBox.width ?? 0) / 2;
  const cy = viewBox.y + (viewBox.height ?? 0) / 2;
  const isOnRightHalf = cx - plot.x > plot.width / 2;
  const isNearTop = cy - plot.y < lines.length * LABEL_LINE + LABEL_GAP;
  const firstLineY = isNearTop
    ? cy + LABEL_GAP + LABEL_LINE
    : cy - LABEL_GAP - (lines.length - 1) * LABEL_LINE;
  return (
    <text
      x={isOnRightHalf ? cx - LABEL_GAP : cx + LABEL_GAP}
      y={firstLineY}
      textAnchor={isOnRightHalf ? 'end' : 'start'}
      fontSize={12}
      fill="var(--mantine-color-text)"
      // A halo in the page's colour keeps the text readable over the lines it crosses.
      stroke="var(--mantine-color-body)"
      strokeWidth={3}
      paintOrder="stroke"
    >
      {lines.map((line, index) => (
        <tspan
          key={line}
          x={isOnRightHalf ? cx - LABEL_GAP : cx + LABEL_GAP}
          dy={index === 0 ? 0 : LABEL_LINE}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * Issue 12 (beyond the spec): both sides of the balance against the evaporating temperature,
 * the required load as a line and, when they cross, the point with its DT and capacity. Loaded
 * on demand (recharts is heavy); the figure's text says the same for whoever does not see it.
 */
export default function BalanceChart({
  result,
  crossingLines,
}: {
  result: SystemResultDto;
  /** ["DT 6,2 K", "12.345 kcal/h"] at the crossing (a balance point only). */
  crossingLines: readonly string[] | null;
}) {
  const data = result.curve.map((point) => ({
    evaporatingTemperature: point.evaporatingTemperature,
    evaporatorCapacity: Math.round(point.evaporatorCapacity),
    unitCapacity: point.unitCapacity === null ? null : Math.round(point.unitCapacity),
  }));
  return (
    <LineChart
      h={280}
      data={data}
      dataKey="evaporatingTemperature"
      series={SERIES}
      curveType="monotone"
      withDots={false}
      withLegend
      connectNulls={false}
      xAxisLabel="Temperatura de evaporação (°C)"
      yAxisLabel="kcal/h"
      xAxisProps={{
        type: 'number',
        domain: ['dataMin', 'dataMax'],
        tickFormatter: formatTemperatureTick,
      }}
      valueFormatter={formatKcalhTick}
      // Bottom 30 px as Mantine's own for an axis title (replacing the margin drops it: the title
      // fell below the chart, under the next block).
      lineChartProps={{ accessibilityLayer: false, margin: { left: 24, right: 16, bottom: 30 } }}
      tooltipProps={{ labelFormatter: (value: unknown) => formatCelsius(Number(value)) }}
      referenceLines={[
        { y: Math.round(result.requiredCapacity), label: 'Carga Requerida', color: 'red.9' },
        ...(hasBalancePoint(result) ? [{ x: result.evaporatingTemperature, color: 'gray.7' }] : []),
      ]}
    >
      {hasBalancePoint(result) && crossingLines && (
        <ReferenceDot
          x={result.evaporatingTemperature}
          y={Math.round(result.resultingCapacity)}
          r={6}
          fill="var(--mantine-color-green-8)"
          stroke="var(--mantine-color-body)"
          label={<CrossingLabel lines={crossingLines} />}
        />
      )}
    </LineChart>
  );
}
