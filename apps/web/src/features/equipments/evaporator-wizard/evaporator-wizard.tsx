import { CatalogEvaporatorChoiceSchema } from '@camara-fria/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import type { EvaporatorWizardProps } from './wizard-types.ts';

/**
 * STAND-IN for 'Seleção de Evaporadores' (the evap-wizard branch builds the real wizard): a
 * catalogue evaporator chosen by model id, SKU id and count, so that the screen and its tests
 * can run before the modal lands.
 */
export function EvaporatorWizard({
  opened,
  onClose,
  system,
  room,
  initialChoice,
  onConfirm,
}: EvaporatorWizardProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  const initial = initialChoice?.kind === 'DEFAULT' ? initialChoice : null;
  const [modelId, setModelId] = useState<number | null>(initial?.modelId ?? null);
  const [skuId, setSkuId] = useState<number | null>(initial?.skuId ?? null);
  const [count, setCount] = useState<number | null>(initial?.count ?? 1);
  const parsed = CatalogEvaporatorChoiceSchema.safeParse({
    kind: 'DEFAULT',
    modelId,
    skuId,
    count,
  });

  function confirm() {
    if (!parsed.success) return;
    const choice = parsed.data;
    onConfirm(choice, {
      specialEquipment: false,
      model: `Modelo ${choice.modelId}`,
      line: null,
      image: null,
      sku: `SKU ${choice.skuId}`,
      count: choice.count,
      temperatureDelta: room.roomTemperature - system.operationTemperature,
      unitCapacity: 0,
      totalCapacity: 0,
    });
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Seleção de Evaporadores"
      size="xl"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack>
        <Text size="sm">Câmara: {room.name}</Text>
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
          <Button onClick={confirm} disabled={!parsed.success}>
            Confirmar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
