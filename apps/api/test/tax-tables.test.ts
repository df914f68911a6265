import {
  ApiErrorSchema,
  SellerFiscalProfileRecordSchema,
  SellerProfileChangeListSchema,
  TaxRateChangeListSchema,
  TaxRateSchema,
  TaxTablesSchema,
  type TaxRate,
  type TaxRateInput,
} from '@camara-fria/contracts';
import { SEED_TAX_RATES } from '@camara-fria/proposal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applySellerDefault,
  readSellerProfile,
  readTaxRates,
  seedTaxRates,
} from '../src/modules/tax-tables/tax-tables.service.ts';
import { signInAs, type UserClient } from './support/api-client.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';
import { useTestServer } from './support/use-test-server.ts';

const BASE = '/v1/tax-tables';

const { server, vendedor, editor } = useTestServer('vendedor', 'editor');

async function tables(user: UserClient = editor) {
  const answer = await user.call('GET', BASE);
  expect(answer.status).toBe(200);
  return TaxTablesSchema.parse(answer.body);
}

async function pendingCbs2027(): Promise<TaxRate> {
  const row = (await tables()).rates.find(
    (rate) => rate.kind === 'CBS' && rate.validFrom === '2027-01-01',
  );
  if (!row) throw new Error('no 2027 CBS row');
  return row;
}

/** The PUT body of a row as the screen sends it: the row, the changes, the reason. */
function edit(row: TaxRate, changes: Partial<TaxRateInput> & { reason: string }): TaxRateInput {
  const { kind, key, rate, method, validFrom, validTo, source, note, verified, version } = row;
  return {
    kind,
    key,
    rate,
    method,
    validFrom,
    validTo,
    source,
    note,
    verified,
    version,
    ...changes,
  };
}

describe('the seeded tables', () => {
  it('holds every seeded row with its source, dates and verification, for every signed-in user', async () => {
    const { rates, seller } = await tables(vendedor);
    expect(rates).toHaveLength(SEED_TAX_RATES.length);
    for (const seed of SEED_TAX_RATES) {
      const row = rates.find(
        (rate) =>
          rate.kind === seed.kind && rate.key === seed.key && rate.validFrom === seed.validFrom,
      );
      expect(row, `${seed.kind} ${seed.key} ${seed.validFrom}`).toMatchObject({
        rate: seed.rate,
        method: seed.method,
        validTo: seed.validTo,
        source: seed.source,
        verified: seed.verified,
        version: 1,
        updatedBy: null,
      });
      expect(row?.source.length).toBeGreaterThan(3);
    }
    expect(rates.find((rate) => rate.kind === 'ICMS_INTERNAL' && rate.key === 'BA')?.rate).toBe(
      20.5,
    );
    expect(seller).toMatchObject({ state: 'SP', regime: 'LUCRO_REAL', origin: 'ENVIRONMENT' });
  });

  it('is seeded once: seeding again adds nothing', async () => {
    expect(await seedTaxRates(server.database.db)).toBe(0);
    expect(await readTaxRates(server.database.db)).toHaveLength(SEED_TAX_RATES.length);
  });
});

describe('a seller (vendedor)', () => {
  it('reads the tables but cannot change a row, add one, read the history or save the profile', async () => {
    const row = await pendingCbs2027();
    const body = edit(row, { rate: 8.8, reason: 'Tentativa do vendedor' });
    const answers = [
      await vendedor.call('PUT', `${BASE}/rates/${row.id}`, body),
      await vendedor.call('POST', `${BASE}/rates`, {
        ...body,
        validFrom: '2029-01-01',
        validTo: null,
      }),
      await vendedor.call('GET', `${BASE}/changes`),
      await vendedor.call('PUT', `${BASE}/seller`, {
        state: 'MG',
        regime: 'LUCRO_REAL',
        reason: 'Tentativa do vendedor',
        version: 1,
      }),
      await vendedor.call('GET', `${BASE}/seller/changes`),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(403);
      expect(ApiErrorSchema.parse(answer.body).message).toBe(
        'Somente editores podem alterar as tabelas fiscais.',
      );
    }
    expect((await pendingCbs2027()).rate).toBeNull();
  });
});

