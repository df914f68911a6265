import type { ProposalDocument, PublicProposalView } from '@camara-fria/contracts';
import { formatDateBr } from '@camara-fria/proposal';
import { Box, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/layouts/skip-link.tsx';
import { env } from '../../../config/env.ts';
import { isLinkToken, usePublicProposal } from '../api/public-proposal.ts';
import { CUSTOMER_MESSAGES, describeLoadFailure, formatDay } from '../utils/customer-messages.ts';
import { DecisionPanel } from './decision-panel.tsx';
import { DocumentDownloads } from './document-downloads.tsx';
import { LinkStateNotice, NoticePage } from './link-state-notice.tsx';

type AvailableView = Extract<PublicProposalView, { status: 'AVAILABLE' }>;

/** How app/ shows the revision (the proposal feature's read-only views). */
export type RenderDocument = (document: ProposalDocument) => ReactNode;

/**
 * The page's frame: no sign-in, no menu; `noindex` and `no-referrer` in the document's head
 * while it is shown (React puts the meta elements there and takes them out when it leaves).
 */
function CustomerFrame({ tabTitle, children }: { tabTitle: string; children: ReactNode }) {
  useDocumentTitle(`${tabTitle} | ${env.productName}`);
  return (
    <>
      <meta name="robots" content="noindex" />
      <meta name="referrer" content="no-referrer" />
      <SkipLink />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} py="lg">
        <Container size="lg" px="md">
          {children}
        </Container>
      </Box>
    </>
  );
}

/** The revision's end: the commercial conditions' 'Válida até', else the link's own end. */
function validityEnd(view: AvailableView): string {
  const validUntil = view.document.commercialConditions?.taxDates?.validUntil;
  return validUntil ? formatDateBr(validUntil) : formatDay(view.expiresAt);
}

function AvailablePage({
  token,
  view,
  renderDocument,
}: {
  token: string;
  view: AvailableView;
  renderDocument: RenderDocument;
}) {
  return (
    <Stack gap="xl">
      <Stack gap="xs" component="header">
        <Text fw={700} c="blue.9" size="lg">
          {view.makerName}
        </Text>
        <Title order={1} size="h2">
          Proposta comercial <span style={{ whiteSpace: 'nowrap' }}>{view.code}</span>
        </Title>
        <Text>Válida até {validityEnd(view)}</Text>
        <DocumentDownloads
          token={token}
          fileNames={{ pdf: view.pdfFileName, docx: view.docxFileName }}
        />
      </Stack>
      {renderDocument(view.document)}
      <DecisionPanel token={token} view={view} />
    </Stack>
  );
}

function LoadedPage({ token, renderDocument }: { token: string; renderDocument: RenderDocument }) {
  const query = usePublicProposal(token);
  if (query.data) {
    const view = query.data;
    return view.status === 'AVAILABLE' ? (
      <CustomerFrame tabTitle={`Proposta ${view.code}`}>
        <AvailablePage token={token} view={view} renderDocument={renderDocument} />
      </CustomerFrame>
    ) : (
      <CustomerFrame tabTitle={`Proposta ${view.code}`}>
        <LinkStateNotice token={token} view={view} />
      </CustomerFrame>
    );
  }
  if (query.isError) {
    const failure = describeLoadFailure(query.error);
    const canRetry = failure.title === CUSTOMER_MESSAGES.loadFailedTitle;
    return (
      <CustomerFrame tabTitle={failure.title}>
        <NoticePage title={failure.title}>
          <Text>{failure.text}</Text>
          {canRetry && (
            <div>
              <Button variant="default" onClick={() => void query.refetch()}>
                {CUSTOMER_MESSAGES.retry}
              </Button>
            </div>
          )}
        </NoticePage>
      </CustomerFrame>
    );
  }
  return (
    <CustomerFrame tabTitle="Proposta">
      <Stack gap="md" role="status" aria-label={CUSTOMER_MESSAGES.loading}>
        <Skeleton height={24} width="40%" />
        <Skeleton height={36} width="70%" />
        <Skeleton height={120} />
      </Stack>
    </CustomerFrame>
  );
}

/**
 * /proposta/:token (issue 31; docs/decisions/079): the customer's page of an issued revision,
 * opened without signing in. A token that is not of a link's shape is not asked for.
 */
export function CustomerProposalPage({
  token,
  renderDocument,
}: {
  token: string | undefined;
  renderDocument: RenderDocument;
}) {
  if (!isLinkToken(token)) {
    return (
      <CustomerFrame tabTitle={CUSTOMER_MESSAGES.notFoundTitle}>
        <NoticePage title={CUSTOMER_MESSAGES.notFoundTitle}>
          <Text>{CUSTOMER_MESSAGES.notFound}</Text>
        </NoticePage>
      </CustomerFrame>
    );
  }
  return <LoadedPage key={token} token={token} renderDocument={renderDocument} />;
}
