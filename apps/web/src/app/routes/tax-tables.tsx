import { PageTitle } from '../../components/ui/page-title.tsx';
import { TaxTablesScreen } from '../../features/tax-tables/index.ts';

/** /tabelas-fiscais, menu 'Tabelas fiscais' (editors; issue 30, docs/decisions/070). */
export function TaxTablesRoute() {
  return (
    <>
      <PageTitle>Tabelas fiscais</PageTitle>
      <TaxTablesScreen />
    </>
  );
}
