import { DEFAULT_ENERGY_TARIFF_BRL_PER_KWH } from '@camara-fria/domain';
import { useLocalStorage } from '@mantine/hooks';

const TARIFF_STORAGE_KEY = 'camara-fria:tarifa-energia';

function isTariff(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100;
}

/**
 * The tariff of the running cost, R$/kWh, kept per browser (localStorage); the domain's default
 * until the user changes it. An emptied or unreadable field is held as NaN (no cost shown); a
 * stored value that is not a tariff reads as the default.
 */
export function useEnergyTariff() {
  const [stored, setStored] = useLocalStorage<number>({
    key: TARIFF_STORAGE_KEY,
    defaultValue: DEFAULT_ENERGY_TARIFF_BRL_PER_KWH,
    getInitialValueInEffect: false,
    deserialize: (text) => {
      const value = text === undefined ? NaN : Number(text);
      return isTariff(value) ? value : DEFAULT_ENERGY_TARIFF_BRL_PER_KWH;
    },
    serialize: String,
  });
  return {
    tariff: stored,
    isValid: isTariff(stored),
    setTariff: (value: number | null) => setStored(value ?? NaN),
  };
}
