import {
  COMMERCIAL_TEXT_FIELDS,
  COMMERCIAL_TEXT_LABELS,
  OVERRIDE_REASON_REQUIRED,
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  type CommercialTemplateOptions,
  type PriceDto,
} from '@camara-fria/contracts';
import {
  EQUIPMENT_TABLE,
  formatDateBr,
  formatNcm,
  formatNumber,
  formatPriceCell,
  PRICE_COLUMNS,
  PRICE_TABLE,
  priceFieldHeader,
  priceInputDigits,
  type PriceColumn,
  type PriceInputKey,
} from '@camara-fria/proposal';
import {
  Badge,
  Checkbox,
  Divider,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import {
  computeLiveCommercial,
  describeOverride,
  type CommercialSource,
  type LiveCommercial,
} from '../utils/live-commercial.ts';
import type { CommercialValue, PriceValue } from '../utils/sections.ts';
import { CommercialTaxesView } from './commercial-taxes-view.tsx';
import { ScrollRegion } from './scroll-region.tsx';
import { TextBlockField } from './text-block-field.tsx';

function lineName(line: PriceDto): string {
  return `${PROPOSAL_EQUIPMENT_TYPE_LABELS[line.type]} ${line.model}`;
}

type CommercialViewProps = {
  /** What the server sent: the lines (type, model, SKU, classification) and the tax inputs. */
  source: CommercialSource;
  value: CommercialValue;
  options: CommercialTemplateOptions | undefined;
  onChange: (update: (current: CommercialValue) => CommercialValue) => void;
  readOnly: boolean;
};

type PriceCellProps = {
  column: PriceColumn;
  line: PriceDto;
  price: PriceValue;
  hint: string | null;
  readOnly: boolean;
  onValueChange: (field: PriceInputKey, number: number | null) => void;
};

/**
 * A typed column's field (the ICMS and IPI typed over the computed rate, shown as placeholder);
 * a worked-out column, or any column read-only, is written.
 */
function PriceCell({ column, line, price, hint, readOnly, onValueChange }: PriceCellProps) {
  const name = lineName(line);
  if (!column.isInput || readOnly)
    return (
      <Table.Td aria-label={column.isInput ? undefined : `${column.name} — ${name}`}>
        {formatPriceCell(column, line)}
      </Table.Td>
    );
  const { input } = column;
  const isMoney = column.kind === 'money';
  const computed = column.isOverride ? line[column.key] : null;
  return (
    <Table.Td>
      <DecimalInput
        aria-label={`${priceFieldHeader(column)} — ${name}`}
        value={price[input]}
        nullable
        allowNegative={false}
        maxFractionDigits={priceInputDigits(column)}
        minFractionDigits={isMoney ? priceInputDigits(column) : 0}
        placeholder={computed !== null ? formatNumber(computed) : undefined}
        onValueChange={(number) => onValueChange(input, number)}
        miw={isMoney ? 140 : 90}
        description={hint ?? undefined}
      />
    </Table.Td>
  );
}

/** The line's name, its SKU and NCM, and Convênio 52/91. */
function LineHeader({
  line,
  price,
  readOnly,
  onConv,
}: {
  line: PriceDto;
  price: PriceValue;
  readOnly: boolean;
  onConv: (checked: boolean) => void;
}) {
  const name = lineName(line);
  return (
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
      {line.classification && (
        <Text size="xs" c="dimmed" fw={400}>
          NCM {formatNcm(line.classification.ncm)}
          {line.classification.ex ? ` Ex ${line.classification.ex}` : ''}
        </Text>
      )}
      {readOnly ? (
        price.conv5291 && (
          <Text size="xs" fw={400}>
            Convênio 52/91
          </Text>
        )
      ) : (
        <Checkbox
          mt={4}
          size="xs"
          label="Convênio 52/91"
          aria-label={`Convênio 52/91 — ${name}`}
          checked={price.conv5291}
          onChange={(event) => onConv(event.currentTarget.checked)}
        />
      )}
    </Table.Th>
  );
}

type PriceTableProps = Omit<CommercialViewProps, 'options' | 'source'> & { live: LiveCommercial };

function PriceTable({ live, value, onChange, readOnly }: PriceTableProps) {
  function setLine(key: string, change: Partial<PriceValue>) {
    onChange((current) => ({
      ...current,
      prices: current.prices.map((price) =>
        price.equipmentKey === key ? { ...price, ...change } : price,
      ),
    }));
  }
  return (
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
          {live.prices.map((line) => {
            const price = value.prices.find((item) => item.equipmentKey === line.equipmentKey);
            if (!price) return null;
            const key = line.equipmentKey;
            const hints = {
              icms: describeOverride(live.taxes, key, 'ICMS'),
              ipi: describeOverride(live.taxes, key, 'IPI'),
            };
            // Read-only, the reason shows only when the document carries it (the customer's
            // projection leaves it out, as the PDF does: docs/decisions/079).
            const isOverridden =
              (price.icmsOverride !== null || price.ipiOverride !== null) &&
              (!readOnly || price.overrideReason !== null);
            const needsReason = live.unexplained.has(key);
            return (
              <Fragment key={key}>
                <Table.Tr>
                  <LineHeader
                    line={line}
                    price={price}
                    readOnly={readOnly}
                    onConv={(conv5291) => setLine(key, { conv5291 })}
                  />
                  {PRICE_COLUMNS.map((column) => (
                    <PriceCell
                      key={column.key}
                      column={column}
                      line={line}
                      price={price}
                      hint={
                        column.key === 'icms' || column.key === 'ipi' ? hints[column.key] : null
                      }
                      readOnly={readOnly}
                      onValueChange={(field, number) => setLine(key, { [field]: number })}
                    />
                  ))}
                </Table.Tr>
                {isOverridden && (
                  <Table.Tr>
                    <Table.Td colSpan={PRICE_COLUMNS.length + 1}>
                      {readOnly ? (
                        <Text size="sm">Motivo da alíquota informada: {price.overrideReason}</Text>
                      ) : (
                        <TextInput
                          label={`Motivo — ${lineName(line)}`}
                          description="Por que a alíquota informada difere da calculada"
                          required={needsReason}
                          value={price.overrideReason ?? ''}
                          onChange={(event) =>
                            setLine(key, { overrideReason: event.currentTarget.value })
                          }
                          error={needsReason ? OVERRIDE_REASON_REQUIRED : undefined}
                          maxLength={500}
                        />
                      )}
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** The expected invoice date and the validity end, each empty for its default. */
function TaxDatesFields({
  value,
  live,
  readOnly,
  onChange,
}: {
  value: CommercialValue;
  live: LiveCommercial;
  readOnly: boolean;
  onChange: CommercialViewProps['onChange'];
}) {
  const dates = live.taxDates;
  if (!dates) return null;
  const fields = [
    { key: 'invoiceDate', label: 'Data prevista de faturamento', used: dates.invoiceDate },
    { key: 'validUntil', label: 'Válida até', used: dates.validUntil },
  ] as const;
  if (readOnly) {
    return (
      <Group gap="xl">
        {fields.map((field) => (
          <Text key={field.key} size="sm">
            {field.label}: {formatDateBr(field.used)}
          </Text>
        ))}
      </Group>
    );
  }
  return (
    <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
      {fields.map((field) => (
        <TextInput
          key={field.key}
          type="date"
          label={field.label}
          description={`Vazio: data da proposta + 30 dias (${formatDateBr(field.used)})`}
          value={value[field.key] ?? ''}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            onChange((current) => ({ ...current, [field.key]: typed === '' ? null : typed }));
          }}
          miw={220}
        />
      ))}
    </Group>
  );
}

/**
 * CONDIÇÕES COMERCIAIS (spec §3, §4, §5, §9; ADR 072): the tax dates, the price of each equipment
 * line (numbers typed in Portuguese, empty → null; ICMS and IPI computed, a typed one with its
 * reason), the live totals and taxes, then the eight text blocks, each with its options.
 */
export function CommercialView({
  source,
  value,
  options,
  onChange,
  readOnly,
}: CommercialViewProps) {
  const live = useMemo(() => computeLiveCommercial(source, value), [source, value]);
  return (
    <Stack gap="md">
      <TaxDatesFields value={value} live={live} readOnly={readOnly} onChange={onChange} />
      {live.prices.length === 0 ? (
        <Text>Nenhum equipamento a precificar.</Text>
      ) : (
        <PriceTable live={live} value={value} onChange={onChange} readOnly={readOnly} />
      )}
      <CommercialTaxesView live={live} />
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
