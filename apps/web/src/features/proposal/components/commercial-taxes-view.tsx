import {
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  TAX_NAME_LABELS,
  type PriceDto,
  type ProposalTaxes,
  type TaxSummary,
} from '@camara-fria/contracts';
import {
  describeDifal,
  formatDateBr,
  formatMoney,
  formatRate,
  formatTotal,
  shownTotalRows,
  TOTALS_TABLE,
} from '@camara-fria/proposal';
import { Alert, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { CellLabel, StackedTable } from '../../../components/ui/stacked-table.tsx';
import type { LiveCommercial } from '../utils/live-commercial.ts';

/*
 * Under the price table (docs/decisions/072): the totals (what the buyer pays), the total in words,
 * the DIFAL and who pays it, the tax table (per line and tax: base, rate, amount, rule and its
 * source, the CFOP), the warnings, and when the validity spans 31/12/2026 both bases side by side
 * with the tax-change clause.
 */

const REFORM_CAPTIONS = {
  PIS_COFINS: 'Faturamento até 31/12/2026',
  CBS_IBS: 'Faturamento a partir de 01/01/2027',
} as const;

const TREATMENT_LABELS = {
  INCLUDED: 'no preço',
  ADDED: 'acrescido',
  INFORMATIVE: 'informativo',
  PAID_BY_SELLER: 'por conta do vendedor',
  PAID_BY_BUYER: 'por conta do comprador',
} as const;

const HEADERS = ['Equipamento', 'CFOP', 'Tributo', 'Base', 'Alíquota', 'Valor', 'Regra'] as const;

function lineName(prices: readonly PriceDto[], key: string): string {
  const line = prices.find((price) => price.equipmentKey === key);
  return line ? `${PROPOSAL_EQUIPMENT_TYPE_LABELS[line.type]} ${line.model}` : key;
}

type TaxTableProps = { summary: TaxSummary; prices: readonly PriceDto[]; caption: string };

/** One tax table: a row per line and tax. */
function TaxTable({ summary, prices, caption }: TaxTableProps) {
  const rows = summary.lines.flatMap((line) => line.figures.map((figure) => ({ line, figure })));
  return (
    <StackedTable regionLabel={caption} minWidth={760} withTableBorder verticalSpacing={4}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {HEADERS.map((header) => (
            <Table.Th key={header} scope="col">
              {header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ line, figure }) => (
          <Table.Tr key={`${line.key}:${figure.tax}`}>
            <Table.Th scope="row">{lineName(prices, line.key)}</Table.Th>
            <Table.Td>
              <CellLabel>CFOP</CellLabel>
              {line.cfop ?? '—'}
            </Table.Td>
            <Table.Td>
              <CellLabel>Tributo</CellLabel>
              {TAX_NAME_LABELS[figure.tax]}
            </Table.Td>
            <Table.Td>
              <CellLabel>Base</CellLabel>
              {formatMoney(figure.base)}
              {figure.baseReduction !== null && ` (redução ${formatRate(figure.baseReduction)})`}
            </Table.Td>
            <Table.Td>
              <CellLabel>Alíquota</CellLabel>
              {formatRate(figure.rate)}
            </Table.Td>
            <Table.Td>
              <CellLabel>Valor</CellLabel>
              {formatMoney(figure.amount)} ({TREATMENT_LABELS[figure.treatment]})
            </Table.Td>
            <Table.Td>
              <CellLabel>Regra</CellLabel>
              {figure.ruleLabel} — {figure.source}
              {figure.override && ` (informada: ${figure.override.reason})`}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackedTable>
  );
}

function Warnings({ summary }: { summary: TaxSummary }) {
  if (summary.warnings.length === 0) return null;
  return (
    <Alert color="orange.9" variant="outline" title="Avisos do cálculo dos tributos">
      <List size="sm">
        {summary.warnings.map((warning, index) => (
          <List.Item key={`${warning.code}:${warning.lineKey ?? ''}:${index}`}>
            {warning.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** Both bases when the validity spans 31/12/2026, else the one at the invoice date. */
function TaxTables({ taxes, prices }: { taxes: ProposalTaxes; prices: readonly PriceDto[] }) {
  const { primary, alternative } = taxes;
  if (!alternative) {
    return <TaxTable summary={primary} prices={prices} caption="Tributos por equipamento" />;
  }
  const summaries = [primary, alternative].sort((a, b) =>
    a.invoiceDate.localeCompare(b.invoiceDate),
  );
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, lg: 2 }}>
        {summaries.map((summary) => (
          <Stack key={summary.period} gap={4}>
            <TaxTable
              summary={summary}
              prices={prices}
              caption={`Tributos — ${REFORM_CAPTIONS[summary.period]}`}
            />
            <Text size="sm">
              Total da nota ({REFORM_CAPTIONS[summary.period].toLowerCase()}):{' '}
              {formatMoney(summary.invoiceTotal)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {taxes.clause && (
        <Alert color="blue" title="Cláusula de alteração tributária">
          {taxes.clause}
        </Alert>
      )}
    </Stack>
  );
}

/** The totals, the DIFAL, the tax table(s), the warnings and what is missing. */
export function CommercialTaxesView({ live }: { live: LiveCommercial }) {
  const { totals, taxes } = live;
  const difal = describeDifal(totals);
  return (
    <Stack gap="sm">
      <Table withTableBorder maw={480} ml="auto" aria-label={TOTALS_TABLE.caption}>
        <Table.Tbody>
          {shownTotalRows(totals).map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td>{formatTotal(row, totals)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {totals.invoiceTotalInWords && (
        <Text size="sm" ta="right">
          {TOTALS_TABLE.inWords}: {totals.invoiceTotalInWords}
        </Text>
      )}
      {difal && (
        <Text fw={600} ta="right">
          {difal}
        </Text>
      )}
      {live.taxesMissing.length > 0 && (
        <Alert color="orange.9" variant="outline" title="Tributos não calculados">
          <List size="sm">
            {live.taxesMissing.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {taxes && (
        <Stack gap="xs">
          <Title order={3} size="h5">
            Tributos
          </Title>
          <TaxTables taxes={taxes} prices={live.prices} />
          <Warnings summary={taxes.primary} />
          <Text size="xs" c="dimmed">
            Valores estimados para faturamento em {formatDateBr(taxes.primary.invoiceDate)}; o
            cálculo não substitui a conferência do contador.
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
