import { AcceptProposalInputSchema } from '@camara-fria/contracts';
import { Alert, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodFormResolver } from '../../../lib/forms/zod-form-resolver.ts';
import { useDecisionSubmit } from '../hooks/use-decision-submit.ts';

type AcceptFormValues = {
  name: string;
  cpf: string;
  role: string;
  email: string;
  acceptTerms: boolean;
  pdfSha256: string;
};
type AcceptData = z.output<typeof AcceptProposalInputSchema>;

const resolver = zodFormResolver<AcceptFormValues, AcceptData>(AcceptProposalInputSchema);

/**
 * 'Aceitar proposta' (issue 31): who accepts (name; CPF or role; e-mail) and the terms ticked,
 * checked by the contract's schema (its Portuguese messages under the fields); the SHA-256 of the
 * PDF the page offers goes with it. A double click sends once (useDecisionSubmit).
 */
export function AcceptForm({ token, pdfSha256 }: { token: string; pdfSha256: string }) {
  const form = useForm<AcceptFormValues, unknown, AcceptData>({
    resolver,
    defaultValues: { name: '', cpf: '', role: '', email: '', acceptTerms: false, pdfSha256 },
  });
  // A page read again (a 409 on a stale document) offers another PDF: accept that one.
  useEffect(() => form.setValue('pdfSha256', pdfSha256), [form, pdfSha256]);
  const { submit, isPending, failure } = useDecisionSubmit<AcceptFormValues, AcceptData>(
    token,
    'accept',
    form.setError,
  );
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Stack gap="sm">
        <TextInput
          label="Nome completo"
          autoComplete="name"
          withAsterisk
          aria-required
          error={errors.name?.message}
          {...form.register('name')}
        />
        <Text size="sm" id="accept-identity-hint">
          Informe o CPF ou o cargo de quem aceita (pelo menos um).
        </Text>
        <TextInput
          label="CPF"
          inputMode="numeric"
          autoComplete="off"
          placeholder="000.000.000-00"
          aria-describedby="accept-identity-hint"
          error={errors.cpf?.message}
          {...form.register('cpf')}
        />
        <TextInput
          label="Cargo"
          autoComplete="organization-title"
          aria-describedby="accept-identity-hint"
          error={errors.role?.message}
          {...form.register('role')}
        />
        <TextInput
          label="E-mail"
          type="email"
          autoComplete="email"
          withAsterisk
          aria-required
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Checkbox
          label="Li e aceito os termos desta proposta"
          error={errors.acceptTerms?.message}
          {...form.register('acceptTerms')}
        />
        {errors.pdfSha256?.message && (
          <Text c="red.9" size="sm" role="alert">
            {errors.pdfSha256.message}
          </Text>
        )}
        {failure && (
          <Alert color="red.9" variant="outline" role="alert">
            {failure}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={isPending}>
            Aceitar proposta
          </Button>
        </div>
      </Stack>
    </form>
  );
}
