import { LINK_MAX_DAYS, type ProposalDocument } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { addDays, decideLinkEnd, endOfDayInBrasilia, revisionValidUntil } from './link-expiry.ts';

function documentWith(
  commercial: { validUntil: string | null; taxValidUntil: string | null } | null,
  issuedAt = '2026-11-28T02:30:00.000Z',
): ProposalDocument {
  return {
    proposal: { issuedAt, createdAt: '2026-11-01T12:00:00.000Z' },
    commercialConditions:
      commercial === null
        ? null
        : {
            validUntil: commercial.validUntil,
            taxDates: commercial.taxValidUntil
              ? { proposalDate: '', invoiceDate: '', validUntil: commercial.taxValidUntil }
              : null,
          },
  } as unknown as ProposalDocument;
}

describe('a link’s end (docs/decisions/074)', () => {
  it('ends at 23:59:59 in Brasília (UTC−3)', () => {
    expect(endOfDayInBrasilia('2026-12-20').toISOString()).toBe('2026-12-21T02:59:59.000Z');
  });

  it('reads the validity: the taxes’ dates, else the typed one, else the issue day (Brasília) + 30', () => {
    expect(
      revisionValidUntil(documentWith({ validUntil: '2027-01-10', taxValidUntil: '2027-01-15' })),
    ).toBe('2027-01-15');
    expect(
      revisionValidUntil(documentWith({ validUntil: '2027-01-10', taxValidUntil: null })),
    ).toBe('2027-01-10');
    // Issued at 23:30 of 27/11 in Brasília (02:30 UTC of the 28th): 27/11 + 30 days.
    expect(revisionValidUntil(documentWith(null))).toBe('2026-12-27');
  });

  it('takes a typed day from today to LINK_MAX_DAYS ahead, and refuses others and an ended validity', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    const document = documentWith({ validUntil: '2026-12-10', taxValidUntil: null });
    expect(decideLinkEnd(document, null, now)).toMatchObject({ ok: true, day: '2026-12-10' });
    expect(decideLinkEnd(document, '2026-11-28', now)).toMatchObject({
      ok: true,
      day: '2026-11-28',
    });
    expect(decideLinkEnd(document, '2026-11-27', now)).toMatchObject({ ok: false });
    const last = addDays('2026-11-28', LINK_MAX_DAYS);
    expect(decideLinkEnd(document, last, now)).toMatchObject({ ok: true, day: last });
    expect(decideLinkEnd(document, addDays(last, 1), now)).toMatchObject({ ok: false });
    const farValidity = documentWith({ validUntil: '2030-01-01', taxValidUntil: null });
    expect(decideLinkEnd(farValidity, null, now)).toMatchObject({ ok: true, day: last });
    const ended = documentWith({ validUntil: '2026-11-01', taxValidUntil: null });
    expect(decideLinkEnd(ended, null, now)).toEqual({
      ok: false,
      message: 'A validade da proposta terminou em 01/11/2026: informe até quando o link vale.',
    });
  });
});
