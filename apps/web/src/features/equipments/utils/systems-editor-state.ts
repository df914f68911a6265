import type {
  CondenserChoiceInput,
  OperatingSystemDto,
  UnitChoiceInput,
} from '@camara-fria/contracts';
import { createDraftSystem, fromSystemDto, type Chosen, type DraftSystem } from './system-draft.ts';

/*
 * The state the systems editor (hooks/use-systems-editor.ts) holds in the browser, and its pure
 * helpers.
 */

/** What a panel says after a failed save or calculation. */
export type PanelNotice =
  | { kind: 'conflict' }
  | { kind: 'save-error'; message: string }
  | { kind: 'calculate-error'; message: string };

/** What a system is waiting for. */
export type SystemBusy = 'saving' | 'calculating' | 'deleting';

export type EditorState = {
  drafts: DraftSystem[];
  activeKey: string | null;
  notices: Record<string, PanelNotice | undefined>;
  busy: Record<string, SystemBusy | undefined>;
  /** The systems as the server last answered them (entry, saves, reloads): what "Descartar" restores. */
  saved: readonly OperatingSystemDto[];
};

export type UnitChoices = {
  condensingUnit: Chosen<UnitChoiceInput>;
  compressor: Chosen<UnitChoiceInput>;
  condenser: Chosen<CondenserChoiceInput>;
};

/** The server's systems; a project without any starts with one empty 'Novo sistema'. */
export function initState(systems: readonly OperatingSystemDto[]): EditorState {
  const drafts = systems.map(fromSystemDto);
  if (drafts.length === 0) drafts.push(createDraftSystem());
  const active = systems.find((system) => system.active);
  return {
    drafts,
    activeKey: active ? fromSystemDto(active).key : (drafts[0]?.key ?? null),
    notices: {},
    busy: {},
    saved: systems,
  };
}

/** `systems` with `dto` in place of the one of the same id, or added. */
export function replaceSaved(
  systems: readonly OperatingSystemDto[],
  dto: OperatingSystemDto,
): OperatingSystemDto[] {
  const others = systems.filter((system) => system.id !== dto.id);
  return systems.some((system) => system.id === dto.id)
    ? systems.map((system) => (system.id === dto.id ? dto : system))
    : [...others, dto];
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : '';
}
