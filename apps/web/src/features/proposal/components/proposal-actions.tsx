import type { DocumentFormat } from '@camara-fria/contracts';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useIsMutating } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { showErrorNotification } from '../../../lib/notifications.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { downloadProposalDocument, getSendMutationKey } from '../api/proposal-delivery.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';
import { IssueRevisionModal, type DraftRevision } from './issue-revision-modal.tsx';
import { SendProposalModal } from './send-proposal-modal.tsx';

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);
const FileIcon = () => (
  <Icon>
    <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8Z" />
    <path d="M14 3v5h5" />
    <path d="M12 11v6m-3-3 3 3 3-3" />
  </Icon>
);

type ActionKey = 'email' | DocumentFormat;
type Action = { key: ActionKey; label: string; icon: ReactNode };

/** The name a document is saved with when the server gives none (the server's own pattern). */
export function fallbackFileName(code: string, projectName: string, extension: string): string {
  return `Proposta ${code} - ${projectName}.${extension}`;
}

export type ProposalActionsProps = {
  projectId: number;
  /** The revision being viewed: the draft, or the issued one opened read-only. */
  proposalId: number;
  code: string;
  projectName: string;
  isEditor: boolean;
  /**
   * The draft when it is the revision being viewed (null: an issued one): 'Enviar por Email' then
   * offers to issue it first, since only an issued revision is sent (docs/decisions/063).
   */
  draft: DraftRevision | null;
  /** Sections with changes not saved (a draft is not issued with them). */
  unsavedCount: number;
  /** The draft was issued on the way to sending it: the screen shows the issued revision. */
  onIssued: (issuedId: number) => void;
};

/** The revision whose send form is open. */
type SendTarget = { proposalId: number; code: string };

/**
 * Spec §2.4: 'Enviar por Email', 'Download PDF' and 'Download DOCX' (editors only, §6), acting on
 * the revision being viewed; labels collapse to icons on small screens (same accessible names).
 * §4: each button shows its own loading state during its call. §8: a failed download toasts
 * 'Erro ao acessar informações dos detalhes dos itens' (a draft with a stale system toasts the
 * server's reason instead, which names the system and says to recalculate it). Only an issued
 * revision is sent: on the draft, 'Enviar por Email' first offers to issue it (ADR 063).
 */
export function ProposalActions({
  projectId,
  proposalId,
  code,
  projectName,
  isEditor,
  draft,
  unsavedCount,
  onIssued,
}: ProposalActionsProps) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const [downloading, setDownloading] = useState<ReadonlySet<DocumentFormat>>(new Set());
  const [sendTarget, setSendTarget] = useState<SendTarget | null>(null);
  const [isIssueOpen, setIsIssueOpen] = useState(false);
  const isSending = useIsMutating({ mutationKey: getSendMutationKey(projectId) }) > 0;
  const actions: Action[] = [
    { key: 'email', label: 'Enviar por Email', icon: <MailIcon /> },
    { key: 'pdf', label: 'Download PDF', icon: <FileIcon /> },
    ...(isEditor ? [{ key: 'docx' as const, label: 'Download DOCX', icon: <FileIcon /> }] : []),
  ];

  function mark(format: DocumentFormat, isBusy: boolean) {
    setDownloading((current) => {
      const next = new Set(current);
      if (isBusy) next.add(format);
      else next.delete(format);
      return next;
    });
  }

  async function download(format: DocumentFormat) {
    if (downloading.has(format)) return;
    mark(format, true);
    try {
      const file = await downloadProposalDocument(projectId, proposalId, format);
      saveBlob(file.blob, file.fileName ?? fallbackFileName(code, projectName, format));
    } catch (error) {
      // A stale system (docs/decisions/055) says which and what to do; other failures, §8's text.
      const isStale = error instanceof ApiRequestError && error.code === 'SYSTEM_STALE';
      showErrorNotification(isStale ? error.message : PROPOSAL_MESSAGES.downloadFailed, error);
    } finally {
      mark(format, false);
    }
  }

  function run(key: ActionKey) {
    if (key !== 'email') void download(key);
    else if (draft) setIsIssueOpen(true);
    else setSendTarget({ proposalId, code });
  }

  const isLoading = (key: ActionKey) => (key === 'email' ? isSending : downloading.has(key));

  return (
    <>
      <Group gap="xs" className="proposal-actions">
        {actions.map((action) =>
          isPhone ? (
            <Tooltip key={action.key} label={action.label}>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={action.label}
                loading={isLoading(action.key)}
                onClick={() => run(action.key)}
              >
                {action.icon}
              </ActionIcon>
            </Tooltip>
          ) : (
            <Button
              key={action.key}
              variant="default"
              leftSection={action.icon}
              loading={isLoading(action.key)}
              onClick={() => run(action.key)}
            >
              {action.label}
            </Button>
          ),
        )}
      </Group>
      {draft && (
        <IssueRevisionModal
          projectId={projectId}
          draft={draft}
          opened={isIssueOpen}
          thenSend
          unsavedCount={unsavedCount}
          onClose={() => setIsIssueOpen(false)}
          onIssued={(issued) => {
            setIsIssueOpen(false);
            setSendTarget({ proposalId: issued.id, code: issued.code });
            onIssued(issued.id);
          }}
        />
      )}
      <SendProposalModal
        projectId={projectId}
        proposalId={sendTarget?.proposalId ?? proposalId}
        fallbackAttachmentName={fallbackFileName(sendTarget?.code ?? code, projectName, 'pdf')}
        opened={sendTarget !== null}
        onClose={() => setSendTarget(null)}
      />
    </>
  );
}
