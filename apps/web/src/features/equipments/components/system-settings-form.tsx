import { SystemSettingsSchema, type SystemSettings } from '@camara-fria/contracts';
import { Button, Grid, Group, Radio, Select, TextInput, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { DecimalInput } from '../../../components/ui/decimal-input.tsx';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';

/** The form's values: empty until typed (the schema's Portuguese messages say what is missing). */
type SettingsFormValues = {
  name: string;
  operationTemperature: number | null;
  refrigerantFluid: string | null;
  rack: boolean | null;
};

const settingsResolver = zodFormResolver<SettingsFormValues, SystemSettings>(SystemSettingsSchema);

const MACHINE_TYPES = [
  { value: 'unit', label: 'Unidade Condensadora' },
  { value: 'rack', label: 'Rack/Compressor + Condensador' },
] as const;

type SystemSettingsFormProps = {
  systemKey: string;
  settings: SystemSettings | null;
  refrigerantCodes: readonly string[];
  isLoadingRefrigerants: boolean;
  onStore: (settings: SystemSettings) => void;
};

function toFormValues(settings: SystemSettings | null): SettingsFormValues {
  return {
    name: settings?.name ?? '',
    operationTemperature: settings?.operationTemperature ?? null,
    refrigerantFluid: settings?.refrigerantFluid ?? null,
    rack: settings?.rack ?? null,
  };
}

/**
 * Spec §2.1 'Configuração do Sistema' and §5 (name, operation temperature, refrigerant and
 * machine type required). "Confirmar configuração" stores them on the system (§4: the other
 * mode's equipment and the result are cleared).
 */
export function SystemSettingsForm({
  systemKey,
  settings,
  refrigerantCodes,
  isLoadingRefrigerants,
  onStore,
}: SystemSettingsFormProps) {
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SettingsFormValues, unknown, SystemSettings>({
    resolver: settingsResolver,
    defaultValues: toFormValues(settings),
  });
  const headingId = `${systemKey}-settings`;

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void handleSubmit(onStore)(event)}
    >
      <Title order={3} size="h4" id={headingId} mb="xs">
        Configuração do Sistema
      </Title>
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <TextInput label="Nome" withAsterisk {...register('name')} error={errors.name?.message} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Controller
            control={control}
            name="operationTemperature"
            render={({ field }) => (
              <DecimalInput
                label="Temperatura de evaporação (°C)"
                withAsterisk
                maxFractionDigits={1}
                value={field.value}
                onValueChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.operationTemperature?.message}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Controller
            control={control}
            name="refrigerantFluid"
            render={({ field }) => (
              <Select
                label="Fluido refrigerante"
                withAsterisk
                placeholder={isLoadingRefrigerants ? 'Carregando…' : 'Selecione'}
                data={[...refrigerantCodes]}
                allowDeselect={false}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.refrigerantFluid?.message}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <Controller
            control={control}
            name="rack"
            render={({ field }) => (
              <Radio.Group
                label="Tipo de máquina"
                withAsterisk
                value={field.value === null ? null : field.value ? 'rack' : 'unit'}
                onChange={(value) => field.onChange(value === 'rack')}
                error={errors.rack?.message}
              >
                <Group gap="md" mt={6}>
                  {MACHINE_TYPES.map((type) => (
                    <Radio key={type.value} value={type.value} label={type.label} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        </Grid.Col>
      </Grid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" variant="outline">
          Confirmar configuração
        </Button>
      </Group>
    </form>
  );
}
