import {
  PROPOSAL_EQUIPMENT_TYPE_LABELS,
  type ProposalDto,
  type ProposalDocument,
} from '@camara-fria/contracts';
import { Anchor, Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatHeat, formatNumber, SIZING_ROWS, sizingCell } from '../utils/format.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';
import { ScrollRegion } from './scroll-region.tsx';

type Proposal = ProposalDto | ProposalDocument['proposal'];

function SizingTable({ proposal }: { proposal: Proposal }) {
  if (proposal.rooms.length === 0) return <Text>{PROPOSAL_MESSAGES.noRooms}</Text>;
  return (
    <>
      <ScrollRegion label="Parâmetros de dimensionamento (role para o lado)">
        <Table striped withTableBorder miw={320 + proposal.rooms.length * 140}>
          <Table.Caption>Parâmetros de dimensionamento por câmara</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Parâmetro</Table.Th>
              {proposal.rooms.map((room) => (
                <Table.Th key={room.id} scope="col">
                  {room.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SIZING_ROWS.map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{row.label}</Table.Th>
                {proposal.rooms.map((room) => (
                  <Table.Td key={room.id}>{sizingCell(row, room)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollRegion>
      <Text size="sm">{PROPOSAL_MESSAGES.footnote}</Text>
    </>
  );
}

function SystemsTable({ proposal }: { proposal: Proposal }) {
  return (
    <ScrollRegion label="Resultado da seleção por sistema (role para o lado)">
      <Table withTableBorder miw={720}>
        <Table.Caption>Resultado da seleção por sistema</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Sistema</Table.Th>
            <Table.Th scope="col">Câmaras</Table.Th>
            <Table.Th scope="col">Fluido refrigerante</Table.Th>
            <Table.Th scope="col">Temperatura de evaporação (°C)</Table.Th>
            <Table.Th scope="col">Capacidade necessária (kcal/h)</Table.Th>
            <Table.Th scope="col">DT resultante (K)</Table.Th>
            <Table.Th scope="col">Capacidade resultante (kcal/h)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proposal.systems.map((system) => (
            <Table.Tr key={system.id}>
              <Table.Th scope="row">{system.name}</Table.Th>
              <Table.Td>{system.roomNames.join(', ') || '—'}</Table.Td>
              <Table.Td>{system.refrigerant}</Table.Td>
              <Table.Td>{formatNumber(system.operationTemperature)}</Table.Td>
              <Table.Td>{formatHeat(system.requiredCapacity)}</Table.Td>
              <Table.Td>
                {system.resultingDt === null
                  ? PROPOSAL_MESSAGES.notCalculated
                  : formatNumber(system.resultingDt)}
              </Table.Td>
              <Table.Td>
                {system.resultingCapacity === null
                  ? PROPOSAL_MESSAGES.notCalculated
                  : formatHeat(system.resultingCapacity)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}

function EquipmentTable({ proposal }: { proposal: Proposal }) {
  return (
    <ScrollRegion label="Lista de equipamentos (role para o lado)">
      <Table withTableBorder miw={560}>
        <Table.Caption>Lista de equipamentos</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Tipo</Table.Th>
            <Table.Th scope="col">Modelo</Table.Th>
            <Table.Th scope="col">SKU</Table.Th>
            <Table.Th scope="col">Quantidade</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proposal.equipments.map((equipment) => (
            <Table.Tr key={equipment.key}>
              <Table.Td>{PROPOSAL_EQUIPMENT_TYPE_LABELS[equipment.type]}</Table.Td>
              <Table.Th scope="row">
                <Group gap="xs" wrap="nowrap">
                  <span>{equipment.model}</span>
                  {equipment.specialEquipment && (
                    <Badge variant="outline" color="grape.9">
                      Especial
                    </Badge>
                  )}
                </Group>
              </Table.Th>
              <Table.Td>{equipment.sku?.sku ?? '—'}</Table.Td>
              <Table.Td>{equipment.count}</Table.Td>
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
 * the draft, frozen for an issued revision): nothing here is edited.
 */
export function DimensioningView({ proposal }: { proposal: Proposal }) {
  return (
    <Stack gap="md">
      <SizingTable proposal={proposal} />
      {proposal.systems.length > 0 && (
        <>
          <Title order={3} size="h5">
            Resultado da seleção
          </Title>
          <SystemsTable proposal={proposal} />
        </>
      )}
      <Title order={3} size="h5">
        Equipamentos
      </Title>
      {proposal.equipments.length === 0 ? (
        <Text>
          {PROPOSAL_MESSAGES.noSystems}{' '}
          <Anchor component={Link} to={`/projects/${proposal.project.id}/equipments`}>
            Equipamentos
          </Anchor>
          .
        </Text>
      ) : (
        <EquipmentTable proposal={proposal} />
      )}
    </Stack>
  );
}
