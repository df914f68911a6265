import type { CreatedProposalLink, LinkChannel } from '@camara-fria/contracts';
import { Anchor, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useCreateProposalLink } from '../api/proposal-links.ts';
import { formatDay } from '../utils/format.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';

type ShareChannel = Extract<LinkChannel, 'COPY' | 'WHATSAPP'>;

/** Puts the text on the clipboard; false when the browser refuses (no permission, no API). */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

type ShareLinkButtonsProps = { projectId: number; proposalId: number; code: string };

/**
 * 'Copiar link' and 'Compartilhar no WhatsApp' on an issued revision (issue 31 item 1): each makes
 * a new customer link (POST …/links, channel COPY or WHATSAPP; the link's address is given only
 * then). Copy puts the address on the clipboard and says 'Link copiado'; WhatsApp opens the
 * `wa.me` text in a new tab. Either way the address shows in a read-only field, so it can be
 * copied by hand when the browser refuses the clipboard or the new tab.
 */
export function ShareLinkButtons({ projectId, proposalId, code }: ShareLinkButtonsProps) {
  const create = useCreateProposalLink(projectId);
  const [created, setCreated] = useState<CreatedProposalLink | null>(null);
  const pending = create.isPending ? create.variables.input.channel : null;

  function share(channel: ShareChannel) {
    if (create.isPending) return;
    create.mutate(
      { proposalId, input: { channel, expiresOn: null, remindCustomer: false } },
      {
        onSuccess: (link) => {
          setCreated(link);
          if (channel === 'WHATSAPP') {
            window.open(link.whatsappUrl, '_blank', 'noopener,noreferrer');
            return;
          }
          void writeClipboard(link.url).then((isCopied) => {
            if (isCopied) showSuccessNotification('Link copiado');
            else showErrorNotification(PROPOSAL_MESSAGES.clipboardRefused);
          });
        },
        onError: (error) => showErrorNotification(PROPOSAL_MESSAGES.linkFailed, error),
      },
    );
  }

  return (
    <Stack gap="xs" aria-label={`Link do cliente da revisão ${code}`} role="group">
      <Group gap="xs">
        <Button
          variant="default"
          loading={pending === 'COPY'}
          disabled={pending === 'WHATSAPP'}
          onClick={() => share('COPY')}
        >
          Copiar link
        </Button>
        <Button
          variant="default"
          loading={pending === 'WHATSAPP'}
          disabled={pending === 'COPY'}
          onClick={() => share('WHATSAPP')}
        >
          Compartilhar no WhatsApp
        </Button>
      </Group>
      {created && (
        <Stack gap={4}>
          <TextInput
            label="Link da proposta"
            description="Copie-o e envie ao cliente, se preferir."
            value={created.url}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <Group gap="sm">
            <CopyButton value={created.url}>
              {({ copied, copy }) => (
                <Button variant="subtle" size="xs" onClick={copy}>
                  {copied ? 'Copiado' : 'Copiar de novo'}
                </Button>
              )}
            </CopyButton>
            {created.channel === 'WHATSAPP' && (
              <Anchor
                href={created.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
              >
                Abrir o WhatsApp
              </Anchor>
            )}
            <Text size="xs" c="dimmed">
              Válido até {formatDay(created.expiresAt)}
            </Text>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
