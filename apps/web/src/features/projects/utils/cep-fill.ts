import { BRAZILIAN_STATES, type CepLocation, type StateCode } from '@camara-fria/contracts';

/** The state and city a CEP gives, to put in the form (city null: the user chooses it). */
export type CepPlace = { state: StateCode; city: string | null };

/**
 * What the form does with a CEP's location (docs/decisions/066):
 * - `fill`: the state and city to put in the form now (null: nothing);
 * - `hint`: what to tell the user under the CEP (null: nothing);
 * - `offer`: a place the user may apply with a button, when the CEP points elsewhere than the
 *   city they already chose (never overwritten unseen).
 */
export type CepFillPlan = { fill: CepPlace | null; hint: string | null; offer: CepPlace | null };

export const CEP_MESSAGES = {
  unknown: 'CEP fora das faixas conhecidas dos Correios: escolha o estado e a cidade.',
  filled: 'Estado e cidade preenchidos pelo CEP.',
  chooseCity: (state: string) => `CEP de ${state}: escolha a cidade.`,
  elsewhere: (place: string, city: string) =>
    `Este CEP é de ${place}; a cidade escolhida (${city}) foi mantida.`,
  apply: (place: string) => `Usar ${place}`,
} as const;

function stateName(uf: StateCode): string {
  return BRAZILIAN_STATES.find((state) => state.uf === uf)?.name ?? uf;
}

/** "Caxias do Sul (RS)", or the state's name when the city is not known ("Rio Grande do Sul"). */
export function describeCepPlace(place: CepPlace): string {
  return place.city ? `${place.city} (${place.state})` : stateName(place.state);
}

/**
 * Plans the form's answer to a CEP's location, given the state and city chosen now: fill an
 * empty city (or the state alone), keep a city already chosen elsewhere and offer the CEP's.
 */
export function planCepFill(
  location: CepLocation,
  current: { state: StateCode | null; city: string | null },
): CepFillPlan {
  if (location.state === null) return { fill: null, hint: CEP_MESSAGES.unknown, offer: null };
  const place: CepPlace = { state: location.state, city: location.city };
  const isElsewhere =
    current.city !== null &&
    (current.state !== place.state || (place.city !== null && place.city !== current.city));
  if (isElsewhere) {
    return {
      fill: null,
      hint: CEP_MESSAGES.elsewhere(describeCepPlace(place), current.city ?? ''),
      offer: place,
    };
  }
  const city = place.city ?? current.city;
  return {
    fill: { state: place.state, city },
    hint:
      city === null
        ? CEP_MESSAGES.chooseCity(stateName(place.state))
        : place.city
          ? CEP_MESSAGES.filled
          : null,
    offer: null,
  };
}
