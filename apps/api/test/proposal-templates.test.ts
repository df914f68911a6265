import {
  ApiErrorSchema,
  COMMERCIAL_TEXT_FIELDS,
  CommercialTemplateOptionsSchema,
  PROPOSAL_EQUIPMENT_TYPES,
  TEMPLATE_KINDS,
  TemplateOptionListSchema,
  TemplateOptionSchema,
  type TemplateOption,
} from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATES } from '../src/modules/proposal-templates/default-templates.ts';
import { loadDefaultTexts } from '../src/modules/proposal-templates/default-texts.ts';
import { seedProposalTemplates } from '../src/modules/proposal-templates/proposal-templates.service.ts';
import { seedDatabase } from '../src/seed-database.ts';
import { type UserClient } from './support/api-client.ts';
import { queryRows } from './support/query-rows.ts';
import { useTestServer } from './support/use-test-server.ts';

const BASE = '/v1/proposals/templates';
const EDITOR_SECTION_MESSAGE = 'Somente editores podem acessar esta seção.';

const { server, vendedor, editor } = useTestServer('vendedor', 'editor');

async function allTemplates(): Promise<TemplateOption[]> {
  const answer = await editor.call('GET', BASE);
  expect(answer.status).toBe(200);
  return TemplateOptionListSchema.parse(answer.body).items;
}

async function storedRowCount(): Promise<number> {
  const [row] = await queryRows<{ count: string | number }>(
    server.database.db,
    sql`select count(*) as count from proposal_templates`,
  );
  return Number(row?.count);
}

async function bySeedKey(seedKey: string): Promise<TemplateOption> {
  const [row] = await queryRows<{ id: number }>(
    server.database.db,
    sql`select id from proposal_templates where seed_key = ${seedKey}`,
  );
  const found = (await allTemplates()).find((template) => template.id === row?.id);
  if (!found) throw new Error(`no active template ${seedKey}`);
  return found;
}

/** PUT with the whole input, as the templates screen sends it. */
function put(user: UserClient, template: TemplateOption, changes: Partial<TemplateOption>) {
  const { id, kind, key, title, text, isDefault, version } = { ...template, ...changes };
  return user.call('PUT', `${BASE}/${id}`, { kind, key, title, text, isDefault, version });
}

