import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import type { Page } from 'playwright-core';

/** The code of the proposal screen's revision `revision` ("2026-0042-R0"), read from its heading. */
export async function readProposalCode(page: Page, revision = 0): Promise<string> {
  const heading = page.getByRole('heading', {
    name: new RegExp(`^Resultado da Seleção \\d{4}-\\d{4}-R${revision}$`),
  });
  await heading.waitFor({ timeout: 20_000 });
  return ((await heading.textContent()) ?? '').replace('Resultado da Seleção ', '').trim();
}

/** Clicks a download button and answers the file the browser saved, with its suggested name. */
export async function downloadFile(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('button', { name: button }).first().click(),
  ]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), bytes: fs.readFileSync(saved), saved };
}

/** The PDF's text as poppler extracts it (`layout`: keeping the columns' places). */
export function pdfText(file: string, { layout = false } = {}): string {
  const mode = layout ? ['-layout'] : [];
  return execFileSync('pdftotext', [...mode, '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

/** The PDF's text page by page (poppler ends each page with a form feed). */
export function pdfPages(file: string): string[] {
  const pages = pdfText(file).split('\f');
  if (pages.at(-1)?.trim() === '') pages.pop();
  return pages;
}

/** The messages the test SMTP server wrote to `mailDir` that `accept` keeps. */
export async function receivedMails(
  mailDir: string,
  accept: (mail: ParsedMail) => boolean,
): Promise<ParsedMail[]> {
  const files = fs.readdirSync(mailDir).filter((name) => name.endsWith('.eml'));
  const parsed = await Promise.all(
    files.map((name) => simpleParser(fs.readFileSync(path.join(mailDir, name)))),
  );
  return parsed.filter(accept);
}
