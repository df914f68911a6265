import { Text } from '@mantine/core';
import { env } from '../../config/env.ts';
import { formatIsoDatePtBr } from '../../lib/format-date.ts';

export const MISSING_COMMIT_DATE_TEXT = 'data do commit indisponível';

type AppFooterProps = {
  /** `inverse` for the coloured background of the public layout. */
  tone?: 'default' | 'inverse';
  commitHash?: string;
  commitDate?: string;
};

/** Version, commit hash and commit date, on every page (spec §2). */
export function AppFooter({
  tone = 'default',
  commitHash = env.commitHash,
  commitDate = env.commitDate,
}: AppFooterProps) {
  const color = tone === 'inverse' ? 'white' : 'gray.8';
  const formattedDate = formatIsoDatePtBr(commitDate);
  return (
    <Text size="xs" c={color} ta="center" px="md" py={8}>
      {env.productName} · Versão {env.appVersion} · Commit{' '}
      <Text span inherit ff="monospace">
        {commitHash}
      </Text>{' '}
      ·{' '}
      {formattedDate ? (
        <time dateTime={commitDate}>{formattedDate}</time>
      ) : (
        MISSING_COMMIT_DATE_TEXT
      )}
    </Text>
  );
}
