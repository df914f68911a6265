import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll } from 'vitest';

export const run = promisify(execFile);

/** A scratch directory for the test file: made before its tests, removed after them. */
export function useScratchDirectory(prefix: string): () => string {
  let directory: string | undefined;
  beforeAll(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterAll(() => {
    if (directory) fs.rmSync(directory, { recursive: true, force: true });
  });
  return () => {
    if (!directory) throw new Error('useScratchDirectory: the directory is made in beforeAll');
    return directory;
  };
}

/**
 * The PDF's text as poppler extracts it, after writing the PDF to `file` (`layout`: each column
 * kept in its place; pages end with a form feed).
 */
export async function pdftotext(
  pdf: Uint8Array,
  file: string,
  { layout = false } = {},
): Promise<string> {
  fs.writeFileSync(file, pdf);
  const mode = layout ? ['-layout'] : [];
  const { stdout } = await run('pdftotext', [...mode, '-enc', 'UTF-8', file, '-']);
  return stdout;
}

/** The text of word/document.xml (and the header and footer parts), tags removed, entities read. */
export function docxText(docx: Uint8Array, part = 'word/document.xml'): string {
  const files = unzipSync(docx);
  const xml = files[part];
  if (!xml) throw new Error(`${part} is missing`);
  const text = strFromU8(xml)
    .replace(/<w:tab\/>/g, ' ')
    .replace(/<\/w:p>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&');
  return normalise(text);
}

export function normalise(text: string): string {
  return text.replace(/\u00a0/g, ' ').replace(/[ \t]+/g, ' ');
}
