import { execFileSync } from 'node:child_process';
import {
  EquipmentCharacteristicsSchema,
  ProjectSchema,
  ProposalSchema,
  RoomSchema,
} from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { signIn } from './sign-in.ts';

/** A signed-in user of a server in this process or another: its address and access token. */
export type DocumentUser = { baseUrl: string; token: string };

export async function signInDocumentUser(baseUrl: string, username: string): Promise<DocumentUser> {
  return { baseUrl, token: (await signIn(baseUrl, username)).access_token };
}

async function call(user: DocumentUser, method: string, path: string, body?: unknown) {
  const response = await fetch(`${user.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

async function expectCreated(answer: { status: number; body: unknown }, what: string) {
  if (answer.status !== 201)
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A project with one room and its proposal; `revision` is the revision's path. */
export async function createProposal(user: DocumentUser, name: string) {
  const project = ProjectSchema.parse(
    await expectCreated(
      await call(user, 'POST', '/v1/projects', { name, customer: { address: {} } }),
      'project',
    ),
  );
  RoomSchema.parse(
    await expectCreated(
      await call(
        user,
        'POST',
        `/v1/projects/${project.id}/rooms`,
        buildChilledRoom({ name: 'Câmara 1', calculationType: 2, typedTotalKcalh: 12_000 }),
      ),
      'room',
    ),
  );
  const proposal = ProposalSchema.parse(
    await expectCreated(
      await call(user, 'POST', `/v1/projects/${project.id}/proposals`),
      'proposal',
    ),
  );
  return {
    projectId: project.id,
    code: proposal.code,
    revision: `/v1/projects/${project.id}/proposals/${proposal.id}`,
  };
}

/**
 * Saves `text` as the proposal's additional information of CARACTERÍSTICAS DOS EQUIPAMENTOS, the
 * text any seller of the project writes; answers the PUT's status and body.
 */
export async function saveSellerText(user: DocumentUser, revision: string, text: string) {
  const current = EquipmentCharacteristicsSchema.parse(
    (await call(user, 'GET', `${revision}/equipment-characteristics`)).body,
  );
  return call(user, 'PUT', `${revision}/equipment-characteristics`, {
    descriptions: current.descriptions.map(({ id, complementaryDescription }) => ({
      id,
      complementaryDescription,
    })),
    additionalInformation: text,
    version: current.version,
  });
}

/** GET …/download/{format}: the status, the headers and the bytes (or the error's JSON). */
export async function downloadDocument(
  user: DocumentUser,
  revision: string,
  format: 'pdf' | 'docx' = 'pdf',
  signal?: AbortSignal,
) {
  const response = await fetch(`${user.baseUrl}${revision}/download/${format}`, {
    headers: { authorization: `Bearer ${user.token}` },
    ...(signal ? { signal } : {}),
  });
  const bytes = await response.bytes();
  const isJson = response.headers.get('content-type')?.includes('json') ?? false;
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    body: isJson ? (JSON.parse(Buffer.from(bytes).toString('utf8')) as unknown) : undefined,
  };
}

/**
 * POST …/revisions: issues the draft at `revision` (only an issued revision is sent,
 * docs/decisions/063); the same path is then the issued revision.
 */
export async function issueRevision(user: DocumentUser, revision: string) {
  await expectCreated(await call(user, 'POST', `${revision}/revisions`, {}), 'revision');
}

/** POST …/send with a plain message; the status and body. */
export function sendByEmail(user: DocumentUser, revision: string) {
  return call(user, 'POST', `${revision}/send`, {
    to: ['compras@cliente.example.com'],
    cc: [],
    subject: 'Proposta',
    message: 'Segue a proposta.',
  });
}

/** The messages sent from the proposal's revisions. */
export async function listMessages(user: DocumentUser, revision: string) {
  return (await call(user, 'GET', `${revision}/messages`)).body as { items: unknown[] };
}

/** The PDF's text as poppler extracts it. */
export function pdfText(bytes: Uint8Array): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: bytes,
    maxBuffer: 64 * 1024 * 1024,
  }).toString('utf8');
}
