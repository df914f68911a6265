import { Button, Modal, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { EvaporatorWizardProps } from '../evaporator-wizard/index.ts';
import type { UnitModalProps } from '../unit-wizards/index.ts';

/**
 * Test doubles of the equipment modals for the screen's own tests: a dialog with the model and
 * SKU ids to confirm as a catalogue choice (the real modals are tested in their folders).
 */
function useIds() {
  const [modelId, setModelId] = useState('');
  const [skuId, setSkuId] = useState('');
  const fields = (
    <>
      <TextInput
        label="ID do modelo"
        value={modelId}
        onChange={(e) => setModelId(e.target.value)}
      />
      <TextInput label="ID do SKU" value={skuId} onChange={(e) => setSkuId(e.target.value)} />
    </>
  );
  return { fields, modelId: Number(modelId), skuId: Number(skuId) };
}

export function createEvaporatorWizardDouble() {
  return function EvaporatorWizardDouble({
    opened,
    onClose,
    room,
    system,
    onConfirm,
  }: EvaporatorWizardProps) {
    const ids = useIds();
    const confirm = () => {
      onConfirm(
        { kind: 'DEFAULT', modelId: ids.modelId, skuId: ids.skuId, count: 1 },
        {
          specialEquipment: false,
          model: `Modelo ${ids.modelId}`,
          line: null,
          image: null,
          sku: `SKU ${ids.skuId}`,
          count: 1,
          temperatureDelta: room.roomTemperature - system.operationTemperature,
          unitCapacity: 0,
          totalCapacity: 0,
          rating: null,
        },
      );
      onClose();
    };
    return (
      <Modal opened={opened} onClose={onClose} title="Seleção de Evaporadores">
        {ids.fields}
        <Button onClick={confirm}>Confirmar</Button>
      </Modal>
    );
  };
}

export function createUnitModalDouble(title: string) {
  return function UnitModalDouble({ opened, onClose, onConfirm }: UnitModalProps) {
    const ids = useIds();
    const confirm = () => {
      onConfirm(
        { kind: 'DEFAULT', modelId: ids.modelId, skuId: ids.skuId, count: 1 },
        {
          kind: 'DEFAULT',
          model: `Modelo ${ids.modelId}`,
          line: null,
          image: null,
          sku: `SKU ${ids.skuId}`,
          count: 1,
          capacity: null,
          consumedPower: null,
        },
      );
      onClose();
    };
    return (
      <Modal opened={opened} onClose={onClose} title={title}>
        {ids.fields}
        <Button onClick={confirm}>Confirmar</Button>
      </Modal>
    );
  };
}
