import type {
  ComparisonItemDto,
  CondensingUnitSearchHit,
  UnitChoiceInput,
} from '@camara-fria/contracts';
import { Button, Grid, Group, Stack, Stepper } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { showErrorNotification } from '../../../../lib/notifications.ts';
import { formatKcalh, formatKw } from '../../../../lib/units-format.ts';
import {
  compareCondensingUnits,
  getCondensingUnitOptions,
  lookupUnitSkus,
  searchCondensingUnits,
} from '../api/catalog-units.ts';
import { useErrorToast } from '../../../../lib/use-error-toast.ts';
import type { EquipmentPreview, UnitModalProps } from '../types.ts';
import type { UnitWizardStep as Step } from './unit-wizard-actions.tsx';
import {
  buildDefaultFilter,
  buildUnitSearchRequest,
  filterByBrand,
  findPowerSupply,
  UnitFilterSchema,
  type UnitFilterValues,
} from '../utils/unit-filter.ts';
import { MAX_COMPARED, UNIT_MESSAGES } from '../utils/unit-messages.ts';
import { CapacityWarning } from './capacity-warning.tsx';
import { SkuChoice } from './sku-choice.tsx';
import { previewSpecialUnit, SpecialUnitForm } from './special-unit-form.tsx';
import { UnitComparison } from './unit-comparison.tsx';
import { UnitFilterForm } from './unit-filter-form.tsx';
import { UnitResults } from './unit-results.tsx';
import { UnitWizardActions } from './unit-wizard-actions.tsx';
import { WizardModal } from './wizard-modal.tsx';
import { zodFormResolver } from '../../../../lib/forms/zod-form-resolver.ts';

type Search = { values: UnitFilterValues; results: CondensingUnitSearchHit[] };

function initialConditions(choice: UnitChoiceInput | null | undefined) {
  return choice
    ? {
        count: choice.count,
        ambientTemperature: choice.ambientTemperature,
        loadLoss: choice.loadLoss,
      }
    : undefined;
}

/**
 * 'Seleção de Unidade Condensadora' (spec §2.2 item 2, §4, §5, §9): Modelo, then SKU (or
 * Comparativo when comparing), or the special-equipment form. Confirming hands the choice and
 * what the screen's block shows to `onConfirm`, then closes.
 */
export function CondensingUnitWizard(props: UnitModalProps) {
  return (
    <WizardModal
      opened={props.opened}
      onClose={props.onClose}
      title="Seleção de Unidade Condensadora"
      width="6xl"
    >
      <CondensingUnitWizardBody {...props} />
    </WizardModal>
  );
}

