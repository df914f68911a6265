import {
  ApiErrorSchema,
  COMMERCIAL_TEXT_FIELDS,
  CommercialConditionsSchema,
  ProjectSchema,
  ProposalSchema,
  z,
  type BuyerFiscalProfile,
  type CommercialConditionsDto,
  type ProposalDto,
  type StateCode,
  TaxTablesSchema,
} from '@camara-fria/contracts';
import fs from 'node:fs';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { signInAs, type UserClient } from './support/api-client.ts';
import {
  catalogSystemInput,
  findCatalogEquipment,
  TYPED_ROOM_KCALH,
  typedRoom,
  type CatalogEquipment,
} from './support/catalog-system.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/*
 * The proposal's commercial conditions compute their taxes (issue 30 item 4; docs/decisions/072),
 * through real HTTP on the test database (PGlite, or PostgreSQL with API_TEST_DATABASE=postgres).
 * A draft is dated 20/11/2026 (its clock), so an empty invoice date and validity end are
 * 20/12/2026. The maker is the seeded one: SP, Lucro Real.
 */

const DRAFT_DAY = new Date('2026-11-20T15:00:00Z');
const REASON = 'Alíquota informada pelo cliente';

let server: TestServer;
let vendedor: UserClient;
let editor: UserClient;

beforeAll(async () => {
  server = await startTestServer({ proposals: { proposalClock: () => DRAFT_DAY } });
  [vendedor, editor] = await Promise.all([
    signInAs(server, 'vendedor'),
    signInAs(server, 'editor'),
  ]);
});
afterAll(async () => {
  await server.close();
});

const NON_CONTRIBUTOR: BuyerFiscalProfile = {
  icmsContribution: 'NON_CONTRIBUTOR',
  goodsUse: 'OWN_USE',
  simplesNacional: false,
  freeTradeZone: false,
  publicBody: false,
};

type Customer = { state: StateCode | null; fiscal: BuyerFiscalProfile | null };

