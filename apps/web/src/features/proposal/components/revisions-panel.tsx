import type { ProposalChange, ProposalDto, ProposalRevisionSummary } from '@camara-fria/contracts';
import { EMPTY_CELL, formatMoney } from '@camara-fria/proposal';
import {
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useState } from 'react';
import { CellLabel, StackedTable } from '../../../components/ui/stacked-table.tsx';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useRevisionComparison } from '../api/compare-revisions.ts';
import { formatDateTime } from '../utils/format.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';
import { IssueRevisionModal } from './issue-revision-modal.tsx';
import { ProposalCode } from './proposal-code.tsx';
import { ScrollRegion } from './scroll-region.tsx';

/** The revisions' columns: the header row, and each cell's label on a phone (ADR 068). */
const COLUMNS = {
  code: 'Revisão',
  status: 'Situação',
  issuedAt: 'Emitida em',
  issuedBy: 'Emitida por',
  total: 'Total',
} as const;

export const REVISION_STATUS_LABELS = { DRAFT: 'Em edição', ISSUED: 'Emitida' } as const;

const CHANGE_AREA_LABELS: Record<ProposalChange['area'], string> = {
  EQUIPMENT: 'Equipamentos',
  PRICES: 'Preços',
  TEXTS: 'Textos',
  ROOMS: 'Câmaras',
  SYSTEMS: 'Sistemas',
};

function personName(person: ProposalRevisionSummary['issuedBy']): string {
  return person ? (person.name ?? person.username) : EMPTY_CELL;
}

