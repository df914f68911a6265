import { PageTitle } from '../../components/ui/page-title.tsx';
import { TemplatesScreen } from '../../features/proposal-templates/index.ts';

/** /proposal-templates, menu 'Modelos de texto' (editors; issue 14 item 4). */
export function ProposalTemplatesRoute() {
  return (
    <>
      <PageTitle>Modelos de texto</PageTitle>
      <TemplatesScreen />
    </>
  );
}
