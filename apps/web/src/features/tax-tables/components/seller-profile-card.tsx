import {
  BRAZILIAN_STATES,
  SellerFiscalProfileInputSchema,
  TAX_REGIME_LABELS,
  TAX_REGIMES,
  type SellerFiscalProfileRecord,
  type z,
} from '@camara-fria/contracts';
import {
  Alert,
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useSellerProfileChanges } from '../api/get-tax-rate-changes.ts';
import { useSaveSellerProfile } from '../api/save-seller-profile.ts';
import { formatChangedAt, TAX_TABLE_MESSAGES } from '../utils/tax-format.ts';

type SellerOutput = z.output<typeof SellerFiscalProfileInputSchema>;
type SellerFormValues = { state: string; regime: string; reason: string; version: number };
const resolver = zodFormResolver<SellerFormValues, SellerOutput>(SellerFiscalProfileInputSchema);

const STATE_OPTIONS = BRAZILIAN_STATES.map((state) => ({
  value: state.uf,
  label: `${state.uf} — ${state.name}`,
}));
const REGIME_OPTIONS = TAX_REGIMES.map((value) => ({ value, label: TAX_REGIME_LABELS[value] }));

function describeOrigin(seller: SellerFiscalProfileRecord): string {
  if (seller.origin === 'ENVIRONMENT')
    return 'Valor padrão do servidor (SELLER_STATE e SELLER_TAX_REGIME) até um editor salvar o perfil.';
  const when = seller.updatedAt ? ` em ${formatChangedAt(seller.updatedAt)}` : '';
  return `Salvo por ${seller.updatedBy ?? 'um editor'}${when}.`;
}

function SellerHistory() {
  const changes = useSellerProfileChanges(true);
  if (!changes.data || changes.data.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600}>Histórico do perfil</Text>
      <List size="sm">
        {changes.data.map((change) => (
          <List.Item key={change.id}>
            {formatChangedAt(change.changedAt)} — {change.changedBy}: {change.before.state},{' '}
            {TAX_REGIME_LABELS[change.before.regime]} → {change.after.state},{' '}
            {TAX_REGIME_LABELS[change.after.regime]}. Motivo: {change.reason}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * "Perfil fiscal do fabricante": the maker's UF and tax regime, which every proposal's taxes
 * start from; an editor changes them with a reason (kept in the history below).
 */
export function SellerProfileCard({
  seller,
  canEdit,
}: {
  seller: SellerFiscalProfileRecord;
  canEdit: boolean;
}) {
  const save = useSaveSellerProfile();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SellerFormValues, unknown, SellerOutput>({
    resolver,
    values: { state: seller.state, regime: seller.regime, reason: '', version: seller.version },
  });

  async function submit(data: SellerOutput) {
    setServerMessage(null);
    try {
      await save.mutateAsync(data);
      showSuccessNotification(TAX_TABLE_MESSAGES.sellerSaved);
      reset();
    } catch (error) {
      showErrorNotification(TAX_TABLE_MESSAGES.sellerSaveFailed, error);
      if (error instanceof ApiRequestError) setServerMessage(error.message);
    }
  }

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="seller-profile-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="seller-profile-title">
          Perfil fiscal do fabricante
        </Title>
        <Text size="sm">{describeOrigin(seller)}</Text>
        {!canEdit ? (
          <Text>
            {seller.state}, {TAX_REGIME_LABELS[seller.regime]}
          </Text>
        ) : (
          <form
            aria-label="Perfil fiscal do fabricante"
            noValidate
            onSubmit={(event) => void handleSubmit(submit)(event)}
          >
            <Stack gap="sm">
              {serverMessage !== null && (
                <Alert
                  color="red.9"
                  variant="outline"
                  role="alert"
                  title="Não foi possível salvar."
                >
                  {serverMessage}
                </Alert>
              )}
              <Group grow align="flex-start" wrap="wrap">
                <NativeSelect
                  label="UF do fabricante"
                  data={STATE_OPTIONS}
                  {...register('state')}
                  error={errors.state?.message}
                />
                <NativeSelect
                  label="Regime tributário"
                  data={REGIME_OPTIONS}
                  {...register('regime')}
                  error={errors.regime?.message}
                />
              </Group>
              <TextInput
                label="Motivo da alteração do perfil"
                required
                {...register('reason')}
                error={errors.reason?.message}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={isSubmitting}>
                  Salvar perfil
                </Button>
              </Group>
              <SellerHistory />
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
