/**
 * The proposal-templates feature's public surface (docs/decisions/017): the 'Modelos de texto'
 * screen. Everything else in features/proposal-templates is internal to it.
 */
export { TemplatesScreen } from './components/templates-screen.tsx';
