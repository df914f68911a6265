import { EMPTY_CELL } from '@camara-fria/proposal';
import type { ProposalDocument, ProposalDto, ProposalSection } from '@camara-fria/contracts';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { UnsavedChangesModal } from '../../../components/ui/unsaved-changes-modal.tsx';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useIsEditor } from '../../auth/index.ts';
import { useCurrentProposal } from '../api/get-current-proposal.ts';
import { useProposalDocument } from '../api/get-proposal-document.ts';
import { useSectionDrafts, type SectionDraftsStore } from '../hooks/use-section-drafts.ts';
import { SECTIONS_NOUN, useUnsavedSectionsGuard } from '../hooks/use-unsaved-sections-guard.ts';
import { formatDateTime } from '../utils/format.ts';
import { PROPOSAL_MESSAGES } from '../utils/proposal-messages.ts';
import { visibleSections } from '../utils/sections.ts';
import { ClientBlock } from './client-block.tsx';
import { CustomerLinksPanel } from './customer-links-panel.tsx';
import { DecisionBanner } from './decision-banner.tsx';
import { DimensioningView } from './dimensioning-view.tsx';
import { DocumentSection } from './document-view.tsx';
import { CharacteristicsSection, CommercialSection, TextSection } from './editable-sections.tsx';
import { ProposalAccordion } from './proposal-accordion.tsx';
import { ProposalCatalogues } from './proposal-catalogues.tsx';
import { ProposalActions, type ProposalActionsProps } from './proposal-actions.tsx';
import { ProposalCode } from './proposal-code.tsx';
import { ProjectHistoryPanel } from './project-history-panel.tsx';
import { RevisionsPanel } from './revisions-panel.tsx';
import { SentMessagesPanel } from './sent-messages-panel.tsx';
import { ShareLinkButtons } from './share-link-buttons.tsx';

/** `?revisao={pid}`: the issued revision being read (a link, and back/forward move between). */
const REVISION_PARAM = 'revisao';

function readRevisionParam(params: URLSearchParams): number | null {
  const id = Number(params.get(REVISION_PARAM));
  return Number.isInteger(id) && id > 0 ? id : null;
}

function ProposalSkeleton() {
  return (
    <Stack gap="md" role="status" aria-label="Carregando proposta">
      <Skeleton height={32} width="60%" />
      <Skeleton height={90} />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} height={48} />
      ))}
    </Stack>
  );
}

function ProposalHeading(props: ProposalActionsProps) {
  return (
    <Group justify="space-between" align="center" gap="sm">
      <Title order={2} id="proposal-title">
        Resultado da Seleção <ProposalCode code={props.code} />
      </Title>
      <ProposalActions {...props} />
    </Group>
  );
}

function EditableSection({
  section,
  projectId,
  proposal,
  store,
}: {
  section: ProposalSection;
  projectId: number;
  proposal: ProposalDto;
  store: SectionDraftsStore;
}) {
  const props = { projectId, proposalId: proposal.id, store };
  switch (section) {
    case 'dimensioning':
      return <DimensioningView proposal={proposal} />;
    case 'equipmentCharacteristics':
      return <CharacteristicsSection {...props} />;
    case 'commercialConditions':
      return <CommercialSection {...props} />;
    default:
      return <TextSection section={section} {...props} />;
  }
}

function IssuedRevisionView({
  projectId,
  document,
  sections,
  onBack,
}: {
  projectId: number;
  document: ProposalDocument;
  sections: readonly ProposalSection[];
  onBack: () => void;
}) {
  const { proposal } = document;
  const issuer = proposal.issuedBy ? (proposal.issuedBy.name ?? proposal.issuedBy.username) : null;
  return (
    <>
      <Alert
        color="blue.9"
        variant="outline"
        title={
          <>
            Revisão <ProposalCode code={proposal.code} />
          </>
        }
        role="note"
      >
        Revisão emitida em {proposal.issuedAt ? formatDateTime(proposal.issuedAt) : EMPTY_CELL}
        {issuer ? ` por ${issuer}` : ''} — somente leitura.{' '}
        <Anchor component="button" type="button" onClick={onBack}>
          Voltar para a revisão em edição
        </Anchor>
      </Alert>
      <ShareLinkButtons projectId={projectId} proposalId={proposal.id} code={proposal.code} />
      <ProposalCatalogues catalogues={proposal.catalogues} />
      <ClientBlock client={proposal.client} />
      <ProposalAccordion
        key={`issued-${proposal.id}`}
        sections={sections}
        renderSection={(section) => <DocumentSection document={document} section={section} />}
      />
    </>
  );
}