function RevisionComparison({
  projectId,
  revisions,
}: {
  projectId: number;
  revisions: readonly ProposalRevisionSummary[];
}) {
  const data = revisions.map((revision) => ({ value: String(revision.id), label: revision.code }));
  const [before, setBefore] = useState<string | null>(data.at(-2)?.value ?? null);
  const [after, setAfter] = useState<string | null>(data.at(-1)?.value ?? null);
  const [compared, setCompared] = useState<{ before: number; after: number } | null>(null);
  const comparison = useRevisionComparison(
    projectId,
    compared?.after ?? null,
    compared?.before ?? null,
  );
  useErrorToast(comparison, PROPOSAL_MESSAGES.compareFailed);
  const isSame = before !== null && before === after;

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Comparar revisões
      </Title>
      <Group align="flex-end" gap="sm">
        <Select
          label="Revisão anterior (antes)"
          data={data}
          value={before}
          onChange={setBefore}
          allowDeselect={false}
          w={200}
        />
        <Select
          label="Revisão posterior (depois)"
          data={data}
          value={after}
          onChange={setAfter}
          allowDeselect={false}
          w={200}
        />
        <Button
          variant="outline"
          disabled={before === null || after === null || isSame}
          onClick={() =>
            before !== null &&
            after !== null &&
            setCompared({ before: Number(before), after: Number(after) })
          }
        >
          Comparar
        </Button>
      </Group>
      {isSame && <Text size="sm">Escolha duas revisões diferentes.</Text>}
      {comparison.isFetching && <Text size="sm">Comparando…</Text>}
      {comparison.data &&
        (comparison.data.changes.length === 0 ? (
          <Text>
            Nenhuma diferença entre <ProposalCode code={comparison.data.from.code} /> e{' '}
            <ProposalCode code={comparison.data.to.code} />.
          </Text>
        ) : (
          <ScrollRegion label="Diferenças entre as revisões (role para o lado)">
            <Table withTableBorder miw={640}>
              <Table.Caption>
                Diferenças de <ProposalCode code={comparison.data.from.code} /> para{' '}
                <ProposalCode code={comparison.data.to.code} />
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Área</Table.Th>
                  <Table.Th scope="col">Item</Table.Th>
                  <Table.Th scope="col">Antes</Table.Th>
                  <Table.Th scope="col">Depois</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {comparison.data.changes.map((change, index) => (
                  // Texts are shown as plain text (React escapes them), never as HTML.
                  <Table.Tr key={`${change.area}-${change.label}-${index}`}>
                    <Table.Td>{CHANGE_AREA_LABELS[change.area]}</Table.Td>
                    <Table.Td>{change.label}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                      {change.before ?? EMPTY_CELL}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                      {change.after ?? EMPTY_CELL}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollRegion>
        ))}
    </Stack>
  );
}

type RevisionsPanelProps = {
  projectId: number;
  /** The current (draft) proposal, with every revision of its number. */
  proposal: ProposalDto;
  /** The issued revision being read, null for the draft. */
  viewingId: number | null;
  onOpen: (proposalId: number | null) => void;
  unsavedCount: number;
};

/**
 * Issue 14 item 7 (beyond the spec): the revisions of the proposal, 'Emitir revisão', opening a
 * frozen one read-only, and what changed between two.
 */
export function RevisionsPanel({
  projectId,
  proposal,
  viewingId,
  onOpen,
  unsavedCount,
}: RevisionsPanelProps) {
  const [isIssuing, setIsIssuing] = useState(false);
  return (
    <section aria-labelledby="proposal-revisions-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="proposal-revisions-title">
            Revisões
          </Title>
          <Button variant="outline" onClick={() => setIsIssuing(true)}>
            Emitir revisão
          </Button>
        </Group>
        <StackedTable regionLabel="Lista de revisões" minWidth={640} withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{COLUMNS.code}</Table.Th>
              <Table.Th scope="col">{COLUMNS.status}</Table.Th>
              <Table.Th scope="col">{COLUMNS.issuedAt}</Table.Th>
              <Table.Th scope="col">{COLUMNS.issuedBy}</Table.Th>
              <Table.Th scope="col">{COLUMNS.total}</Table.Th>
              <Table.Th scope="col">
                <VisuallyHidden>Ações</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {proposal.revisions.map((revision) => {
              const isDraft = revision.status === 'DRAFT';
              const isShown = isDraft ? viewingId === null : viewingId === revision.id;
              return (
                <Table.Tr key={revision.id} aria-current={isShown ? 'true' : undefined}>
                  <Table.Th scope="row">
                    <ProposalCode code={revision.code} />
                  </Table.Th>
                  <Table.Td>
                    <CellLabel>{COLUMNS.status}</CellLabel>
                    <Badge variant="outline" color={isDraft ? 'blue.9' : 'gray.8'}>
                      {REVISION_STATUS_LABELS[revision.status]}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <CellLabel>{COLUMNS.issuedAt}</CellLabel>
                    {revision.issuedAt ? formatDateTime(revision.issuedAt) : EMPTY_CELL}
                  </Table.Td>
                  <Table.Td>
                    <CellLabel>{COLUMNS.issuedBy}</CellLabel>
                    {personName(revision.issuedBy)}
                  </Table.Td>
                  <Table.Td>
                    <CellLabel>{COLUMNS.total}</CellLabel>
                    {formatMoney(revision.totals.total)}
                  </Table.Td>
                  <Table.Td>
                    {isShown ? (
                      <Text size="sm">Aberta</Text>
                    ) : (
                      <Button
                        variant="subtle"
                        size="xs"
                        aria-label={`${isDraft ? 'Editar' : 'Abrir'} revisão ${revision.code}`}
                        onClick={() => onOpen(isDraft ? null : revision.id)}
                      >
                        {isDraft ? 'Editar' : 'Abrir'}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </StackedTable>
        {proposal.revisions.length >= 2 && (
          <RevisionComparison projectId={projectId} revisions={proposal.revisions} />
        )}
      </Stack>
      <IssueRevisionModal
        projectId={projectId}
        draft={proposal}
        opened={isIssuing}
        unsavedCount={unsavedCount}
        onClose={() => setIsIssuing(false)}
        onIssued={() => {
          setIsIssuing(false);
          onOpen(null);
        }}
      />
    </section>
  );
}
