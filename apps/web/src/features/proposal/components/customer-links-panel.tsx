import { LINK_CHANNEL_LABELS, LINK_STATE_LABELS, type ProposalLink } from '@camara-fria/contracts';
import { EMPTY_CELL } from '@camara-fria/proposal';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { CellLabel, StackedTable } from '../../../components/ui/stacked-table.tsx';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useProposalLinks, useRevokeProposalLink } from '../api/proposal-links.ts';
import { formatDateTime, formatDay } from '../utils/format.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';

/** The columns: the header row, and each cell's label on a phone (ADR 068). */
const COLUMNS = {
  code: 'Revisão',
  channel: 'Canal',
  created: 'Criado por / em',
  expires: 'Válido até',
  state: 'Situação',
  views: 'Visualizações',
  downloads: 'Downloads',
  actions: 'Ações',
} as const;

const STATE_COLORS = {
  ACTIVE: '#237032', // Mantine's green-9 is 4.4:1 on white; this green 6.1:1 (axe)
  EXPIRED: 'gray.8',
  REVOKED: 'red.9',
  SUPERSEDED: 'orange.9',
} as const;

function Views({ views }: { views: ProposalLink['views'] }) {
  if (views.count === 0) return <>Nenhuma</>;
  return (
    <Stack gap={0}>
      <Text size="sm">{views.count === 1 ? '1 visualização' : `${views.count} visualizações`}</Text>
      {views.firstAt && <Text size="xs">Primeira: {formatDateTime(views.firstAt)}</Text>}
      {views.lastAt && <Text size="xs">Última: {formatDateTime(views.lastAt)}</Text>}
    </Stack>
  );
}

function RevokeModal({
  link,
  isPending,
  onConfirm,
  onClose,
}: {
  link: ProposalLink | null;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={link !== null}
      onClose={() => {
        if (!isPending) onClose();
      }}
      title="Revogar link"
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="md">
        <Text>
          O cliente que abrir este link da revisão {link?.code} verá que ele foi revogado, e não a
          proposta. Esta ação não pode ser desfeita.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isPending}>
            Cancelar
          </Button>
          <Button color="red.9" loading={isPending} onClick={onConfirm}>
            Revogar link
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * 'Links do cliente' (issue 31 item 2): every link to a revision of the proposal, newest first as
 * the API lists them, with its revision, channel, who made it and when, its end, its state, its
 * views (count, first, last) and downloads, and 'Revogar' (after a confirmation) while active.
 */
export function CustomerLinksPanel({ projectId }: { projectId: number }) {
  const links = useProposalLinks(projectId);
  useErrorToast(links, PROPOSAL_MESSAGES.linksLoadFailed);
  const revoke = useRevokeProposalLink(projectId);
  const [revoking, setRevoking] = useState<ProposalLink | null>(null);

  function confirmRevoke() {
    if (!revoking) return;
    revoke.mutate(
      { linkId: revoking.id },
      {
        onSuccess: () => {
          setRevoking(null);
          showSuccessNotification(PROPOSAL_MESSAGES.revoked);
        },
        onError: (error) => showErrorNotification(PROPOSAL_MESSAGES.revokeFailed, error),
      },
    );
  }

  return (
    <section aria-labelledby="proposal-links-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="proposal-links-title">
          Links do cliente
        </Title>
        {links.data ? (
          links.data.length === 0 ? (
            <Text>Nenhum link criado.</Text>
          ) : (
            <StackedTable regionLabel="Links do cliente" minWidth={900} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  {Object.values(COLUMNS).map((label) => (
                    <Table.Th key={label} scope="col">
                      {label}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {links.data.map((link) => (
                  <Table.Tr key={link.id}>
                    <Table.Td>
                      <CellLabel>{COLUMNS.code}</CellLabel>
                      {link.code}
                    </Table.Td>
                    <Table.Td>
                      <CellLabel>{COLUMNS.channel}</CellLabel>
                      {LINK_CHANNEL_LABELS[link.channel]}
                    </Table.Td>
                    <Table.Td>
                      <CellLabel>{COLUMNS.created}</CellLabel>
                      {link.createdBy.name ?? link.createdBy.username},{' '}
                      {formatDateTime(link.createdAt)}
                    </Table.Td>
                    <Table.Td>
                      <CellLabel>{COLUMNS.expires}</CellLabel>
                      {formatDay(link.expiresAt)}
                    </Table.Td>
                    <Table.Td>
                      <CellLabel>{COLUMNS.state}</CellLabel>
                      <Badge variant="outline" color={STATE_COLORS[link.state]}>
                        {LINK_STATE_LABELS[link.state]}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <CellLabel>{COLUMNS.views}</CellLabel>
                      <Views views={link.views} />
                    </Table.Td>
                    <Table.Td>
                      <CellLabel>{COLUMNS.downloads}</CellLabel>
                      PDF {link.downloads.pdf} · DOCX {link.downloads.docx}
                    </Table.Td>
                    <Table.Td>
                      <CellLabel>{COLUMNS.actions}</CellLabel>
                      {link.state === 'ACTIVE' ? (
                        <Button
                          variant="outline"
                          color="red.9"
                          size="xs"
                          aria-label={`Revogar link ${link.id} (${link.code}, ${LINK_CHANNEL_LABELS[link.channel]})`}
                          onClick={() => setRevoking(link)}
                        >
                          Revogar
                        </Button>
                      ) : (
                        EMPTY_CELL
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </StackedTable>
          )
        ) : links.isError ? (
          <Alert color="red.9" variant="outline" title={PROPOSAL_MESSAGES.linksLoadFailed}>
            <Button variant="default" size="xs" onClick={() => void links.refetch()}>
              Tentar novamente
            </Button>
          </Alert>
        ) : (
          <Skeleton height={64} role="status" aria-label="Carregando links do cliente" />
        )}
      </Stack>
      <RevokeModal
        link={revoking}
        isPending={revoke.isPending}
        onConfirm={confirmRevoke}
        onClose={() => setRevoking(null)}
      />
    </section>
  );
}
