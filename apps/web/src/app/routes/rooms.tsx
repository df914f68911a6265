import { PageTitle } from '../../components/ui/page-title.tsx';

/** /projects/:id/rooms: room editor and heat load (spec part 1 §2), still to be built. */
export function RoomsRoute() {
  return <PageTitle>Carga Térmica</PageTitle>;
}
