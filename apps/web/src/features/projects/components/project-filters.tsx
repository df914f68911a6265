import {
  PROJECT_STATUSES,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
} from '@camara-fria/contracts';
import { Button, Group, Paper, SimpleGrid, TextInput } from '@mantine/core';
import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { DatePickerField, preloadDatePicker } from '../../../components/ui/date-picker-field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { EMPTY_FILTERS, type ProjectListFilters } from '../utils/project-list-params.ts';
import classes from './project-filters.module.css';

const OwnerFilterField = lazy(async () => ({
  default: (await import('./owner-filter-field.tsx')).OwnerFilterField,
}));

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({
  value: status,
  label: PROJECT_STATUS_LABELS[status],
}));

/** The filters' text fields take what the list query accepts (ProjectListQuerySchema). */
const FILTER_TEXT_MAX_LENGTH = 60;
function isProjectStatus(value: string | null): value is ProjectStatus {
  return (PROJECT_STATUSES as readonly (string | null)[]).includes(value);
}

type ProjectFiltersProps = {
  /** The filters in effect (from the address); the form starts from them. */
  filters: ProjectListFilters;
  onApply: (filters: ProjectListFilters) => void;
  onClear: () => void;
  /** Editors list everyone's projects and may filter them by "Responsável". */
  isEditor?: boolean;
};

/**
 * Spec part 1 §2 search filter: project name, customer name, status and a creation date range,
 * all optional; for editors the owner ("Responsável"); and "Arquivados", the archived projects in
 * place of the others (ADR 065). "Filtrar" applies them, "Limpar Filtros" drops them. When the
 * filters in effect change (back button, a link) the fields follow them.
 */
export function ProjectFilters({
  filters,
  onApply,
  onClear,
  isEditor = false,
}: ProjectFiltersProps) {
  const archivedId = useId();
  const [draft, setDraft] = useState<ProjectListFilters>(filters);
  const filtersKey = JSON.stringify(filters);
  const [appliedKey, setAppliedKey] = useState(filtersKey);
  if (appliedKey !== filtersKey) {
    setAppliedKey(filtersKey);
    setDraft(filters);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply({
      ...draft,
      projectName: draft.projectName.trim(),
      customerName: draft.customerName.trim(),
    });
  }

  function loadCalendars() {
    preloadDatePicker().catch(() => undefined);
  }

  function handleClear() {
    setDraft(EMPTY_FILTERS);
    onClear();
  }

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filtros de projetos"
      withBorder
      p="md"
      mb="md"
      onSubmit={handleSubmit}
      noValidate
      // The calendars load as soon as someone comes to the filters, before a date field is used.
      onPointerEnter={loadCalendars}
      onFocus={loadCalendars}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: isEditor ? 6 : 5 }} spacing="sm">
        <TextInput
          label="Nome do projeto"
          value={draft.projectName}
          maxLength={FILTER_TEXT_MAX_LENGTH}
          onChange={(event) => setDraft({ ...draft, projectName: event.currentTarget.value })}
        />
        <TextInput
          label="Nome do cliente"
          value={draft.customerName}
          maxLength={FILTER_TEXT_MAX_LENGTH}
          onChange={(event) => setDraft({ ...draft, customerName: event.currentTarget.value })}
        />
        <SelectField
          label="Status"
          placeholder="Todos"
          data={STATUS_OPTIONS}
          value={draft.status}
          onChange={(value) =>
            setDraft({ ...draft, status: isProjectStatus(value) ? value : null })
          }
          clearButtonLabel="Limpar status"
        />
        <DatePickerField
          label="Data inicial"
          value={draft.startDate}
          maxDate={draft.endDate}
          onChange={(value) => setDraft({ ...draft, startDate: value })}
          clearButtonLabel="Limpar data de início"
        />
        <DatePickerField
          label="Data final"
          value={draft.endDate}
          minDate={draft.startDate}
          onChange={(value) => setDraft({ ...draft, endDate: value })}
          clearButtonLabel="Limpar data de término"
        />
        {isEditor && (
          <Suspense fallback={null}>
            <OwnerFilterField
              value={draft.owner}
              onChange={(value) => setDraft({ ...draft, owner: value })}
            />
          </Suspense>
        )}
      </SimpleGrid>
      <Group justify="space-between" gap="sm" mt="md">
        <div className={classes.archived}>
          <input
            type="checkbox"
            id={archivedId}
            aria-describedby={`${archivedId}-description`}
            checked={draft.archived}
            onChange={(event) => setDraft({ ...draft, archived: event.currentTarget.checked })}
          />
          <div>
            <label htmlFor={archivedId}>Arquivados</label>
            <p id={`${archivedId}-description`}>Mostrar somente os projetos arquivados</p>
          </div>
        </div>
        <Group gap="sm">
          <Button type="button" variant="default" onClick={handleClear}>
            Limpar Filtros
          </Button>
          <Button type="submit">Filtrar</Button>
        </Group>
      </Group>
    </Paper>
  );
}