describe('an editor', () => {
  it('fills the 2027 CBS rate with its source and reason, and the change is listed with who, when and why', async () => {
    const pending = await pendingCbs2027();
    expect(pending.rate).toBeNull();
    const started = Date.now();
    const answer = await editor.call(
      'PUT',
      `${BASE}/rates/${pending.id}`,
      edit(pending, {
        rate: 8.8,
        source: 'Resolução do Senado (teste)',
        verified: true,
        reason: 'Alíquota de referência publicada',
      }),
    );
    expect(answer.status).toBe(200);
    const saved = TaxRateSchema.parse(answer.body);
    expect(saved).toMatchObject({
      id: pending.id,
      rate: 8.8,
      source: 'Resolução do Senado (teste)',
      verified: true,
      version: 2,
      updatedBy: 'Editor Demonstração',
    });
    expect(answer.headers.get('etag')).toBe('"2"');
    expect((await pendingCbs2027()).rate).toBe(8.8);
    const fromService = (await readTaxRates(server.database.db)).find(
      (rate) => rate.id === pending.id,
    );
    expect(fromService?.rate).toBe(8.8);

    const history = await editor.call('GET', `${BASE}/changes?rateId=${pending.id}`);
    expect(history.status).toBe(200);
    const [change, ...older] = TaxRateChangeListSchema.parse(history.body).items;
    expect(older).toEqual([]);
    expect(change).toMatchObject({
      rateId: pending.id,
      action: 'UPDATE',
      reason: 'Alíquota de referência publicada',
      changedBy: 'Editor Demonstração',
      before: { rate: null, source: pending.source, verified: false },
      after: { rate: 8.8, source: 'Resolução do Senado (teste)', verified: true },
    });
    const changedAt = Date.parse(change?.changedAt ?? '');
    expect(changedAt).toBeGreaterThanOrEqual(started - 60_000);
    expect(changedAt).toBeLessThanOrEqual(Date.now() + 60_000);
  });

  it('adds a row after the last one ends, and lists it first among the changes', async () => {
    const answer = await editor.call('POST', `${BASE}/rates`, {
      kind: 'CBS',
      key: 'STANDARD',
      rate: 8.7,
      method: null,
      validFrom: '2029-01-01',
      validTo: null,
      source: 'LC 214/2025 (teste)',
      note: null,
      verified: false,
      reason: 'Linha de 2029 em diante',
    });
    expect(answer.status).toBe(201);
    const created = TaxRateSchema.parse(answer.body);
    expect(created).toMatchObject({ rate: 8.7, version: 1, updatedBy: 'Editor Demonstração' });
    const history = TaxRateChangeListSchema.parse(
      (await editor.call('GET', `${BASE}/changes?limit=2`)).body,
    ).items;
    expect(history).toHaveLength(2);
    expect(history[0]).toMatchObject({ rateId: created.id, action: 'CREATE', before: null });
  });

  it('cannot add or move a row over the dates of another of the same table and key (409, naming its dates)', async () => {
    const overlapping = await editor.call('POST', `${BASE}/rates`, {
      kind: 'ICMS_INTERNAL',
      key: 'BA',
      rate: 21,
      validFrom: '2026-06-01',
      validTo: null,
      source: 'Lei estadual (teste)',
      reason: 'Nova alíquota',
    });
    expect(overlapping.status).toBe(409);
    const error = ApiErrorSchema.parse(overlapping.body);
    expect(error.code).toBe('TAX_RATE_OVERLAP');
    expect(error.message).toBe(
      'A vigência se sobrepõe à da linha BA de 07/02/2024 a 31/12/2028. Encerre aquela linha antes ou ajuste as datas.',
    );

    const ipi = (await tables()).rates.find(
      (rate) => rate.kind === 'IPI' && rate.key === '84189900:01' && rate.validTo === '2026-12-31',
    );
    if (!ipi) throw new Error('no IPI row');
    const moved = await editor.call(
      'PUT',
      `${BASE}/rates/${ipi.id}`,
      edit(ipi, { validTo: '2027-06-30', reason: 'Prorrogação' }),
    );
    expect(moved.status).toBe(409);
    expect(ApiErrorSchema.parse(moved.body).message).toContain('desde 01/01/2027');
    const unchanged = (await tables()).rates.filter(
      (rate) => rate.kind === 'ICMS_INTERNAL' && rate.key === 'BA',
    );
    expect(unchanged).toHaveLength(1);
  });

  it('gets 400 with the field message for a key not of the table’s form', async () => {
    const answer = await editor.call('POST', `${BASE}/rates`, {
      kind: 'IPI',
      key: '8418.99.00',
      rate: 3.25,
      validFrom: '2030-01-01',
      validTo: null,
      source: 'TIPI (teste)',
      reason: 'NCM com pontos',
    });
    expect(answer.status).toBe(400);
    const error = ApiErrorSchema.parse(answer.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toContainEqual({
      path: 'key',
      message:
        'Use o NCM com 8 algarismos, sem pontos, e o Ex após dois-pontos (ex.: 84189900:01).',
    });
  });

  it('gets 409 on a stale version and 428 without one, and nothing changes', async () => {
    const row = (await tables()).rates.find((rate) => rate.kind === 'FCP' && rate.key === 'RJ');
    if (!row) throw new Error('no FCP row');
    const first = await editor.call(
      'PUT',
      `${BASE}/rates/${row.id}`,
      edit(row, { note: 'Conferido', reason: 'Conferência' }),
    );
    expect(first.status).toBe(200);
    const stale = await editor.call(
      'PUT',
      `${BASE}/rates/${row.id}`,
      edit(row, { rate: 3, reason: 'Sobre a versão antiga' }),
    );
    expect(stale.status).toBe(409);
    expect(ApiErrorSchema.parse(stale.body).code).toBe('CONFLICT');
    const { version: _version, ...unversioned } = edit(row, { rate: 3, reason: 'Sem versão' });
    const missing = await editor.call('PUT', `${BASE}/rates/${row.id}`, unversioned);
    expect(missing.status).toBe(428);
    const after = (await tables()).rates.find((rate) => rate.id === row.id);
    expect(after).toMatchObject({ rate: 2, note: 'Conferido', version: 2 });
    const changes = TaxRateChangeListSchema.parse(
      (await editor.call('GET', `${BASE}/changes?rateId=${row.id}`)).body,
    ).items;
    expect(changes).toHaveLength(1);
  });
});

describe("the maker's fiscal profile", () => {
  let other: TestServer | undefined;
  let otherEditor: UserClient | undefined;
  beforeAll(async () => {
    other = await startTestServer({
      env: { SELLER_STATE: 'MG', SELLER_TAX_REGIME: 'LUCRO_PRESUMIDO' },
    });
    otherEditor = await signInAs(other, 'editor');
  });
  afterAll(async () => {
    await other?.close();
  });

  it('follows the environment until an editor saves one, with its history; the environment never overwrites it', async () => {
    if (!other || !otherEditor) throw new Error('server not started');
    const before = (await otherEditor.call('GET', BASE)).body;
    const seller = TaxTablesSchema.parse(before).seller;
    expect(seller).toMatchObject({ state: 'MG', regime: 'LUCRO_PRESUMIDO', origin: 'ENVIRONMENT' });
    expect(await readSellerProfile(other.database.db)).toEqual({
      state: 'MG',
      regime: 'LUCRO_PRESUMIDO',
    });

    const saved = await otherEditor.call('PUT', `${BASE}/seller`, {
      state: 'SC',
      regime: 'LUCRO_REAL',
      reason: 'Fábrica mudou para Joinville',
      version: seller.version,
    });
    expect(saved.status).toBe(200);
    expect(SellerFiscalProfileRecordSchema.parse(saved.body)).toMatchObject({
      state: 'SC',
      regime: 'LUCRO_REAL',
      origin: 'EDITOR',
      version: seller.version + 1,
      updatedBy: 'Editor Demonstração',
    });
    const stale = await otherEditor.call('PUT', `${BASE}/seller`, {
      state: 'PR',
      regime: 'LUCRO_REAL',
      reason: 'Sobre a versão antiga',
      version: seller.version,
    });
    expect(stale.status).toBe(409);
    const noReason = await otherEditor.call('PUT', `${BASE}/seller`, {
      state: 'PR',
      regime: 'LUCRO_REAL',
      reason: '',
      version: seller.version + 1,
    });
    expect(noReason.status).toBe(400);
    expect(ApiErrorSchema.parse(noReason.body).details).toContainEqual({
      path: 'reason',
      message: 'Informe o motivo da alteração.',
    });

    await applySellerDefault(other.database.db, { state: 'RS', regime: 'SIMPLES_NACIONAL' });
    expect(await readSellerProfile(other.database.db)).toEqual({
      state: 'SC',
      regime: 'LUCRO_REAL',
    });
    const history = SellerProfileChangeListSchema.parse(
      (await otherEditor.call('GET', `${BASE}/seller/changes`)).body,
    ).items;
    expect(history).toEqual([
      expect.objectContaining({
        before: { state: 'MG', regime: 'LUCRO_PRESUMIDO' },
        after: { state: 'SC', regime: 'LUCRO_REAL' },
        reason: 'Fábrica mudou para Joinville',
        changedBy: 'Editor Demonstração',
      }),
    ]);
  });
});
