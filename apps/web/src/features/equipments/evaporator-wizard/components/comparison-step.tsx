import { CATALOG_LABELS, type ComparisonItemDto } from '@camara-fria/contracts';
import { Button, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatUnitValue } from '../../../../lib/units-format.ts';

const whole = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const list = (values: readonly number[]) => values.map((value) => whole.format(value)).join(', ');
const orDash = (value: number | null, format: (value: number) => string) =>
  value === null ? '—' : format(value);

const ROWS: { label: string; read: (item: ComparisonItemDto) => ReactNode }[] = [
  { label: 'Linha', read: (item) => item.line },
  {
    label: 'Capacidade nominal (kcal/h)',
    read: (item) => orDash(item.nominalCapacity, (value) => formatUnitValue(value, 'kcal/h')),
  },
  { label: 'Fluido refrigerante', read: (item) => item.refrigerantFluid },
  { label: 'Diâmetro do ventilador (mm)', read: (item) => whole.format(item.fanDiameter) },
  { label: 'Número de ventiladores', read: (item) => item.numberOfFans },
  { label: 'Vazão de ar (m³/h)', read: (item) => whole.format(item.unitAirFlow) },
  { label: 'Altura (mm)', read: (item) => whole.format(item.height) },
  { label: 'Largura (mm)', read: (item) => whole.format(item.width) },
  { label: 'Comprimento (mm)', read: (item) => whole.format(item.length) },
  {
    label: 'Potência dos ventiladores (W)',
    read: (item) => orDash(item.fanPower, (value) => whole.format(value)),
  },
  {
    label: 'Potência de degelo (W)',
    read: (item) => orDash(item.defrostPower, (value) => whole.format(value)),
  },
  {
    label: 'Proteção das aletas',
    read: (item) =>
      item.finsProtection.map((value) => CATALOG_LABELS.finProtection[value]).join(', '),
  },
  { label: 'Tensão (V)', read: (item) => list(item.voltage) },
  { label: 'Fases', read: (item) => list(item.phase) },
  { label: 'Frequência (Hz)', read: (item) => list(item.frequency) },
];

type ComparisonStepProps = {
  items: readonly ComparisonItemDto[];
  onChoose: (modelId: number) => void;
};

/** Step Comparativo (spec §2.2, §3 "Comparison item"): the ticked models side by side. */
export function ComparisonStep({ items, onChoose }: ComparisonStepProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder withColumnBorders striped aria-label="Comparativo de evaporadores">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Modelo</Table.Th>
            {items.map((item) => (
              <Table.Th key={item.id} scope="col">
                {item.model}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ROWS.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row">{row.label}</Table.Th>
              {items.map((item) => (
                <Table.Td key={item.id}>{row.read(item)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td />
            {items.map((item) => (
              <Table.Td key={item.id}>
                <Button size="xs" onClick={() => onChoose(item.id)}>
                  Escolher {item.model}
                </Button>
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
