import type { OperatingSystemDto, RoomDto } from '@camara-fria/contracts';
import {
  Accordion,
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Stack,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { showErrorNotification, showSuccessNotification } from '../../../lib/notifications.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useRooms } from '../../rooms/index.ts';
import { useActiveCatalogue } from '../api/get-active-catalogue.ts';
import { useOperatingSystems } from '../api/get-operating-systems.ts';
import { useRefrigerants } from '../api/get-refrigerants.ts';
import { useTakeEvaporatorFans } from '../api/take-evaporator-fans.ts';
import { useSystemsEditor } from '../hooks/use-systems-editor.ts';
import { useUnsavedSystemsGuard } from '../hooks/use-unsaved-systems-guard.ts';
import { describeRoomCompatibility } from '../utils/room-compatibility.ts';
import { toSystemRoom, type DraftConfiguration, type SystemRoom } from '../utils/system-draft.ts';
import { SYSTEM_MESSAGES } from '../utils/system-messages.ts';
import { DeleteSystemModal } from './delete-system-modal.tsx';
import { EquipmentModals, type OpenModal } from './equipment-modals.tsx';
import { SystemPanel } from './system-panel.tsx';
import { SystemRoomsCarousel } from './system-rooms-carousel.tsx';
import { UnsavedChangesModal } from '../../../components/ui/unsaved-changes-modal.tsx';

const SYSTEMS_NOUN = { singular: 'O sistema', plural: 'Os sistemas' };

type SystemsEditorViewProps = {
  projectId: number;
  rooms: readonly RoomDto[];
  systems: readonly OperatingSystemDto[];
  refetchSystems: () => Promise<readonly OperatingSystemDto[] | undefined>;
};

function SystemsEditorView({ projectId, rooms, systems, refetchSystems }: SystemsEditorViewProps) {
  const refrigerants = useRefrigerants();
  useErrorToast(refrigerants, SYSTEM_MESSAGES.refrigerantsFailed);
  const activeCatalogue = useActiveCatalogue();
  const editor = useSystemsEditor({
    projectId,
    serverSystems: systems,
    projectRoomIds: rooms.map((room) => room.id),
    refetchSystems,
  });
  const guard = useUnsavedSystemsGuard(editor);
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const [isAskingForSettings, setIsAskingForSettings] = useState(false);
  const [deletingKey, setDeletingKey] = useState<string | null>(null);
  const deleting = editor.drafts.find((draft) => draft.key === deletingKey) ?? null;
  const { active } = editor;

  const assigned = new Set(
    editor.drafts.flatMap((draft) => draft.configurations.map((item) => item.room.id)),
  );
  const availableRooms = rooms.filter((room) => !assigned.has(room.id)).map(toSystemRoom);

  const takeFans = useTakeEvaporatorFans();
  /** The room takes its saved evaporators' fans; the system is then saved on its new load. */
  async function takeFansFor(key: string, configuration: DraftConfiguration) {
    const summary = configuration.evaporator?.summary;
    if (typeof summary?.unitFanPowerKw !== 'number') return;
    try {
      await takeFans.mutateAsync({
        projectId,
        roomId: configuration.room.id,
        model: summary.model,
        count: summary.count,
        unitFanPowerKw: summary.unitFanPowerKw,
      });
    } catch (error) {
      showErrorNotification(SYSTEM_MESSAGES.fansFailed, error);
      return;
    }
    showSuccessNotification(SYSTEM_MESSAGES.fansTaken);
    await editor.save(key);
  }

  function addRoom(room: SystemRoom) {
    if (!active?.settings) {
      setIsAskingForSettings(true);
      return;
    }
    if (!describeRoomCompatibility(room.roomTemperature, active.settings).isCompatible) return;
    editor.addRoom(active.key, room);
  }

  return (
    <Stack gap="lg">
      <SystemRoomsCarousel
        projectId={projectId}
        availableRooms={availableRooms}
        hasRooms={rooms.length > 0}
        active={active}
        isAskingForSettings={isAskingForSettings && !active?.settings}
        onAdd={addRoom}
      />
      <section aria-labelledby="systems-title">
        <Group justify="space-between" mb="xs">
          <Title order={2} size="h3" id="systems-title">
            Sistemas
          </Title>
          <Button variant="outline" onClick={editor.addSystem}>
            Adicionar sistema
          </Button>
        </Group>
        <Accordion
          variant="separated"
          value={editor.activeKey}
          onChange={(key) => key && editor.setActive(key)}
        >
          {editor.drafts.map((draft) => (
            <Accordion.Item key={draft.key} value={draft.key}>
              <Accordion.Control>
                <Group gap="xs">
                  <span>{draft.settings?.name || SYSTEM_MESSAGES.newSystem}</span>
                  {draft.key === editor.activeKey && (
                    <Badge variant="filled" color="blue.9">
                      Ativo
                    </Badge>
                  )}
                  {draft.isDirty && (
                    <Badge variant="outline" color="gray.8">
                      Não salvo
                    </Badge>
                  )}
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <SystemPanel
                  draft={draft}
                  catalogue={draft.catalogVersion ?? activeCatalogue.data ?? null}
                  notice={editor.notices[draft.key]}
                  busy={editor.busy[draft.key]}
                  refrigerantCodes={refrigerants.data?.map((item) => item.code) ?? []}
                  isLoadingRefrigerants={refrigerants.isPending}
                  onStoreSettings={(settings) => editor.storeSettings(draft.key, settings)}
                  onChooseEvaporator={(configuration) =>
                    setOpenModal({
                      kind: 'evaporator',
                      systemKey: draft.key,
                      roomId: configuration.room.id,
                    })
                  }
                  onRemoveRoom={(configuration) =>
                    editor.removeRoom(draft.key, configuration.room.id)
                  }
                  onTakeFans={(configuration) => void takeFansFor(draft.key, configuration)}
                  takingFansRoomId={takeFans.isPending ? takeFans.variables.roomId : null}
                  onChooseUnit={(slot) => setOpenModal({ kind: slot, systemKey: draft.key })}
                  onRemoveUnit={(slot) => editor.setUnit(draft.key, slot, null)}
                  onCalculate={() => void editor.calculate(draft.key)}
                  onSave={() => void editor.save(draft.key)}
                  onReload={() => void editor.reload(draft.key)}
                  onDelete={() => setDeletingKey(draft.key)}
                />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>
      <EquipmentModals
        open={openModal}
        drafts={editor.drafts}
        editor={editor}
        onClose={() => setOpenModal(null)}
      />
      <DeleteSystemModal
        opened={deleting !== null}
        name={deleting?.settings?.name || SYSTEM_MESSAGES.newSystem}
        isDeleting={deleting !== null && editor.busy[deleting.key] === 'deleting'}
        onCancel={() => setDeletingKey(null)}
        onConfirm={() => {
          if (!deleting) return;
          void editor.deleteSystem(deleting.key).then((deleted) => {
            if (deleted) setDeletingKey(null);
          });
        }}
      />
      <UnsavedChangesModal {...guard} noun={SYSTEMS_NOUN} />
    </Stack>
  );
}

/**
 * Spec part 2 §2.1: the project's rooms and systems. The systems load on entry; a failure says
 * 'Erro ao recuperar sistemas.' (a 401 goes to /logout through the API client).
 */
export function EquipmentsWorkspace({ projectId }: { projectId: number }) {
  const rooms = useRooms(projectId);
  const systems = useOperatingSystems(projectId);
  useErrorToast(systems, SYSTEM_MESSAGES.loadFailed);
  useErrorToast(rooms, SYSTEM_MESSAGES.roomsFailed);

  if ((systems.error && !systems.data) || (rooms.error && !rooms.data)) {
    return (
      <Alert
        color="red.9"
        variant="outline"
        title={systems.error ? SYSTEM_MESSAGES.loadFailed : SYSTEM_MESSAGES.roomsFailed}
      >
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            if (systems.error) void systems.refetch();
            if (rooms.error) void rooms.refetch();
          }}
        >
          Tentar novamente
        </Button>
      </Alert>
    );
  }
  // Wait for the first answers of this visit (not a cached list from an earlier one).
  if (
    !systems.data ||
    !rooms.data ||
    systems.isFetchedAfterMount === false ||
    rooms.isFetchedAfterMount === false
  ) {
    return (
      <Center py="xl" role="status" aria-label="Carregando sistemas">
        <Loader />
      </Center>
    );
  }
  return (
    <SystemsEditorView
      projectId={projectId}
      rooms={rooms.data.rooms}
      systems={systems.data}
      refetchSystems={async () => (await systems.refetch({ throwOnError: true })).data}
    />
  );
}
