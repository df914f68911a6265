import { Text } from '@mantine/core';

type CatalogueNoticeProps = {
  /**
   * The catalogue line as the API words it (`CatalogVersionRef.notice`, or a proposal's
   * catalogues joined); nothing is shown without one.
   */
  text: string | null | undefined;
  /**
   * Demonstration data is set apart, so nobody takes it for a maker's figures: in bold, in the
   * page's own text colour (Mantine's orange.9 is 3,9:1 on white, below the 4,5:1 that small text
   * needs; axe refused it on every screen).
   */
  isDemonstration: boolean;
};

/**
 * The catalogue the figures on screen come from (docs/decisions/053): "Catálogo de demonstração
 * (dados sintéticos) · versão …" or a maker's own catalogue name and version.
 */
export function CatalogueNotice({ text, isDemonstration }: CatalogueNoticeProps) {
  if (!text) return null;
  return (
    <Text
      role="note"
      aria-label="Catálogo dos equipamentos"
      size="sm"
      fw={isDemonstration ? 600 : undefined}
      c={isDemonstration ? undefined : 'gray.7'}
    >
      {text}
    </Text>
  );
}