describe('seeded default texts', () => {
  it('holds every kind, several options per commercial block, and one default per kind and equipment type', async () => {
    const templates = await allTemplates();
    expect(new Set(templates.map((template) => template.kind))).toEqual(new Set(TEMPLATE_KINDS));
    for (const kind of TEMPLATE_KINDS) {
      const ofKind = templates.filter((template) => template.kind === kind);
      if (kind === 'equipmentCharacteristic') {
        for (const type of PROPOSAL_EQUIPMENT_TYPES) {
          const defaults = ofKind.filter((template) => template.key === type && template.isDefault);
          expect(defaults, type).toHaveLength(1);
        }
      } else {
        expect(ofKind.every((template) => template.key === null)).toBe(true);
        expect(
          ofKind.filter((template) => template.isDefault),
          kind,
        ).toHaveLength(1);
      }
      for (const template of ofKind) {
        expect(template.title.length).toBeGreaterThan(0);
        expect(template.text.length, template.title).toBeGreaterThan(100);
      }
    }
    for (const field of COMMERCIAL_TEXT_FIELDS) {
      const count = templates.filter((template) => template.kind === field).length;
      expect(count, field).toBeGreaterThanOrEqual(2);
    }
    expect(templates).toHaveLength(DEFAULT_TEMPLATES.length);
  });

  it('writes the texts in Portuguese Markdown, naming no company, with the facts the brief asks for', async () => {
    const texts = (await allTemplates()).map((template) => template.text).join('\n');
    expect(texts).toMatch(/\*\*[^*]+\*\*/);
    expect(texts).toMatch(/^- /m);
    // Numbered headings, in the canonical form of the dialect (a line-start number escaped).
    expect(texts).toMatch(/^### 1\\\. /m);
    expect(texts).toContain('IPI');
    expect(texts).toContain('Lei nº 13.709/2018');
    expect(texts).toContain('12 (doze) meses a partir da data de emissão da nota fiscal');
    expect(texts).not.toMatch(/Câmara Fria|Ltda|S\.A\.|\(\d{2}\) ?\d{4}|XXX|\[[A-Z ]+\]/);
  });

  it('lists each section’s options in the order of their position, the default first', async () => {
    const answer = await editor.call('GET', `${BASE}/current/presentation`);
    expect(answer.status).toBe(200);
    const { items } = TemplateOptionListSchema.parse(answer.body);
    expect(items.map((item) => item.kind)).toEqual(['presentation', 'presentation']);
    expect(items[0]?.isDefault).toBe(true);

    const commercial = await editor.call('GET', `${BASE}/current/commercial-conditions`);
    expect(commercial.status).toBe(200);
    const options = CommercialTemplateOptionsSchema.parse(commercial.body);
    for (const field of COMMERCIAL_TEXT_FIELDS) {
      expect(options[field].every((option) => option.kind === field)).toBe(true);
      expect(options[field][0]?.isDefault, field).toBe(true);
    }
    expect(options.paymentConditions.map((option) => option.title)).toEqual([
      '30% de entrada e saldo na entrega',
      'À vista com desconto',
      '30/60/90 dias',
      'Financiamento BNDES (Finame)',
    ]);

    for (const path of ['general-conditions', 'responsible']) {
      const section = await editor.call('GET', `${BASE}/current/${path}`);
      expect(section.status, path).toBe(200);
      expect(TemplateOptionListSchema.parse(section.body).items.length).toBeGreaterThan(0);
    }
  });

  it('adds nothing on a restart and keeps what an editor changed or archived', async () => {
    const before = await storedRowCount();
    const warranty = await bySeedKey('warranty.twelve-months-invoice');
    const edited = await put(editor, warranty, { text: 'Garantia editada pelo editor.' });
    expect(edited.status).toBe(200);
    const validity = await bySeedKey('proposalValidity.30-days');
    expect((await editor.call('DELETE', `${BASE}/${validity.id}`)).status).toBe(204);

    await seedDatabase(server.database.db);
    expect(await seedProposalTemplates(server.database.db)).toBe(0);

    expect(await storedRowCount()).toBe(before);
    const templates = await allTemplates();
    expect(templates.find((template) => template.id === warranty.id)?.text).toBe(
      'Garantia editada pelo editor.',
    );
    expect(templates.some((template) => template.id === validity.id)).toBe(false);
  });

  it('brings back a seeded option that is missing without taking the default an editor chose', async () => {
    const cif = await bySeedKey('transportation.cif');
    expect((await put(editor, cif, { isDefault: true })).status).toBe(200);
    await server.database.db.execute(
      sql`delete from proposal_templates where seed_key = 'transportation.fob'`,
    );

    expect(await seedProposalTemplates(server.database.db)).toBe(1);

    const transportation = (await allTemplates()).filter(
      (template) => template.kind === 'transportation',
    );
    expect(transportation.filter((template) => template.isDefault).map((t) => t.id)).toEqual([
      cif.id,
    ]);
    expect(transportation.map((template) => template.title)).toContain('FOB — retirada na fábrica');
  });
});

describe('roles (spec §6)', () => {
  it('answers 403 to a non-editor on every editor route', async () => {
    const warranty = await bySeedKey('warranty.start-up-supervised');
    const input = {
      kind: 'warranty',
      key: null,
      title: 'Tentativa',
      text: 'Texto',
      isDefault: false,
    };
    const calls: [string, string, unknown?][] = [
      ['GET', `${BASE}/current/presentation`],
      ['GET', `${BASE}/current/commercial-conditions`],
      ['GET', `${BASE}/current/general-conditions`],
      ['GET', `${BASE}/current/responsible`],
      ['GET', BASE],
      ['POST', BASE, input],
      ['PUT', `${BASE}/${warranty.id}`, { ...input, version: warranty.version }],
      ['PUT', `${BASE}/${warranty.id}`, input],
      ['DELETE', `${BASE}/${warranty.id}`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await vendedor.call(method, path, body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(ApiErrorSchema.parse(answer.body).code).toBe('FORBIDDEN');
      if (path.includes('/current/'))
        expect(ApiErrorSchema.parse(answer.body).message).toBe(EDITOR_SECTION_MESSAGE);
    }
    expect((await bySeedKey('warranty.start-up-supervised')).version).toBe(warranty.version);
  });

  it('gives every user the equipment characteristics options, one default per equipment type', async () => {
    const answer = await vendedor.call('GET', `${BASE}/current/equipment-selection`);
    expect(answer.status).toBe(200);
    const { items } = TemplateOptionListSchema.parse(answer.body);
    expect(items.every((item) => item.kind === 'equipmentCharacteristic')).toBe(true);
    expect(items.filter((item) => item.isDefault).map((item) => item.key)).toEqual([
      ...PROPOSAL_EQUIPMENT_TYPES,
    ]);
  });
});

describe('editing templates', () => {
  it('creates an option last of its kind, and switches the default in the same write', async () => {
    const created = await editor.call('POST', BASE, {
      kind: 'equipmentCharacteristic',
      key: 'EVAPORATOR',
      title: '  Evaporador para túnel de congelamento  ',
      text: '**Evaporador** de alta vazão de ar.',
      isDefault: true,
    });
    expect(created.status).toBe(201);
    const template = TemplateOptionSchema.parse(created.body);
    expect(template).toMatchObject({
      kind: 'equipmentCharacteristic',
      key: 'EVAPORATOR',
      title: 'Evaporador para túnel de congelamento',
      isDefault: true,
      version: 1,
    });
    expect(created.headers.get('etag')).toBe('"1"');

    const { items } = TemplateOptionListSchema.parse(
      (await vendedor.call('GET', `${BASE}/current/equipment-selection`)).body,
    );
    const evaporators = items.filter((item) => item.key === 'EVAPORATOR');
    expect(evaporators.at(-1)?.id).toBe(template.id);
    expect(evaporators.filter((item) => item.isDefault).map((item) => item.id)).toEqual([
      template.id,
    ]);
    expect(items.filter((item) => item.isDefault)).toHaveLength(PROPOSAL_EQUIPMENT_TYPES.length);

    // Back to the seeded one: PUT with isDefault takes the flag from the new option.
    const seeded = await bySeedKey('equipmentCharacteristic.EVAPORATOR.standard');
    const restored = await put(editor, seeded, { isDefault: true });
    expect(restored.status).toBe(200);
    expect(TemplateOptionSchema.parse(restored.body)).toMatchObject({
      isDefault: true,
      version: seeded.version + 1,
    });
    const after = (await allTemplates()).find((item) => item.id === template.id);
    expect(after).toMatchObject({ isDefault: false, version: 2 });
  });

  it('updates through If-Match, refuses a stale version (409) and a missing one (428)', async () => {
    const created = TemplateOptionSchema.parse(
      (
        await editor.call('POST', BASE, {
          kind: 'deliveryTime',
          title: '90 dias',
          text: 'Até 90 (noventa) dias.',
        })
      ).body,
    );
    expect(created).toMatchObject({ key: null, isDefault: false, version: 1 });

    const viaHeader = await fetch(`${server.baseUrl}${BASE}/${created.id}`, {
      method: 'PUT',
      headers: {
        authorization: `Bearer ${editor.accessToken}`,
        'content-type': 'application/json',
        'if-match': '"1"',
      },
      body: JSON.stringify({ kind: 'deliveryTime', title: '90 dias corridos', text: 'Até 90.' }),
    });
    expect(viaHeader.status).toBe(200);
    expect(viaHeader.headers.get('etag')).toBe('"2"');
    expect(TemplateOptionSchema.parse(await viaHeader.json()).title).toBe('90 dias corridos');

    const stale = await put(editor, created, { title: 'Antigo' });
    expect(stale.status).toBe(409);
    expect(ApiErrorSchema.parse(stale.body).code).toBe('CONFLICT');

    const missing = await editor.call('PUT', `${BASE}/${created.id}`, {
      kind: 'deliveryTime',
      title: 'Sem versão',
      text: '',
    });
    expect(missing.status).toBe(428);
    expect(ApiErrorSchema.parse(missing.body).code).toBe('PRECONDITION_REQUIRED');
    expect((await allTemplates()).find((item) => item.id === created.id)?.title).toBe(
      '90 dias corridos',
    );
  });

  it('archives an option: gone from the lists, 404 afterwards', async () => {
    const created = TemplateOptionSchema.parse(
      (await editor.call('POST', BASE, { kind: 'responsible', title: 'Arquivar', text: 'X' })).body,
    );
    expect((await editor.call('DELETE', `${BASE}/${created.id}`)).status).toBe(204);
    const { items } = TemplateOptionListSchema.parse(
      (await editor.call('GET', `${BASE}/current/responsible`)).body,
    );
    expect(items.some((item) => item.id === created.id)).toBe(false);
    for (const answer of [
      await put(editor, created, { title: 'De volta' }),
      await editor.call('DELETE', `${BASE}/${created.id}`),
      await put(editor, { ...created, id: 2_000_000_000 }, {}),
    ]) {
      expect(answer.status).toBe(404);
      expect(ApiErrorSchema.parse(answer.body).message).toBe('Modelo de texto não encontrado.');
    }
  });

  it('answers 400 with Portuguese field messages', async () => {
    const empty = await editor.call('POST', BASE, {});
    expect(empty.status).toBe(400);
    const emptyError = ApiErrorSchema.parse(empty.body);
    expect(emptyError.code).toBe('VALIDATION_FAILED');
    expect(emptyError.details).toEqual(
      expect.arrayContaining([
        { path: 'kind', message: 'Escolha o tipo de texto.' },
        { path: 'title', message: 'Informe o título.' },
        { path: 'text', message: 'Informe o texto.' },
      ]),
    );

    const withoutType = await editor.call('POST', BASE, {
      kind: 'equipmentCharacteristic',
      title: 'Sem tipo',
      text: '',
    });
    expect(withoutType.status).toBe(400);
    expect(ApiErrorSchema.parse(withoutType.body).details).toEqual([
      {
        path: 'key',
        message: 'Escolha o tipo de equipamento (só para características dos equipamentos).',
      },
    ]);

    const longTitle = await editor.call('POST', BASE, {
      kind: 'warranty',
      title: 'a'.repeat(121),
      text: '',
    });
    expect(ApiErrorSchema.parse(longTitle.body).details).toEqual([
      { path: 'title', message: 'O título deve ter no máximo 120 caracteres.' },
    ]);
  });
});

describe('loadDefaultTexts', () => {
  it('returns each kind’s default option, and the characteristic per equipment type', async () => {
    const templates = await allTemplates();
    const defaultOf = (kind: string) => {
      const found = templates.find((template) => template.kind === kind && template.isDefault);
      return { templateId: found?.id, text: found?.text };
    };
    const texts = await loadDefaultTexts(server.database.db);
    expect(texts.presentation).toEqual(defaultOf('presentation'));
    expect(texts.generalConditions).toEqual(defaultOf('generalConditions'));
    expect(texts.responsible).toEqual(defaultOf('responsible'));
    for (const field of COMMERCIAL_TEXT_FIELDS) {
      expect(texts.commercial[field], field).toEqual(defaultOf(field));
      expect(texts.commercial[field].templateId, field).toEqual(expect.any(Number));
    }
    expect(texts.commercial.warranty.text).toBe('Garantia editada pelo editor.');
    for (const type of PROPOSAL_EQUIPMENT_TYPES) {
      const found = templates.find(
        (template) =>
          template.kind === 'equipmentCharacteristic' &&
          template.key === type &&
          template.isDefault,
      );
      expect(texts.characteristicByType[type], type).toBe(found?.text);
    }
  });

  it('leaves a kind empty once its default is archived', async () => {
    const validity = await bySeedKey('proposalValidity.15-days');
    expect(validity.isDefault).toBe(true);
    expect((await editor.call('DELETE', `${BASE}/${validity.id}`)).status).toBe(204);
    const texts = await loadDefaultTexts(server.database.db);
    expect(texts.commercial.proposalValidity).toEqual({ templateId: null, text: '' });
  });
});
