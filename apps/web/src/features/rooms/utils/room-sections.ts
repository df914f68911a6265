import { RoomInputSchema, type FieldIssue } from '@camara-fria/contracts';
import {
  ROOM_FIELD_SECTIONS,
  ROOM_SECTIONS,
  type Room,
  type RoomSection,
} from '@camara-fria/domain';
import { toRoomInput, type RoomFormValues } from './room-model.ts';

/** The parts of the room editor, each with its own "Salvar" (the domain's field table). */
export type { RoomSection };

/** Accordion titles (spec §2). */
export const SECTION_TITLES: Record<RoomSection, string> = {
  room: 'DADOS DA CÂMARA',
  dimensions: 'DIMENSÕES INTERNAS',
  goods: 'PRODUTOS',
  heatTransfer: 'ISOLAMENTO TÉRMICO',
  additionalLoad: 'OUTRAS CARGAS',
  doors: 'PORTAS',
};

/** Sections shown with calculation type 1; type 2 keeps the first two only (spec §2). */
export const CALCULATED_SECTIONS: readonly RoomSection[] = ROOM_SECTIONS;
export const TYPED_SECTIONS: readonly RoomSection[] = ['room', 'dimensions'];

type FieldSections = typeof ROOM_FIELD_SECTIONS;

/** A form field that a section stores (every room input but the toolbar's calculation type). */
export type SectionField = {
  [K in keyof FieldSections]: FieldSections[K] extends RoomSection ? K : never;
}[keyof FieldSections];

function listSectionFields(section: RoomSection): readonly SectionField[] {
  return (Object.keys(ROOM_FIELD_SECTIONS) as (keyof FieldSections)[]).filter(
    (field): field is SectionField => ROOM_FIELD_SECTIONS[field] === section,
  );
}

/**
 * Form fields each section stores, read from the room field table (ROOM_FIELD_SECTIONS in
 * packages/domain/src/heat-load/room-fields.ts), so a new room field is saved by its section.
 */
export const SECTION_FIELDS = Object.fromEntries(
  ROOM_SECTIONS.map((section) => [section, listSectionFields(section)]),
) as Readonly<Record<RoomSection, readonly SectionField[]>>;

/** The room with one section taken from the form values. */
export function mergeSection(room: Room, section: RoomSection, values: RoomFormValues): Room {
  const picked: Partial<RoomFormValues> = {};
  for (const field of SECTION_FIELDS[section]) {
    Object.assign(picked, { [field]: values[field] });
  }
  return { ...room, ...picked };
}

/** Whether an issue path (`heatTransfer.walls.2.thickness`) belongs to the section. */
export function isSectionPath(section: RoomSection, path: string): boolean {
  const [head] = path.split('.');
  return (SECTION_FIELDS[section] as readonly string[]).includes(head ?? '');
}

/**
 * Spec §5: a section is checked on submit by the contract itself (RoomInputSchema and its
 * Portuguese messages) on the room it would give; only the section's own issues count.
 * A trimmed name is the one stored.
 */
export function validateSection(
  room: Room,
  section: RoomSection,
  values: RoomFormValues,
): { room: Room; issues: FieldIssue[] } {
  const candidate = mergeSection(room, section, values);
  const parsed = RoomInputSchema.safeParse(toRoomInput(candidate));
  if (parsed.success) return { room: { ...candidate, name: parsed.data.name }, issues: [] };
  const issues = parsed.error.issues
    .map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
    .filter((issue) => isSectionPath(section, issue.path));
  const name = section === 'room' ? candidate.name.trim() : candidate.name;
  return { room: { ...candidate, name }, issues };
}
