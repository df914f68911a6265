import { ComparisonScreen } from '../../features/comparison/index.ts';

/** /comparison, menu label Produtos (spec part 2 §2.3); /products redirects here. */
export function ComparisonRoute() {
  return <ComparisonScreen />;
}
