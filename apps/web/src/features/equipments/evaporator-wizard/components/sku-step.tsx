import { CATALOG_LABELS, type EvaporatorSkuDto } from '@camara-fria/contracts';
import { Radio, Table, Text } from '@mantine/core';
import { formatUnitValue } from '../../../../lib/units-format.ts';

type SkuStepProps = {
  model: string;
  skus: readonly EvaporatorSkuDto[];
  selectedSkuId: number | null;
  onSelectSku: (skuId: number) => void;
};

const mm = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** Step SKU (spec §2.2, §4): the model's SKUs rated at the fixed 6 K; one is picked. */
export function SkuStep({ model, skus, selectedSkuId, onSelectSku }: SkuStepProps) {
  if (skus.length === 0) {
    return <Text role="status">Nenhum SKU encontrado para o modelo {model}.</Text>;
  }
  return (
    <Radio.Group
      value={selectedSkuId === null ? null : String(selectedSkuId)}
      onChange={(value) => onSelectSku(Number(value))}
      label={`SKUs do modelo ${model}`}
    >
      <Table.ScrollContainer minWidth={760} mt="xs">
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>SKU</Table.Th>
              <Table.Th>Alimentação</Table.Th>
              <Table.Th>Degelo</Table.Th>
              <Table.Th>Válvula de expansão</Table.Th>
              <Table.Th>Proteção das aletas</Table.Th>
              <Table.Th>Bandeja isolada</Table.Th>
              <Table.Th>C × L × A (mm)</Table.Th>
              <Table.Th>Capacidade a DT 6 K (kcal/h)</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {skus.map((sku) => (
              <Table.Tr key={sku.id}>
                <Table.Td>
                  <Radio value={String(sku.id)} label={sku.sku} />
                </Table.Td>
                <Table.Td>{sku.powerSupplyLabel}</Table.Td>
                <Table.Td>{CATALOG_LABELS.defrost[sku.defrost]}</Table.Td>
                <Table.Td>{CATALOG_LABELS.expansionValve[sku.expansionValve]}</Table.Td>
                <Table.Td>{CATALOG_LABELS.finProtection[sku.finsProtection]}</Table.Td>
                <Table.Td>
                  {CATALOG_LABELS.presence[String(sku.isolatedTray) as 'true' | 'false']}
                </Table.Td>
                <Table.Td>
                  {mm.format(sku.length)} × {mm.format(sku.width)} × {mm.format(sku.height)}
                </Table.Td>
                <Table.Td>{formatUnitValue(sku.unitCapacityDt, 'kcal/h')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Radio.Group>
  );
}
