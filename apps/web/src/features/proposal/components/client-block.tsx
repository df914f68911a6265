import type { ProposalClient } from '@camara-fria/contracts';
import {
  EMPTY_CELL,
  formatCnpj,
  formatPhone,
  formatStreetLine,
  formatZipcode,
} from '@camara-fria/proposal';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { hasClientData } from '../utils/format.ts';
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

/** Spec §2.4 'Dados do Cliente': the address only when a street exists. */
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
