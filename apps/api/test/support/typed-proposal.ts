import { ProjectSchema, ProposalSchema, type ProjectStatus } from '@camara-fria/contracts';
import { buildChilledRoom } from '@camara-fria/domain/testing';
import { expect } from 'vitest';
import type { UserClient } from './api-client.ts';

/** A project's draft proposal: its ids, its code and the path of its routes. */
export type ProposalTarget = { projectId: number; proposalId: number; code: string; path: string };

/**
 * A project of `owner` for `customer`, one room with a typed load (12 000 kcal/h, no system), and
 * its draft proposal: the shortest way to a proposal that can be issued.
 */
export async function newTypedProposal(
  owner: UserClient,
  name: string,
  customer: { name: string; email: string },
): Promise<ProposalTarget> {
  const project = await owner.call('POST', '/v1/projects', {
    name,
    customer: { ...customer, address: {} },
  });
  expect(project.status, JSON.stringify(project.body)).toBe(201);
  const projectId = ProjectSchema.parse(project.body).id;
  const room = await owner.call(
    'POST',
    `/v1/projects/${projectId}/rooms`,
    buildChilledRoom({ name: 'Câmara 1', calculationType: 2, typedTotalKcalh: 12_000 }),
  );
  expect(room.status, JSON.stringify(room.body)).toBe(201);
  const created = await owner.call('POST', `/v1/projects/${projectId}/proposals`);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const draft = ProposalSchema.parse(created.body);
  return {
    projectId,
    proposalId: draft.id,
    code: draft.code,
    path: `/v1/projects/${projectId}/proposals/${draft.id}`,
  };
}

/** Saves the project with another status (the project form's PUT, at its current version). */
export async function setProjectStatus(
  user: UserClient,
  projectId: number,
  status: ProjectStatus,
): Promise<void> {
  const read = await user.call('GET', `/v1/projects/${projectId}`);
  const project = ProjectSchema.parse(read.body);
  const saved = await user.call('PUT', `/v1/projects/${projectId}`, {
    name: project.name,
    status,
    customer: project.customer,
    version: project.version,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}
