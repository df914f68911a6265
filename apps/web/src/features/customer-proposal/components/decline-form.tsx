import {
  DECLINE_REASON_LABELS,
  DECLINE_REASONS,
  DeclineProposalInputSchema,
} from '@camara-fria/contracts';
import { Alert, Button, Radio, Stack, Textarea } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useDecisionSubmit } from '../hooks/use-decision-submit.ts';

type DeclineFormValues = { reason: string | null; text: string };
type DeclineData = z.output<typeof DeclineProposalInputSchema>;

const resolver = zodFormResolver<DeclineFormValues, DeclineData>(DeclineProposalInputSchema);

/**
 * 'Recusar proposta' (issue 31): a reason from the list and text (required for 'Outro motivo'),
 * checked by the contract's schema; sent once (useDecisionSubmit).
 */
export function DeclineForm({ token }: { token: string }) {
  const form = useForm<DeclineFormValues, unknown, DeclineData>({
    resolver,
    defaultValues: { reason: null, text: '' },
  });
  const { submit, isPending, failure } = useDecisionSubmit<DeclineFormValues, DeclineData>(
    token,
    'decline',
    form.setError,
  );
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Stack gap="sm">
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <Radio.Group
              label="Motivo"
              withAsterisk
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              error={errors.reason?.message}
            >
              <Stack gap={6} mt={4}>
                {DECLINE_REASONS.map((reason) => (
                  <Radio
                    key={reason}
                    value={reason}
                    label={DECLINE_REASON_LABELS[reason]}
                    ref={reason === DECLINE_REASONS[0] ? field.ref : undefined}
                    onBlur={field.onBlur}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        <Textarea
          label="Comentário"
          description="Obrigatório quando o motivo é 'Outro motivo'."
          rows={4}
          maxLength={1000}
          error={errors.text?.message}
          {...form.register('text')}
        />
        {failure && (
          <Alert color="red.9" variant="outline" role="alert">
            {failure}
          </Alert>
        )}
        <div>
          <Button type="submit" color="red.9" variant="outline" loading={isPending}>
            Recusar proposta
          </Button>
        </div>
      </Stack>
    </form>
  );
}
