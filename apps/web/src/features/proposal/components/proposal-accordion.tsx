import { PROPOSAL_SECTION_TITLES, type ProposalSection } from '@camara-fria/contracts';
import { Accordion, Badge, Group } from '@mantine/core';
import { useState, type ReactNode } from 'react';

type ProposalAccordionProps = {
  sections: readonly ProposalSection[];
  /** The sections with unsaved edits (marked on their title). */
  isDirty?: (section: ProposalSection) => boolean;
  /** A section's content: rendered once it has been expanded (spec §4: loads when expanded). */
  renderSection: (section: ProposalSection) => ReactNode;
};

/**
 * The accordion of spec §2.4 (several sections open at once). A section's content mounts the
 * first time it is expanded, which asks for its data, and stays mounted when it is closed.
 */
export function ProposalAccordion({ sections, isDirty, renderSection }: ProposalAccordionProps) {
  const [opened, setOpened] = useState<string[]>([]);
  const [everOpened, setEverOpened] = useState<ReadonlySet<string>>(new Set());
  return (
    <Accordion
      multiple
      variant="separated"
      value={opened}
      onChange={(next) => {
        setOpened(next);
        setEverOpened((current) => new Set([...current, ...next]));
      }}
    >
      {sections.map((section) => (
        <Accordion.Item key={section} value={section}>
          <Accordion.Control>
            <Group gap="xs">
              <span>{PROPOSAL_SECTION_TITLES[section]}</span>
              {isDirty?.(section) && (
                <Badge variant="outline" color="gray.8">
                  Não salvo
                </Badge>
              )}
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            {everOpened.has(section) ? renderSection(section) : null}
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
