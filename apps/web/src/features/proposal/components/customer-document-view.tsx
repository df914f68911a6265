import {
  PROPOSAL_SECTION_TITLES,
  PROPOSAL_SECTIONS,
  type ProposalDocument,
  type ProposalSection,
} from '@camara-fria/contracts';
import { Stack, Title } from '@mantine/core';
import { ClientBlock } from './client-block.tsx';
import { DocumentSection } from './document-view.tsx';
import { ProposalCatalogues } from './proposal-catalogues.tsx';

/** The sections the document carries (the editor-only ones are null when left out). */
function listDocumentSections(document: ProposalDocument): ProposalSection[] {
  return PROPOSAL_SECTIONS.filter(
    (section) => section === 'dimensioning' || document[section] !== null,
  );
}

/**
 * An issued revision as its PDF shows it, for the customer's page (docs/decisions/079): the
 * catalogues, 'Dados do Cliente', then every section the document carries, in the PDF's order,
 * open one after the other (no accordion: the customer reads it like the PDF), with the same
 * read-only views as the proposal screen and no link to the signed-in screens.
 */
export function CustomerDocumentView({ document }: { document: ProposalDocument }) {
  return (
    <Stack gap="xl">
      <ProposalCatalogues catalogues={document.proposal.catalogues} />
      <ClientBlock client={document.proposal.client} />
      {listDocumentSections(document).map((section) => (
        <section key={section} aria-labelledby={`customer-section-${section}`}>
          <Stack gap="sm">
            <Title order={2} size="h3" id={`customer-section-${section}`}>
              {PROPOSAL_SECTION_TITLES[section]}
            </Title>
            <DocumentSection document={document} section={section} isForCustomer />
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
