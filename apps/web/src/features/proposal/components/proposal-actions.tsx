import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';

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

type Action = { key: 'email' | 'pdf' | 'docx'; label: string; icon: ReactNode };

/**
 * Spec §2.4: 'Enviar por Email', 'Download PDF' and 'Download DOCX' (editors only, §6); labels
 * collapse to icons on small screens. The documents and the e-mail come with the next issue:
 * until then the buttons exist, say so in their title and do nothing (aria-disabled keeps them
 * focusable, so the title can be read).
 */
export function ProposalActions({ isEditor }: { isEditor: boolean }) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  const actions: Action[] = [
    { key: 'email', label: 'Enviar por Email', icon: <MailIcon /> },
    { key: 'pdf', label: 'Download PDF', icon: <FileIcon /> },
    ...(isEditor ? [{ key: 'docx' as const, label: 'Download DOCX', icon: <FileIcon /> }] : []),
  ];
  const title = PROPOSAL_MESSAGES.actionsNotReady;
  return (
    <Group gap="xs" className="proposal-actions">
      {actions.map((action) =>
        isPhone ? (
          <Tooltip key={action.key} label={`${action.label} — ${title}`}>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={action.label}
              aria-disabled="true"
              data-disabled
              title={title}
              onClick={(event) => event.preventDefault()}
            >
              {action.icon}
            </ActionIcon>
          </Tooltip>
        ) : (
          <Button
            key={action.key}
            variant="default"
            leftSection={action.icon}
            aria-disabled="true"
            data-disabled
            title={title}
            onClick={(event) => event.preventDefault()}
          >
            {action.label}
          </Button>
        ),
      )}
    </Group>
  );
}