function CondensingUnitWizardBody({
  onClose,
  system,
  requiredCapacity,
  roomCount,
  initialChoice,
  onConfirm,
}: UnitModalProps) {
  const formId = useId();
  const form = useForm<UnitFilterValues>({
    resolver: zodFormResolver<UnitFilterValues>(UnitFilterSchema),
    defaultValues: buildDefaultFilter(
      requiredCapacity,
      system.operationTemperature,
      initialConditions(initialChoice),
    ),
  });
  const productLine = useWatch({ control: form.control, name: 'productLine' });
  const optionsQuery = useQuery({
    queryKey: ['catalog', 'condensing-units', 'options', productLine],
    queryFn: ({ signal }) => getCondensingUnitOptions(productLine, signal),
    staleTime: 5 * 60 * 1000,
  });
  useErrorToast(optionsQuery, UNIT_MESSAGES.optionsError);

  const [isSpecial, setIsSpecial] = useState(initialChoice?.kind === 'SPECIAL');
  const [step, setStep] = useState<Step>('MODEL');
  const [search, setSearch] = useState<Search | null>(null);
  const [chosen, setChosen] = useState<CondensingUnitSearchHit | null>(null);
  const [isComparing, setIsComparing] = useState(false);
  const [ticked, setTicked] = useState<number[]>([]);
  const [compared, setCompared] = useState<ComparisonItemDto[] | null>(null);
  const [skuId, setSkuId] = useState<number | null>(null);

  const searchMutation = useMutation({
    mutationFn: searchCondensingUnits,
    onError: (error) => showErrorNotification(UNIT_MESSAGES.unitsError, error),
  });
  const compareMutation = useMutation({
    mutationFn: compareCondensingUnits,
    onSuccess: (answer) => setCompared(answer.items),
    onError: (error) => {
      showErrorNotification(UNIT_MESSAGES.comparisonError, error);
      setStep('MODEL');
    },
  });
  const searched = search?.values;
  const skuQuery = useQuery({
    queryKey: ['catalog', 'unit-skus', chosen?.id, searched, system.refrigerantFluid],
    enabled: step === 'SKU' && chosen !== null && searched !== undefined,
    queryFn: ({ signal }) =>
      lookupUnitSkus(
        {
          skus: chosen?.skus.map((sku) => sku.sku) ?? [],
          refrigerantFluid: system.refrigerantFluid,
          evaporationTemperature: searched?.evaporationTemperature ?? 0,
          ambientTemperature: searched?.ambientTemperature ?? 35,
          loadLoss: searched?.loadLoss ?? 0,
          count: searched?.count ?? 1,
        },
        signal,
      ),
  });
  useErrorToast(skuQuery, UNIT_MESSAGES.skusError);

  const runSearch = (values: UnitFilterValues) => {
    const body = buildUnitSearchRequest(values, system.refrigerantFluid, optionsQuery.data);
    setChosen(null);
    setTicked([]);
    setSkuId(null);
    searchMutation.mutate(body, {
      onSuccess: (answer) =>
        setSearch({ values, results: filterByBrand(answer.items, values.compressorBrand) }),
    });
  };

  const compare = () => {
    if (!searched) return;
    setCompared(null);
    setStep('COMPARISON');
    compareMutation.mutate(
      ticked.map((id) => ({
        id,
        refrigerantFluid: system.refrigerantFluid,
        evaporationTemperature: searched.evaporationTemperature,
        ambientTemperature: searched.ambientTemperature,
        loadLoss: searched.loadLoss,
        powerSupply: findPowerSupply(searched, optionsQuery.data),
      })),
    );
  };

  const confirmCatalogue = () => {
    const sku = skuQuery.data?.find((item) => item.id === skuId);
    if (!chosen || !searched || !sku) return;
    const choice: UnitChoiceInput = {
      kind: 'DEFAULT',
      modelId: chosen.id,
      skuId: sku.id,
      count: searched.count,
      ambientTemperature: searched.ambientTemperature,
      loadLoss: searched.loadLoss,
    };
    const preview: EquipmentPreview = {
      kind: 'DEFAULT',
      model: chosen.model,
      line: chosen.line,
      image: chosen.image,
      sku: sku.sku,
      count: searched.count,
      capacity: sku.unitCapacity,
      consumedPower: sku.consumedPower,
    };
    onConfirm(choice, preview);
    onClose();
  };

  if (isSpecial) {
    const values = form.getValues();
    return (
      <Stack>
        <SpecialUnitForm
          formId={formId}
          variant="CONDENSING_UNIT"
          initialChoice={initialChoice}
          requiredCapacity={requiredCapacity}
          conditions={{ ambientTemperature: values.ambientTemperature, loadLoss: values.loadLoss }}
          onSubmit={(choice) => {
            onConfirm(choice, previewSpecialUnit(choice));
            onClose();
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setIsSpecial(false)}>
            Voltar
          </Button>
          <Button type="submit" form={formId}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    );
  }

  const chosenSku = skuQuery.data?.find((item) => item.id === skuId);
  return (
    <Stack>
      <Stepper active={step === 'MODEL' ? 0 : 1} size="sm" allowNextStepsSelect={false}>
        <Stepper.Step label="Modelo" />
        <Stepper.Step label={isComparing ? 'Comparativo' : 'SKU'} />
      </Stepper>
      {step === 'MODEL' ? (
        <Grid>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <UnitFilterForm
              form={form}
              options={optionsQuery.data}
              roomCount={roomCount}
              isSearching={searchMutation.isPending}
              onSearch={runSearch}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="xs">
              {chosen && searched ? (
                <CapacityWarning capacity={chosen.unitCapacity} searched={searched.unitCapacity} />
              ) : null}
              <UnitResults
                results={search?.results ?? null}
                chosenId={chosen?.id ?? null}
                onChoose={setChosen}
                isComparing={isComparing}
                onCompareChange={(isOn) => {
                  setIsComparing(isOn);
                  setTicked([]);
                }}
                ticked={ticked}
                onTick={(id) =>
                  setTicked((current) =>
                    current.includes(id)
                      ? current.filter((item) => item !== id)
                      : current.length >= MAX_COMPARED
                        ? current
                        : [...current, id],
                  )
                }
              />
            </Stack>
          </Grid.Col>
        </Grid>
      ) : null}
      {step === 'SKU' && chosen && searched ? (
        <Stack gap="xs">
          <CapacityWarning
            capacity={chosenSku?.unitCapacity ?? chosen.unitCapacity}
            searched={searched.unitCapacity}
          />
          <SkuChoice
            label={`SKU de ${chosen.model}`}
            isLoading={skuQuery.isPending}
            value={skuId}
            onChange={setSkuId}
            skus={(skuQuery.data ?? []).map((sku) => ({
              id: sku.id,
              sku: sku.sku,
              label: sku.powerSupplyLabel,
              details: `${formatKcalh(sku.unitCapacity)} · ${formatKw(sku.consumedPower)}`,
            }))}
          />
        </Stack>
      ) : null}
      {step === 'COMPARISON' ? <UnitComparison items={compared} /> : null}
      <UnitWizardActions
        step={step}
        isComparing={isComparing}
        canCompare={ticked.length > 0}
        canAdvance={chosen !== null}
        canConfirm={chosenSku !== undefined}
        onCancel={onClose}
        onSpecial={() => setIsSpecial(true)}
        onCompare={compare}
        onAdvance={() => setStep('SKU')}
        onBack={() => setStep('MODEL')}
        onConfirm={confirmCatalogue}
      />
    </Stack>
  );
}
