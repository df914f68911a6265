import '@mantine/charts/styles.css';
import { hasBalancePoint, type SystemResultDto } from '@camara-fria/contracts';
import { LineChart } from '@mantine/charts';
import { ReferenceDot } from 'recharts';
import { formatUnitValue } from '../../../lib/units-format.ts';
import { formatCelsius } from '../utils/format-values.ts';

const SERIES = [
  { name: 'evaporatorCapacity', label: 'Evaporadores', color: 'blue.7' },
  { name: 'unitCapacity', label: 'Unidade', color: 'orange.8' },
];

function formatKcalhTick(value: number): string {
  return formatUnitValue(value, 'kcal/h');
}

/**
 * Issue 12 (beyond the spec): both sides of the balance against the evaporating temperature,
 * the required load as a line and, when they cross, the point with its DT and capacity. Loaded
 * on demand (recharts is heavy); the figure's text says the same for whoever does not see it.
 */
export default function BalanceChart({
  result,
  crossingLabel,
}: {
  result: SystemResultDto;
  /** "DT 6,2 K · 12.345 kcal/h" at the crossing (BALANCED only). */
  crossingLabel: string | null;
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
      xAxisProps={{ type: 'number', domain: ['dataMin', 'dataMax'] }}
      valueFormatter={formatKcalhTick}
      lineChartProps={{ accessibilityLayer: false, margin: { left: 24, right: 16 } }}
      tooltipProps={{ labelFormatter: (value: unknown) => formatCelsius(Number(value)) }}
      referenceLines={[
        { y: Math.round(result.requiredCapacity), label: 'Carga Requerida', color: 'red.9' },
        ...(hasBalancePoint(result) ? [{ x: result.evaporatingTemperature, color: 'gray.7' }] : []),
      ]}
    >
      {hasBalancePoint(result) && crossingLabel && (
        <ReferenceDot
          x={result.evaporatingTemperature}
          y={Math.round(result.resultingCapacity)}
          r={6}
          fill="var(--mantine-color-green-8)"
          stroke="var(--mantine-color-body)"
          label={{ value: crossingLabel, position: 'top', fill: 'var(--mantine-color-text)' }}
        />
      )}
    </LineChart>
  );
}