async function newProject(user: UserClient, customer: Customer): Promise<number> {
  const answer = await user.call('POST', '/v1/projects', {
    name: 'Projeto com impostos',
    customer: {
      name: 'Supermercado Baiano',
      address: { state: customer.state },
      fiscal: customer.fiscal,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ProjectSchema.parse(answer.body).id;
}

let picked: CatalogEquipment | undefined;

/** An evaporator for a 0 °C room and a condensing unit of the demonstration catalogue (searched once). */
async function pickEquipment(user: UserClient, load: number) {
  picked ??= await findCatalogEquipment(user, load);
  return picked;
}

/** A project with 2 evaporators and 1 condensing unit, and its draft proposal. */
async function draftWithEquipment(customer: Customer, target = server) {
  const user = target === server ? vendedor : await signInAs(target, 'vendedor');
  const projectId = await newProject(user, customer);
  const room = await user.call('POST', `/v1/projects/${projectId}/rooms`, typedRoom('Câmara 1'));
  expect(room.status, JSON.stringify(room.body)).toBe(201);
  const roomId = z.object({ id: z.number() }).parse(room.body).id;
  const choice = await pickEquipment(user, TYPED_ROOM_KCALH);
  const system = catalogSystemInput(roomId, choice);
  const saved = await user.call('POST', `/v1/projects/${projectId}/operating-systems`, system);
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  const created = await user.call('POST', `/v1/projects/${projectId}/proposals`);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const proposal = ProposalSchema.parse(created.body);
  const evaporator = proposal.equipments.find((item) => item.type === 'EVAPORATOR');
  const unit = proposal.equipments.find((item) => item.type === 'CONDENSING_UNIT');
  if (!evaporator || !unit) throw new Error('equipment missing from the proposal');
  return { projectId, proposal, evaporatorKey: evaporator.key, unitKey: unit.key };
}

const commercialPath = (projectId: number, proposalId: number) =>
  `/v1/projects/${projectId}/proposals/${proposalId}/commercial-conditions`;

async function readCommercial(
  projectId: number,
  proposalId: number,
  user = editor,
): Promise<CommercialConditionsDto> {
  const answer = await user.call('GET', commercialPath(projectId, proposalId));
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return CommercialConditionsSchema.parse(answer.body);
}

type Line = {
  equipmentKey: string;
  quantity: number;
  unitPrice: number;
  icmsOverride?: number | null;
  ipiOverride?: number | null;
  overrideReason?: string | null;
  conv5291?: boolean;
};

/** PUT the commercial conditions over their current version: these lines and dates. */
async function saveCommercial(
  draft: { projectId: number; proposal: ProposalDto },
  lines: Line[],
  dates: { invoiceDate?: string | null; validUntil?: string | null } = {},
  user = editor,
) {
  const current = await readCommercial(draft.projectId, draft.proposal.id, user);
  return user.call('PUT', commercialPath(draft.projectId, draft.proposal.id), {
    prices: lines,
    invoiceDate: dates.invoiceDate ?? null,
    validUntil: dates.validUntil ?? null,
    ...Object.fromEntries(COMMERCIAL_TEXT_FIELDS.map((field) => [field, current[field]])),
    version: current.version,
  });
}

async function saved(answer: Awaited<ReturnType<typeof saveCommercial>>) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return CommercialConditionsSchema.parse(answer.body);
}

async function listValue(projectId: number, user = vendedor): Promise<number> {
  const list = await user.call('GET', '/v1/projects?size=100');
  const item = z
    .array(ProjectSchema)
    .parse(list.body)
    .find((project) => project.id === projectId);
  return item?.totalValue ?? -1;
}

/** The figure of a tax on a line of a summary. */
function figureOf(
  summary: NonNullable<CommercialConditionsDto['taxes']>['primary'],
  key: string,
  tax: string,
) {
  return summary.lines.find((line) => line.key === key)?.figures.find((f) => f.tax === tax);
}

describe("the project list's Valor is what the buyer pays (issue 30)", () => {
  it('is the invoice total, R$ 101.926,21 with IPI, not the R$ 100.117,02 before it', async () => {
    const draft = await draftWithEquipment({ state: 'SP', fiscal: null });
    const answer = await saved(
      await saveCommercial(draft, [
        {
          equipmentKey: draft.evaporatorKey,
          quantity: 2,
          unitPrice: 27_833.69,
          ipiOverride: 3.25,
          overrideReason: 'Conforme TIPI',
        },
        {
          equipmentKey: draft.unitKey,
          quantity: 1,
          unitPrice: 44_449.64,
          ipiOverride: 0,
          overrideReason: 'Conforme TIPI',
        },
      ]),
    );
    expect(answer.totals).toMatchObject({
      total: 100_117.02,
      ipi: 1809.19,
      invoiceTotal: 101_926.21,
    });
    // No fiscal profile: the taxes wait for it, the typed IPI still counts.
    expect(answer.taxes).toBeNull();
    expect(answer.taxesMissing).toEqual(['Preencha o perfil fiscal do cliente']);
    expect(await listValue(draft.projectId)).toBe(101_926.21);
  });

  it('equals the computed invoice total once the customer is complete', async () => {
    const draft = await draftWithEquipment({ state: 'BA', fiscal: NON_CONTRIBUTOR });
    const answer = await saved(
      await saveCommercial(draft, [
        { equipmentKey: draft.evaporatorKey, quantity: 2, unitPrice: 10_000 },
        { equipmentKey: draft.unitKey, quantity: 1, unitPrice: 30_000 },
      ]),
    );
    expect(answer.taxes).not.toBeNull();
    expect(answer.totals.invoiceTotal).toBe(answer.taxes?.primary.invoiceTotal);
    expect(await listValue(draft.projectId)).toBe(answer.totals.invoiceTotal);
  });
});

describe('the commercial conditions compute their taxes', () => {
  it('a buyer in BA not an ICMS contributor: IPI in the ICMS base, DIFAL paid by the seller', async () => {
    const draft = await draftWithEquipment({ state: 'BA', fiscal: NON_CONTRIBUTOR });
    const answer = await saved(
      await saveCommercial(draft, [
        { equipmentKey: draft.evaporatorKey, quantity: 1, unitPrice: 10_000 },
        { equipmentKey: draft.unitKey, quantity: 1, unitPrice: 20_000 },
      ]),
    );
    const taxes = answer.taxes;
    if (!taxes) throw new Error(JSON.stringify(answer.taxesMissing));
    expect(taxes.buyer).toMatchObject({ state: 'BA', icmsContribution: 'NON_CONTRIBUTOR' });
    const line = taxes.primary.lines.find((item) => item.key === draft.evaporatorKey);
    const ipi = figureOf(taxes.primary, draft.evaporatorKey, 'IPI');
    const icms = figureOf(taxes.primary, draft.evaporatorKey, 'ICMS');
    if (!line || !ipi || !icms) throw new Error('figures missing');
    expect(icms.base).toBe(line.net + ipi.amount);
    expect(icms.rate).toBe(7);
    expect(line.cfop).toBe('6107');
    expect(taxes.primary.difal?.payer).toBe('SELLER');
    expect(answer.totals.difal).toEqual({
      amount: taxes.primary.difal?.amount,
      payer: 'SELLER',
    });
    // The price table shows the rates applied.
    expect(answer.prices.find((p) => p.equipmentKey === draft.evaporatorKey)).toMatchObject({
      icms: 7,
      ipi: ipi.rate,
    });
    expect(answer.taxDates).toEqual({
      proposalDate: '2026-11-20',
      invoiceDate: '2026-12-20',
      validUntil: '2026-12-20',
    });
    expect(answer.taxInputs?.buyer).toEqual({ ...NON_CONTRIBUTOR, state: 'BA' });
    expect(answer.taxInputs?.seller).toEqual({ state: 'SP', regime: 'LUCRO_REAL' });
  });

  it('SP → SC: an ICMS typed at 17 % is flagged against the computed 12 % and needs a reason', async () => {
    const draft = await draftWithEquipment({
      state: 'SC',
      fiscal: { ...NON_CONTRIBUTOR, icmsContribution: 'NON_CONTRIBUTOR' },
    });
    const line = { equipmentKey: draft.evaporatorKey, quantity: 1, unitPrice: 10_000 };
    const refused = await saveCommercial(draft, [{ ...line, icmsOverride: 17 }]);
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    const error = ApiErrorSchema.parse(refused.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([
      {
        path: 'prices.0.overrideReason',
        message: 'Informe o motivo para alterar a alíquota calculada',
      },
    ]);
    // Typed at the computed rate: no reason needed.
    await saved(await saveCommercial(draft, [{ ...line, icmsOverride: 12 }]));

    const answer = await saved(
      await saveCommercial(draft, [{ ...line, icmsOverride: 17, overrideReason: REASON }]),
    );
    const icms = figureOf(answer.taxes!.primary, draft.evaporatorKey, 'ICMS');
    expect(icms).toMatchObject({ rate: 17, override: { computedRate: 12, reason: REASON } });
    expect(answer.prices[0]).toMatchObject({ icms: 17, icmsOverride: 17, overrideReason: REASON });
  });

  it('an invoice date in 2027 moves PIS/COFINS out and CBS on top; a pending CBS rate is a warning', async () => {
    const draft = await draftWithEquipment({ state: 'SP', fiscal: { ...NON_CONTRIBUTOR } });
    const lines = [{ equipmentKey: draft.evaporatorKey, quantity: 1, unitPrice: 10_000 }];
    const in2026 = await saved(await saveCommercial(draft, lines, { invoiceDate: '2026-12-15' }));
    expect(in2026.taxes?.primary.period).toBe('PIS_COFINS');
    expect(figureOf(in2026.taxes!.primary, draft.evaporatorKey, 'PIS')).toBeDefined();

    const in2027 = await saved(
      await saveCommercial(draft, lines, { invoiceDate: '2027-02-01', validUntil: '2027-02-28' }),
    );
    const primary = in2027.taxes!.primary;
    expect(primary.period).toBe('CBS_IBS');
    expect(figureOf(primary, draft.evaporatorKey, 'PIS')).toBeUndefined();
    expect(figureOf(primary, draft.evaporatorKey, 'COFINS')).toBeUndefined();
    // The seeded 2027 CBS rate waits for the Senate's figure: said, not guessed.
    expect(primary.warnings.length).toBeGreaterThan(0);
    expect(in2027.prices[0]?.pisCofins).toBeNull();
  });

  it('with the 2027 CBS rate filled in "Tabelas fiscais", CBS is added to what the buyer pays and the list follows', async () => {
    // Its own database: the editor fills the seeded pending row through the rate tables' API.
    const withCbs = await startTestServer({ proposals: { proposalClock: () => DRAFT_DAY } });
    try {
      const chefe = await signInAs(withCbs, 'editor');
      const draft = await draftWithEquipment({ state: 'SP', fiscal: NON_CONTRIBUTOR }, withCbs);
      const answer = await saved(
        await saveCommercial(
          draft,
          [{ equipmentKey: draft.evaporatorKey, quantity: 1, unitPrice: 10_000 }],
          { invoiceDate: '2027-02-01', validUntil: '2027-02-28' },
          chefe,
        ),
      );
      expect(figureOf(answer.taxes!.primary, draft.evaporatorKey, 'CBS')).toBeUndefined();
      const seller = await signInAs(withCbs, 'vendedor');
      const before = await listValue(draft.projectId, seller);
      expect(before).toBe(answer.totals.invoiceTotal);

      const tables = await chefe.call('GET', '/v1/tax-tables');
      expect(tables.status).toBe(200);
      const pending = TaxTablesSchema.parse(tables.body).rates.find(
        (row) => row.kind === 'CBS' && row.rate === null && row.validFrom === '2027-01-01',
      );
      if (!pending) throw new Error('the seeded 2027 CBS row waits for its rate');
      const filled = await chefe.call('PUT', `/v1/tax-tables/rates/${pending.id}`, {
        ...pending,
        rate: 8.8,
        source: 'Resolução do Senado (teste)',
        reason: 'Alíquota de referência publicada',
        version: pending.version,
      });
      expect(filled.status, JSON.stringify(filled.body)).toBe(200);

      // The list's Valor was brought along by the rate change, before any proposal write.
      const after = await listValue(draft.projectId, seller);
      const read = CommercialConditionsSchema.parse(
        (await chefe.call('GET', commercialPath(draft.projectId, draft.proposal.id))).body,
      );
      const cbs = figureOf(read.taxes!.primary, draft.evaporatorKey, 'CBS');
      expect(cbs).toMatchObject({ rate: 8.8, treatment: 'ADDED' });
      expect(cbs!.amount).toBeGreaterThan(0);
      expect(read.totals.addedTaxes).toBeGreaterThanOrEqual(cbs!.amount);
      expect(read.totals.invoiceTotal).toBe(
        Math.round((read.totals.total + read.totals.ipi + read.totals.addedTaxes) * 100) / 100,
      );
      expect(after).toBe(read.totals.invoiceTotal);
      expect(after).toBeGreaterThan(before);
    } finally {
      await withCbs.close();
    }
  });

  it('a validity across 31/12/2026 gives both bases and the tax-change clause', async () => {
    const draft = await draftWithEquipment({ state: 'BA', fiscal: NON_CONTRIBUTOR });
    const answer = await saved(
      await saveCommercial(
        draft,
        [{ equipmentKey: draft.evaporatorKey, quantity: 1, unitPrice: 10_000 }],
        { invoiceDate: '2026-12-15', validUntil: '2027-01-31' },
      ),
    );
    expect(answer.taxes?.primary.invoiceDate).toBe('2026-12-15');
    expect(answer.taxes?.alternative?.invoiceDate).toBe('2027-01-01');
    expect(answer.taxes?.alternative?.period).toBe('CBS_IBS');
    expect(answer.taxes?.clause).toMatch(/15\/12\/2026/);

    const within = await saved(
      await saveCommercial(
        draft,
        [{ equipmentKey: draft.evaporatorKey, quantity: 1, unitPrice: 10_000 }],
        { invoiceDate: '2026-12-15', validUntil: '2026-12-31' },
      ),
    );
    expect(within.taxes?.alternative).toBeNull();
    expect(within.taxes?.clause).toBeNull();
  });

  it('says what is missing without the customer state or fiscal profile', async () => {
    const draft = await draftWithEquipment({ state: null, fiscal: null });
    const answer = await readCommercial(draft.projectId, draft.proposal.id);
    expect(answer.taxes).toBeNull();
    expect(answer.taxesMissing).toEqual([
      'Informe o estado do cliente',
      'Preencha o perfil fiscal do cliente',
    ]);
    expect(answer.taxInputs?.buyer).toBeNull();
    // A typed rate needs its reason even then (nothing computed to compare it with).
    const refused = await saveCommercial(draft, [
      { equipmentKey: draft.evaporatorKey, quantity: 1, unitPrice: 10, ipiOverride: 5 },
    ]);
    expect(refused.status).toBe(400);
  });
});

describe('an issued revision and old stored sections', () => {
  it('an issued revision keeps its figures when the customer changes', async () => {
    const draft = await draftWithEquipment({ state: 'BA', fiscal: NON_CONTRIBUTOR });
    const before = await saved(
      await saveCommercial(draft, [
        { equipmentKey: draft.evaporatorKey, quantity: 2, unitPrice: 10_000 },
      ]),
    );
    const issued = await vendedor.call(
      'POST',
      `/v1/projects/${draft.projectId}/proposals/${draft.proposal.id}/revisions`,
      {},
    );
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const project = ProjectSchema.parse(
      (await vendedor.call('GET', `/v1/projects/${draft.projectId}`)).body,
    );
    const moved = await vendedor.call('PUT', `/v1/projects/${draft.projectId}`, {
      name: project.name,
      customer: { name: project.customer.name, address: { state: 'SP' }, fiscal: NON_CONTRIBUTOR },
      version: project.version,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);

    const frozen = await readCommercial(draft.projectId, draft.proposal.id);
    expect(frozen.readOnly).toBe(true);
    expect(frozen.taxes).toEqual(before.taxes);
    expect(frozen.totals).toEqual(before.totals);
    expect(frozen.prices).toEqual(before.prices);
    expect(frozen.taxInputs).toBeNull();
  });

  it('a section stored before the taxes reads its typed ICMS and IPI as overrides, its totals unchanged', async () => {
    const draft = await draftWithEquipment({ state: null, fiscal: null });
    await saved(await saveCommercial(draft, []));
    const stored = {
      prices: [
        {
          equipmentKey: draft.evaporatorKey,
          quantity: 2,
          unitPrice: 12_500,
          icms: 12,
          pisCofins: 9.25,
          ipi: 5,
        },
      ],
    };
    await server.database.db.execute(
      sql`update proposal_sections set content = ${JSON.stringify(stored)}::jsonb
          where proposal_id = ${draft.proposal.id} and key = 'commercialConditions'`,
    );
    const read = await readCommercial(draft.projectId, draft.proposal.id);
    expect(read.prices.find((p) => p.equipmentKey === draft.evaporatorKey)).toMatchObject({
      quantity: 2,
      unitPrice: 12_500,
      icmsOverride: 12,
      ipiOverride: 5,
      overrideReason: 'Informada antes do cálculo automático',
      conv5291: false,
      icms: 12,
      ipi: 5,
    });
    expect(read.totals).toMatchObject({ total: 25_000, ipi: 1250, invoiceTotal: 26_250 });
  });
});

describe('drafts stored before the taxes', () => {
  it('bring their Valor (total before IPI) to the invoice total when a new release starts (a job, once per release)', async () => {
    const own = await startTestServer({ proposals: { proposalClock: () => DRAFT_DAY } });
    const { config, database } = own;
    const chefe = await signInAs(own, 'editor');
    const draft = await draftWithEquipment({ state: null, fiscal: null }, own);
    await saved(
      await saveCommercial(
        draft,
        [
          {
            equipmentKey: draft.evaporatorKey,
            quantity: 2,
            unitPrice: 27_833.69,
            ipiOverride: 3.25,
            overrideReason: 'Conforme TIPI',
          },
          { equipmentKey: draft.unitKey, quantity: 1, unitPrice: 44_449.64 },
        ],
        {},
        chefe,
      ),
    );
    // What the release stored: the total before IPI.
    await database.db.execute(
      sql`update proposals set total_brl = 100117.02 where id = ${draft.proposal.id}`,
    );
    const seller = await signInAs(own, 'vendedor');
    expect(await listValue(draft.projectId, seller)).toBe(100_117.02);
    await own.app.close();

    const logs: string[] = [];
    const restarted = await buildApp({
      config,
      database,
      keysDir: config.dataDir,
      logStream: new Writable({
        write: (chunk: Buffer, _encoding, callback) => {
          logs.push(chunk.toString('utf8'));
          callback();
        },
      }),
      proposalClock: () => DRAFT_DAY,
      // The first start ran this release's refresh: an upgrade runs it again (docs/decisions/078).
      release: 'next-release',
    });
    await restarted.listen({ port: config.port, host: '127.0.0.1' });
    try {
      await expect
        .poll(() => listValue(draft.projectId, seller), { timeout: 20_000 })
        .toBe(101_926.21);
      expect(logs.join('\n')).toContain('draft proposal totals brought to the invoice total');
    } finally {
      await restarted.close();
      await database.close();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe("the list's Valor follows the customer", () => {
  it('a project saved with the fiscal profile the taxes needed brings its Valor to the invoice total with IPI, in the same save', async () => {
    const draft = await draftWithEquipment({ state: 'BA', fiscal: null });
    const lines = [{ equipmentKey: draft.evaporatorKey, quantity: 1, unitPrice: 10_000 }];
    const untaxed = await saved(await saveCommercial(draft, lines, { invoiceDate: '2026-12-15' }));
    expect(untaxed.taxes).toBeNull();
    const before = await listValue(draft.projectId);
    expect(before).toBe(untaxed.totals.invoiceTotal);

    const project = ProjectSchema.parse(
      (await vendedor.call('GET', `/v1/projects/${draft.projectId}`)).body,
    );
    const put = await vendedor.call('PUT', `/v1/projects/${draft.projectId}`, {
      name: project.name,
      status: project.status,
      customer: { ...project.customer, fiscal: NON_CONTRIBUTOR },
      version: project.version,
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);

    const taxed = await readCommercial(draft.projectId, draft.proposal.id);
    expect(taxed.taxes?.primary.invoiceTotal).toBe(taxed.totals.invoiceTotal);
    // 8418.99.00 Ex 01 at 3,25 % on top (TIPI): the Valor moved with the profile, not later.
    expect(taxed.totals.ipi).toBeGreaterThan(0);
    expect(await listValue(draft.projectId)).toBe(taxed.totals.invoiceTotal);
    expect(taxed.totals.invoiceTotal).not.toBe(before);
  });
});
