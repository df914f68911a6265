import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './proposal-delivery.routes.ts';

describe('attachmentDisposition', () => {
  it('names the file in ASCII and in UTF-8', () => {
    expect(attachmentDisposition('Proposta 2026-0042-R1 - Açaí.pdf')).toBe(
      `attachment; filename="Proposta 2026-0042-R1 - Acai.pdf"; filename*=UTF-8''Proposta%202026-0042-R1%20-%20A%C3%A7a%C3%AD.pdf`,
    );
  });

  it('carries no direction control or line break of a name, in either form', () => {
    const header = attachmentDisposition('Obra \u202Efdp.exe\u202C\r\nX: 1.pdf');
    expect(header).toBe(
      `attachment; filename="Obra fdp.exe X: 1.pdf"; filename*=UTF-8''Obra%20fdp.exe%20X%3A%201.pdf`,
    );
  });
});
