import { describe, expect, it } from 'vitest';
import { tenRoomDocument } from '../test/proposal-fixture.ts';
import { FILE_NAME_MAX, proposalFileName } from './file-name.ts';

function withName(name: string) {
  const document = tenRoomDocument();
  return { ...document, proposal: { ...document.proposal, project: { id: 1, name } } };
}

describe('proposalFileName', () => {
  it('names the file after the code and the project', () => {
    expect(proposalFileName(tenRoomDocument(), 'pdf')).toBe(
      'Proposta 2026-0042-R1 - Entreposto Boa Vista.pdf',
    );
    expect(proposalFileName(tenRoomDocument(), 'docx')).toBe(
      'Proposta 2026-0042-R1 - Entreposto Boa Vista.docx',
    );
  });

  it('replaces every character a file name cannot hold and keeps accents', () => {
    expect(proposalFileName(withName('Câmara 1/2: "A"*B?<C>|D\\E\u0007F'), 'pdf')).toBe(
      'Proposta 2026-0042-R1 - Câmara 1-2- -A--B--C--D-E-F.pdf',
    );
  });

  it('collapses spaces, drops trailing dots and cuts long names keeping the extension', () => {
    expect(proposalFileName(withName('  Câmara   fria...  '), 'docx')).toBe(
      'Proposta 2026-0042-R1 - Câmara fria.docx',
    );
    const long = proposalFileName(withName('ç'.repeat(400)), 'pdf');
    expect([...long].length).toBe(FILE_NAME_MAX);
    expect(long.endsWith('ç.pdf')).toBe(true);
  });

  it('leaves out the dash when the project has no name', () => {
    expect(proposalFileName(withName(' '), 'pdf')).toBe('Proposta 2026-0042-R1.pdf');
  });
});
