import {
  CUSTOMER_SEGMENT_LABELS,
  PROJECT_LIMITS,
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  ProjectInputSchema,
  listSegmentsFor,
  type CustomerSegment,
  type ProjectData,
  type ProjectStatus,
} from '@camara-fria/contracts';
import {
  Alert,
  Button,
  Fieldset,
  Group,
  InputBase,
  List,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { useIsEditor } from '../../auth/index.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCities } from '../api/get-cities.ts';
import { useStates } from '../api/get-states.ts';
import { CEP_MASK, CNPJ_MASK, PHONE_MASK } from '../utils/masks.ts';
import { splitServerIssues, type ProjectFormValues } from '../utils/project-form-values.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({
  value: status,
  label: PROJECT_STATUS_LABELS[status],
}));

const FIELDSET_STYLES = { legend: { fontWeight: 700, marginBottom: 4 } };

/**
 * The form edits text as typed; ProjectInputSchema (the API's own) validates it on submit and
 * gives the body: trimmed, blanks as null, masks stripped.
 */
const projectFormResolver = zodFormResolver<ProjectFormValues, ProjectData>(ProjectInputSchema);

function isProjectStatus(value: string | null): value is ProjectStatus {
  return (PROJECT_STATUSES as readonly (string | null)[]).includes(value);
}

/** Spec part 1 §2: segments by role, plus the saved one when the role no longer offers it. */
function buildSegmentOptions(isEditor: boolean, savedSegment: CustomerSegment | null) {
  const segments: CustomerSegment[] = [...listSegmentsFor(isEditor)];
  if (savedSegment && !segments.includes(savedSegment)) segments.push(savedSegment);
  return segments.map((segment) => ({ value: segment, label: CUSTOMER_SEGMENT_LABELS[segment] }));
}

function buildCityOptions(cityNames: readonly string[], savedCity: string | null): string[] {
  if (savedCity && !cityNames.includes(savedCity)) return [savedCity, ...cityNames];
  return [...cityNames];
}

type ProjectFormProps = {
  initialValues: ProjectFormValues;
  /** The segment saved on the project being edited (kept as an option whatever the role). */
  savedSegment?: CustomerSegment | null;
  /** Saves the data; a rejection with a 400 puts the server's messages under the fields. */
  onSubmit: (data: ProjectData) => Promise<void>;
  onCancel: () => void;
};

/**
 * Spec part 1 §2 and §5 project form: name*, status, customer (name, e-mail, CNPJ, phone,
 * segment) and address (street, state, city, country fixed to Brasil, CEP). Validated on submit.
 */
export function ProjectForm({
  initialValues,
  savedSegment = null,
  onSubmit,
  onCancel,
}: ProjectFormProps) {
  const { isEditor, isLoading: isRoleLoading } = useIsEditor();
  const [serverMessages, setServerMessages] = useState<string[]>([]);
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProjectFormValues, unknown, ProjectData>({
    mode: 'onSubmit',
    defaultValues: initialValues,
    resolver: projectFormResolver,
  });

  const states = useStates();
  const state = useWatch({ control, name: 'customer.address.state' });
  const cities = useCities(state);
  const cityOptions = buildCityOptions(
    cities.data?.map((city) => city.name) ?? [],
    state === initialValues.customer.address.state ? initialValues.customer.address.city : null,
  );
  const segmentOptions = buildSegmentOptions(isEditor, savedSegment);

  const submit = handleSubmit(async (data) => {
    setServerMessages([]);
    try {
      await onSubmit(data);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 400) return;
      const { fieldIssues, otherMessages } = splitServerIssues(error.details);
      fieldIssues.forEach(({ field, message }, index) =>
        setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
      );
      setServerMessages(
        fieldIssues.length === 0 && otherMessages.length === 0 ? [error.message] : otherMessages,
      );
    }
  });

  const customerErrors = errors.customer;
  const addressErrors = customerErrors?.address;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Dados do projeto">
      <Stack gap="md">
        {serverMessages.length > 0 && (
          <Alert variant="outline" color="red.9" title="O projeto não foi salvo" role="alert">
            <List size="sm">
              {serverMessages.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Nome do projeto"
            withAsterisk
            aria-required
            maxLength={PROJECT_LIMITS.name}
            autoComplete="off"
            data-autofocus
            error={errors.name?.message}
            {...register('name')}
          />
          <Controller
            control={control}
            name="status"
            render={({ field }) => (
              <Select
                label="Status"
                data={STATUS_OPTIONS}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => isProjectStatus(value) && field.onChange(value)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.status?.message}
              />
            )}
          />
        </SimpleGrid>

        <Fieldset legend="Cliente" variant="unstyled" styles={FIELDSET_STYLES}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Nome do cliente"
              maxLength={PROJECT_LIMITS.customerName}
              autoComplete="organization"
              error={customerErrors?.name?.message}
              {...register('customer.name')}
            />
            <TextInput
              label="E-mail"
              type="email"
              inputMode="email"
              maxLength={PROJECT_LIMITS.email}
              autoComplete="email"
              error={customerErrors?.email?.message}
              {...register('customer.email')}
            />
            <Controller
              control={control}
              name="customer.cnpj"
              render={({ field }) => (
                <InputBase
                  component={IMaskInput}
                  {...CNPJ_MASK}
                  label="CNPJ"
                  placeholder="00.000.000/0000-00"
                  value={field.value}
                  onAccept={(value: string) => field.onChange(value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={customerErrors?.cnpj?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="customer.phone"
              render={({ field }) => (
                <InputBase
                  component={IMaskInput}
                  {...PHONE_MASK}
                  label="Telefone"
                  placeholder="(00) 00000-0000"
                  type="tel"
                  autoComplete="tel-national"
                  value={field.value}
                  onAccept={(value: string) => field.onChange(value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={customerErrors?.phone?.message}
                />
              )}
            />
            <Controller
              control={control}
              name="customer.segment"
              render={({ field }) => (
                <Select
                  label="Segmento"
                  placeholder="Escolha o segmento"
                  data={segmentOptions}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  disabled={isRoleLoading}
                  clearable
                  clearButtonProps={{ 'aria-label': 'Limpar segmento' }}
                  error={customerErrors?.segment?.message}
                />
              )}
            />
          </SimpleGrid>
        </Fieldset>

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
                    cities.isError
                      ? 'Não foi possível carregar as cidades deste estado.'
                      : undefined
                  }
                  error={addressErrors?.city?.message}
                />
              )}
            />
            <TextInput
              label="País"
              value={initialValues.customer.address.country}
              disabled
              readOnly
            />
          </SimpleGrid>
        </Fieldset>

        <Group justify="flex-end" gap="sm">
          <Button type="button" variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Salvar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
