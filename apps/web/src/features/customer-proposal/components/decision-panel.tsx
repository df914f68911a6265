import type { PublicProposalView } from '@camara-fria/contracts';
import { Alert, Stack, Tabs, Text, Title } from '@mantine/core';
import { CUSTOMER_MESSAGES, formatInstant } from '../utils/customer-messages.ts';
import { AcceptForm } from './accept-form.tsx';
import { DeclineForm } from './decline-form.tsx';

type Decision = NonNullable<Extract<PublicProposalView, { status: 'AVAILABLE' }>['decision']>;

/** The decision taken: who accepted and when (and the PDF's SHA-256), or the decline's reason. */
function DecisionSummary({ decision }: { decision: Decision }) {
  const when = formatInstant(decision.decidedAt);
  if (decision.kind === 'ACCEPTED') {
    const who = [decision.name ?? '', decision.role ?? ''].filter(Boolean).join(', ');
    return (
      <Alert color="teal.9" variant="outline" title="Proposta aceita" role="status">
        <Stack gap={4}>
          <Text>{CUSTOMER_MESSAGES.accepted(who, when)}</Text>
          <Text size="sm">
            Revisão {decision.code}. O PDF desta revisão traz na última página o registro do aceite.
          </Text>
          {decision.pdfSha256 && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              SHA-256 do PDF aceito:{' '}
              <Text span ff="monospace" inherit>
                {decision.pdfSha256}
              </Text>
            </Text>
          )}
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="gray.9" variant="outline" title="Proposta recusada" role="status">
      <Stack gap={4}>
        <Text>{CUSTOMER_MESSAGES.declined(when)}</Text>
        {decision.reason && (
          <Text size="sm">{CUSTOMER_MESSAGES.declineReason(decision.reason)}</Text>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * 'Sua resposta': the decision when taken; otherwise 'Aceitar proposta' and 'Recusar proposta',
 * one tab each.
 */
export function DecisionPanel({
  token,
  view,
}: {
  token: string;
  view: Extract<PublicProposalView, { status: 'AVAILABLE' }>;
}) {
  return (
    <section aria-labelledby="customer-decision-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="customer-decision-title">
          Sua resposta
        </Title>
        {view.decision ? (
          <DecisionSummary decision={view.decision} />
        ) : (
          <Tabs defaultValue="accept" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="accept">Aceitar</Tabs.Tab>
              <Tabs.Tab value="decline">Recusar</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="accept" pt="md">
              <AcceptForm token={token} pdfSha256={view.pdfSha256} />
            </Tabs.Panel>
            <Tabs.Panel value="decline" pt="md">
              <DeclineForm token={token} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    </section>
  );
}
