import fs from 'node:fs';
import { z } from '@camara-fria/contracts';

/**
 * Stored JSON documents exactly as release 2.8.6 wrote them, before documents carried
 * `schemaVersion` (version 1), copied from its database (fixtures/releases/release-2.8.6.tar.br):
 * the sections of its issued revision R0, that revision's snapshot, and its one system's
 * `input`, `computed` and `result`. Do not edit: they are what databases hold.
 */
const read = (name: string): unknown =>
  JSON.parse(
    fs.readFileSync(
      new URL(`../fixtures/documents/release-2.8.6/${name}`, import.meta.url),
      'utf8',
    ),
  );

/** proposal_sections.content of R0, by section key. */
export const RELEASE_SECTIONS = z
  .record(z.string(), z.unknown())
  .parse(read('proposal-sections.json'));
/** proposals.snapshot of R0. */
export const RELEASE_SNAPSHOT = read('proposal-snapshot.json');
/** operating_systems.input, computed and result of the project's system. */
export const RELEASE_SYSTEM = z
  .object({ input: z.unknown(), computed: z.unknown(), result: z.unknown() })
  .parse(read('operating-system.json'));
