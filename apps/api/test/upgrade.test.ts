import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  CommercialConditionsSchema,
  EquipmentCharacteristicsSchema,
  OperatingSystemSchema,
  PresentationSchema,
  ProjectSchema,
  ProposalDocumentSchema,
  ProposalSchema,
  RoomSchema,
  TemplateOptionListSchema,
} from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { SELECTION_CALC_VERSION } from '@camara-fria/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDataDir } from '../src/db/backup.ts';
import { MIGRATIONS_FOLDER } from '../src/db/client.ts';
import { readSystemDocuments } from '../src/modules/operating-systems/system-documents.ts';
import { readSectionRow } from '../src/modules/proposals/proposal-section-document.ts';
import { readProposalSnapshot } from '../src/modules/proposals/proposal-snapshot-document.ts';
import { ROOM_DOCUMENT_VERSION, upgradeRoomDocument } from '../src/modules/rooms/room-document.ts';
import { queryRows } from './support/query-rows.ts';
import {
  FIXTURE_PORT,
  RELEASES_DIR,
  startInProcess,
  type InProcessServer,
  type ReleaseManifest,
} from './support/release-fixture.ts';
import { readEverything, signInSampleUsers, type SampleUsers } from './support/sample-data.ts';

/**
 * Upgrades keep data: the database of each past release (fixtures/releases, made by
 * fixtures/make-upgrade-fixture.ts when the release was cut) is restored as `npm run db:restore`
 * does, opened by the current code (its migrations run at start, as in `npm start`), and every
 * stored document must read back through the API.
 */

const releases = fs
  .readdirSync(RELEASES_DIR)
  .filter((name) => name.endsWith('.tar.br'))
  .map((name) => name.replace(/^release-/, '').replace(/\.tar\.br$/, ''));

it('has the database of at least one release to upgrade', () => {
  expect(releases.length).toBeGreaterThan(0);
});

