import type { ProposalClient } from '@camara-fria/contracts';
import {
  describeFiscalProfile,
  EMPTY_CELL,
  formatCnpj,
  formatCpf,
  formatPhone,
  formatStreetLine,
  formatZipcode,
  hasClientData,
} from '@camara-fria/proposal';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';

function Field({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0}>
        {value || EMPTY_CELL}
      </Text>
    </div>
  );
}

/**
 * Spec §2.4 'Dados do Cliente': the address only when a street exists; the CPF, state
 * registration and fiscal profile (in words) only when the client has them (docs/decisions/071).
 */
export function ClientBlock({ client }: { client: ProposalClient }) {
  const { address } = client;
  return (
    <section aria-labelledby="proposal-client-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="proposal-client-title">
          Dados do Cliente
        </Title>
        {hasClientData(client) ? (
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" m={0}>
            <Field label="Cliente" value={client.name} />
            <Field label="Telefone" value={client.phone && formatPhone(client.phone)} />
            <Field label="CNPJ" value={client.cnpj && formatCnpj(client.cnpj)} />
            {client.cpf && <Field label="CPF" value={formatCpf(client.cpf)} />}
            {client.stateRegistration && (
              <Field label="Inscrição estadual" value={client.stateRegistration} />
            )}
            {client.fiscal && (
              <Field label="Perfil fiscal" value={describeFiscalProfile(client.fiscal)} />
            )}
            <Field label="E-mail" value={client.email} />
            {address && (
              <>
                <Field label="Endereço" value={formatStreetLine(address)} />
                <Field label="Cidade" value={address.city} />
                <Field label="Estado" value={address.state} />
                <Field label="CEP" value={address.zipcode && formatZipcode(address.zipcode)} />
                <Field label="País" value={address.country} />
              </>
            )}
          </SimpleGrid>
        ) : (
          <Text>{PROPOSAL_MESSAGES.noClient}</Text>
        )}
      </Stack>
    </section>
  );
}
