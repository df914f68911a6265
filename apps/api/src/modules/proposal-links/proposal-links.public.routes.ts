import {
  ApiErrorSchema,
  PublicLinkDownloadParamsSchema,
  PublicLinkParamsSchema,
  PublicProposalViewSchema,
  PublicSuccessorSchema,
} from '@camara-fria/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../lib/attachment-disposition.ts';
import {
  createSuccessorLink,
  downloadLinkFile,
  viewLink,
} from './proposal-links.public.service.ts';
import type { LinksContext } from './proposal-links.service.ts';

const errors = {
  400: ApiErrorSchema,
  404: ApiErrorSchema,
  410: ApiErrorSchema,
  429: ApiErrorSchema,
};
const publicRoute = { tags: ['customer'] };
const PUBLIC_NOTE =
  ' Public (no sign-in; the token is the key), rate-limited per address (RATE_LIMIT_PUBLIC_PER_MINUTE); every answer carries `X-Robots-Tag: noindex`, `Cache-Control: no-store` and `Referrer-Policy: no-referrer` (docs/decisions/074).';

/** A stored document as an attachment (the public headers are set for every answer). */
function sendDocument(
  reply: FastifyReply,
  file: { bytes: Uint8Array; fileName: string; contentType: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.fileName))
    .send(Buffer.from(file.bytes));
}

/** The customer's side of a link: its page's data, its documents, a successor link. */
export const publicProposalLinkRoutes: FastifyPluginAsyncZod<{ context: LinksContext }> = async (
  app,
  { context },
) => {
  app.get(
    '/v1/public/proposal-links/:token',
    {
      config: { isPublic: true },
      schema: {
        ...publicRoute,
        summary: "The link's page: the proposal as its PDF shows it, or why it is unavailable",
        description:
          "AVAILABLE: the revision (the customer's projection), its PDF's SHA-256 and file names, the decision when taken; the view is counted. EXPIRED, REVOKED, SUPERSEDED (with the newer revision's code): nothing of the proposal. An unknown token answers 404." +
          PUBLIC_NOTE,
        params: PublicLinkParamsSchema,
        response: { 200: PublicProposalViewSchema, ...errors },
      },
    },
    async (request) => viewLink(context, request.params.token),
  );

  app.get(
    '/v1/public/proposal-links/:token/download/:format',
    {
      config: { isPublic: true },
      schema: {
        ...publicRoute,
        summary: "The revision's stored PDF or DOCX (counted)",
        description:
          'The bytes stored when the revision was first served: the PDF is the one whose SHA-256 the page names. An unavailable link (expired, revoked, superseded) answers 410 LINK_UNAVAILABLE.' +
          PUBLIC_NOTE,
        params: PublicLinkDownloadParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const file = await downloadLinkFile(context, request.params.token, request.params.format);
      return sendDocument(reply, file);
    },
  );

  app.post(
    '/v1/public/proposal-links/:token/successor',
    {
      config: { isPublic: true },
      schema: {
        ...publicRoute,
        summary: "A superseded link's way to the newer revision: a new link's token (201)",
        description:
          'Only from a superseded link: an available one answers 409 CONFLICT, an expired or revoked one 410 LINK_UNAVAILABLE.' +
          PUBLIC_NOTE,
        params: PublicLinkParamsSchema,
        response: { 201: PublicSuccessorSchema, ...errors, 409: ApiErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSuccessorLink(context, request.params.token)),
  );
};
