/** The product comparison screen (/comparison, spec part 2 §2.3): what app/ composes. */
export { ComparisonScreen } from './components/comparison-screen.tsx';
