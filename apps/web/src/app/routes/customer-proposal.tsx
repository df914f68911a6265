import { useParams } from 'react-router';
import { CustomerProposalPage } from '../../features/customer-proposal/index.ts';
import { CustomerDocumentView } from '../../features/proposal/index.ts';

/**
 * /proposta/:token, outside sign-in (issue 31; docs/decisions/079): the customer's page, showing
 * the revision with the proposal feature's read-only views.
 */
export function CustomerProposalRoute() {
  const { token } = useParams();
  return (
    <CustomerProposalPage
      token={token}
      renderDocument={(document) => <CustomerDocumentView document={document} />}
    />
  );
}
