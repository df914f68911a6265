/**
 * A new Idempotency-Key for POST …/send (docs/decisions/044): 128 random bits as 32 hex digits.
 * crypto.getRandomValues works on plain http too (crypto.randomUUID needs a secure context, and
 * an installation on a local network may be served without TLS).
 */
export function createIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type SendAttempt = { key: string; values: string };

/**
 * The key of a send: the previous attempt's while the values are the same (a double click, or
 * 'Enviar' again after an answer that never came: the server answers the first message instead
 * of sending a second), a new one when the values changed (another send).
 */
export function keyForValues(previous: SendAttempt | null, values: unknown): SendAttempt {
  const text = JSON.stringify(values);
  return previous?.values === text ? previous : { key: createIdempotencyKey(), values: text };
}
