import {
  CATALOG_LABELS,
  CatalogUnitChoiceSchema,
  type CompressorListItemDto,
  type UnitChoiceInput,
  type UnitSkuDto,
} from '@camara-fria/contracts';
import { Button, Grid, Group, SegmentedControl, Select, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { getCompressors, lookupUnitSkus } from '../api/catalog-units.ts';
import { useErrorToast } from '../../../../lib/use-error-toast.ts';
import type { UnitModalProps } from '../types.ts';
import { summariseCapacity } from '../utils/capacity-summary.ts';
import { AMBIENT_CHOICES, UNIT_MESSAGES } from '../utils/unit-messages.ts';
import { CapacityTable } from './capacity-table.tsx';
import { EquipmentList } from './equipment-list.tsx';
import { NumberFormField } from '../../../../components/ui/form-fields.tsx';
import { SkuChoice } from './sku-choice.tsx';
import { previewSpecialUnit, SpecialUnitForm } from './special-unit-form.tsx';
import { WizardModal } from './wizard-modal.tsx';
import { zodFormResolver } from '../../../../lib/forms/zod-form-resolver.ts';
import { formatKcalh, formatKw } from '../../../../lib/units-format.ts';

const ConditionsSchema = CatalogUnitChoiceSchema.pick({
  count: true,
  ambientTemperature: true,
  loadLoss: true,
}).required();
type Conditions = { count: number; ambientTemperature: number; loadLoss: number };

/** A SKU's rating beside its radio: all units' capacity and power at the conditions. */
function describeRating(rating: UnitSkuDto | undefined): string | undefined {
  if (!rating) return undefined;
  return `${formatKcalh(rating.unitCapacity)} · ${formatKw(rating.consumedPower)}`;
}

const MODES = [
  { value: 'SEARCH', label: 'Pesquisar equipamento' },
  { value: 'MANUAL', label: 'Preencher manualmente' },
];

/** 'Preencher Dados da Unidade de Compressão' (rack; spec §2.2 item 3, §5 compressor form). */
export function CompressorModal(props: UnitModalProps) {
  return (
    <WizardModal
      opened={props.opened}
      onClose={props.onClose}
      title="Preencher Dados da Unidade de Compressão"
      width="5xl"
    >
      <CompressorModalBody {...props} />
    </WizardModal>
  );
}

function CompressorModalBody({
  onClose,
  system,
  requiredCapacity,
  initialChoice,
  onConfirm,
}: UnitModalProps) {
  const formId = useId();
  const [mode, setMode] = useState(initialChoice?.kind === 'SPECIAL' ? 'MANUAL' : 'SEARCH');
  const initial = initialChoice?.kind === 'DEFAULT' ? initialChoice : null;
  const [modelId, setModelId] = useState<number | null>(initial?.modelId ?? null);
  const [skuId, setSkuId] = useState<number | null>(initial?.skuId ?? null);
  const form = useForm<Conditions>({
    resolver: zodFormResolver<Conditions>(ConditionsSchema),
    defaultValues: {
      count: initialChoice?.count ?? 1,
      ambientTemperature: initialChoice?.ambientTemperature ?? 35,
      loadLoss: initialChoice?.loadLoss ?? 0,
    },
  });
  const conditions = useWatch({ control: form.control });
  const listQuery = useQuery({
    queryKey: ['catalog', 'compressors'],
    queryFn: ({ signal }) => getCompressors(signal),
    enabled: mode === 'SEARCH',
  });
  useErrorToast(listQuery, UNIT_MESSAGES.compressorsError);
  const compressor = listQuery.data?.items.find((item) => item.id === modelId) ?? null;
  const sku = compressor?.skus.find((item) => item.id === skuId) ?? null;
  const parsed = ConditionsSchema.safeParse(conditions);
  // Every SKU of the chosen compressor unit, rated at the system's Te and these conditions by the
  // table the rack's balance uses (ADR 052): each SKU shows its capacity, the table the chosen one.
  const ratingQuery = useQuery({
    queryKey: ['catalog', 'unit-skus', compressor?.id, parsed.data, system],
    enabled: mode === 'SEARCH' && compressor !== null && parsed.success,
    queryFn: ({ signal }) =>
      lookupUnitSkus(
        {
          skus: compressor?.skus.map((item) => item.sku) ?? [],
          refrigerantFluid: system.refrigerantFluid,
          evaporationTemperature: system.operationTemperature,
          ambientTemperature: parsed.data?.ambientTemperature ?? 35,
          loadLoss: parsed.data?.loadLoss ?? 0,
          count: parsed.data?.count ?? 1,
        },
        signal,
      ),
  });
  useErrorToast(ratingQuery, UNIT_MESSAGES.skusError);
  const ratings = ratingQuery.data ?? [];
  const rated = ratings.find((item) => item.id === skuId) ?? null;

  const confirm = (values: Conditions) => {
    if (!compressor || !sku) return;
    const choice: UnitChoiceInput = {
      kind: 'DEFAULT',
      modelId: compressor.id,
      skuId: sku.id,
      ...values,
    };
    onConfirm(choice, {
      kind: 'DEFAULT',
      model: compressor.model,
      line: compressor.line,
      image: compressor.image,
      sku: sku.sku,
      count: values.count,
      capacity: rated?.unitCapacity ?? null,
      consumedPower: rated?.consumedPower ?? null,
    });
    onClose();
  };

  const chooseCompressor = (item: CompressorListItemDto) => {
    setModelId(item.id);
    setSkuId(item.skus.length === 1 ? (item.skus[0]?.id ?? null) : null);
  };

  return (
    <Stack>
      <SegmentedControl
        data={MODES}
        value={mode}
        onChange={setMode}
        aria-label="Forma de preenchimento"
      />
      {mode === 'MANUAL' ? (
        <SpecialUnitForm
          formId={formId}
          variant="COMPRESSOR_UNIT"
          initialChoice={initialChoice}
          requiredCapacity={requiredCapacity}
          conditions={{ ambientTemperature: 35, loadLoss: 0 }}
          onSubmit={(choice) => {
            onConfirm(choice, previewSpecialUnit(choice));
            onClose();
          }}
        />
      ) : (
        <form id={formId} noValidate onSubmit={(event) => void form.handleSubmit(confirm)(event)}>
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <EquipmentList
                kind="COMPRESSOR_UNIT"
                items={listQuery.data?.items ?? []}
                isLoading={listQuery.isPending}
                value={modelId}
                onChange={chooseCompressor}
                describe={(item) =>
                  `${item.numberOfCompressors} × ${CATALOG_LABELS.compressorType[item.compressorType]}`
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="xs">
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                  <NumberFormField
                    control={form.control}
                    name="count"
                    label="Quantidade"
                    required
                    decimals={0}
                  />
                  <Controller
                    control={form.control}
                    name="ambientTemperature"
                    render={({ field, fieldState }) => (
                      <Select
                        label="Temperatura ambiente (°C)"
                        withAsterisk
                        aria-required
                        data={AMBIENT_CHOICES.map(String)}
                        allowDeselect={false}
                        name={field.name}
                        value={Number.isFinite(field.value) ? String(field.value) : null}
                        onChange={(value) => field.onChange(Number(value))}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                  <NumberFormField
                    control={form.control}
                    name="loadLoss"
                    label="Perda de carga (K)"
                    required
                  />
                </SimpleGrid>
                {compressor ? (
                  <SkuChoice
                    label={`SKU de ${compressor.model}`}
                    value={skuId}
                    onChange={setSkuId}
                    skus={compressor.skus.map((item) => ({
                      id: item.id,
                      sku: item.sku,
                      label: item.powerSupplyLabel,
                      details: describeRating(ratings.find((entry) => entry.id === item.id)),
                    }))}
                  />
                ) : null}
                <CapacityTable
                  summary={summariseCapacity(rated?.unitCapacity ?? null, 1, requiredCapacity)}
                />
              </Stack>
            </Grid.Col>
          </Grid>
        </form>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button type="submit" form={formId} disabled={mode === 'SEARCH' && sku === null}>
          Confirmar
        </Button>
      </Group>
    </Stack>
  );
}
