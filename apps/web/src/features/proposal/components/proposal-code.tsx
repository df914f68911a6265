/**
 * A proposal's code ('2026-0001-R1') kept on one line: a browser may break a line after a
 * hyphen, and a code cut in two ('2026-' / '0001-R1') reads as two codes (docs/decisions/068).
 */
export function ProposalCode({ code }: { code: string }) {
  return <span style={{ whiteSpace: 'nowrap' }}>{code}</span>;
}
