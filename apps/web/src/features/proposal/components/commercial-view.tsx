import {
  COMMERCIAL_TEXT_FIELDS,
  COMMERCIAL_TEXT_LABELS,
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  type CommercialTemplateOptions,
  type PriceDto,
} from '@camara-fria/contracts';
import {
  computePriceTotals,
  EQUIPMENT_TABLE,
  formatPriceCell,
  formatTotal,
  PRICE_COLUMNS,
  PRICE_TABLE,
  priceFieldHeader,
  priceInputDigits,
  priceLineTotal,
  TOTAL_ROWS,
  TOTALS_TABLE,
  type PriceCells,
  type PriceColumn,
  type PriceInputKey,
} from '@camara-fria/proposal';
import { Badge, Divider, Group, Stack, Table, Text, Title } from '@mantine/core';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import type { CommercialValue, PriceValue } from '../utils/sections.ts';
import { ScrollRegion } from './scroll-region.tsx';
import { TextBlockField } from './text-block-field.tsx';

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

/** The cells of a line as typed: its total worked out live, as the API will. */
function readCells(price: PriceValue): PriceCells {
  return {
    ...price,
    lineTotal: priceLineTotal(readable(price.quantity), readable(price.unitPrice)),
  };
}

type PriceCellProps = {
  column: PriceColumn;
  cells: PriceCells;
  name: string;
  readOnly: boolean;
  onValueChange: (field: PriceInputKey, number: number | null) => void;
};

/** A typed column's field; a worked-out column, or any column read-only, is written. */
function PriceCell({ column, cells, name, readOnly, onValueChange }: PriceCellProps) {
  if (!column.isInput || readOnly)
    return (
      <Table.Td aria-label={column.isInput ? undefined : `${column.name} — ${name}`}>
        {formatPriceCell(column, cells)}
      </Table.Td>
    );
  const { key } = column;
  const isMoney = column.kind === 'money';
  return (
    <Table.Td>
      <DecimalInput
        aria-label={`${priceFieldHeader(column)} — ${name}`}
        value={cells[key]}
        nullable
        allowNegative={false}
        maxFractionDigits={priceInputDigits(column)}
        minFractionDigits={isMoney ? priceInputDigits(column) : 0}
        onValueChange={(number) => onValueChange(key, number)}
        miw={isMoney ? 140 : 90}
      />
    </Table.Td>
  );
}

function PriceTable({ lines, value, onChange, readOnly }: Omit<CommercialViewProps, 'options'>) {
  function setNumber(key: string, field: PriceInputKey, number: number | null) {
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
          <Table.Caption>{PRICE_TABLE.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{PRICE_TABLE.equipmentHeader}</Table.Th>
              {PRICE_COLUMNS.map((column) => (
                <Table.Th key={column.key} scope="col">
                  {priceFieldHeader(column)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => {
              const price = value.prices.find((item) => item.equipmentKey === line.equipmentKey);
              if (!price) return null;
              const cells = readCells(price);
              const name = lineName(line);
              return (
                <Table.Tr key={line.equipmentKey}>
                  <Table.Th scope="row">
                    <Group gap={6}>
                      <span>{name}</span>
                      {line.specialEquipment && (
                        <Badge variant="outline" color="grape.9">
                          {EQUIPMENT_TABLE.special}
                        </Badge>
                      )}
                    </Group>
                    {line.sku && (
                      <Text size="xs" c="dimmed" fw={400}>
                        {PRICE_TABLE.skuHeader} {line.sku}
                      </Text>
                    )}
                  </Table.Th>
                  {PRICE_COLUMNS.map((column) => (
                    <PriceCell
                      key={column.key}
                      column={column}
                      cells={cells}
                      name={name}
                      readOnly={readOnly}
                      onValueChange={(field, number) => setNumber(line.equipmentKey, field, number)}
                    />
                  ))}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Table withTableBorder maw={360} ml="auto" aria-label={TOTALS_TABLE.caption}>
        <Table.Tbody>
          {TOTAL_ROWS.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td>{formatTotal(row, totals)}</Table.Td>
            </Table.Tr>
          ))}
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
