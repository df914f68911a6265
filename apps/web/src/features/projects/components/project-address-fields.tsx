import { PROJECT_LIMITS, type ProjectData } from '@camara-fria/contracts';
import { Fieldset, InputBase, Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  Controller,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { useCities } from '../api/get-cities.ts';
import { useStates } from '../api/get-states.ts';
import { CEP_MASK } from '../utils/masks.ts';
import type { ProjectFormValues } from '../utils/project-form-values.ts';

export const FIELDSET_STYLES = { legend: { fontWeight: 700, marginBottom: 4 } };

function buildCityOptions(cityNames: readonly string[], savedCity: string | null): string[] {
  if (savedCity && !cityNames.includes(savedCity)) return [savedCity, ...cityNames];
  return [...cityNames];
}

type ProjectAddressFieldsProps = {
  control: Control<ProjectFormValues, unknown, ProjectData>;
  register: UseFormRegister<ProjectFormValues>;
  setValue: UseFormSetValue<ProjectFormValues>;
  errors: NonNullable<FieldErrors<ProjectFormValues>['customer']>['address'];
  /** The address the form started from (its city stays an option; its country is shown). */
  initialAddress: ProjectFormValues['customer']['address'];
};

/**
 * The project form's address (spec part 1 §2): street, CEP, state, the state's cities (the saved
 * city kept as an option), country fixed to Brasil.
 */
export function ProjectAddressFields({
  control,
  register,
  setValue,
  errors: addressErrors,
  initialAddress,
}: ProjectAddressFieldsProps) {
  const states = useStates();
  const state = useWatch({ control, name: 'customer.address.state' });
  const cities = useCities(state);
  const cityOptions = buildCityOptions(
    cities.data?.map((city) => city.name) ?? [],
    state === initialAddress.state ? initialAddress.city : null,
  );

  return (
    <Fieldset legend="Endereço" variant="unstyled" styles={FIELDSET_STYLES}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Logradouro"
          maxLength={PROJECT_LIMITS.street}
          autoComplete="street-address"
          error={addressErrors?.street?.message}
          {...register('customer.address.street')}
        />
        <Controller
          control={control}
          name="customer.address.zipcode"
          render={({ field }) => (
            <InputBase
              component={IMaskInput}
              {...CEP_MASK}
              label="CEP"
              placeholder="00000-000"
              inputMode="numeric"
              autoComplete="postal-code"
              value={field.value}
              onAccept={(value: string) => field.onChange(value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={addressErrors?.zipcode?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="customer.address.state"
          render={({ field }) => (
            <Select
              label="Estado"
              placeholder="Escolha o estado"
              data={states.map((item) => ({ value: item.uf, label: item.name }))}
              searchable
              nothingFoundMessage="Nenhum estado encontrado"
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                if (value !== field.value) setValue('customer.address.city', null);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              clearable
              clearButtonProps={{ 'aria-label': 'Limpar estado' }}
              error={addressErrors?.state?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="customer.address.city"
          render={({ field }) => (
            <Select
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
              value={field.value}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              clearable
              clearButtonProps={{ 'aria-label': 'Limpar cidade' }}
              description={
                cities.isError ? 'Não foi possível carregar as cidades deste estado.' : undefined
              }
              error={addressErrors?.city?.message}
            />
          )}
        />
        <TextInput label="País" value={initialAddress.country} disabled readOnly />
      </SimpleGrid>
    </Fieldset>
  );
}
