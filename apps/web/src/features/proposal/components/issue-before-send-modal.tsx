import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useIssueRevision } from '../api/issue-revision.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';

/** The draft the user tried to send. */
export type DraftToSend = {
  id: number;
  /** "2026-0042": the number every revision shares. */
  number: string;
  revision: number;
  code: string;
  version: number;
};

type IssueBeforeSendModalProps = {
  projectId: number;
  draft: DraftToSend;
  opened: boolean;
  /** Sections with changes not saved: the draft cannot be issued before they are saved. */
  unsavedCount: number;
  onClose: () => void;
  /** The draft was issued (same id, now the issued revision): its send form opens next. */
  onIssued: (issued: { id: number; code: string }) => void;
};

/**
 * 'Enviar por Email' on the revision being edited (docs/decisions/063): only an issued revision
 * is sent, so this offers to issue it first ('Emitir revisão', ADR 029) and then opens the send
 * form of the issued revision. 'Cancelar' changes nothing.
 */
export function IssueBeforeSendModal({
  projectId,
  draft,
  opened,
  unsavedCount,
  onClose,
  onIssued,
}: IssueBeforeSendModalProps) {
  const issue = useIssueRevision();
  const nextCode = `${draft.number}-R${draft.revision + 1}`;

  function confirm() {
    issue.mutate(
      { projectId, proposalId: draft.id, version: draft.version },
      {
        onSuccess: (next) => {
          showSuccessNotification(
            `Revisão ${draft.code} emitida. A revisão ${next.code} está aberta para edição.`,
          );
          onIssued({ id: draft.id, code: draft.code });
        },
        onError: (error) => {
          const isConflict = error instanceof ApiRequestError && error.status === 409;
          showErrorNotification(isConflict ? error.message : PROPOSAL_MESSAGES.issueFailed, error);
        },
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!issue.isPending) onClose();
      }}
      title={`Emitir a revisão ${draft.code} e enviar?`}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        <Text>
          A revisão <strong>{draft.code}</strong> está em edição. Somente uma revisão emitida pode
          ser enviada ao cliente.
        </Text>
        <Text>
          Ao emitir, equipamentos, textos e preços ficam registrados como estão agora, com a data e
          o seu nome, e não poderão mais ser alterados. Uma nova revisão,{' '}
          <strong>{nextCode}</strong>, será aberta para edição com o mesmo conteúdo. Em seguida, o
          envio por e-mail da revisão {draft.code} é aberto.
        </Text>
        {unsavedCount > 0 && (
          <Alert color="orange.9" variant="outline" title="Há alterações não salvas.">
            Salve ou descarte as alterações das seções antes de emitir a revisão.
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={issue.isPending} data-autofocus>
            Cancelar
          </Button>
          <Button onClick={confirm} loading={issue.isPending} disabled={unsavedCount > 0}>
            Emitir a revisão e enviar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
