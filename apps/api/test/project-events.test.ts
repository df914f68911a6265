import { ProjectEventPageSchema, ProjectSchema, z } from '@camara-fria/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserClient } from './support/api-client.ts';
import { queryRows } from './support/query-rows.ts';
import { newTypedProposal, setProjectStatus as setStatus } from './support/typed-proposal.ts';
import { useTestServer } from './support/use-test-server.ts';

/**
 * A project's audit trail (issue 31 item 5, docs/decisions/077) over real HTTP on a real
 * database: issuing a revision, sending it and changing the status by hand are events with their
 * actor, newest first, paged by cursor, read by the owner and the editors only; and the project
 * list's "visualizada" (`lastViewedAt`, the newest view of the project's links) is never stale.
 */

const { server, vendedor, projetista, editor } = useTestServer('vendedor', 'projetista', 'editor');

const newProposal = (owner: UserClient, name: string) =>
  newTypedProposal(owner, name, {
    name: 'Frigorífico Serra Gaúcha',
    email: 'compras@serra.example.com',
  });

async function events(user: UserClient, projectId: number, query = '') {
  const answer = await user.call('GET', `/v1/projects/${projectId}/events${query}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ProjectEventPageSchema.parse(answer.body);
}

const sendBody = {
  to: ['compras@serra.example.com'],
  cc: [],
  subject: 'Proposta',
  message: 'Segue a proposta.',
  link: null,
};

describe('the project events', () => {
  it('lists the issue, the send and the status changes newest first, with their actors', async () => {
    const target = await newProposal(vendedor, 'Trilha — emitida e enviada');
    const issued = await vendedor.call('POST', `${target.path}/revisions`, {});
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const sent = await vendedor.call('POST', `${target.path}/send`, sendBody);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    await setStatus(editor, target.projectId, 'IN_REVIEW');
    // A save that keeps the status records nothing.
    await setStatus(editor, target.projectId, 'IN_REVIEW');

    const page = await events(vendedor, target.projectId);
    const seller = 'vendedor';
    expect(page.nextCursor).toBeNull();
    expect(
      page.items.map(({ kind, actor, code, details }) => ({
        kind,
        actor: actor.kind === 'USER' ? actor.username : actor.kind,
        code,
        details,
      })),
    ).toEqual([
      {
        kind: 'STATUS_CHANGED',
        actor: 'editor',
        code: null,
        details: { fromStatus: 'SENT', toStatus: 'IN_REVIEW' },
      },
      // The send moved the project to ENVIADO: recorded after the send, so newer.
      {
        kind: 'STATUS_CHANGED',
        actor: seller,
        code: null,
        details: { fromStatus: 'PENDING', toStatus: 'SENT' },
      },
      {
        kind: 'PROPOSAL_SENT',
        actor: seller,
        code: target.code,
        // The message carried no customer link (`link: null`).
        details: { recipients: ['compras@serra.example.com'] },
      },
      {
        kind: 'REVISION_ISSUED',
        actor: seller,
        code: target.code,
        details: {},
      },
    ]);
    const times = page.items.map((item) => Date.parse(item.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // The editors read it too, the same.
    expect(await events(editor, target.projectId)).toEqual(page);
  });

  it('pages by cursor, newest first, without gaps or repeats', async () => {
    const target = await newProposal(vendedor, 'Trilha — páginas');
    for (const status of ['IN_REVIEW', 'SENT', 'IN_REVIEW'] as const) {
      await setStatus(vendedor, target.projectId, status);
    }
    const whole = await events(vendedor, target.projectId);
    expect(whole.items).toHaveLength(3);
    const first = await events(vendedor, target.projectId, '?limit=2');
    expect(first.items).toEqual(whole.items.slice(0, 2));
    expect(first.nextCursor).toBe(whole.items[1]?.id);
    const second = await events(vendedor, target.projectId, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.items).toEqual(whole.items.slice(2));
    expect(second.nextCursor).toBeNull();
    const bad = await vendedor.call('GET', `/v1/projects/${target.projectId}/events?limit=500`);
    expect(bad.status).toBe(400);
  });

  it('answers another seller 404, as for a project that does not exist', async () => {
    const target = await newProposal(vendedor, 'Trilha — de outro');
    const other = await projetista.call('GET', `/v1/projects/${target.projectId}/events`);
    expect(other.status).toBe(404);
    const missing = await vendedor.call('GET', '/v1/projects/999999/events');
    expect(missing.status).toBe(404);
  });
});

describe("the project list's lastViewedAt", () => {
  async function listed(projectId: number) {
    const answer = await vendedor.call('GET', '/v1/projects');
    expect(answer.status).toBe(200);
    const item = z
      .array(ProjectSchema)
      .parse(answer.body)
      .find((project) => project.id === projectId);
    expect(item).toBeDefined();
    return item;
  }

  it('shows the newest view of any of its links, at once after a view', async () => {
    const target = await newProposal(vendedor, 'Lista — visualizada');
    const issued = await vendedor.call('POST', `${target.path}/revisions`, {});
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect((await listed(target.projectId))?.lastViewedAt).toBeNull();

    const db = server.database.db;
    const [link] = await queryRows<{ id: number }>(
      db,
      sql`insert into proposal_links (proposal_id, token_hash, channel, created_by, expires_at)
          select ${target.proposalId}, 'hash-lista-1', 'COPY', owner_id, now() + interval '10 days'
          from projects where id = ${target.projectId} returning id`,
    );
    // A link never opened: still not viewed (and the list was read once since: kept answers).
    expect((await listed(target.projectId))?.lastViewedAt).toBeNull();

    const first = '2026-03-01T12:00:00.000Z';
    await db.execute(
      sql`update proposal_links set view_count = 1, first_viewed_at = ${first},
          last_viewed_at = ${first} where id = ${link?.id}`,
    );
    expect((await listed(target.projectId))?.lastViewedAt).toBe(first);
    // The project's own answer says the same.
    const one = await vendedor.call('GET', `/v1/projects/${target.projectId}`);
    expect(ProjectSchema.parse(one.body).lastViewedAt).toBe(first);

    const later = '2026-03-04T09:30:00.000Z';
    await db.execute(
      sql`update proposal_links set view_count = 2, last_viewed_at = ${later} where id = ${link?.id}`,
    );
    expect((await listed(target.projectId))?.lastViewedAt).toBe(later);

    // A second link viewed earlier does not hide the newest view; deleting the newest shows the other.
    await db.execute(
      sql`insert into proposal_links (proposal_id, token_hash, channel, created_by, expires_at,
            view_count, first_viewed_at, last_viewed_at)
          select ${target.proposalId}, 'hash-lista-2', 'WHATSAPP', owner_id,
            now() + interval '10 days', 1, ${first}, ${first}
          from projects where id = ${target.projectId}`,
    );
    expect((await listed(target.projectId))?.lastViewedAt).toBe(later);
    await db.execute(sql`delete from proposal_links where id = ${link?.id}`);
    expect((await listed(target.projectId))?.lastViewedAt).toBe(first);
  });
});
