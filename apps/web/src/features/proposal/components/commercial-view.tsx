import {
  COMMERCIAL_TEXT_FIELDS,
  COMMERCIAL_TEXT_LABELS,
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  type CommercialTemplateOptions,
  type PriceDto,
} from '@camara-fria/contracts';
import { computePriceTotals, priceLineTotal } from '@camara-fria/proposal';
import { Badge, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { formatBrl, formatNumber } from '../utils/format.ts';
import type { CommercialValue, PriceValue } from '../utils/sections.ts';
import { ScrollRegion } from './scroll-region.tsx';
import { TextBlockField } from './text-block-field.tsx';

type NumberField = 'quantity' | 'unitPrice' | 'icms' | 'pisCofins' | 'ipi';

const COLUMNS: readonly { field: NumberField; label: string; fractionDigits: number }[] = [
  { field: 'quantity', label: 'Quantidade', fractionDigits: 0 },
  { field: 'unitPrice', label: 'Preço unitário (R$)', fractionDigits: 2 },
  { field: 'icms', label: 'ICMS (%)', fractionDigits: 2 },
  { field: 'pisCofins', label: 'PIS/COFINS (%)', fractionDigits: 2 },
  { field: 'ipi', label: 'IPI (%)', fractionDigits: 2 },
];

/** A number a field could not read counts as empty in the live totals. */
function readable(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}

/** The live totals of the table (the API computes the same with the same domain functions). */
export function computeLiveTotals(prices: readonly PriceValue[]) {
  return computePriceTotals(
    prices.map((price) => ({
      quantity: readable(price.quantity),
      unitPrice: readable(price.unitPrice),
      ipi: readable(price.ipi),
    })),
  );
}

function lineName(line: PriceDto): string {
  return `${PROPOSAL_EQUIPMENT_TYPE_LABELS[line.type]} ${line.model}`;
}

type CommercialViewProps = {
  /** The lines as the server describes them (type, model, SKU). */
  lines: readonly PriceDto[];
  value: CommercialValue;
  options: CommercialTemplateOptions | undefined;
  onChange: (update: (current: CommercialValue) => CommercialValue) => void;
  readOnly: boolean;
};

function PriceTable({ lines, value, onChange, readOnly }: Omit<CommercialViewProps, 'options'>) {
  function setNumber(key: string, field: NumberField, number: number | null) {
    onChange((current) => ({
      ...current,
      prices: current.prices.map((price) =>
        price.equipmentKey === key ? { ...price, [field]: number } : price,
      ),
    }));
  }
  const totals = computeLiveTotals(value.prices);
  return (
    <Stack gap="xs">
      <ScrollRegion label="Tabela de preços (role para o lado)">
        <Table withTableBorder miw={readOnly ? 720 : 960} verticalSpacing="xs">
          <Table.Caption>Preços por equipamento</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Equipamento</Table.Th>
              {COLUMNS.map((column) => (
                <Table.Th key={column.field} scope="col">
                  {column.label}
                </Table.Th>
              ))}
              <Table.Th scope="col">Total (R$)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const price = value.prices.find((item) => item.equipmentKey === line.equipmentKey);
              if (!price) return null;
              const lineTotal = priceLineTotal(readable(price.quantity), readable(price.unitPrice));
              const name = lineName(line);
              return (
                <Table.Tr key={line.equipmentKey}>
                  <Table.Th scope="row">
                    <Group gap={6}>
                      <span>{name}</span>
                      {line.specialEquipment && (
                        <Badge variant="outline" color="grape.9">
                          Especial
                        </Badge>
                      )}
                    </Group>
                    {line.sku && (
                      <Text size="xs" c="dimmed" fw={400}>
                        SKU {line.sku}
                      </Text>
                    )}
                  </Table.Th>
                  {COLUMNS.map((column) => (
                    <Table.Td key={column.field}>
                      {readOnly ? (
                        column.field === 'unitPrice' && price.unitPrice !== null ? (
                          formatBrl(price.unitPrice)
                        ) : (
                          formatNumber(price[column.field])
                        )
                      ) : (
                        <DecimalInput
                          aria-label={`${column.label} — ${name}`}
                          value={price[column.field]}
                          nullable
                          allowNegative={false}
                          maxFractionDigits={column.fractionDigits}
                          minFractionDigits={column.field === 'unitPrice' ? 2 : 0}
                          onValueChange={(number) =>
                            setNumber(line.equipmentKey, column.field, number)
                          }
                          miw={column.field === 'unitPrice' ? 140 : 90}
                        />
                      )}
                    </Table.Td>
                  ))}
                  <Table.Td aria-label={`Total — ${name}`}>
                    {lineTotal === null ? '—' : formatBrl(lineTotal)}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Table withTableBorder maw={360} ml="auto" aria-label="Totais">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row">Total</Table.Th>
            <Table.Td>{formatBrl(totals.total)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">IPI</Table.Th>
            <Table.Td>{formatBrl(totals.ipi)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row">Total com IPI</Table.Th>
            <Table.Td>{formatBrl(totals.totalWithIpi)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

/**
 * CONDIÇÕES COMERCIAIS (spec §3, §4, §5, §9): the price of each equipment line (numbers typed in
 * Portuguese, empty → null), live totals, then the eight text blocks, each with its options.
 */
export function CommercialView({ lines, value, options, onChange, readOnly }: CommercialViewProps) {
  return (
    <Stack gap="md">
      {lines.length === 0 ? (
        <Text>Nenhum equipamento a precificar.</Text>
      ) : (
        <PriceTable lines={lines} value={value} onChange={onChange} readOnly={readOnly} />
      )}
      {COMMERCIAL_TEXT_FIELDS.map((field) => (
        <Stack key={field} gap="xs">
          <Divider />
          {!readOnly && (
            <Title order={3} size="h5">
              {COMMERCIAL_TEXT_LABELS[field]}
            </Title>
          )}
          <TextBlockField
            label={COMMERCIAL_TEXT_LABELS[field]}
            block={value[field]}
            options={options?.[field]}
            readOnly={readOnly}
            onChange={(block) => onChange((current) => ({ ...current, [field]: block }))}
          />
        </Stack>
      ))}
    </Stack>
  );
}
