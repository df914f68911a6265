import type { UnbalancedSystem } from '@camara-fria/domain';
import { AppError } from '../../lib/app-error.ts';

/** The 422 answers of the balance point, in Portuguese, saying why. */

const formatCelsius = (value: number) =>
  value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });

/** Why the evaporators and the condensing unit never balance, as the user reads it. */
export function describeNoBalance(result: UnbalancedSystem): string {
  const range = `de ${formatCelsius(result.searchedFromC)} a ${formatCelsius(result.searchedToC)} °C`;
  switch (result.reason) {
    case 'UNIT_TOO_SMALL':
      return `A unidade condensadora não atinge a carga dos evaporadores em nenhuma temperatura de evaporação do catálogo (${range}): escolha uma unidade maior ou mais unidades.`;
    case 'EVAPORATORS_TOO_SMALL':
      return `Os evaporadores não absorvem o que a unidade condensadora bombeia em nenhuma temperatura de evaporação do catálogo (${range}): escolha evaporadores maiores ou uma unidade menor.`;
    case 'NO_COMMON_RANGE':
      return `As câmaras são mais frias que a faixa de evaporação da unidade condensadora (a partir de ${formatCelsius(result.searchedFromC)} °C): não há temperatura de evaporação comum.`;
    case 'CONDENSERS_TOO_SMALL':
      // Only a rack's balance has remote condensers (this call rates none: ADR 052).
      return result.message;
  }
}

export function noBalancePoint(result: UnbalancedSystem): AppError {
  return new AppError(422, 'NO_BALANCE_POINT', describeNoBalance(result), [
    { path: 'condensingUnitId', message: result.message },
  ]);
}
