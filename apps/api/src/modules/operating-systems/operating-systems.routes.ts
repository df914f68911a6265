import {
  ApiErrorSchema,
  OperatingSystemInputSchema,
  OperatingSystemListSchema,
  OperatingSystemParamsSchema,
  OperatingSystemSchema,
  ProjectSystemsParamsSchema,
  SystemCalculationAnswerSchema,
  SystemCalculationQuerySchema,
  z,
} from '@camara-fria/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { readExpectedVersion, versionTag } from '../../lib/expected-version.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import type { CatalogStore } from '../catalog/catalog.service.ts';
import type { ProjectEquipmentChanged } from '../projects/projects.service.ts';
import {
  calculateSystem,
  createSystem,
  deleteSystem,
  getSystem,
  listSystems,
  updateSystem,
} from './operating-systems.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
  428: ApiErrorSchema,
};
const privateRoute = { security: [{ bearer: [] }], tags: ['operating-systems'] };
const rules =
  "The server enforces spec §4: one active system per project (saving one active deactivates the others, whose version moves on); a room in at most one system (400); a room only when room temperature − operationTemperature ≥ the refrigerant's minimum DT (400); catalogue model and SKU ids read in the version the system is bound to (400 when unknown, of another model or not offered with the refrigerant). Selections, resultingDt, resultingCapacity and the result are computed by the server.";

/** Operating systems of a project (spec part 2 §7; docs/decisions/024). */
export const operatingSystemRoutes: FastifyPluginAsyncZod<{
  db: Database;
  store: CatalogStore;
  equipmentChanged: ProjectEquipmentChanged;
}> = async (app, { db, store, equipmentChanged }) => {
  const services = { db, store, equipmentChanged };

  app.get(
    '/v1/projects/:projectId/operating-systems',
    {
      schema: {
        ...privateRoute,
        summary: 'Operating systems of a project, with their selections and results',
        params: ProjectSystemsParamsSchema,
        response: { 200: OperatingSystemListSchema, ...errors },
      },
    },
    async (request) => ({
      items: await listSystems(db, requirePrincipal(request), request.params.projectId),
    }),
  );

  app.post(
    '/v1/projects/:projectId/operating-systems',
    {
      schema: {
        ...privateRoute,
        summary: 'Creates a system on the active catalogue; the server computes its balance',
        description: rules,
        params: ProjectSystemsParamsSchema,
        body: OperatingSystemInputSchema,
        response: { 201: OperatingSystemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const system = await createSystem(
        services,
        requirePrincipal(request),
        request.params.projectId,
        request.body,
      );
      return reply.status(201).header('etag', versionTag(system.version)).send(system);
    },
  );

  app.post(
    '/v1/projects/:projectId/operating-systems/calculation',
    {
      schema: {
        ...privateRoute,
        summary: '"Calcular": the balance of an unsaved system, nothing stored',
        description: `The same body and checks as a save. \`systemId\` names the saved system being edited, so its choices are read in its catalogue version. 422 SYSTEM_INCOMPLETE when a room has no evaporator or the unit (compressor and condenser in rack mode) is missing. ${rules}`,
        params: ProjectSystemsParamsSchema,
        querystring: SystemCalculationQuerySchema,
        body: OperatingSystemInputSchema,
        response: { 200: SystemCalculationAnswerSchema, ...errors },
      },
    },
    async (request) =>
      calculateSystem(
        services,
        requirePrincipal(request),
        request.params.projectId,
        request.body,
        request.query.systemId,
      ),
  );

  app.get(
    '/v1/projects/:projectId/operating-systems/:systemId',
    {
      schema: {
        ...privateRoute,
        summary: 'One operating system',
        params: OperatingSystemParamsSchema,
        response: { 200: OperatingSystemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const system = await getSystem(
        db,
        requirePrincipal(request),
        request.params.projectId,
        request.params.systemId,
      );
      return reply.header('etag', versionTag(system.version)).send(system);
    },
  );

  app.put(
    '/v1/projects/:projectId/operating-systems/:systemId',
    {
      schema: {
        ...privateRoute,
        summary: 'Updates a system over the version it was loaded at and recomputes its balance',
        description: `The version goes in the body (\`version\`) or in an If-Match header (the ETag of GET): without it 428 PRECONDITION_REQUIRED, a stale one 409 CONFLICT. ${rules}`,
        params: OperatingSystemParamsSchema,
        body: OperatingSystemInputSchema,
        response: { 200: OperatingSystemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const expectedVersion = readExpectedVersion(
        request.body.version,
        request.headers['if-match'],
      );
      const system = await updateSystem(
        services,
        requirePrincipal(request),
        request.params.projectId,
        request.params.systemId,
        request.body,
        expectedVersion,
      );
      return reply.header('etag', versionTag(system.version)).send(system);
    },
  );

  app.delete(
    '/v1/projects/:projectId/operating-systems/:systemId',
    {
      schema: {
        ...privateRoute,
        summary: 'Deletes a system (its rooms become free)',
        params: OperatingSystemParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteSystem(
        services,
        requirePrincipal(request),
        request.params.projectId,
        request.params.systemId,
      );
      return reply.status(204).send(null);
    },
  );
};
