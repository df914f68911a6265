import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Probes of the repository's lint (eslint.config.js, docs/decisions/050): a small source with one
// wrong import, linted in memory at a path of the repository, must get the boundary's error, and
// the right import must pass. Only the boundary rules run (no type information is needed).

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');
const BOUNDARY_RULES = new Set([
  'import-x/no-relative-packages',
  'import-x/no-restricted-paths',
  'no-restricted-imports',
]);

const eslint = new ESLint({
  cwd: repositoryRoot,
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The boundary errors of `source` linted as the file `file` (relative to the repository). */
async function boundaryErrors(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: path.join(repositoryRoot, file) });
  if (!result) throw new Error(`${file} was not linted`);
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal, 'the probe parses').toEqual([]);
  return result.messages.map((message) => ({ rule: message.ruleId, text: message.message }));
}

const UPWARD = 'A module calls only the modules below it (docs/decisions/050)';

describe('imports across workspaces name the package', () => {
  it('refuses a relative import of another workspace (a domain → contracts cycle the names would refuse)', async () => {
    const errors = await boundaryErrors(
      'packages/domain/src/lint-probe.ts',
      "import { ProjectSchema } from '../../contracts/src/index.ts';\nexport const probe = ProjectSchema;\n",
    );
    expect(errors.map((error) => error.rule)).toEqual(['import-x/no-relative-packages']);
    expect(errors[0]?.text).toContain('Use `@camara-fria/contracts` instead');
  });

  it('refuses it in tests and harnesses too (e2e reaching into the api by path)', async () => {
    const errors = await boundaryErrors(
      'e2e/support/lint-probe.ts',
      "import { findFreePort } from '../../apps/api/test/support/free-port.ts';\nexport const probe = findFreePort;\n",
    );
    expect(errors.map((error) => error.rule)).toEqual(['import-x/no-relative-packages']);
  });

  it('lets the same import by package name through when the boundary allows it', async () => {
    const errors = await boundaryErrors(
      'e2e/support/lint-probe.ts',
      "import { findFreePort } from '@camara-fria/api/test/support/free-port.ts';\nexport const probe = findFreePort;\n",
    );
    expect(errors).toEqual([]);
  });
});

describe('an API module calls only the modules below it', () => {
  it.each([
    ['rooms', "import { refreshDraftTotal } from '../proposals/proposals.live.service.ts';"],
    [
      'operating-systems',
      "import { refreshDraftTotal } from '../proposals/proposals.live.service.ts';",
    ],
    ['projects', "import { copyProjectRooms } from '../rooms/rooms.service.ts';"],
    [
      'rooms',
      "import { removeRoomFromSystem } from '../operating-systems/operating-systems.service.ts';",
    ],
    [
      'proposals',
      "import { getCustomerDocument } from '../proposal-delivery/proposal-delivery.service.ts';",
    ],
  ])('refuses %s → %s', async (module, line) => {
    const errors = await boundaryErrors(
      `apps/api/src/modules/${module}/lint-probe.ts`,
      `${line}\nexport const probe = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`,
    );
    expect(errors.map((error) => error.rule)).toEqual(['import-x/no-restricted-paths']);
    expect(errors[0]?.text).toContain(UPWARD);
  });

  it.each([
    ['proposals', "import { getProject } from '../projects/projects.service.ts';"],
    ['rooms', "import { loadAccessibleProject } from '../projects/projects.service.ts';"],
    [
      'proposal-delivery',
      "import { checkRevisionAccess } from '../proposals/proposals.access.service.ts';",
    ],
  ])('lets %s → %s (downward, through a service) through', async (module, line) => {
    const errors = await boundaryErrors(
      `apps/api/src/modules/${module}/lint-probe.ts`,
      `${line}\nexport const probe = [${line.match(/\{ (\w+) \}/)?.[1]}];\n`,
    );
    expect(errors).toEqual([]);
  });
});
