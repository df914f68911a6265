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
  List,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIsEditor } from '../../auth/index.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { CNPJ_MASK, PHONE_MASK } from '../utils/masks.ts';
import { splitServerIssues, type ProjectFormValues } from '../utils/project-form-values.ts';
import { ClearableSelectField } from './clearable-select-field.tsx';
import { MaskedFormField } from './masked-form-field.tsx';
import { FIELDSET_STYLES, ProjectAddressFields } from './project-address-fields.tsx';
import { ProjectFiscalFields } from './project-fiscal-fields.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({
  value: status,
  label: PROJECT_STATUS_LABELS[status],
}));

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
 * segment), address (street, state, city, country fixed to Brasil, CEP) and the customer's fiscal
 * data (CPF, state registration, fiscal profile; docs/decisions/071). Validated on submit.
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
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ProjectFormValues, unknown, ProjectData>({
    mode: 'onSubmit',
    defaultValues: initialValues,
    resolver: projectFormResolver,
  });

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
            <MaskedFormField
              control={control}
              name="customer.cnpj"
              mask={CNPJ_MASK}
              label="CNPJ"
              placeholder="00.000.000/0000-00"
            />
            <MaskedFormField
              control={control}
              name="customer.phone"
              mask={PHONE_MASK}
              label="Telefone"
              placeholder="(00) 00000-0000"
              type="tel"
              autoComplete="tel-national"
            />
            <ClearableSelectField
              control={control}
              name="customer.segment"
              label="Segmento"
              placeholder="Escolha o segmento"
              data={segmentOptions}
              disabled={isRoleLoading}
              clearLabel="Limpar segmento"
            />
          </SimpleGrid>
        </Fieldset>

        <ProjectAddressFields
          control={control}
          register={register}
          setValue={setValue}
          getValues={getValues}
          errors={addressErrors}
          initialAddress={initialValues.customer.address}
        />

        <ProjectFiscalFields
          control={control}
          register={register}
          setValue={setValue}
          getValues={getValues}
          errors={customerErrors}
          initialFiscal={initialValues.customer.fiscal}
        />

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
