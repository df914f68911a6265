import { SendProposalInputSchema } from '@camara-fria/contracts';
import { describe, expect, it } from 'vitest';
import { checkRecipientQuota, digestSend } from './proposal-delivery.send-rules.ts';

const NOW = new Date('2026-03-12T18:30:00Z'); // 15:30 in São Paulo
const HOUR = 3600;

describe('checkRecipientQuota', () => {
  it('lets a message through while the last 24 hours leave room for its recipients', () => {
    const recent = [
      { recipients: 3, leavesWindowInSeconds: 2 * HOUR },
      { recipients: 1, leavesWindowInSeconds: 5 * HOUR },
    ];
    expect(checkRecipientQuota(recent, 1, 5, NOW)).toBeNull();
    expect(checkRecipientQuota([], 5, 5, NOW)).toBeNull();
  });

  it('waits for the oldest messages that must leave the window, and says when in Brazil’s time', () => {
    const recent = [
      { recipients: 1, leavesWindowInSeconds: 1 * HOUR },
      { recipients: 2, leavesWindowInSeconds: 3 * HOUR },
      { recipients: 2, leavesWindowInSeconds: 6 * HOUR },
    ];
    // 5 used, 3 more: 3 must leave, so the first two messages (1 + 2), in 3 hours.
    const refusal = checkRecipientQuota(recent, 3, 5, NOW);
    expect(refusal?.status).toBe(429);
    expect(refusal?.code).toBe('SEND_QUOTA_EXCEEDED');
    expect(refusal?.headers).toEqual({ 'retry-after': String(3 * HOUR) });
    expect(refusal?.message).toBe(
      'Limite de envio atingido: até 5 destinatários por dia; nas últimas 24 horas você já enviou para 5 e esta mensagem tem 3. Tente novamente a partir de 12/03, 18:30.',
    );
  });

  it('refuses a message alone over the limit, with no time to wait for', () => {
    const refusal = checkRecipientQuota([], 6, 5, NOW);
    expect(refusal?.message).toBe(
      'Esta mensagem tem 6 destinatários; o limite de envio é de 5 destinatários por dia.',
    );
    expect(refusal?.headers).toBeUndefined();
  });
});

describe('digestSend', () => {
  const input = SendProposalInputSchema.parse({
    to: ['a@b.com'],
    subject: 'Proposta',
    message: 'Segue.',
  });

  it('is the same for the same revision and values (as validated: trimmed)', () => {
    const again = SendProposalInputSchema.parse({
      to: [' a@b.com '],
      cc: [],
      subject: ' Proposta ',
      message: 'Segue.\n',
    });
    expect(digestSend(1, 2, again)).toBe(digestSend(1, 2, input));
  });

  it('differs for another revision, project or any value sent', () => {
    const base = digestSend(1, 2, input);
    expect(digestSend(1, 3, input)).not.toBe(base);
    expect(digestSend(4, 2, input)).not.toBe(base);
    expect(digestSend(1, 2, { ...input, cc: ['c@d.com'] })).not.toBe(base);
    expect(digestSend(1, 2, { ...input, subject: 'Outra' })).not.toBe(base);
    // A value moved from one field to another is another send.
    expect(digestSend(1, 2, { ...input, to: [], cc: ['a@b.com'] })).not.toBe(base);
  });
});
