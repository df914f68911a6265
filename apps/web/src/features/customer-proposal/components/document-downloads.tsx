import type { DocumentFormat } from '@camara-fria/contracts';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { saveBlob } from '../../../lib/save-file.ts';
import { downloadPublicDocument, getPublicProposalQueryKey } from '../api/public-proposal.ts';
import {
  CUSTOMER_MESSAGES,
  describeActionFailure,
  isStaleViewFailure,
} from '../utils/customer-messages.ts';

const LABELS: Record<DocumentFormat, string> = { pdf: 'Baixar PDF', docx: 'Baixar DOCX' };

/**
 * 'Baixar PDF' and 'Baixar DOCX': the stored file of the revision, saved under the name of its
 * Content-Disposition (else the view's name). A link that became unavailable meanwhile (410)
 * reads the page again, which then says why.
 */
export function DocumentDownloads({
  token,
  fileNames,
}: {
  token: string;
  fileNames: Record<DocumentFormat, string>;
}) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<DocumentFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function download(format: DocumentFormat) {
    if (pending) return;
    setPending(format);
    setFailure(null);
    try {
      const file = await downloadPublicDocument(token, format);
      saveBlob(file.blob, file.fileName ?? fileNames[format]);
    } catch (error) {
      setFailure(describeActionFailure(error, CUSTOMER_MESSAGES.downloadFailed));
      if (isStaleViewFailure(error)) {
        await queryClient.invalidateQueries({ queryKey: getPublicProposalQueryKey(token) });
      }
    } finally {
      setPending(null);
    }
  }
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {(['pdf', 'docx'] as const).map((format) => (
          <Button
            key={format}
            variant={format === 'pdf' ? 'filled' : 'default'}
            loading={pending === format}
            disabled={pending !== null && pending !== format}
            onClick={() => void download(format)}
          >
            {LABELS[format]}
          </Button>
        ))}
      </Group>
      {failure && (
        <Alert color="red.9" variant="outline" role="alert">
          {failure}
        </Alert>
      )}
    </Stack>
  );
}
