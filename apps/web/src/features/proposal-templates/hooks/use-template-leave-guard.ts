import { useState, type RefObject } from 'react';
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts';
import type { TemplateFormHandle } from '../components/template-form.tsx';

/**
 * No typed text is lost: leaving the screen (a link, back, closing the tab) or opening another
 * form while the open one has unsaved values asks first, with the shared unsaved-changes dialog
 * (the shared useLeaveGuard). 'Salvar' saves and then goes on; a failed save stays.
 */
export function useTemplateLeaveGuard(formRef: RefObject<TemplateFormHandle | null>) {
  const [pendingSwitch, setPendingSwitch] = useState<{ run: () => void } | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const hasUnsavedValues = () => formRef.current?.hasUnsavedValues() ?? false;
  const blocker = useLeaveGuard(hasUnsavedValues);

  /** Runs `action` (which closes the open form), asking first when it has unsaved values. */
  function leaveForm(action: () => void) {
    if (hasUnsavedValues()) setPendingSwitch({ run: action });
    else action();
  }

  function proceed() {
    if (pendingSwitch) {
      setPendingSwitch(null);
      pendingSwitch.run();
    } else if (blocker.state === 'blocked') {
      blocker.proceed();
    }
  }

  function cancel() {
    setPendingSwitch(null);
    if (blocker.state === 'blocked') blocker.reset();
  }

  async function save() {
    setIsSaving(true);
    const isSaved = await (formRef.current?.save() ?? Promise.resolve(true)).finally(() =>
      setIsSaving(false),
    );
    if (isSaved) proceed();
    else cancel();
  }

  return {
    leaveForm,
    modal: {
      opened: pendingSwitch !== null || blocker.state === 'blocked',
      isSaving,
      onSave: () => void save(),
      onDiscard: proceed,
      onCancel: cancel,
    },
  };
}
