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

  it('drops direction controls and line breaks of a name stored before they were refused', () => {
    // U+202E would show "Proposta … - Obra fdp.exe" reversed after it: another name on screen.
    expect(proposalFileName(withName('Obra \u202Efdp.exe\u202C'), 'pdf')).toBe(
      'Proposta 2026-0042-R1 - Obra fdp.exe.pdf',
    );
    expect(proposalFileName(withName('A\u2066B\u2069 \u200Fc\u061C'), 'pdf')).toBe(
      'Proposta 2026-0042-R1 - AB c.pdf',
    );
    expect(proposalFileName(withName('Linha 1\r\nLinha\u20282\u2029fim'), 'docx')).toBe(
      'Proposta 2026-0042-R1 - Linha 1 Linha 2 fim.docx',
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
