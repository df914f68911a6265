import { CatalogCondenserChoiceSchema, type CondenserListItemDto } from '@camara-fria/contracts';
import { Button, Grid, Group, SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { getCondensers } from '../api/catalog-units.ts';
import { useErrorToast } from '../../../../lib/use-error-toast.ts';
import type { CondenserModalProps } from '../types.ts';
import { UNIT_MESSAGES } from '../utils/unit-messages.ts';
import { EquipmentList } from './equipment-list.tsx';
import { NumberFormField } from '../../../../components/ui/form-fields.tsx';
import { SkuChoice } from './sku-choice.tsx';
import { previewSpecialCondenser, SpecialCondenserForm } from './special-condenser-form.tsx';
import { WizardModal } from './wizard-modal.tsx';
import { zodFormResolver } from '../../../../lib/forms/zod-form-resolver.ts';

const CountSchema = CatalogCondenserChoiceSchema.pick({ count: true }).required();
type CountValues = { count: number };

const MODES = [
  { value: 'SEARCH', label: 'Pesquisar equipamento' },
  { value: 'MANUAL', label: 'Preencher manualmente' },
];

const NUMBER = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });

/** 'Preencher dados do Condensador Remoto' (rack; spec §2.2 item 4, §5 condenser form). */
export function CondenserModal(props: CondenserModalProps) {
  return (
    <WizardModal
      opened={props.opened}
      onClose={props.onClose}
      title="Preencher dados do Condensador Remoto"
      width="5xl"
    >
      <CondenserModalBody {...props} />
    </WizardModal>
  );
}

function CondenserModalBody({ onClose, initialChoice, onConfirm }: CondenserModalProps) {
  const formId = useId();
  const [mode, setMode] = useState(initialChoice?.kind === 'SPECIAL' ? 'MANUAL' : 'SEARCH');
  const initial = initialChoice?.kind === 'DEFAULT' ? initialChoice : null;
  const [modelId, setModelId] = useState<number | null>(initial?.modelId ?? null);
  const [skuId, setSkuId] = useState<number | null>(initial?.skuId ?? null);
  const form = useForm<CountValues>({
    resolver: zodFormResolver<CountValues>(CountSchema),
    defaultValues: { count: initialChoice?.count ?? 1 },
  });
  const listQuery = useQuery({
    queryKey: ['catalog', 'condensers'],
    queryFn: ({ signal }) => getCondensers(signal),
    enabled: mode === 'SEARCH',
  });
  useErrorToast(listQuery, UNIT_MESSAGES.condensersError);
  const condenser = listQuery.data?.items.find((item) => item.id === modelId) ?? null;
  const sku = condenser?.skus.find((item) => item.id === skuId) ?? null;

  const confirm = ({ count }: CountValues) => {
    if (!condenser || !sku) return;
    onConfirm(
      { kind: 'DEFAULT', modelId: condenser.id, skuId: sku.id, count },
      {
        kind: 'DEFAULT',
        model: condenser.model,
        line: condenser.line,
        image: condenser.image,
        sku: sku.sku,
        count,
        capacity: null,
        consumedPower: (condenser.fanPower * count) / 1000,
        heatRejectionPerK: condenser.heatRejectionPerK * count,
      },
    );
    onClose();
  };

  const chooseCondenser = (item: CondenserListItemDto) => {
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
        <SpecialCondenserForm
          formId={formId}
          initialChoice={initialChoice}
          onSubmit={(choice) => {
            onConfirm(choice, previewSpecialCondenser(choice));
            onClose();
          }}
        />
      ) : (
        <form id={formId} noValidate onSubmit={(event) => void form.handleSubmit(confirm)(event)}>
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <EquipmentList
                kind="REMOTE_CONDENSER"
                items={listQuery.data?.items ?? []}
                isLoading={listQuery.isPending}
                value={modelId}
                onChange={chooseCondenser}
                describe={(item) =>
                  `${item.numberOfFans} × ${item.fanDiameter} mm · ${NUMBER.format(item.heatRejectionPerK)} kcal/(h·K)`
                }
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="xs">
                <NumberFormField
                  control={form.control}
                  name="count"
                  label="Quantidade"
                  required
                  decimals={0}
                />
                {condenser ? (
                  <SkuChoice
                    label={`SKU de ${condenser.model}`}
                    value={skuId}
                    onChange={setSkuId}
                    skus={condenser.skus.map((item) => ({
                      id: item.id,
                      sku: item.sku,
                      label: item.powerSupplyLabel,
                    }))}
                  />
                ) : null}
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
