import {
  LINK_MAX_DAYS,
  SendProposalInputSchema,
  z as zod,
  type SendDefaults,
  type SendProposalInput,
} from '@camara-fria/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useIsMutating } from '@tanstack/react-query';
import { useRef } from 'react';
import { Controller, useForm, type Control, type FieldError, type Merge } from 'react-hook-form';
import type { z } from 'zod';
import { DatePickerField } from '../../../components/ui/date-picker-field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showErrorNotification } from '../../../lib/notifications.ts';
import { getSendMutationKey, useSendDefaults, useSendProposal } from '../api/proposal-delivery.ts';
import { keyForValues, type SendAttempt } from '../utils/idempotency-key.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';
import { announceSendResult } from '../utils/send-result.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';

type SendFormValues = {
  to: string[];
  cc: string[];
  subject: string;
  message: string;
  /** 'Incluir link da proposta' (on by default): the message carries a customer link. */
  includeLink: boolean;
  /** 'Válido até' (empty: the proposal's validity) and 'Lembrar também o cliente'. */
  link: { expiresOn: string | null; remindCustomer: boolean };
};
type SendFormOutput = z.output<typeof SendProposalInputSchema>;
type SendControl = Control<SendFormValues, unknown, SendFormOutput>;
type SendField = 'to' | 'cc' | 'subject' | 'message' | 'link';

const SEND_FIELDS: readonly SendField[] = ['to', 'cc', 'subject', 'message', 'link'];

/**
 * The contract's schema (the API's own): trimmed values, Portuguese messages. The link's options
 * go as `link` when it is included, else `link: null` (the PDF only).
 */
const sendFormResolver = zodFormResolver<SendFormValues, SendFormOutput>(
  zod.preprocess((values) => {
    const { includeLink, link, ...rest } = values as SendFormValues;
    return { ...rest, link: includeLink ? link : null };
  }, SendProposalInputSchema),
);

/** A calendar day as YYYY-MM-DD in the browser's time zone, `days` after today. */
function localDay(days = 0): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'Incluir link da proposta', 'Válido até' and 'Lembrar também o cliente' (issue 31). */
function LinkOptionsFields({ control }: { control: SendControl }) {
  return (
    <Fieldset legend="Link da proposta" variant="unstyled">
      <Stack gap="xs">
        <Controller
          control={control}
          name="includeLink"
          render={({ field }) => (
            <Checkbox
              label="Incluir link da proposta"
              description="O cliente abre a proposta no navegador, sem senha, e pode aceitá-la ou recusá-la."
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="includeLink"
          render={({ field: include }) =>
            include.value ? (
              <Stack gap="xs" pl="lg">
                <Controller
                  control={control}
                  name="link.expiresOn"
                  render={({ field, fieldState }) => (
                    <Stack gap={4}>
                      <DatePickerField
                        label="Válido até"
                        value={field.value}
                        onChange={field.onChange}
                        minDate={localDay()}
                        maxDate={localDay(LINK_MAX_DAYS)}
                        clearButtonLabel="Limpar validade do link"
                      />
                      <Text size="xs" c={fieldState.error ? 'red.9' : 'dimmed'}>
                        {fieldState.error?.message ?? 'Vazio: a validade da proposta.'}
                      </Text>
                    </Stack>
                  )}
                />
                <Controller
                  control={control}
                  name="link.remindCustomer"
                  render={({ field }) => (
                    <Checkbox
                      label="Lembrar também o cliente"
                      description="Os lembretes de validade e de proposta não aberta vão também para o cliente."
                      name={field.name}
                      ref={field.ref}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.currentTarget.checked)}
                      onBlur={field.onBlur}
                    />
                  )}
                />
              </Stack>
            ) : (
              <></>
            )
          }
        />
      </Stack>
    </Fieldset>
  );
}

/** Addresses split on commas, semicolons and spaces, as they are typed or pasted. */
const ADDRESS_SPLIT_CHARS = [',', ';', ' '];

type AddressListError = Merge<FieldError, (FieldError | undefined)[]> | undefined;

/**
 * The message of a list of addresses: the list's own (none, too many), else the first bad
 * address with its message ("fulano@ — E-mail inválido.").
 */
function addressListMessage(error: AddressListError, values: readonly string[]): string | null {
  if (!error) return null;
  if (error.message) return error.message;
  if (error.root?.message) return error.root.message;
  for (let index = 0; index < values.length; index += 1) {
    const message = error[index]?.message;
    if (message) return `${values[index]} — ${message}`;
  }
  return null;
}

function AddressesField({
  control,
  name,
  label,
  required = false,
}: {
  control: SendControl;
  name: 'to' | 'cc';
  label: string;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagsInput
          label={label}
          description="Separe os endereços com vírgula ou Enter."
          withAsterisk={required}
          aria-required={required || undefined}
          splitChars={ADDRESS_SPLIT_CHARS}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={addressListMessage(fieldState.error, field.value)}
        />
      )}
    />
  );
}

