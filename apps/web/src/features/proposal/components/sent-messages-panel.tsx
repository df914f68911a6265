import type { ProposalMessage } from '@camara-fria/contracts';
import { Alert, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showErrorNotification } from '../../../lib/notifications.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import {
  downloadMessageEml,
  useProposalMessages,
  useRetryMessage,
} from '../api/proposal-delivery.ts';
import { formatDateTime } from '../utils/format.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';
import { announceSendResult, messageStatusLabel } from '../utils/send-result.ts';
import { ScrollRegion } from './scroll-region.tsx';

function emlFileName(message: ProposalMessage): string {
  return `Proposta ${message.code} - mensagem ${message.id}.eml`;
}

type SentMessagesPanelProps = {
  projectId: number;
  /** Any revision of the proposal (the list covers them all). */
  proposalId: number;
};

/**
 * 'Enviados' (issue 15 item 3): the messages sent from this proposal, whoever sent them (the
 * project's owner and every editor see them all, docs/decisions/063), newest first, each with its .eml and, when not delivered, 'Tentar novamente'.
 */
export function SentMessagesPanel({ projectId, proposalId }: SentMessagesPanelProps) {
  const messages = useProposalMessages(projectId, proposalId);
  useErrorToast(messages, PROPOSAL_MESSAGES.messagesLoadFailed);
  const retry = useRetryMessage(projectId);
  const [downloading, setDownloading] = useState<number | null>(null);
  const retryingId = retry.isPending ? retry.variables.messageId : null;

  async function downloadEml(message: ProposalMessage) {
    setDownloading(message.id);
    try {
      const file = await downloadMessageEml(projectId, message.proposalId, message.id);
      saveBlob(file.blob, file.fileName ?? emlFileName(message));
    } catch (error) {
      showErrorNotification(PROPOSAL_MESSAGES.downloadFailed, error);
    } finally {
      setDownloading(null);
    }
  }

  function retryMessage(message: ProposalMessage) {
    retry.mutate(
      { proposalId: message.proposalId, messageId: message.id },
      {
        onSuccess: announceSendResult,
        onError: (error) => showErrorNotification(PROPOSAL_MESSAGES.sendFailed, error),
      },
    );
  }

  return (
    <section aria-labelledby="proposal-messages-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="proposal-messages-title">
          Enviados
        </Title>
        {messages.data ? (
          messages.data.length === 0 ? (
            <Text>{PROPOSAL_MESSAGES.noMessages}</Text>
          ) : (
            <ScrollRegion label="Propostas enviadas (role para o lado)">
              <Table withTableBorder miw={760}>
                <Table.Caption>Propostas enviadas por e-mail</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Data</Table.Th>
                    <Table.Th scope="col">Revisão</Table.Th>
                    <Table.Th scope="col">Para</Table.Th>
                    <Table.Th scope="col">Assunto</Table.Th>
                    <Table.Th scope="col">Situação</Table.Th>
                    <Table.Th scope="col">Ações</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {messages.data.map((message) => (
                    <Table.Tr key={message.id}>
                      <Table.Td>{formatDateTime(message.createdAt)}</Table.Td>
                      <Table.Td>{message.code}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>
                        {[...message.to, ...message.cc.map((cc) => `Cc: ${cc}`)].join(', ')}
                      </Table.Td>
                      <Table.Td>{message.subject}</Table.Td>
                      <Table.Td>
                        <Text size="sm" c={message.status === 'FAILED' ? 'red.9' : undefined}>
                          {messageStatusLabel(message)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            variant="subtle"
                            size="xs"
                            aria-label={`Baixar .eml (${message.code}, ${formatDateTime(message.createdAt)})`}
                            loading={downloading === message.id}
                            onClick={() => void downloadEml(message)}
                          >
                            Baixar .eml
                          </Button>
                          {message.status !== 'SENT' && message.status !== 'SENDING' && (
                            <Button
                              variant="outline"
                              size="xs"
                              aria-label={`Tentar novamente (${message.code}, ${formatDateTime(message.createdAt)})`}
                              loading={retryingId === message.id}
                              disabled={retryingId !== null && retryingId !== message.id}
                              onClick={() => retryMessage(message)}
                            >
                              Tentar novamente
                            </Button>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollRegion>
          )
        ) : messages.isError ? (
          <Alert color="red.9" variant="outline" title={PROPOSAL_MESSAGES.messagesLoadFailed}>
            <Button variant="default" size="xs" onClick={() => void messages.refetch()}>
              Tentar novamente
            </Button>
          </Alert>
        ) : (
          <Skeleton height={64} role="status" aria-label="Carregando propostas enviadas" />
        )}
      </Stack>
    </section>
  );
}
