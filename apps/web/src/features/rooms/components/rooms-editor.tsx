import { Center, Loader, Stack } from '@mantine/core';
import { useMemo, useRef, useState } from 'react';
import { useMaterials } from '../api/get-materials.ts';
import { useRoomsEditor } from '../hooks/use-rooms-editor.ts';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard.ts';
import type { EditorRoom } from '../utils/room-model.ts';
import { ConfirmModal } from './confirm-modal.tsx';
import { RoomForm, type RoomFormHandle } from './room-form.tsx';
import { RoomToolbar } from './room-toolbar.tsx';
import { RoomsCarousel } from './rooms-carousel.tsx';
import { UnsavedChangesModal } from '../../../components/ui/unsaved-changes-modal.tsx';

const ROOMS_NOUN = { singular: 'A câmara', plural: 'As câmaras' };

type RoomsEditorProps = { projectId: number; initialRooms: EditorRoom[] };

/**
 * The carousel, the selected room's toolbar and form, the removal confirmation, and the
 * question asked before unsaved changes are left behind.
 */
export function RoomsEditor({ projectId, initialRooms }: RoomsEditorProps) {
  const editor = useRoomsEditor(projectId, initialRooms);
  const materials = useMaterials();
  const refs = useMemo(() => ({ materials }), [materials]);
  const [removal, setRemoval] = useState<{ entry: EditorRoom; isOpen: boolean } | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const { selected } = editor;
  const formRef = useRef<RoomFormHandle>(null);
  const guard = useUnsavedChangesGuard(editor, formRef);

  async function confirmRemoval() {
    if (!removal) return;
    setIsRemoving(true);
    try {
      await editor.remove(removal.entry.key);
    } finally {
      // Spec §8: the loading state is always cleared.
      setIsRemoving(false);
      setRemoval({ ...removal, isOpen: false });
    }
  }

  return (
    <Stack gap="lg">
      <RoomsCarousel
        rooms={editor.rooms}
        selectedKey={selected?.key ?? null}
        loadingKey={editor.loadingKey}
        refs={refs}
        onSelect={(key) => {
          if (key !== selected?.key) guard.leaveRoom(() => void editor.select(key));
        }}
        onAdd={() => guard.leaveRoom(editor.add)}
        onRemove={(entry) => setRemoval({ entry, isOpen: true })}
      />
      {selected && (
        <>
          <RoomToolbar
            key={selected.key}
            entry={selected}
            onCopy={() => editor.copy(selected.key)}
            onChangeCalculationType={(type) => editor.changeCalculationType(selected.key, type)}
          />
          {editor.loadingKey === selected.key ? (
            <Center py="xl" role="status" aria-label="Carregando câmara">
              <Loader />
            </Center>
          ) : (
            <RoomForm
              ref={formRef}
              key={`${selected.key}-${selected.revision}`}
              entry={selected}
              materials={materials}
              refs={refs}
              onStore={(room, options) => editor.storeRoom(selected.key, room, options)}
            />
          )}
        </>
      )}
      <ConfirmModal
        opened={removal?.isOpen ?? false}
        title="Remover câmara"
        confirmLabel="Remover"
        loading={isRemoving}
        onConfirm={confirmRemoval}
        onClose={() => removal && setRemoval({ ...removal, isOpen: false })}
      >
        Remover a câmara <strong>{removal?.entry.room.name}</strong>? Esta ação não pode ser
        desfeita.
      </ConfirmModal>
      <UnsavedChangesModal {...guard.modal} noun={ROOMS_NOUN} />
    </Stack>
  );
}