describe.each(releases)('the database of release %s', (version) => {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(RELEASES_DIR, `release-${version}.json`), 'utf8'),
  ) as ReleaseManifest;
  let dataDir: string;
  let server: InProcessServer;
  let users: SampleUsers;
  let reads: Awaited<ReturnType<typeof readEverything>>;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'camara-fria-upgrade-test-'));
    const file = path.join(RELEASES_DIR, `release-${version}.tar.br`);
    const tar = zlib.brotliDecompressSync(fs.readFileSync(file));
    await restoreDataDir(path.join(dataDir, 'pglite'), file, {
      migrationsFolder: MIGRATIONS_FOLDER,
      bytes: tar,
    });
    expect(new URL(manifest.publicUrl).port).toBe(String(FIXTURE_PORT));
    server = await startInProcess(dataDir, FIXTURE_PORT);
    users = await signInSampleUsers(server.baseUrl);
    reads = await readEverything(users);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is migrated to the newest migration this code ships', async () => {
    const journal = JSON.parse(
      fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as { entries: unknown[] };
    const [applied] = await queryRows<{ count: number }>(
      server.database.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    expect(applied?.count).toBe(journal.entries.length);
  });

  it('answers every read that answered when the release was made, and the same projects', () => {
    const answered = Object.keys(reads).filter((key) => reads[key]?.status === 200);
    expect(answered).toEqual(expect.arrayContaining(manifest.reads));
    for (const [username, names] of Object.entries(manifest.projects)) {
      const list = ProjectSchema.array().parse(
        reads[`${username} GET /v1/projects?size=100`]?.body,
      );
      expect(list.map((project) => project.name)).toEqual(names);
    }
    TemplateOptionListSchema.parse(reads['editor GET /v1/proposals/templates']?.body);
  });

  it('reads every room, system and proposal revision under the current contracts', () => {
    const bodies = (pattern: RegExp) =>
      Object.entries(reads)
        .filter(([key]) => pattern.test(key))
        .map(([, read]) => read.body);
    const rooms = bodies(/\/rooms\/\d+$/).map((body) => RoomSchema.parse(body));
    expect(rooms).toHaveLength(manifest.rooms);
    for (const room of rooms) expect(room.heatLoad, room.name).not.toBeNull();
    const systems = bodies(/\/operating-systems\/\d+$/).map((body) =>
      OperatingSystemSchema.parse(body),
    );
    expect(systems).toHaveLength(manifest.systems);
    const revisions = bodies(/\/proposals\/\d+$/).map((body) => ProposalSchema.parse(body));
    expect(revisions).toHaveLength(manifest.proposalRevisions);
    for (const document of bodies(/\/proposals\/\d+\/document$/))
      ProposalDocumentSchema.parse(document);
  });

  it('stores every room document with a schemaVersion this code upgrades', async () => {
    const stored = await queryRows<{ id: number; data: unknown }>(
      server.database.db,
      sql`select id, data from rooms order by id`,
    );
    expect(stored).toHaveLength(manifest.rooms);
    for (const row of stored) {
      const version = (row.data as { schemaVersion?: unknown }).schemaVersion;
      expect(Number.isInteger(version), `room ${row.id}`).toBe(true);
      expect(version as number).toBeLessThanOrEqual(ROOM_DOCUMENT_VERSION);
      expect(upgradeRoomDocument(row.data).ok, `room ${row.id}`).toBe(true);
    }
  });

  it('holds issued revisions, systems and section contents, and reads each back through the API as stored', async () => {
    const db = server.database.db;
    const body = (key: string) => {
      const read = reads[key];
      expect(read?.status, key).toBe(200);
      return read?.body;
    };
    const snapshots = await queryRows<{ id: number; project_id: number; snapshot: unknown }>(
      db,
      sql`select id, project_id, snapshot from proposals where status = 'ISSUED' order by id`,
    );
    expect(snapshots.length).toBeGreaterThan(0);
    for (const row of snapshots) {
      // Stored before documents carried versions, or at a version this code reads.
      const stored = readProposalSnapshot(row.snapshot, row.id);
      const path = `/v1/projects/${row.project_id}/proposals/${row.id}`;
      const document = ProposalDocumentSchema.parse(body(`vendedor GET ${path}/document`));
      expect(document.proposal.totals).toEqual(stored.proposal.totals);
      expect(document.proposal.equipments).toEqual(stored.proposal.equipments);
      // Issued before the catalogue was recorded (docs/decisions/053): not recorded, not guessed.
      expect(document.proposal.catalogues).toBeNull();
      const commercial = CommercialConditionsSchema.parse(
        body(`editor GET ${path}/commercial-conditions`),
      );
      expect(commercial.prices).toEqual(stored.commercialConditions?.prices);
      expect(commercial.prices.length).toBeGreaterThan(0);
      const presentation = PresentationSchema.parse(body(`editor GET ${path}/presentation`));
      expect(presentation.text).toBe(stored.presentation?.text);
    }

    const sections = await queryRows<{
      proposal_id: number;
      project_id: number;
      key: string;
      content: unknown;
      version: number;
      updated_by: string | null;
      updated_at: Date;
    }>(
      db,
      sql`select s.proposal_id, p.project_id, s.key, s.content, s.version, s.updated_by,
          s.updated_at from proposal_sections s join proposals p on p.id = s.proposal_id
          where p.status = 'DRAFT' order by s.proposal_id, s.key`,
    );
    expect(sections.length).toBeGreaterThan(0);
    for (const row of sections) {
      const section = readSectionRow({
        proposalId: row.proposal_id,
        key: row.key,
        content: row.content,
        version: row.version,
        updatedBy: row.updated_by,
        updatedAt: new Date(row.updated_at),
      });
      const path = `/v1/projects/${row.project_id}/proposals/${row.proposal_id}`;
      if (section.key === 'commercialConditions') {
        const answered = CommercialConditionsSchema.parse(
          body(`editor GET ${path}/commercial-conditions`),
        );
        expect(section.content.prices.length).toBeGreaterThan(0);
        for (const price of section.content.prices) {
          expect(answered.prices).toContainEqual(expect.objectContaining(price));
        }
        expect(answered.warranty).toEqual(section.content.warranty);
      } else if (section.key === 'equipmentCharacteristics') {
        const answered = EquipmentCharacteristicsSchema.parse(
          body(`editor GET ${path}/equipment-characteristics`),
        );
        expect(answered.additionalInformation).toBe(section.content.additionalInformation);
      } else {
        const route = {
          presentation: 'presentation',
          generalConditions: 'general-conditions',
          responsible: 'responsible',
        }[section.key];
        const answered = PresentationSchema.parse(body(`editor GET ${path}/${route}`));
        expect({ templateId: answered.templateId, text: answered.text }).toEqual(section.content);
      }
    }

    const systems = await queryRows<{
      id: number;
      project_id: number;
      input: unknown;
      computed: unknown;
      result: unknown;
    }>(db, sql`select id, project_id, input, computed, result from operating_systems order by id`);
    expect(systems).toHaveLength(manifest.systems);
    expect(systems.some((row) => row.result !== null)).toBe(true);
    for (const row of systems) {
      const stored = readSystemDocuments(row);
      const answered = OperatingSystemSchema.parse(
        body(`vendedor GET /v1/projects/${row.project_id}/operating-systems/${row.id}`),
      );
      expect(answered.configurations.map((configuration) => configuration.choice)).toEqual(
        stored.input.configurations.map((configuration) => configuration.evaporator),
      );
      expect(answered.configurations.map((configuration) => configuration.evaporator)).toEqual(
        stored.computed.configurations.map((configuration) => configuration.evaporator),
      );
      expect(answered.condensingUnitChoice).toEqual(stored.input.condensingUnit);
      expect(answered.condensingUnit).toEqual(stored.computed.condensingUnit);
      // A result of an earlier selection method is stale (docs/decisions/055): "Recalcular",
      // never its old figures; today's result reads as stored.
      if (stored.result && stored.result.calcVersion !== SELECTION_CALC_VERSION) {
        expect(answered.isStale).toBe(true);
        expect(answered.result).toBeNull();
        expect(answered.resultingCapacity).toBeNull();
      } else {
        expect(answered.result).toEqual(stored.result);
      }
    }
  });

  it('renders every proposal revision as a PDF', async () => {
    const paths = Object.keys(reads)
      .filter((key) => /^vendedor GET .*\/proposals\/\d+$/.test(key))
      .map((key) => key.replace('vendedor GET ', ''));
    expect(paths).toHaveLength(manifest.proposalRevisions);
    let rendered = 0;
    for (const revision of paths) {
      const answer = await users.vendedor.call('GET', `${revision}/download/pdf`);
      const document = ProposalDocumentSchema.parse(
        reads[`vendedor GET ${revision}/document`]?.body,
      );
      // A draft listing a system computed by the release's method is refused until it is
      // recalculated (docs/decisions/055); an issued revision prints as it was issued.
      if (document.proposal.systems.some((system) => system.isStale)) {
        expect(document.proposal.status, revision).toBe('DRAFT');
        expect(answer.status, revision).toBe(409);
        expect(answer.body).toMatchObject({ code: 'SYSTEM_STALE' });
        continue;
      }
      expect(answer.status, revision).toBe(200);
      expect(answer.headers.get('content-type')).toContain('application/pdf');
      expect(answer.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      rendered += 1;
    }
    expect(rendered).toBeGreaterThan(0);
  }, 120_000);
});
