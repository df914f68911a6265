import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useIssueRevision } from '../api/issue-revision.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';
import { ProposalCode } from './proposal-code.tsx';

/** The revision being edited, which the modal issues. */
export type DraftRevision = {
  id: number;
  /** "2026-0042": the number every revision shares. */
  number: string;
  revision: number;
  code: string;
  version: number;
};

type IssueRevisionModalProps = {
  projectId: number;
  draft: DraftRevision;
  opened: boolean;
  /**
   * 'Enviar por Email' on the draft (docs/decisions/063): only an issued revision is sent, so the
   * modal offers to issue it and says its send form opens next.
   */
  thenSend?: boolean;
  /** Sections with changes not saved: the draft cannot be issued before they are saved. */
  unsavedCount: number;
  onClose: () => void;
  /** The draft was issued (same id, now the issued revision). */
  onIssued: (issued: { id: number; code: string }) => void;
};

/**
 * 'Emitir revisão' (ADR 029): the revision being edited is frozen and the next one opens with the
 * same content; with `thenSend`, the question asked when a draft is sent (ADR 063). 'Cancelar'
 * changes nothing.
 */
export function IssueRevisionModal({
  projectId,
  draft,
  opened,
  thenSend = false,
  unsavedCount,
  onClose,
  onIssued,
}: IssueRevisionModalProps) {
  const issue = useIssueRevision();
  const code = <ProposalCode code={draft.code} />;
  const nextCode = <ProposalCode code={`${draft.number}-R${draft.revision + 1}`} />;

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
      title={
        thenSend ? `Emitir a revisão ${draft.code} e enviar?` : `Emitir a revisão ${draft.code}?`
      }
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      <Stack gap="sm">
        {thenSend && (
          <Text>
            A revisão <strong>{code}</strong> está em edição. Somente uma revisão emitida pode ser
            enviada ao cliente.
          </Text>
        )}
        <Text>
          {thenSend ? (
            'Ao emitir, equipamentos'
          ) : (
            <>
              A revisão <strong>{code}</strong> será congelada: equipamentos
            </>
          )}
          , textos e preços ficam registrados como estão agora, com a data e o seu nome, e não
          poderão mais ser alterados.
        </Text>
        <Text>
          Uma nova revisão, <strong>{nextCode}</strong>, será aberta para edição com o mesmo
          conteúdo.
          {thenSend && <> Em seguida, o envio por e-mail da revisão {code} é aberto.</>}
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
            {thenSend ? 'Emitir a revisão e enviar' : 'Emitir revisão'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
