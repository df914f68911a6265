import {
  TemplateInputSchema,
  type TemplateInput,
  type TemplateOption,
  type z,
} from '@camara-fria/contracts';
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { RichTextBlock } from '../../../components/rich-text/index.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { getTemplatesQueryOptions } from '../api/get-templates.ts';
import { useSaveTemplate } from '../api/save-template.ts';
import type { TemplateGroup } from '../utils/template-groups.ts';
import { TEMPLATE_MESSAGES } from '../utils/template-messages.ts';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';

type TemplateFormValues = TemplateInput & { title: string; text: string; isDefault: boolean };
type TemplateFormOutput = z.output<typeof TemplateInputSchema>;

const templateResolver = zodFormResolver<TemplateFormValues, TemplateFormOutput>(
  TemplateInputSchema,
);

/** What the screen asks of the open form before leaving it (another form, another page). */
export type TemplateFormHandle = {
  /** Whether the form holds values other than the template as loaded. */
  hasUnsavedValues: () => boolean;
  /** Validates and saves; resolves true once the server has it (the form then closes). */
  save: () => Promise<boolean>;
};

type TemplateFormProps = {
  group: TemplateGroup;
  /** The template being edited; null for 'Novo modelo'. */
  template: TemplateOption | null;
  /** Saved: the screen closes the form. */
  onSaved: (saved: TemplateOption) => void;
  onCancel: () => void;
  ref?: Ref<TemplateFormHandle>;
};

function toFormValues(group: TemplateGroup, template: TemplateOption | null): TemplateFormValues {
  return {
    kind: group.kind,
    key: group.key,
    title: template?.title ?? '',
    text: template?.text ?? '',
    isDefault: template?.isDefault ?? false,
    version: template?.version,
  };
}

function isConflict(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 409;
}

/**
 * Editing one template ('Editar') or writing a new one ('Novo modelo'): title, text (the rich-text
 * block) and 'Usar como padrão', checked by the contracts' TemplateInputSchema. A PUT sends the
 * version the form was opened with; a 409 keeps what was typed and shows the server's message,
 * with a way to load the saved version instead.
 */
export function TemplateForm({ group, template, onSaved, onCancel, ref }: TemplateFormProps) {
  const queryClient = useQueryClient();
  const saveTemplate = useSaveTemplate();
  const [conflictMessage, setConflictMessage] = useState<string | null>(null);
  const [isReloading, setIsReloading] = useState(false);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors, isDirty },
  } = useForm<TemplateFormValues, unknown, TemplateFormOutput>({
    resolver: templateResolver,
    defaultValues: toFormValues(group, template),
  });
  const formLabel = template ? `Editar modelo ${template.title}` : `Novo modelo — ${group.label}`;

  useEffect(() => setFocus('title'), [setFocus]);

  async function persist(data: TemplateFormOutput): Promise<boolean> {
    try {
      const saved = await saveTemplate.mutateAsync({ id: template?.id ?? null, data });
      showSuccessNotification(TEMPLATE_MESSAGES.saved);
      onSaved(saved);
      return true;
    } catch (error) {
      showErrorNotification(TEMPLATE_MESSAGES.saveFailed, error);
      if (isConflict(error)) setConflictMessage(error.message);
      return false;
    }
  }

  async function save(): Promise<boolean> {
    let isSaved = false;
    await handleSubmit(async (data) => {
      isSaved = await persist(data);
    })();
    return isSaved;
  }

  /** 409 'Recarregar modelo': the saved version replaces what was typed. */
  async function reload() {
    if (!template) return;
    setIsReloading(true);
    try {
      const templates = await queryClient.fetchQuery({
        ...getTemplatesQueryOptions(),
        staleTime: 0,
      });
      const fresh = templates.find((candidate) => candidate.id === template.id);
      if (!fresh) {
        showErrorNotification('O modelo não existe mais (foi arquivado).');
        onCancel();
        return;
      }
      reset(toFormValues(group, fresh));
      setConflictMessage(null);
    } catch (error) {
      showErrorNotification(TEMPLATE_MESSAGES.loadFailed, error);
    } finally {
      setIsReloading(false);
    }
  }

  useImperativeHandle(ref, () => ({ hasUnsavedValues: () => isDirty, save }));

  return (
    <Paper withBorder p="md" radius="md">
      <form
        aria-label={formLabel}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="sm">
          {conflictMessage !== null && (
            <Alert
              color="red.9"
              variant="outline"
              title={TEMPLATE_MESSAGES.conflictTitle}
              role="alert"
            >
              <Stack gap="xs">
                <Text size="sm">{conflictMessage}</Text>
                <Text size="sm">{TEMPLATE_MESSAGES.conflictHint}</Text>
                <Group>
                  <Button
                    variant="default"
                    size="xs"
                    loading={isReloading}
                    onClick={() => void reload()}
                  >
                    Recarregar modelo
                  </Button>
                </Group>
              </Stack>
            </Alert>
          )}
          <TextInput
            label="Título"
            withAsterisk
            aria-required
            maxLength={120}
            {...register('title')}
            error={errors.title?.message}
          />
          <Controller
            control={control}
            name="text"
            render={({ field }) => (
              <div>
                <Text component="div" size="sm" fw={500} mb={4}>
                  Texto
                </Text>
                <RichTextBlock label="Texto" value={field.value} onChange={field.onChange} />
              </div>
            )}
          />
          {errors.text?.message && (
            <Text size="sm" c="red.9" role="alert">
              {errors.text.message}
            </Text>
          )}
          <Controller
            control={control}
            name="isDefault"
            render={({ field }) => (
              <Checkbox
                label="Usar como padrão"
                description="O texto com que uma nova proposta começa (um por grupo)."
                name={field.name}
                ref={field.ref}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={saveTemplate.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={saveTemplate.isPending}>
              Salvar
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
