// Doctest support: finds the `@example` blocks of the domain's doc comments, turns each stated
// value into a check and runs the example. The convention (packages/domain/README.md):
//
//   computeDoorOpenFraction(10, 15, 0.5); // => 0.125
//   computeOpenDoorHeatFlow(8, 4, 90, 1.394, 1.154); // ≈ 549.5 kW (±0.1%)
//
// `// => value` is a JavaScript value compared by deep equality; ` — ` after it starts prose.
// `// ≈ number [unit and prose] [(±tol) | (±tol%)]` is a number within the tolerance; without
// one, within half a unit of its last written digit. Only expression statements carry checks,
// every comment in an example must be a check, and every example states at least one value.
import ts from 'typescript';

export interface DocExample {
  /** Path of the source file, relative to the package's `src/`. */
  readonly file: string;
  /** Name of the documented declaration. */
  readonly name: string;
  /** 1-based line of the `@example` tag. */
  readonly line: number;
  readonly code: string;
}

export type DocCheck =
  | { readonly kind: 'equal'; readonly text: string; readonly expected: unknown }
  | {
      readonly kind: 'approx';
      readonly text: string;
      readonly expected: number;
      readonly tolerance: number;
    };

export interface CompiledExample {
  /** Plain JavaScript that calls `__check(index, value)` once per check, in order. */
  readonly js: string;
  readonly checks: readonly DocCheck[];
}

function nameOf(node: ts.Node): string {
  if (ts.isVariableStatement(node)) {
    return node.declarationList.declarations.map((d) => d.name.getText()).join(', ');
  }
  const named = node as { name?: ts.Node };
  return named.name ? named.name.getText() : ts.SyntaxKind[node.kind];
}

/** Every `@example` tag of `sourceText`, named after the declaration it documents. */
export function extractExamples(file: string, sourceText: string): DocExample[] {
  const source = ts.createSourceFile(file, sourceText, ts.ScriptTarget.Latest, true);
  const seen = new Set<number>();
  const examples: DocExample[] = [];
  const visit = (node: ts.Node): void => {
    for (const tag of ts.getJSDocTags(node)) {
      if (tag.tagName.text !== 'example' || seen.has(tag.pos)) continue;
      seen.add(tag.pos);
      examples.push({
        file,
        name: nameOf(node),
        line: source.getLineAndCharacterOfPosition(tag.getStart()).line + 1,
        code: ts.getTextOfJSDocComment(tag.comment) ?? '',
      });
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return examples;
}

const APPROX = /^≈\s*(-?\d[\d_]*(?:\.\d+)?(?:e-?\d+)?)(.*)$/u;
const TOLERANCE = /\(±\s*(\d+(?:\.\d+)?(?:e-?\d+)?)\s*(%?)\s*\)/u;

/** Half a unit of the last written digit: `57.4` → 0.05, `-15` → 0.5. */
function halfLastDigit(literal: string): number {
  const [mantissa = '', exponent = '0'] = literal.replaceAll('_', '').split('e');
  const decimals = mantissa.split('.')[1]?.length ?? 0;
  return 0.5 * 10 ** (Number(exponent) - decimals);
}

/** Parses the text of one comment (without `//`); `undefined` when it is not a check. */
export function parseCheck(comment: string): DocCheck | undefined {
  const text = comment.trim();
  if (text.startsWith('=>')) {
    const literal = text.slice(2).split(' — ')[0]?.trim() ?? '';
    if (!literal) throw new Error(`empty expected value in "${text}"`);
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating a doc literal
    const evaluate = new Function(`"use strict"; return (${literal});`) as () => unknown;
    const expected = evaluate();
    return { kind: 'equal', text, expected };
  }
  if (text.startsWith('≈')) {
    const match = APPROX.exec(text);
    if (!match?.[1]) throw new Error(`"${text}" needs a number right after ≈`);
    const expected = Number(match[1].replaceAll('_', ''));
    const tol = TOLERANCE.exec(match[2] ?? '');
    let tolerance = halfLastDigit(match[1]);
    if (tol?.[1]) {
      tolerance = tol[2] === '%' ? (Number(tol[1]) / 100) * Math.abs(expected) : Number(tol[1]);
    }
    return { kind: 'approx', text, expected, tolerance };
  }
  return undefined;
}

function countComments(code: string): number {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard);
  scanner.setText(code);
  let count = 0;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (
      token === ts.SyntaxKind.SingleLineCommentTrivia ||
      token === ts.SyntaxKind.MultiLineCommentTrivia
    ) {
      count += 1;
    }
  }
  return count;
}

/** Rewrites an example so that each checked expression statement reports its value. */
export function compileExample(code: string): CompiledExample {
  const source = ts.createSourceFile('example.ts', code, ts.ScriptTarget.Latest, true);
  const checks: DocCheck[] = [];
  const parts: string[] = [];
  for (const statement of source.statements) {
    const body = code.slice(statement.getStart(source), statement.end);
    const trailing = ts.getTrailingCommentRanges(code, statement.end) ?? [];
    const comment = trailing[0] ? code.slice(trailing[0].pos + 2, trailing[0].end) : undefined;
    const check = comment === undefined ? undefined : parseCheck(comment);
    if (!check) {
      parts.push(body);
      continue;
    }
    if (!ts.isExpressionStatement(statement)) {
      throw new Error(`"${check.text}" must follow an expression, not a declaration`);
    }
    parts.push(`__check(${checks.length}, (${statement.expression.getText(source)}));`);
    checks.push(check);
  }
  if (countComments(code) !== checks.length) {
    throw new Error(
      'every comment in an example must be a check after an expression (`// => value` or ' +
        '`// ≈ number`); prose belongs in the description',
    );
  }
  if (checks.length === 0) throw new Error('the example states no value to check');
  const { outputText } = ts.transpileModule(parts.join('\n'), {
    compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    reportDiagnostics: false,
  });
  return { js: outputText, checks };
}

/**
 * Runs compiled example code with `scope`'s entries as free variables; `onCheck` receives each
 * checked value. Returns how many checks were reported.
 */
export function runExample(
  js: string,
  scope: Readonly<Record<string, unknown>>,
  onCheck: (index: number, actual: unknown) => void,
): number {
  const names = Object.keys(scope).filter((name) => /^[A-Za-z_$][\w$]*$/u.test(name));
  let reported = 0;
  const report = (index: number, actual: unknown): void => {
    reported += 1;
    onCheck(index, actual);
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running a doc example is the point
  const run = new Function(...names, '__check', `"use strict";\n${js}`) as (
    ...args: unknown[]
  ) => void;
  run(...names.map((name) => scope[name]), report);
  return reported;
}