/**
 * /projects/:id/proposal below the project's name (spec part 2 §2.4): the current proposal
 * (created on the first visit, §7), its heading and buttons, 'Dados do Cliente', the accordion
 * of the sections the user's role sees (§6), and the revisions (issue 14 item 7). An issued
 * revision opens read-only from its document (`?revisao={pid}`), with 'Copiar link' and
 * 'Compartilhar no WhatsApp'. Issue 31: the customer's decision on top, 'Links do cliente' and the
 * project's 'Histórico' below.
 */
export function ProposalScreen({ projectId }: { projectId: number }) {
  const { isEditor } = useIsEditor();
  const current = useCurrentProposal(projectId);
  useErrorToast(current, PROPOSAL_MESSAGES.loadFailed);
  const [params, setParams] = useSearchParams();
  const viewingId = readRevisionParam(params);
  const proposal = current.data;
  const isViewingIssued = viewingId !== null && viewingId !== proposal?.id;
  const document = useProposalDocument(projectId, isViewingIssued ? viewingId : null);
  useErrorToast(document, PROPOSAL_MESSAGES.documentLoadFailed);
  const store = useSectionDrafts(projectId);
  const guard = useUnsavedSectionsGuard(store);
  const sections = visibleSections(isEditor);

  function openRevision(id: number | null) {
    setParams(id === null ? {} : { [REVISION_PARAM]: String(id) });
  }

  if (!proposal) {
    if (current.isError) {
      return (
        <Alert color="red.9" variant="outline" title={PROPOSAL_MESSAGES.loadFailed}>
          <Button variant="default" size="xs" onClick={() => void current.refetch()}>
            Tentar novamente
          </Button>
        </Alert>
      );
    }
    return <ProposalSkeleton />;
  }

  // The buttons act on the revision being viewed: the issued one opened read-only, or the draft.
  const viewedId = isViewingIssued ? viewingId : proposal.id;
  const viewedCode =
    document.data?.proposal.code ??
    proposal.revisions.find((revision) => revision.id === viewedId)?.code ??
    proposal.code;
  const shown = {
    proposalId: viewedId,
    code: isViewingIssued ? viewedCode : proposal.code,
    projectName: proposal.project.name,
    draft: isViewingIssued ? null : proposal,
    unsavedCount: store.listUnsaved().length,
    onIssued: (issuedId: number) => openRevision(issuedId),
  };

  return (
    <Stack gap="lg">
      <DecisionBanner projectId={projectId} />
      <ProposalHeading projectId={projectId} isEditor={isEditor} {...shown} />
      {isViewingIssued ? (
        document.data ? (
          <IssuedRevisionView
            projectId={projectId}
            document={document.data}
            sections={sections}
            onBack={() => openRevision(null)}
          />
        ) : document.isError ? (
          <Alert color="red.9" variant="outline" title={PROPOSAL_MESSAGES.documentLoadFailed}>
            <Anchor component="button" type="button" onClick={() => openRevision(null)}>
              Voltar para a revisão em edição
            </Anchor>
          </Alert>
        ) : (
          <ProposalSkeleton />
        )
      ) : (
        <>
          <ProposalCatalogues catalogues={proposal.catalogues} />
          <ClientBlock client={proposal.client} />
          <ProposalAccordion
            key={`draft-${proposal.id}`}
            sections={sections}
            isDirty={(section) => section !== 'dimensioning' && store.isDirty(section)}
            renderSection={(section) => (
              <EditableSection
                section={section}
                projectId={projectId}
                proposal={proposal}
                store={store}
              />
            )}
          />
        </>
      )}
      <RevisionsPanel
        projectId={projectId}
        proposal={proposal}
        viewingId={isViewingIssued ? viewingId : null}
        onOpen={openRevision}
        unsavedCount={store.listUnsaved().length}
      />
      <SentMessagesPanel projectId={projectId} proposalId={proposal.id} />
      <CustomerLinksPanel projectId={projectId} />
      <ProjectHistoryPanel projectId={projectId} />
      <UnsavedChangesModal noun={SECTIONS_NOUN} {...guard} />
    </Stack>
  );
}
