import { PageTitle } from '../../components/ui/page-title.tsx';

/** /projects/:id/proposal: selection result and proposal (spec part 2 §2.4), still to be built. */
export function ProposalRoute() {
  return <PageTitle>Resultado da Seleção</PageTitle>;
}
