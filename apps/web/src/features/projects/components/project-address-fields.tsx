import { PROJECT_LIMITS } from '@camara-fria/contracts';
import { Button, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch, type FieldErrors } from 'react-hook-form';
import { fetchCepLocation } from '../api/get-cep-location.ts';
import { useCities } from '../api/get-cities.ts';
import { useStates } from '../api/get-states.ts';
import {
  CEP_MESSAGES,
  describeCepPlace,
  planCepFill,
  type CepFillPlan,
  type CepPlace,
} from '../utils/cep-fill.ts';
import { CEP_MASK } from '../utils/masks.ts';
import type { ProjectFormBinding, ProjectFormValues } from '../utils/project-form-values.ts';
import { ClearableSelectField } from './clearable-select-field.tsx';
import { MaskedFormField } from './masked-form-field.tsx';

export const FIELDSET_STYLES = { legend: { fontWeight: 700, marginBottom: 4 } };

function buildCityOptions(cityNames: readonly string[], savedCity: string | null): string[] {
  if (savedCity && !cityNames.includes(savedCity)) return [savedCity, ...cityNames];
  return [...cityNames];
}

type ProjectAddressFieldsProps = ProjectFormBinding & {
  errors: NonNullable<FieldErrors<ProjectFormValues>['customer']>['address'];
  /** The address the form started from (its city stays an option; its country is shown). */
  initialAddress: ProjectFormValues['customer']['address'];
};

const CEP_LOOKUP_FAILED = 'Não foi possível consultar o CEP: escolha o estado e a cidade.';

/** The CEP's hint, with a button that applies the CEP's place when it offers one. */
function CepHint({ plan, onApply }: { plan: CepFillPlan; onApply: (place: CepPlace) => void }) {
  const { offer } = plan;
  return (
    <Stack gap={4} align="flex-start" component="span">
      <span role="status">{plan.hint}</span>
      {offer && (
        <Button size="compact-xs" variant="light" onClick={() => onApply(offer)}>
          {CEP_MESSAGES.apply(describeCepPlace(offer))}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The project form's address (spec part 1 §2, docs/decisions/066): CEP (which fills the state
 * and city from the Correios' ranges), state, the state's cities (the saved city kept as an
 * option), street, number (or S/N), complement, neighbourhood, country fixed to Brasil.
 */
export function ProjectAddressFields({
  control,
  register,
  setValue,
  getValues,
  errors: addressErrors,
  initialAddress,
}: ProjectAddressFieldsProps) {
  const states = useStates();
  const state = useWatch({ control, name: 'customer.address.state' });
  const cities = useCities(state);
  const queryClient = useQueryClient();
  const [cepPlan, setCepPlan] = useState<CepFillPlan | null>(null);
  const applyPlace = (place: CepPlace) => {
    setValue('customer.address.state', place.state, { shouldDirty: true });
    setValue('customer.address.city', place.city, { shouldDirty: true });
  };
  /** A complete CEP typed: its place fills the form, or a hint says what to do. */
  const lookUpCep = async (cep: string) => {
    try {
      const location = await fetchCepLocation(queryClient, cep);
      const plan = planCepFill(location, {
        state: getValues('customer.address.state'),
        city: getValues('customer.address.city'),
      });
      if (plan.fill) applyPlace(plan.fill);
      setCepPlan(plan);
    } catch {
      setCepPlan({ fill: null, hint: CEP_LOOKUP_FAILED, offer: null });
    }
  };
  const cityOptions = buildCityOptions(
    cities.data?.map((city) => city.name) ?? [],
    state === initialAddress.state ? initialAddress.city : null,
  );

  return (
    <Fieldset legend="Endereço" variant="unstyled" styles={FIELDSET_STYLES}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <MaskedFormField
          control={control}
          name="customer.address.zipcode"
          mask={CEP_MASK}
          label="CEP"
          placeholder="00000-000"
          inputMode="numeric"
          autoComplete="postal-code"
          onAccept={(value, previous) => {
            const digits = value.replace(/\D/g, '');
            if (digits === previous.replace(/\D/g, '')) return;
            setCepPlan(null);
            if (digits.length === 8) void lookUpCep(digits);
          }}
          description={
            cepPlan?.hint ? (
              <CepHint
                plan={cepPlan}
                onApply={(place) => {
                  applyPlace(place);
                  setCepPlan(null);
                }}
              />
            ) : undefined
          }
        />
        <ClearableSelectField
          control={control}
          name="customer.address.state"
          label="Estado"
          placeholder="Escolha o estado"
          data={states.map((item) => ({ value: item.uf, label: item.name }))}
          searchable
          nothingFoundMessage="Nenhum estado encontrado"
          clearLabel="Limpar estado"
          onChange={(value, previous) => {
            if (value !== previous) setValue('customer.address.city', null);
          }}
        />
        <ClearableSelectField
          control={control}
          name="customer.address.city"
          label="Cidade"
          placeholder={
            state === null
              ? 'Escolha o estado primeiro'
              : cities.isPending
                ? 'Carregando cidades...'
                : 'Escolha a cidade'
          }
          data={cityOptions}
          searchable
          nothingFoundMessage="Nenhuma cidade encontrada"
          disabled={state === null}
          clearLabel="Limpar cidade"
          description={
            cities.isError ? 'Não foi possível carregar as cidades deste estado.' : undefined
          }
        />
        <TextInput
          label="Logradouro"
          maxLength={PROJECT_LIMITS.street}
          autoComplete="address-line1"
          error={addressErrors?.street?.message}
          {...register('customer.address.street')}
        />
        <TextInput
          label="Número"
          description="S/N se não houver número"
          maxLength={PROJECT_LIMITS.number}
          error={addressErrors?.number?.message}
          {...register('customer.address.number')}
        />
        <TextInput
          label="Complemento"
          maxLength={PROJECT_LIMITS.complement}
          autoComplete="address-line2"
          error={addressErrors?.complement?.message}
          {...register('customer.address.complement')}
        />
        <TextInput
          label="Bairro"
          maxLength={PROJECT_LIMITS.neighborhood}
          autoComplete="address-level3"
          error={addressErrors?.neighborhood?.message}
          {...register('customer.address.neighborhood')}
        />
        <TextInput label="País" value={initialAddress.country} disabled readOnly />
      </SimpleGrid>
    </Fieldset>
  );
}
