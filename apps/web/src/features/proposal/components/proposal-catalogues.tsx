import type { ProposalDto } from '@camara-fria/contracts';
import { describeProposalCatalogues } from '@camara-fria/proposal';
import { CatalogueNotice } from '../../../components/ui/catalogue-notice.tsx';

/**
 * The catalogues the proposal's equipment comes from, as its PDF and DOCX print them on every
 * page (docs/decisions/053); nothing when no system has equipment.
 */
export function ProposalCatalogues({ catalogues }: { catalogues: ProposalDto['catalogues'] }) {
  return (
    <CatalogueNotice
      text={describeProposalCatalogues(catalogues)}
      isDemonstration={catalogues?.some((catalogue) => catalogue.isDemonstration) ?? false}
    />
  );
}
