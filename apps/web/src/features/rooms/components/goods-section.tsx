import {
  addGoodsItem,
  applyOpeningFrequency,
  createSuggestedGoodsItem,
  removeLastGoodsItem,
  shouldApplySuggestions,
  type GoodsItem,
} from '@camara-fria/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useFieldArray } from 'react-hook-form';
import { showErrorNotification } from '../../../lib/notifications.ts';
import { useGoodsGroups } from '../api/get-goods-groups.ts';
import { ROOM_MESSAGES } from '../utils/room-messages.ts';
import { toDoorsFormValues, toGoodsFormValues } from '../utils/room-model.ts';
import { GoodsItemFields } from './goods-item-fields.tsx';
import { SectionForm, type SectionProps } from './section-form.tsx';

/**
 * PRODUTOS (spec §3, §4): goods items, added and removed (always the last one). While the
 * room is CREATING the items follow the suggestions: capacity and movement spread over them,
 * and the doors' opening frequency recomputed.
 */
export function GoodsSection({ form, room, isSaving, notice, onSubmit }: SectionProps) {
  const { control, getValues, setValue } = form;
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'goods' });
  const groupsQuery = useGoodsGroups();
  const { error } = groupsQuery;
  const isCreating = shouldApplySuggestions(room.status);

  useEffect(() => {
    if (error) showErrorNotification(ROOM_MESSAGES.goodsGroupsFailed, error);
  }, [error]);

  function applyGoods(goods: GoodsItem[]) {
    replace(toGoodsFormValues(goods));
    setValue(
      'doors.doors',
      toDoorsFormValues(applyOpeningFrequency(getValues('doors'), goods)).doors,
    );
  }

  function addItem() {
    const goods = getValues('goods');
    if (isCreating) applyGoods(addGoodsItem(goods, room));
    else append(toGoodsFormValues([createSuggestedGoodsItem(room, goods.length + 1)]));
  }

  function removeLastItem() {
    const goods = getValues('goods');
    if (isCreating) applyGoods(removeLastGoodsItem(goods, room));
    else remove(goods.length - 1);
  }

  return (
    <SectionForm isSaving={isSaving} notice={notice} onSubmit={onSubmit}>
      <Stack gap="sm">
        {fields.length === 0 && <Text c="dimmed">Nenhum produto informado.</Text>}
        {fields.map((field, index) => (
          <GoodsItemFields
            key={field.id}
            form={form}
            index={index}
            groups={groupsQuery.data ?? []}
          />
        ))}
      </Stack>
      <Group gap="sm">
        <Button variant="light" onClick={addItem}>
          Adicionar produto
        </Button>
        <Button variant="default" onClick={removeLastItem} disabled={fields.length === 0}>
          Remover último produto
        </Button>
      </Group>
    </SectionForm>
  );
}
