import type { TemplateOption } from '@camara-fria/contracts';
import { Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { UnsavedChangesModal } from '../../../components/ui/unsaved-changes-modal.tsx';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useArchiveTemplate } from '../api/archive-template.ts';
import { useTemplateLeaveGuard } from '../hooks/use-template-leave-guard.ts';
import { listGroupTemplates, TEMPLATE_GROUPS } from '../utils/template-groups.ts';
import { TEMPLATE_MESSAGES } from '../utils/template-messages.ts';
import { ArchiveTemplateModal } from './archive-template-modal.tsx';
import { TemplateForm, type TemplateFormHandle } from './template-form.tsx';
import { TemplateGroupSection } from './template-group-section.tsx';

const TEMPLATES_NOUN = { singular: 'O modelo', plural: 'Os modelos' };
const NEW_TEMPLATE_NAME = 'Novo modelo';

/** The one open form: a template being edited, or a new one in a group. */
type Editing = { groupId: string; template: TemplateOption | null };

/** Every group with its templates; one form open at a time; archive with a confirmation. */
export function TemplatesEditor({ templates }: { templates: readonly TemplateOption[] }) {
  const [editing, setEditing] = useState<Editing | null>(null);
  const [archiving, setArchiving] = useState<TemplateOption | null>(null);
  /** Keyboard users land back on the card whose form just closed. */
  const [focusId, setFocusId] = useState<number | null>(null);
  const formRef = useRef<TemplateFormHandle>(null);
  const guard = useTemplateLeaveGuard(formRef);
  const archiveTemplate = useArchiveTemplate();

  function open(next: Editing) {
    guard.leaveForm(() => setEditing(next));
  }

  function close(templateId: number | null) {
    setFocusId(templateId);
    setEditing(null);
  }

  async function confirmArchive(template: TemplateOption) {
    try {
      await archiveTemplate.mutateAsync(template.id);
      showSuccessNotification(TEMPLATE_MESSAGES.archived);
      setArchiving(null);
    } catch (error) {
      showErrorNotification(TEMPLATE_MESSAGES.archiveFailed, error);
    }
  }

  return (
    <Stack gap="xl">
      {TEMPLATE_GROUPS.map((group) => {
        const isEditingHere = editing?.groupId === group.id;
        return (
          <TemplateGroupSection
            key={group.id}
            group={group}
            templates={listGroupTemplates(templates, group)}
            editingId={isEditingHere ? (editing.template?.id ?? 'new') : null}
            form={
              isEditingHere && (
                <TemplateForm
                  key={editing.template?.id ?? 'new'}
                  ref={formRef}
                  group={group}
                  template={editing.template}
                  onSaved={(saved) => close(saved.id)}
                  onCancel={() => close(editing.template?.id ?? null)}
                />
              )
            }
            onCreate={() => open({ groupId: group.id, template: null })}
            onEdit={(template) => open({ groupId: group.id, template })}
            onArchive={setArchiving}
            focusId={focusId}
          />
        );
      })}
      <ArchiveTemplateModal
        opened={archiving !== null}
        title={archiving?.title ?? ''}
        isArchiving={archiveTemplate.isPending}
        onConfirm={() => archiving && void confirmArchive(archiving)}
        onCancel={() => setArchiving(null)}
      />
      <UnsavedChangesModal
        {...guard.modal}
        noun={TEMPLATES_NOUN}
        names={editing?.template?.title ?? NEW_TEMPLATE_NAME}
        count={1}
      />
    </Stack>
  );
}
