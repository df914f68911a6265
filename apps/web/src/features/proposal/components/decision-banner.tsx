import { DECLINE_REASON_LABELS, type ProposalDecision } from '@camara-fria/contracts';
import { Alert, Code, Stack, Text } from '@mantine/core';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useProposalDecision } from '../api/proposal-links.ts';
import { formatDateTime } from '../utils/format.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';

/** A CPF of 11 digits as 000.000.000-00. */
function formatCpf(cpf: string): string {
  return /^\d{11}$/.test(cpf) ? cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4') : cpf;
}

/** Mantine's green-9 is 4.4:1 on white, below axe's 4.5:1; this green is 6.1:1 (as the status badge). */
const ACCEPTED_COLOR = '#237032';

function Accepted({ decision }: { decision: ProposalDecision }) {
  const identity = [
    decision.cpf ? `CPF ${formatCpf(decision.cpf)}` : null,
    decision.role ? `cargo ${decision.role}` : null,
  ].filter((part) => part !== null);
  return (
    <Alert
      color={ACCEPTED_COLOR}
      variant="outline"
      role="status"
      title={`Proposta aceita pelo cliente — revisão ${decision.code}`}
    >
      <Stack gap={4}>
        <Text size="sm">
          Aceita por {decision.name ?? 'cliente'} em {formatDateTime(decision.decidedAt)}
          {identity.length > 0 ? `, ${identity.join(', ')}` : ''}
          {decision.email ? `, ${decision.email}` : ''}.
        </Text>
        {decision.pdfSha256 && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Hash SHA-256 do PDF aceito: <Code>{decision.pdfSha256}</Code>
          </Text>
        )}
        <Text size="xs" c="dimmed">
          Endereço IP {decision.ip} · {decision.userAgent}
        </Text>
      </Stack>
    </Alert>
  );
}

function Declined({ decision }: { decision: ProposalDecision }) {
  const reason = decision.reason ? DECLINE_REASON_LABELS[decision.reason] : null;
  return (
    <Alert
      color="red.9"
      variant="outline"
      role="status"
      title={`Proposta recusada pelo cliente — revisão ${decision.code}`}
    >
      <Stack gap={4}>
        <Text size="sm">
          Recusada: {[reason, decision.text].filter(Boolean).join(' — ') || 'sem motivo informado'}
        </Text>
        <Text size="sm">
          {decision.name ? `Por ${decision.name}, ` : ''}em {formatDateTime(decision.decidedAt)}
          {decision.email ? ` (${decision.email})` : ''}.
        </Text>
      </Stack>
    </Alert>
  );
}

/**
 * The customer's decision at the top of the proposal screen (issue 31 item 3, ADR 076): who
 * accepted, when, with CPF or role, e-mail and the SHA-256 of the PDF accepted; or the decline's
 * reason. Nothing while the customer has not decided.
 */
export function DecisionBanner({ projectId }: { projectId: number }) {
  const decision = useProposalDecision(projectId);
  useErrorToast(decision, PROPOSAL_MESSAGES.decisionLoadFailed);
  if (!decision.data) return null;
  return decision.data.kind === 'ACCEPTED' ? (
    <Accepted decision={decision.data} />
  ) : (
    <Declined decision={decision.data} />
  );
}
