import {
  ApiErrorSchema,
  SellerFiscalProfileInputSchema,
  SellerFiscalProfileRecordSchema,
  SellerProfileChangeListSchema,
  TAX_CHANGES_LIMIT,
  TaxRateChangeListSchema,
  TaxRateChangesQuerySchema,
  TaxRateIdParamsSchema,
  TaxRateInputSchema,
  TaxRateSchema,
  TaxTablesSchema,
} from '@camara-fria/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { readExpectedVersion, versionTag } from '../../lib/expected-version.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import {
  assertTaxTablesEditor,
  createTaxRate,
  listSellerProfileChanges,
  listTaxRateChanges,
  listTaxTables,
  saveSellerProfile,
  updateTaxRate,
} from './tax-tables.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  428: ApiErrorSchema,
};
const privateRoute = { security: [{ bearer: [] }], tags: ['tax-tables'] };
const BASE = '/v1/tax-tables';
const VERSION_NOTE =
  'The version goes in the body (`version`) or in an If-Match header: without it 428 PRECONDITION_REQUIRED, a stale one 409 CONFLICT.';

/**
 * The editor behind a PUT and the version their edit is based on (body `version` or If-Match).
 * The editor is checked first: a non-editor learns nothing more than 403, whatever the version.
 */
function readEditorEdit(request: FastifyRequest & { body: { version?: number | undefined } }) {
  const principal = requirePrincipal(request);
  assertTaxTablesEditor(principal);
  const expectedVersion = readExpectedVersion(request.body.version, request.headers['if-match']);
  return { principal, expectedVersion };
}

/** "Tabelas fiscais" (docs/decisions/070): the dated tax rates and the maker's fiscal profile. */
export const taxTableRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /**
   * Told after a rate row or the maker's profile changed (committed): the drafts' totals, which
   * the list shows, are priced with them (docs/decisions/072).
   */
  ratesChanged: () => Promise<void>;
}> = async (app, { db, ratesChanged }) => {
  app.get(
    BASE,
    {
      schema: {
        ...privateRoute,
        summary: "Every dated tax rate row and the maker's fiscal profile (every user)",
        response: { 200: TaxTablesSchema, ...errors },
      },
    },
    async (request) => {
      requirePrincipal(request);
      return listTaxTables(db);
    },
  );

  app.post(
    `${BASE}/rates`,
    {
      schema: {
        ...privateRoute,
        summary: 'Adds a dated tax rate row, with the reason (editor)',
        description:
          '409 TAX_RATE_OVERLAP when its validity meets another row of the same table and key.',
        body: TaxRateInputSchema,
        response: { 201: TaxRateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const rate = await createTaxRate(db, requirePrincipal(request), request.body);
      await ratesChanged();
      return reply.status(201).header('etag', versionTag(rate.version)).send(rate);
    },
  );

  app.put(
    `${BASE}/rates/:id`,
    {
      schema: {
        ...privateRoute,
        summary:
          'Changes a tax rate row over the version it was loaded at, with the reason (editor)',
        description: `${VERSION_NOTE} 409 TAX_RATE_OVERLAP when its new validity meets another row of the same table and key.`,
        params: TaxRateIdParamsSchema,
        body: TaxRateInputSchema,
        response: { 200: TaxRateSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { principal, expectedVersion } = readEditorEdit(request);
      const rate = await updateTaxRate(
        db,
        principal,
        request.params.id,
        request.body,
        expectedVersion,
      );
      await ratesChanged();
      return reply.header('etag', versionTag(rate.version)).send(rate);
    },
  );

  app.get(
    `${BASE}/changes`,
    {
      schema: {
        ...privateRoute,
        summary: 'The latest changes of the tax rate rows, newest first (editor)',
        description: `Of one row with ?rateId=; at most ?limit= (${TAX_CHANGES_LIMIT.default} by default, ${TAX_CHANGES_LIMIT.max} at most).`,
        querystring: TaxRateChangesQuerySchema,
        response: { 200: TaxRateChangeListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listTaxRateChanges(db, requirePrincipal(request), request.query),
    }),
  );

  app.put(
    `${BASE}/seller`,
    {
      schema: {
        ...privateRoute,
        summary: "Saves the maker's fiscal profile (UF, regime) with the reason (editor)",
        description: `${VERSION_NOTE} From then on SELLER_STATE and SELLER_TAX_REGIME no longer apply.`,
        body: SellerFiscalProfileInputSchema,
        response: { 200: SellerFiscalProfileRecordSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { principal, expectedVersion } = readEditorEdit(request);
      const seller = await saveSellerProfile(db, principal, request.body, expectedVersion);
      await ratesChanged();
      return reply.header('etag', versionTag(seller.version)).send(seller);
    },
  );

  app.get(
    `${BASE}/seller/changes`,
    {
      schema: {
        ...privateRoute,
        summary: "The saves of the maker's fiscal profile, newest first (editor)",
        querystring: TaxRateChangesQuerySchema.pick({ limit: true }),
        response: { 200: SellerProfileChangeListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listSellerProfileChanges(db, requirePrincipal(request), request.query.limit),
    }),
  );
};
