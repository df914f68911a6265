import type { Project } from '@camara-fria/contracts';
import { Anchor, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatProjectValue } from '../utils/format-value.ts';
import { ProjectStatusBadge } from './project-status-badge.tsx';

type ProjectsTableProps = {
  projects: readonly Project[];
  /** A newer page is on its way (the rows shown are the previous ones). */
  isRefreshing?: boolean;
  onEdit: (project: Project) => void;
  onCopy: (project: Project) => void;
};

/** Below this width (phones) the table scrolls sideways instead of squeezing its columns. */
const TABLE_MIN_WIDTH = 880;

/**
 * Spec part 1 §2 table: Ref., Nome (link to the room editor), Cliente, Status, Valor, Ações
 * ("Editar Dados", "Criar cópia").
 */
export function ProjectsTable({
  projects,
  isRefreshing = false,
  onEdit,
  onCopy,
}: ProjectsTableProps) {
  return (
    <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH} type="native">
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        aria-label="Projetos"
        aria-busy={isRefreshing}
        style={{ opacity: isRefreshing ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Ref.</Table.Th>
            <Table.Th scope="col">Nome</Table.Th>
            <Table.Th scope="col">Cliente</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Valor
            </Table.Th>
            <Table.Th scope="col">Ações</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {projects.map((project) => (
            <Table.Tr key={project.id} data-project-id={project.id}>
              <Table.Td>{project.id}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/projects/${project.id}/rooms`} fw={500}>
                  {project.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                {project.customer.name ?? (
                  <Text span c="dimmed" size="sm">
                    Não informado
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <ProjectStatusBadge status={project.status} />
              </Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatProjectValue(project.totalValue)}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button size="xs" variant="default" onClick={() => onEdit(project)}>
                    Editar Dados
                  </Button>
                  <Button size="xs" variant="default" onClick={() => onCopy(project)}>
                    Criar cópia
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
