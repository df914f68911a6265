/**
 * A special (made-to-order) evaporator and condensing unit of a system's input (spec part 2
 * §2.4), of the given capacity in kcal/h: what the API tests save without the catalogue.
 */
export const specialEvaporator = (unitCapacity: number) => ({
  kind: 'SPECIAL' as const,
  model: 'Evaporador sob medida',
  count: 1,
  temperatureDelta: 8,
  wingPerInch: 6,
  defrost: 'ELETRICO' as const,
  airArrow: 12,
  fanDiameter: 450,
  defrostPower: 3000,
  fanPower: 500,
  unitCapacity,
  unitAirFlow: 5000,
  commercialDescription: 'Evaporador especial para teste',
});

export const specialUnit = (unitCapacity: number) => ({
  kind: 'SPECIAL' as const,
  model: 'Unidade sob medida',
  count: 1,
  ambientTemperature: 35,
  loadLoss: 2,
  condensingTemperature: 45,
  compressorType: 'SCROLL' as const,
  fairing: true,
  hotGasDefrost: false,
  capacityControl: false,
  maxPower: 8,
  realTimePower: 5,
  unitCapacity,
  rejectedHeat: unitCapacity * 1.3,
  commercialDescription: 'Unidade especial para teste',
});
