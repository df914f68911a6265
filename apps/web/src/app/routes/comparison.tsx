import { PageTitle } from '../../components/ui/page-title.tsx';

/** /comparison, menu label Produtos (spec part 2 §2.3), still to be built. */
export function ComparisonRoute() {
  return <PageTitle>Comparação de Produtos</PageTitle>;
}
