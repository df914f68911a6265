import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import type { UnitPreview } from './unit-wizard-types.ts';

type CatalogueIds = { modelId: number; skuId: number; count: number };

type CatalogueChoiceModalProps = {
  title: string;
  opened: boolean;
  onClose: () => void;
  initial: Partial<CatalogueIds> | null;
  onConfirm: (ids: CatalogueIds, preview: UnitPreview) => void;
};

function isWhole(value: number | null): value is number {
  return value !== null && Number.isInteger(value) && value > 0;
}

/** STAND-IN: a catalogue unit chosen by model id, SKU id and count (the real modals replace it). */
export function CatalogueChoiceModal({
  title,
  opened,
  onClose,
  initial,
  onConfirm,
}: CatalogueChoiceModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [modelId, setModelId] = useState<number | null>(initial?.modelId ?? null);
  const [skuId, setSkuId] = useState<number | null>(initial?.skuId ?? null);
  const [count, setCount] = useState<number | null>(initial?.count ?? 1);
  const isComplete = isWhole(modelId) && isWhole(skuId) && isWhole(count);

  function confirm() {
    if (!isWhole(modelId) || !isWhole(skuId) || !isWhole(count)) return;
    onConfirm(
      { modelId, skuId, count },
      {
        specialEquipment: false,
        model: `Modelo ${modelId}`,
        line: null,
        image: null,
        sku: `SKU ${skuId}`,
        count,
        totalCapacity: null,
        consumedPower: null,
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack>
        <DecimalInput
          label="ID do modelo"
          value={modelId}
          onValueChange={setModelId}
          maxFractionDigits={0}
          allowNegative={false}
        />
        <DecimalInput
          label="ID do SKU"
          value={skuId}
          onValueChange={setSkuId}
          maxFractionDigits={0}
          allowNegative={false}
        />
        <DecimalInput
          label="Quantidade"
          value={count}
          onValueChange={setCount}
          maxFractionDigits={0}
          allowNegative={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={confirm} disabled={!isComplete}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
