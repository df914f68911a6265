import { Button, Text } from '@mantine/core';

const KW = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

export type EvaporatorFansActionProps = {
  roomName: string;
  count: number;
  /** One unit's fans, kW. */
  unitFanPowerKw: number;
  /** The system has unsaved changes: it must be saved first. */
  isDisabled: boolean;
  isBusy: boolean;
  onTake: () => void;
};

/**
 * Issue 28 item 11 (docs/decisions/056): the room's evaporator-fan load takes the selected
 * evaporators' fans in one click; the room and then the system are saved by the server.
 */
export function EvaporatorFansAction({
  roomName,
  count,
  unitFanPowerKw,
  isDisabled,
  isBusy,
  onTake,
}: EvaporatorFansActionProps) {
  const figures = `${count} × ${KW.format(unitFanPowerKw)} kW`;
  return (
    <>
      <Button
        size="compact-xs"
        variant="light"
        mt={4}
        loading={isBusy}
        disabled={isDisabled}
        aria-label={`Usar a potência dos ventiladores dos evaporadores selecionados (${figures}) na carga da câmara ${roomName}`}
        onClick={onTake}
      >
        Usar ventiladores na carga ({figures})
      </Button>
      {isDisabled && (
        <Text size="xs" c="dimmed">
          Salve o sistema antes de levar os ventiladores à câmara.
        </Text>
      )}
    </>
  );
}
