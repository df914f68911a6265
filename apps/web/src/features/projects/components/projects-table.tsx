import type { Project } from '@camara-fria/contracts';
import { Anchor, Badge, Button, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatProjectValue } from '../utils/format-value.ts';
import { formatViewedAgo } from '../utils/format-viewed.ts';
import { ProjectStatusBadge } from './project-status-badge.tsx';

type ProjectsTableProps = {
  projects: readonly Project[];
  /** A newer page is on its way (the rows shown are the previous ones). */
  isRefreshing?: boolean;
  onEdit: (project: Project) => void;
  onCopy: (project: Project) => void;
  onArchive: (project: Project, archived: boolean) => void;
  onDelete: (project: Project) => void;
  /** Editors see everyone's projects: the "Responsável" column says whose each one is. */
  showOwner?: boolean;
};

/** Below this width (phones) the table scrolls sideways instead of squeezing its columns. */
const TABLE_MIN_WIDTH = 1040;

/** The owner as the list names them: their name, else their username. */
function ownerLabel(project: Project): string {
  return project.owner.name ?? project.owner.username;
}

/**
 * Spec part 1 §2 table: Ref., Nome (link to the room editor), Cliente, Status, Valor (the draft
 * proposal's invoice total, what the buyer pays: its header says so, ADR 072), Ações
 * ("Editar Dados", "Criar cópia"); for editors "Responsável" after Cliente; and the actions of
 * ADR 065: "Arquivar" (or "Desarquivar") and "Excluir".
 */
export function ProjectsTable({
  projects,
  isRefreshing = false,
  onEdit,
  onCopy,
  onArchive,
  onDelete,
  showOwner = false,
}: ProjectsTableProps) {
  return (
    <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH + (showOwner ? 140 : 0)} type="native">
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
            {showOwner && <Table.Th scope="col">Responsável</Table.Th>}
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th
              scope="col"
              ta="right"
              title="O que o cliente paga: produtos, IPI e, a partir de 2027, CBS/IBS (ADR 072)"
            >
              Valor (total da nota)
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
                {project.archivedAt && (
                  <Badge ml="xs" variant="outline" color="gray.8" size="sm">
                    Arquivado
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                {project.customer.name ?? (
                  <Text span c="dimmed" size="sm">
                    Não informado
                  </Text>
                )}
              </Table.Td>
              {showOwner && <Table.Td>{ownerLabel(project)}</Table.Td>}
              <Table.Td>
                <ProjectStatusBadge status={project.status} />
                {project.lastViewedAt && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {formatViewedAgo(project.lastViewedAt)}
                  </Text>
                )}
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
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => onArchive(project, !project.archivedAt)}
                  >
                    {project.archivedAt ? 'Desarquivar' : 'Arquivar'}
                  </Button>
                  <Button size="xs" variant="default" color="red" onClick={() => onDelete(project)}>
                    Excluir
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
