/// <reference types="vite/client" />
// Runs every `@example` of the domain's doc comments and checks the values they state
// (convention in test/support/doc-examples.ts and the package README).
import { describe, expect, it, test } from 'vitest';
import * as domain from '../src/index.ts';
import {
  compileExample,
  extractExamples,
  parseCheck,
  runExample,
  type DocCheck,
  type DocExample,
} from './support/doc-examples.ts';

const SOURCES = import.meta.glob<string>(['../src/**/*.ts', '!../src/**/*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const MODULES = import.meta.glob<Record<string, unknown>>(
  ['../src/**/*.ts', '!../src/**/*.test.ts'],
  { eager: true },
);

const EXAMPLES: readonly DocExample[] = Object.entries(SOURCES).flatMap(([path, text]) =>
  extractExamples(path.replace('../src/', ''), text),
);

/** Asserts one stated value; `where` names the example in the failure message. */
function assertCheck(check: DocCheck, actual: unknown, where: string): void {
  const message = `${where}: ${check.text}`;
  if (check.kind === 'equal') {
    expect(actual, message).toEqual(check.expected);
    return;
  }
  expect(typeof actual, message).toBe('number');
  const difference = Math.abs((actual as number) - check.expected);
  expect(difference, `${message} (actual ${String(actual)})`).toBeLessThanOrEqual(
    check.tolerance * (1 + 1e-12),
  );
}

/** Runs one example with the public API and its own module's exports in scope. */
function verifyExample(example: DocExample): void {
  const where = `${example.file}:${example.name} (line ${example.line})`;
  const { js, checks } = compileExample(example.code);
  const scope = { ...domain, ...MODULES[`../src/${example.file}`] };
  const reported = runExample(js, scope, (index, actual) => {
    const check = checks[index];
    if (!check) throw new Error(`${where}: no check #${index}`);
    assertCheck(check, actual, where);
  });
  expect(reported, `${where}: every check runs once`).toBe(checks.length);
}

describe('doc-comment examples', () => {
  it('finds the examples of every documented source file (not an empty set)', () => {
    expect(EXAMPLES.length).toBeGreaterThan(50);
    expect(new Set(EXAMPLES.map((example) => example.file)).size).toBeGreaterThan(20);
  });

  test.each(EXAMPLES.map((example) => [`${example.file}:${example.name}`, example] as const))(
    '%s',
    (_label, example) => verifyExample(example),
  );
});

describe('the doc-example checker', () => {
  const run = (code: string): void =>
    verifyExample({ file: 'heat-load/door-air-velocity.ts', name: 'probe', line: 1, code });

  it('parses both check forms and their tolerances', () => {
    expect(parseCheck(' => 0.125')).toEqual({ kind: 'equal', text: '=> 0.125', expected: 0.125 });
    expect(parseCheck(" => ['A', 'B'] — prose")).toMatchObject({ expected: ['A', 'B'] });
    expect(parseCheck(' ≈ 57.4 kJ/kg (ASHRAE Table 2: 57.555)')).toMatchObject({
      expected: 57.4,
      tolerance: expect.closeTo(0.05, 12) as number,
    });
    expect(parseCheck(' ≈ 549.5 kW (±0.1%)')).toMatchObject({
      expected: 549.5,
      tolerance: expect.closeTo(0.5495, 12) as number,
    });
    expect(parseCheck(' ≈ 86_400 kJ (±2)')).toMatchObject({ expected: 86_400, tolerance: 2 });
    expect(parseCheck(' just prose')).toBeUndefined();
  });

  it('passes a true example and fails a wrong value, exact or approximate', () => {
    expect(() => run('computeDoorOpenFraction(10, 15, 0.5); // => 0.125')).not.toThrow();
    expect(() => run('computeDoorOpenFraction(10, 15, 0.5); // => 0.25')).toThrow();
    expect(() => run('computeOpenDoorHeatFlow(8, 4, 90, 1.394, 1.154); // ≈ 55 kW')).toThrow();
    expect(() =>
      run('computeOpenDoorHeatFlow(8, 4, 90, 1.394, 1.154); // ≈ 549.5 kW (±0.1%)'),
    ).not.toThrow();
  });

  it('refuses examples that state values outside the convention', () => {
    expect(() => run('computeDoorwayFlowFactor(40) // 0.8')).toThrow(/every comment/);
    expect(() => run('computeDoorwayFlowFactor(40);')).toThrow(/no value/);
    expect(() => run('const f = computeDoorwayFlowFactor(40); // => 0.8')).toThrow(/expression/);
    expect(() => run('computeDoorwayFlowFactor(40); // ≈ about one')).toThrow(/number/);
  });
});
