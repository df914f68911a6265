import type { PublicProposalView } from '@camara-fria/contracts';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useRequestSuccessor } from '../api/public-proposal.ts';
import { CUSTOMER_MESSAGES, describeActionFailure, formatDay } from '../utils/customer-messages.ts';

/** A page that says why it shows no proposal: a heading and what to do. */
export function NoticePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" maw={560}>
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function SupersededNotice({ token, successorCode }: { token: string; successorCode: string }) {
  const successor = useRequestSuccessor(token);
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  function openSuccessor() {
    if (successor.isPending) return;
    setFailure(null);
    successor.mutate(undefined, {
      onSuccess: (next) => void navigate(`/proposta/${encodeURIComponent(next)}`),
      onError: (error) =>
        setFailure(describeActionFailure(error, CUSTOMER_MESSAGES.successorFailed)),
    });
  }
  return (
    <NoticePage title={CUSTOMER_MESSAGES.supersededTitle}>
      <Text>{CUSTOMER_MESSAGES.superseded(successorCode)}</Text>
      <div>
        <Button onClick={openSuccessor} loading={successor.isPending}>
          {CUSTOMER_MESSAGES.openSuccessor(successorCode)}
        </Button>
      </div>
      {failure && (
        <Alert color="red.9" variant="outline" role="alert">
          {failure}
        </Alert>
      )}
    </NoticePage>
  );
}

type UnavailableView = Exclude<PublicProposalView, { status: 'AVAILABLE' }>;

/** EXPIRED, REVOKED or SUPERSEDED: the page says so and never shows the proposal. */
export function LinkStateNotice({ token, view }: { token: string; view: UnavailableView }) {
  switch (view.status) {
    case 'EXPIRED':
      return (
        <NoticePage title={CUSTOMER_MESSAGES.expiredTitle}>
          <Text>{CUSTOMER_MESSAGES.expired(formatDay(view.expiresAt))}</Text>
          <Text>{CUSTOMER_MESSAGES.askNewLink}</Text>
        </NoticePage>
      );
    case 'REVOKED':
      return (
        <NoticePage title={CUSTOMER_MESSAGES.revokedTitle}>
          <Text>{CUSTOMER_MESSAGES.revoked}</Text>
          <Text>{CUSTOMER_MESSAGES.askNewLink}</Text>
        </NoticePage>
      );
    case 'SUPERSEDED':
      return <SupersededNotice token={token} successorCode={view.successorCode} />;
  }
}