function isSendField(value: string): value is SendField {
  return (SEND_FIELDS as readonly string[]).includes(value);
}

type SendFormProps = {
  projectId: number;
  proposalId: number;
  defaults: SendDefaults | null;
  fallbackAttachmentName: string;
  onCancel: () => void;
  onDone: () => void;
};

function SendProposalForm({
  projectId,
  proposalId,
  defaults,
  fallbackAttachmentName,
  onCancel,
  onDone,
}: SendFormProps) {
  const send = useSendProposal(projectId);
  const form = useForm<SendFormValues, unknown, SendFormOutput>({
    resolver: sendFormResolver,
    defaultValues: {
      to: defaults?.to ?? [],
      cc: [],
      subject: defaults?.subject ?? '',
      message: defaults?.message ?? '',
      includeLink: true,
      link: { expiresOn: null, remindCustomer: false },
    },
  });
  const { errors } = form.formState;
  // This form's send: its Idempotency-Key stays while the values do (utils/idempotency-key.ts).
  const attempt = useRef<SendAttempt | null>(null);
  // A click while the send is on its way (before the button shows it) starts nothing.
  const isSubmitting = useRef(false);

  function submit(input: SendFormOutput) {
    if (isSubmitting.current) return;
    isSubmitting.current = true;
    attempt.current = keyForValues(attempt.current, input);
    send.mutate(
      { proposalId, input: input satisfies SendProposalInput, idempotencyKey: attempt.current.key },
      {
        onSettled: () => {
          isSubmitting.current = false;
        },
        onSuccess: (message) => {
          announceSendResult(message);
          onDone(); // a FAILED message is kept too: 'Enviados' lists it, with 'Tentar novamente'
        },
        onError: (error) => {
          // The typed values stay; a 400 puts the server's messages under their fields.
          const isClientError =
            error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
          if (error instanceof ApiRequestError) {
            for (const issue of error.details) {
              const [field] = issue.path.split('.');
              if (!field || !isSendField(field)) continue;
              if (field === 'link') form.setError('link.expiresOn', { message: issue.message });
              else form.setError(field, { message: issue.message });
            }
          }
          showErrorNotification(
            isClientError && error.message
              ? `${PROPOSAL_MESSAGES.sendFailed}: ${error.message}`
              : PROPOSAL_MESSAGES.sendFailed,
            error,
          );
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Stack gap="sm">
        <AddressesField control={form.control} name="to" label="Para" required />
        <AddressesField control={form.control} name="cc" label="Cc" />
        <TextInput
          label="Assunto"
          withAsterisk
          aria-required
          {...form.register('subject')}
          error={errors.subject?.message}
        />
        <Textarea
          label="Mensagem"
          withAsterisk
          aria-required
          rows={8}
          resize="vertical"
          {...form.register('message')}
          error={errors.message?.message}
        />
        <Text size="sm">Anexo: {defaults?.attachmentName ?? fallbackAttachmentName}</Text>
        <LinkOptionsFields control={form.control} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={send.isPending}>
            Cancelar
          </Button>
          <Button type="submit" loading={send.isPending}>
            Enviar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type SendProposalModalProps = {
  projectId: number;
  /** The revision being viewed (its PDF is attached). */
  proposalId: number;
  fallbackAttachmentName: string;
  opened: boolean;
  onClose: () => void;
};

/**
 * 'Enviar proposta por e-mail' (issue 15 item 3, spec §2.4): Para (several addresses), Cc,
 * Assunto and Mensagem, filled from GET …/send-defaults and validated with the contract's
 * SendProposalInputSchema; the PDF of the revision goes attached. Issue 31: the message carries a
 * customer link unless 'Incluir link da proposta' is cleared ('Válido até': empty for the
 * proposal's validity; 'Lembrar também o cliente').
 */
export function SendProposalModal({
  projectId,
  proposalId,
  fallbackAttachmentName,
  opened,
  onClose,
}: SendProposalModalProps) {
  const defaults = useSendDefaults(projectId, proposalId, opened);
  // While sending, the form stays open: its answer (toast, values kept on failure) belongs to it.
  const isSending = useIsMutating({ mutationKey: getSendMutationKey(projectId) }) > 0;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!isSending) onClose();
      }}
      title="Enviar proposta por e-mail"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {defaults.isPending && defaults.fetchStatus !== 'idle' ? (
        <Stack gap="sm" role="status" aria-label="Carregando valores sugeridos">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={120} />
        </Stack>
      ) : (
        <Stack gap="sm">
          {defaults.isError && (
            <Alert color="orange.9" variant="outline">
              {PROPOSAL_MESSAGES.sendDefaultsFailed}
            </Alert>
          )}
          <SendProposalForm
            projectId={projectId}
            proposalId={proposalId}
            defaults={defaults.data ?? null}
            fallbackAttachmentName={fallbackAttachmentName}
            onCancel={onClose}
            onDone={onClose}
          />
        </Stack>
      )}
    </Modal>
  );
}
