import { PageTitle } from '../../components/ui/page-title.tsx';

/** /projects/:id/equipments: equipment selection (spec part 2 §2.1), still to be built. */
export function EquipmentsRoute() {
  return <PageTitle>Seleção de Equipamentos</PageTitle>;
}
