import {
  ApiErrorSchema,
  PROPOSAL_TEXT_LIMITS,
  type ProposalDocument,
} from '@camara-fria/contracts';
import { DEMO_MAKER } from '@camara-fria/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentRenderer } from '../src/modules/proposal-delivery/document-renderer.ts';
import {
  createProposal,
  downloadDocument,
  listMessages,
  saveSellerText,
  issueRevision,
  sendByEmail,
  signInDocumentUser,
  type DocumentUser,
} from './support/proposal-documents.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Issue 26 finding 3: a proposal document is rendered in a worker thread, within a time and a
 * memory budget after which it fails with a clear Portuguese answer, never the process; at most
 * DOCUMENT_RENDERS at once, DOCUMENT_RENDER_QUEUE more waiting, 503 with Retry-After beyond.
 * Over real HTTP on a real database (the abandoned renders: document-rendering-load.test.ts).
 */

/**
 * A seller text at both of its limits: 1 000 lines (each ended by a line break, `\` + newline)
 * of 57 characters, 59 000 in all (about 45 pages).
 */
const LONGEST_TEXT = `${'x '.repeat(28)}x\\\n`.repeat(PROPOSAL_TEXT_LIMITS.lines);
const WORD = 'x'.repeat(PROPOSAL_TEXT_LIMITS.characters);

async function expectHealthy(baseUrl: string) {
  const started = performance.now();
  const health = await fetch(`${baseUrl}/health`);
  expect(health.status).toBe(200);
  // The issue's bound for /health while documents render.
  expect(performance.now() - started).toBeLessThan(1_000);
}

describe('a render past its time budget', () => {
  let server: TestServer;
  let seller: DocumentUser;
  let revision: string;

  beforeAll(async () => {
    // Half a second: a worker's start alone takes about that, 45 pages several seconds.
    server = await startTestServer({ env: { DOCUMENT_RENDER_TIMEOUT_MS: '500' } });
    seller = await signInDocumentUser(server.baseUrl, 'vendedor');
    ({ revision } = await createProposal(seller, 'Projeto extenso'));
    expect((await saveSellerText(seller, revision, LONGEST_TEXT)).status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('answers 422 DOCUMENT_TOO_LARGE in Portuguese, and the server goes on answering', async () => {
    const answer = await downloadDocument(seller, revision);
    expect(answer.status).toBe(422);
    expect(ApiErrorSchema.parse(answer.body)).toEqual({
      code: 'DOCUMENT_TOO_LARGE',
      message:
        'O documento não pôde ser gerado em 0,5 s: a proposta é grande demais. Encurte os textos das seções e tente de novo.',
    });
    await expectHealthy(server.baseUrl);
    const read = await fetch(`${server.baseUrl}${revision}`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    expect(read.status).toBe(200);
    expect(server.logs.join('')).toContain('document render over its budget');
  });

  it('sending by e-mail renders through the same budget: 422, and no message is stored', async () => {
    await issueRevision(seller, revision);
    const answer = await sendByEmail(seller, revision);
    expect(answer.status).toBe(422);
    expect(ApiErrorSchema.parse(answer.body).code).toBe('DOCUMENT_TOO_LARGE');
    expect((await listMessages(seller, revision)).items).toEqual([]);
    await expectHealthy(server.baseUrl);
  });
});

describe('more renders than the process takes at once', () => {
  let server: TestServer;
  let seller: DocumentUser;
  let revision: string;

  beforeAll(async () => {
    server = await startTestServer({
      env: { DOCUMENT_RENDERS: '1', DOCUMENT_RENDER_QUEUE: '1' },
    });
    seller = await signInDocumentUser(server.baseUrl, 'vendedor');
    ({ revision } = await createProposal(seller, 'Projeto disputado'));
    expect((await saveSellerText(seller, revision, WORD)).status).toBe(200);
  });
  afterAll(async () => server?.close());

  it('renders one, queues one, answers the rest 503 SERVER_BUSY with Retry-After at once', async () => {
    // The first render starts a worker (a second or more): the others arrive meanwhile.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => downloadDocument(seller, revision)),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 503)).toHaveLength(4);
    for (const answer of answers) {
      if (answer.status === 200) {
        expect(Buffer.from(answer.bytes.subarray(0, 4)).toString('latin1')).toBe('%PDF');
        continue;
      }
      expect(answer.headers.get('retry-after')).toBe('2');
      expect(ApiErrorSchema.parse(answer.body)).toEqual({
        code: 'SERVER_BUSY',
        message: 'Muitos documentos estão sendo gerados agora. Tente de novo em alguns segundos.',
      });
    }
    // Nothing is left holding a place: the next download is served.
    expect((await downloadDocument(seller, revision)).status).toBe(200);
    await expectHealthy(server.baseUrl);
  });
});

describe('a render past its memory budget', () => {
  let server: TestServer;
  let document: ProposalDocument;

  beforeAll(async () => {
    server = await startTestServer();
    const editor = await signInDocumentUser(server.baseUrl, 'editor');
    const { revision } = await createProposal(editor, 'Projeto antigo');
    const answer = await fetch(`${server.baseUrl}${revision}/document`, {
      headers: { authorization: `Bearer ${editor.token}` },
    });
    document = (await answer.json()) as ProposalDocument;
  });
  afterAll(async () => server?.close());

  it('ends its process and answers DOCUMENT_TOO_LARGE; the API and the next render go on', async () => {
    const task = {
      document,
      format: 'pdf' as const,
      maker: DEMO_MAKER,
      generatedAt: new Date(),
      timeZone: 'America/Sao_Paulo',
    };
    // A text stored before the limits, or past them: 500 000 list items (2 MB) need several
    // hundred MB to lay out, against the smallest heap DOCUMENT_RENDER_MEMORY_MB allows.
    const huge = {
      ...task,
      document: {
        ...document,
        equipmentCharacteristics: {
          ...document.equipmentCharacteristics,
          additionalInformation: '- x\n'.repeat(500_000),
        },
      },
    };
    const renderer = createDocumentRenderer(
      { concurrency: 1, queue: 0, timeoutMs: 60_000, memoryMb: 64 },
      server.app.log,
    );
    try {
      await expect(renderer.render(huge)).rejects.toMatchObject({
        status: 422,
        code: 'DOCUMENT_TOO_LARGE',
        message:
          'O documento não pôde ser gerado com 64 MB de memória: a proposta é grande demais. Encurte os textos das seções e tente de novo.',
      });
      await expectHealthy(server.baseUrl);
      // The same renderer starts another process for the next document.
      const bytes = await renderer.render(task);
      expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('%PDF');
    } finally {
      await renderer.close();
    }
  });
});
