import { CATALOG_LABELS, type ComparisonItemDto } from '@camara-fria/contracts';
import { Table, Text } from '@mantine/core';
import { formatKcalh, formatKw } from '../../../../lib/units-format.ts';
import { LineImage } from '../../../../components/ui/line-image.tsx';

const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

type Row = { label: string; value: (item: ComparisonItemDto) => string };

const ROWS: Row[] = [
  { label: 'Linha', value: (item) => item.line },
  {
    label: 'Capacidade nominal',
    value: (item) => (item.nominalCapacity === null ? '—' : formatKcalh(item.nominalCapacity)),
  },
  {
    label: 'Potência consumida',
    value: (item) => (item.consumedPower === null ? '—' : formatKw(item.consumedPower)),
  },
  { label: 'Fluido refrigerante', value: (item) => item.refrigerantFluid },
  {
    label: 'Tipo de compressor',
    value: (item) =>
      item.compressorType ? CATALOG_LABELS.compressorType[item.compressorType] : '—',
  },
  { label: 'Marca', value: (item) => item.brand ?? '—' },
  { label: 'Compressores', value: (item) => String(item.numberOfCompressors ?? '—') },
  { label: 'Ventiladores', value: (item) => `${item.numberOfFans} × ${item.fanDiameter} mm` },
  { label: 'Vazão de ar', value: (item) => `${NUMBER.format(item.unitAirFlow)} m³/h` },
  {
    label: 'Dimensões (C × L × A)',
    value: (item) => `${item.length} × ${item.width} × ${item.height} mm`,
  },
  { label: 'Tensão', value: (item) => item.voltage.map((v) => `${v} V`).join(', ') },
  { label: 'Fases', value: (item) => item.phase.join(', ') },
  { label: 'Frequência', value: (item) => item.frequency.map((f) => `${f} Hz`).join(', ') },
];

/** Step 'Comparativo': the chosen models side by side (spec §3 "Comparison item"). */
export function UnitComparison({ items }: { items: ComparisonItemDto[] | null }) {
  if (items === null) return <Text c="dimmed">Comparando…</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder withColumnBorders aria-label="Comparativo de unidades condensadoras">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Modelo</Table.Th>
            {items.map((item) => (
              <Table.Th scope="col" key={item.id}>
                <LineImage kind="CONDENSING_UNIT" line={item.line} image={item.image} />
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
                <Table.Td key={item.id}>{row.value(item)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
