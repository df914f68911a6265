import {
  LINK_CHANNEL_LABELS,
  PROJECT_EVENT_LABELS,
  PROJECT_STATUS_LABELS,
  DECLINE_REASON_LABELS,
  type EventActor,
  type ProjectEvent,
  type ProjectStatus,
} from '@camara-fria/contracts';
import { Alert, Button, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useProjectEvents } from '../api/proposal-links.ts';
import { formatDateTime } from '../utils/format.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';

function actorName(actor: EventActor): string {
  switch (actor.kind) {
    case 'USER':
      return actor.name ?? actor.username;
    case 'CUSTOMER':
      return actor.name ? `Cliente (${actor.name})` : 'Cliente';
    case 'SYSTEM':
      return 'Sistema';
  }
}

function statusLabel(status: string | undefined): string {
  return status && status in PROJECT_STATUS_LABELS
    ? PROJECT_STATUS_LABELS[status as ProjectStatus]
    : (status ?? '?');
}

/** What an event's details say, in Portuguese ('' when nothing). */
export function describeEventDetails({ details }: ProjectEvent): string {
  const parts: string[] = [];
  if (details.fromStatus || details.toStatus) {
    parts.push(`${statusLabel(details.fromStatus)} → ${statusLabel(details.toStatus)}`);
  }
  if (details.recipients?.length) parts.push(`para ${details.recipients.join(', ')}`);
  if (details.channel) parts.push(LINK_CHANNEL_LABELS[details.channel]);
  if (details.format) parts.push(details.format.toUpperCase());
  if (details.reason) parts.push(DECLINE_REASON_LABELS[details.reason]);
  if (details.text) parts.push(details.text);
  if (details.reminder) {
    parts.push(details.reminder === 'EXPIRING' ? 'validade perto do fim' : 'proposta não aberta');
  }
  return parts.join(' · ');
}

/**
 * 'Histórico' (issue 31 item 5, ADR 077): the project's events, newest first, each with its
 * label, revision, who, when and details; 'Carregar mais' reads the next page by its cursor.
 */
export function ProjectHistoryPanel({ projectId }: { projectId: number }) {
  const events = useProjectEvents(projectId);
  useErrorToast(events, PROPOSAL_MESSAGES.eventsLoadFailed);
  return (
    <section aria-labelledby="project-history-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="project-history-title">
          Histórico
        </Title>
        {events.data ? (
          events.data.length === 0 ? (
            <Text>Nenhum evento registrado.</Text>
          ) : (
            <List listStyleType="none" spacing="xs" aria-label="Eventos do projeto">
              {events.data.map((event) => {
                const details = describeEventDetails(event);
                return (
                  <List.Item key={event.id}>
                    <Text size="sm">
                      <Text span fw={600}>
                        {PROJECT_EVENT_LABELS[event.kind]}
                      </Text>
                      {event.code ? ` — ${event.code}` : ''}
                      {details ? ` — ${details}` : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {actorName(event.actor)}, {formatDateTime(event.at)}
                    </Text>
                  </List.Item>
                );
              })}
            </List>
          )
        ) : events.isError ? (
          <Alert color="red.9" variant="outline" title={PROPOSAL_MESSAGES.eventsLoadFailed}>
            <Button variant="default" size="xs" onClick={() => void events.refetch()}>
              Tentar novamente
            </Button>
          </Alert>
        ) : (
          <Skeleton height={64} role="status" aria-label="Carregando histórico" />
        )}
        {events.hasNextPage && (
          <Button
            variant="default"
            size="xs"
            style={{ alignSelf: 'flex-start' }}
            loading={events.isFetchingNextPage}
            onClick={() => void events.fetchNextPage()}
          >
            Carregar mais
          </Button>
        )}
      </Stack>
    </section>
  );
}
