import { describe, expect, it } from 'vitest';
import { readContentDispositionFileName } from './content-disposition.ts';

describe('readContentDispositionFileName', () => {
  it('reads filename* first, then filename, and null without either', () => {
    expect(
      readContentDispositionFileName(
        'attachment; filename*=UTF-8\'\'Relat%C3%B3rio.docx; filename="Relatorio.docx"',
      ),
    ).toBe('Relatório.docx');
    expect(readContentDispositionFileName("attachment; filename*=iso-8859-1'pt'C%E2mara.pdf")).toBe(
      'Câmara.pdf',
    );
    expect(readContentDispositionFileName('attachment; filename="a \\"b\\".pdf"')).toBe(
      'a "b".pdf',
    );
    expect(readContentDispositionFileName('attachment; filename=plain.eml')).toBe('plain.eml');
    expect(
      readContentDispositionFileName('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="ok.pdf"'),
    ).toBe('ok.pdf');
    expect(readContentDispositionFileName('attachment; filename="../../x.pdf"')).toBe(
      '.._.._x.pdf',
    );
    expect(readContentDispositionFileName('attachment')).toBeNull();
    expect(readContentDispositionFileName(null)).toBeNull();
  });
});
