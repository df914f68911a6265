import {
  ApiErrorSchema,
  ProposalDownloadParamsSchema,
  ProposalMessageListSchema,
  ProposalMessageParamsSchema,
  ProposalMessageSchema,
  ProposalParamsSchema,
  SendDefaultsSchema,
  SendProposalHeadersSchema,
  SendProposalInputSchema,
  IDEMPOTENCY_KEY_HEADER,
} from '@camara-fria/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asciiFileName, attachmentDisposition } from '../../lib/attachment-disposition.ts';
import { requirePrincipal } from '../../plugins/authenticate.ts';
import {
  getMessageEml,
  getMessages,
  getSendDefaults,
  retryMessage,
  sendProposal,
} from './proposal-delivery.messages.service.ts';
import { downloadDocument, type DeliveryContext } from './proposal-delivery.service.ts';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
};
/** A route that renders a document: over its budget (422), too many renders waiting (503). */
const renderErrors = { ...errors, 422: ApiErrorSchema, 503: ApiErrorSchema };
const RENDER_BOUNDS =
  ' The document is rendered in a child process of its own: 503 SERVER_BUSY with Retry-After when too many renders wait (DOCUMENT_RENDERS, DOCUMENT_RENDER_QUEUE), 422 DOCUMENT_TOO_LARGE when it does not render within DOCUMENT_RENDER_TIMEOUT_MS or DOCUMENT_RENDER_MEMORY_MB; a client that goes away cancels it.';
const privateRoute = { security: [{ bearer: [] }], tags: ['proposals'] };
const base = '/v1/projects/:projectId/proposals/:proposalId';

export { asciiFileName, attachmentDisposition };

/** A download: attachment with both file names, never cached (a proposal's data is private). */
function sendFile(reply: FastifyReply, bytes: Uint8Array | string, type: string, name: string) {
  return reply
    .header('content-type', type)
    .header('content-disposition', attachmentDisposition(name))
    .header('cache-control', 'no-store')
    .send(typeof bytes === 'string' ? bytes : Buffer.from(bytes));
}

/**
 * Aborts when the client goes away before its answer is finished (the connection closed, maybe
 * already while the request was read or authenticated), so that the render it waits for is
 * dropped or ended (docs/decisions/047).
 */
function clientGone(request: FastifyRequest, reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  if (request.raw.socket?.destroyed) controller.abort();
  else
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
  return controller.signal;
}

/** Documents (PDF, DOCX) and e-mail of a proposal revision (docs/decisions/033). */
export const proposalDeliveryRoutes: FastifyPluginAsyncZod<{ context: DeliveryContext }> = async (
  app,
  { context },
) => {
  app.get(
    `${base}/download/:format`,
    {
      schema: {
        ...privateRoute,
        summary: "The revision's document: PDF (any user of the project) or DOCX (editors)",
        description:
          'The whole document as the customer receives it (editor sections included), named `Proposta {code} - {project name}.{pdf|docx}` in Content-Disposition (an ASCII `filename` and a UTF-8 `filename*`). DOCX answers 403 FORBIDDEN to a non-editor; another seller gets 404. A draft listing a stale system (its rooms changed after it was computed) answers 409 SYSTEM_STALE (docs/decisions/055).' +
          RENDER_BOUNDS,
        params: ProposalDownloadParamsSchema,
        response: renderErrors,
      },
    },
    async (request, reply) => {
      const file = await downloadDocument(
        context,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
        request.params.format,
        clientGone(request, reply),
      );
      return sendFile(reply, file.bytes, file.contentType, file.fileName);
    },
  );

  app.get(
    `${base}/send-defaults`,
    {
      schema: {
        ...privateRoute,
        summary: 'What the send form starts with: the client’s e-mail, a subject and a message',
        params: ProposalParamsSchema,
        response: { 200: SendDefaultsSchema, ...errors },
      },
    },
    async (request) =>
      getSendDefaults(
        context,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
      ),
  );

  app.post(
    `${base}/send`,
    {
      schema: {
        ...privateRoute,
        summary: 'Sends the revision by e-mail with its PDF attached (201 with the stored message)',
        description:
          [
            'Only an issued revision is sent: a draft answers 409 REVISION_NOT_ISSUED, nothing rendered or stored. The transaction that stores the message moves the project to SENT unless its status is further on (SENT, IN_REVIEW, CLOSED_*) (docs/decisions/063).',
            'The message is stored first (the outbox), then handed to the SMTP server of SMTP_URL: status SENT, or FAILED with the reason in `error` (kept, retry with …/messages/{id}/retry). Without SMTP_URL it stays in the embedded outbox (status OUTBOX), its .eml downloadable.',
            'A draft listing a stale system (its rooms changed after it was computed) answers 409 SYSTEM_STALE, nothing stored (docs/decisions/055).',
            '**Idempotency-Key** (optional header, up to 255 visible ASCII characters, e.g. a UUID; one per send the user means, repeated when that same send is tried again): kept with the message, per user. The same key with the same revision and values answers 201 with the message the first request stored (header `Idempotent-Replayed: true`; nothing is rendered or sent again, even when both requests arrive at once); the same key with another revision or other values answers 422 IDEMPOTENCY_KEY_REUSED. Keys are kept as long as their messages.',
            '**Daily quota**: the recipients (to + cc) of the messages a user stored in the last 24 hours may not exceed MAIL_RECIPIENTS_PER_DAY (default 200); beyond it 429 SEND_QUOTA_EXCEEDED with a Portuguese message and `Retry-After` (seconds until enough of those messages are 24 hours old). A repeated send (same key) is not counted again. (docs/decisions/044)',
          ].join('\n\n') + RENDER_BOUNDS,
        params: ProposalParamsSchema,
        headers: SendProposalHeadersSchema,
        body: SendProposalInputSchema,
        response: {
          201: ProposalMessageSchema,
          ...renderErrors,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { message, isReplay } = await sendProposal(
        context,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER] ?? null,
        clientGone(request, reply),
      );
      if (isReplay) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(message);
    },
  );

  app.get(
    `${base}/messages`,
    {
      schema: {
        ...privateRoute,
        summary: 'The messages sent from every revision of this proposal, newest first',
        description:
          "Everyone's messages, to anyone who may open the project (its owner and every editor; 404 to others) (docs/decisions/063).",
        params: ProposalParamsSchema,
        response: { 200: ProposalMessageListSchema, ...errors },
      },
    },
    async (request) =>
      getMessages(
        context,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
      ),
  );

  app.get(
    `${base}/messages/:messageId/eml`,
    {
      schema: {
        ...privateRoute,
        summary: 'The stored message as an .eml file (message/rfc822)',
        description: 'Exactly what was (or will be) handed to the SMTP server, PDF attached.',
        params: ProposalMessageParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { eml, fileName } = await getMessageEml(
        context,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
        request.params.messageId,
      );
      return sendFile(reply, eml, 'message/rfc822', fileName);
    },
  );

  app.post(
    `${base}/messages/:messageId/retry`,
    {
      schema: {
        ...privateRoute,
        summary: 'Tries a FAILED message again (or one in the outbox once SMTP_URL is set)',
        description: '409 CONFLICT when it was already sent, or when no SMTP server is configured.',
        params: ProposalMessageParamsSchema,
        response: { 200: ProposalMessageSchema, ...errors },
      },
    },
    async (request) =>
      retryMessage(
        context,
        requirePrincipal(request),
        request.params.projectId,
        request.params.proposalId,
        request.params.messageId,
      ),
  );
};
