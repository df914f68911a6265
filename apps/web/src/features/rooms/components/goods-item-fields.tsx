import type { GoodsGroup } from '@camara-fria/contracts';
import { applyCatalogueGood, computeRespirationHeatLoad, ROOM_FIELDS } from '@camara-fria/domain';
import { Fieldset, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { showErrorNotification } from '../../../lib/notifications.ts';
import { useGroupGoods } from '../api/get-group-goods.ts';
import { formatDecimal } from '../utils/format-number.ts';
import { toGoodsRecord } from '../utils/goods.ts';
import { ROOM_MESSAGES } from '../utils/room-messages.ts';
import type { RoomFormValues } from '../utils/room-model.ts';
import { NumberField } from './number-field.tsx';
import { FIELDSET_STYLES } from './surface-fields.tsx';

type GoodsItemFieldsProps = {
  form: UseFormReturn<RoomFormValues>;
  index: number;
  groups: readonly GoodsGroup[];
};

const finiteOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * One goods item (spec §3, §4): group → product (loads the group's goods; choosing one fills
 * the thermal properties from the catalogue, still editable), masses, temperatures, processing
 * time, and the respiration load it gives (read-only).
 */
export function GoodsItemFields({ form, index, groups }: GoodsItemFieldsProps) {
  const { control, getValues, setValue } = form;
  const path = `goods.${index}` as const;
  const [groupId, storageCapacity, heatOfRespiration] = useWatch({
    control,
    name: [`${path}.goods.group.id`, `${path}.storageCapacity`, `${path}.heatOfRespiration`],
  });
  const goodsQuery = useGroupGoods(finiteOrNull(groupId));
  const { error } = goodsQuery;
  const goods = goodsQuery.data ?? [];

  useEffect(() => {
    if (error) showErrorNotification(ROOM_MESSAGES.goodsFailed, error);
  }, [error]);

  const respiration = computeRespirationHeatLoad(storageCapacity, heatOfRespiration ?? null);
  const number = { control, required: true } as const;
  const thermal = { control } as const;

  return (
    <Fieldset legend={`Produto ${index + 1}`} styles={FIELDSET_STYLES}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={control}
          name={`${path}.goods.group.id`}
          render={({ field }) => (
            <Select
              label="Grupo de produtos"
              withAsterisk
              aria-required
              data={groups.map((group) => ({ value: String(group.id), label: group.name }))}
              value={finiteOrNull(field.value) === null ? null : String(field.value)}
              allowDeselect={false}
              searchable
              nothingFoundMessage="Nenhum grupo encontrado"
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={(value) => {
                if (value === null) return;
                setValue(`${path}.goods`, { id: Number.NaN, group: { id: Number(value) } });
              }}
            />
          )}
        />
        <Controller
          control={control}
          name={`${path}.goods.id`}
          render={({ field, fieldState }) => (
            <Select
              label="Produto"
              withAsterisk
              aria-required
              data={goods.map((good) => ({ value: String(good.id), label: good.name }))}
              value={goods.some((good) => good.id === field.value) ? String(field.value) : null}
              allowDeselect={false}
              searchable
              nothingFoundMessage="Nenhum produto encontrado"
              disabled={finiteOrNull(groupId) === null}
              ref={field.ref}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              onChange={(value) => {
                const good = goods.find((candidate) => String(candidate.id) === value);
                if (!good) return;
                setValue(path, applyCatalogueGood(getValues(path), toGoodsRecord(good)));
              }}
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="sm">
        <NumberField
          {...number}
          name={`${path}.palletCapacity`}
          spec={ROOM_FIELDS.goods.palletCapacity}
        />
        <NumberField
          {...number}
          name={`${path}.dailyMovement`}
          spec={ROOM_FIELDS.goods.dailyMovement}
        />
        <NumberField
          {...number}
          name={`${path}.storageCapacity`}
          spec={ROOM_FIELDS.goods.storageCapacity}
        />
        <NumberField
          {...number}
          name={`${path}.checkinTemperature`}
          spec={ROOM_FIELDS.goods.checkinTemperature}
        />
        <NumberField
          {...number}
          name={`${path}.checkoutTemperature`}
          spec={ROOM_FIELDS.goods.checkoutTemperature}
        />
        <NumberField
          {...number}
          name={`${path}.processingTime`}
          spec={ROOM_FIELDS.goods.processingTime}
        />
        <NumberField
          {...thermal}
          name={`${path}.freezingPoint`}
          spec={ROOM_FIELDS.goods.freezingPoint}
        />
        <NumberField
          {...thermal}
          name={`${path}.specificHeatAboveFreezing`}
          spec={ROOM_FIELDS.goods.specificHeatAboveFreezing}
        />
        <NumberField
          {...thermal}
          name={`${path}.specificHeatBelowFreezing`}
          spec={ROOM_FIELDS.goods.specificHeatBelowFreezing}
        />
        <NumberField
          {...thermal}
          name={`${path}.latentHeatOfFusion`}
          spec={ROOM_FIELDS.goods.latentHeatOfFusion}
        />
        <NumberField
          {...thermal}
          name={`${path}.heatOfRespiration`}
          spec={ROOM_FIELDS.goods.heatOfRespiration}
        />
        <TextInput
          label="Carga de respiração (W)"
          value={Number.isFinite(respiration) ? formatDecimal(respiration) : ''}
          readOnly
          variant="filled"
        />
      </SimpleGrid>
    </Fieldset>
  );
}
