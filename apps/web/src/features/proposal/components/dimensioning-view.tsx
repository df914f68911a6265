import type { ProposalDto, ProposalDocument } from '@camara-fria/contracts';
import {
  COVERAGE_TABLE,
  EQUIPMENT_COLUMNS,
  EQUIPMENT_TABLE,
  SIZING_ROWS,
  SIZING_TABLE,
  sizingCell,
  SYSTEM_COLUMNS,
  SYSTEMS_TABLE,
  listCoverageRows,
} from '@camara-fria/proposal';
import { Alert, Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { RoomCoverageTable } from '../../../components/ui/room-coverage-table.tsx';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';
import { ScrollRegion } from './scroll-region.tsx';

type Proposal = ProposalDto | ProposalDocument['proposal'];

function SizingTable({ proposal }: { proposal: Proposal }) {
  if (proposal.rooms.length === 0) return <Text>{PROPOSAL_MESSAGES.noRooms}</Text>;
  return (
    <>
      <ScrollRegion label="Parâmetros de dimensionamento (role para o lado)">
        <Table striped withTableBorder miw={320 + proposal.rooms.length * 140}>
          <Table.Caption>{SIZING_TABLE.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{SIZING_TABLE.parameterHeader}</Table.Th>
              {proposal.rooms.map((room) => (
                <Table.Th key={room.id} scope="col">
                  {room.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SIZING_ROWS.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {proposal.rooms.map((room) => (
                  <Table.Td key={room.id}>{sizingCell(row, room)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Text size="sm">{SIZING_TABLE.footnote}</Text>
    </>
  );
}

function SystemsTable({ proposal }: { proposal: Proposal }) {
  const [nameColumn, ...columns] = SYSTEM_COLUMNS;
  return (
    <ScrollRegion label={`${SYSTEMS_TABLE.caption} (role para o lado)`}>
      <Table withTableBorder miw={720}>
        <Table.Caption>{SYSTEMS_TABLE.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {SYSTEM_COLUMNS.map((column) => (
              <Table.Th key={column.key} scope="col">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proposal.systems.map((system) => (
            <Table.Tr key={system.id}>
              <Table.Th scope="row">{nameColumn?.cell(system)}</Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.key}>{column.cell(system)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/** Each room's coverage at its system's balance point (docs/decisions/061). */
function CoverageTable({ proposal }: { proposal: Proposal }) {
  const rows = listCoverageRows(proposal.systems);
  if (rows.length === 0) return null;
  return (
    <>
      <Title order={3} size="h5">
        {COVERAGE_TABLE.title}
      </Title>
      <ScrollRegion label={`${COVERAGE_TABLE.caption} (role para o lado)`}>
        <RoomCoverageTable rows={rows} />
      </ScrollRegion>
    </>
  );
}

/**
 * The systems whose rooms changed after they were computed (docs/decisions/055): their results
 * are not printed, and the server refuses to issue, send or download the draft until they are
 * recalculated and saved.
 */
function StaleSystemsAlert({ proposal }: { proposal: Proposal }) {
  const names = proposal.systems.filter((system) => system.isStale).map((system) => system.name);
  if (names.length === 0) return null;
  return (
    <Alert color="orange.9" variant="outline" role="alert" title={PROPOSAL_MESSAGES.staleTitle}>
      {PROPOSAL_MESSAGES.stale(names)}
      <EquipmentsLink projectId={proposal.project.id} />
    </Alert>
  );
}

/** ' Equipamentos.': the link to the project's equipment screen (signed-in users only). */
function EquipmentsLink({ projectId }: { projectId: number }) {
  return (
    <>
      {' '}
      <Anchor component={Link} to={`/projects/${projectId}/equipments`}>
        Equipamentos
      </Anchor>
      .
    </>
  );
}

/**
 * The warnings of the systems' results (docs/decisions/060: e.g. an evaporator line outside its
 * application), each under its system's name.
 */
function SystemWarnings({ proposal }: { proposal: Proposal }) {
  const warned = proposal.systems.filter((system) => system.warnings.length > 0);
  if (warned.length === 0) return null;
  return (
    <Alert color="orange.9" variant="outline" role="note" title={PROPOSAL_MESSAGES.warningsTitle}>
      <Stack gap={4}>
        {warned.map((system) => (
          <div key={system.id}>
            <Text size="sm" fw={600}>
              {system.name}
            </Text>
            <ul style={{ margin: 0, paddingLeft: '1.2em' }}>
              {system.warnings.map((warning) => (
                <li key={`${warning.code}:${warning.message}`}>
                  <Text size="sm">{warning.message}</Text>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Stack>
    </Alert>
  );
}

function EquipmentTable({ proposal }: { proposal: Proposal }) {
  return (
    <ScrollRegion label={`${EQUIPMENT_TABLE.caption} (role para o lado)`}>
      <Table withTableBorder miw={560}>
        <Table.Caption>{EQUIPMENT_TABLE.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {EQUIPMENT_COLUMNS.map((column) => (
              <Table.Th key={column.key} scope="col">
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proposal.equipments.map((equipment) => (
            <Table.Tr key={equipment.key}>
              {EQUIPMENT_COLUMNS.map((column) =>
                column.isRowName ? (
                  <Table.Th key={column.key} scope="row">
                    <Group gap="xs" wrap="nowrap">
                      <span>{column.cell(equipment)}</span>
                      {equipment.specialEquipment && (
                        <Badge variant="outline" color="grape.9">
                          {EQUIPMENT_TABLE.special}
                        </Badge>
                      )}
                    </Group>
                  </Table.Th>
                ) : (
                  <Table.Td key={column.key}>{column.cell(equipment)}</Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

/**
 * PARÂMETROS DE DIMENSIONAMENTO E SELEÇÃO DE EQUIPAMENTOS (spec §2.4): the rooms' sizing table,
 * the result of each saved system and the equipment list. Read from the proposal itself (live for
 * the draft, frozen for an issued revision): nothing here is edited. `hasScreenLinks` false (the
 * customer's page, docs/decisions/079): no link to the signed-in screens.
 */
export function DimensioningView({
  proposal,
  hasScreenLinks = true,
}: {
  proposal: Proposal;
  hasScreenLinks?: boolean;
}) {
  return (
    <Stack gap="md">
      <SizingTable proposal={proposal} />
      {proposal.systems.length > 0 && (
        <>
          <Title order={3} size="h5">
            {SYSTEMS_TABLE.title}
          </Title>
          {/* An issued revision is never stale (it cannot be issued so: docs/decisions/055). */}
          {hasScreenLinks && <StaleSystemsAlert proposal={proposal} />}
          <SystemsTable proposal={proposal} />
          <CoverageTable proposal={proposal} />
          <SystemWarnings proposal={proposal} />
        </>
      )}
      <Title order={3} size="h5">
        {EQUIPMENT_TABLE.title}
      </Title>
      {proposal.equipments.length === 0 ? (
        hasScreenLinks ? (
          <Text>
            {PROPOSAL_MESSAGES.noSystems}
            <EquipmentsLink projectId={proposal.project.id} />
          </Text>
        ) : (
          <Text>{PROPOSAL_MESSAGES.noEquipment}</Text>
        )
      ) : (
        <EquipmentTable proposal={proposal} />
      )}
    </Stack>
  );
}
