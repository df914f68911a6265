import type { TaxRate, TaxRateChange } from '@camara-fria/contracts';
import { Alert, Center, List, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTaxRateChanges } from '../api/get-tax-rate-changes.ts';
import {
  formatChangedAt,
  formatRateCell,
  formatValidity,
  TAX_TABLE_MESSAGES,
} from '../utils/tax-format.ts';

type Figures = NonNullable<TaxRateChange['before']>;

/** The fields of a row a change shows, each as the screen writes it. */
const SHOWN: { label: string; read: (row: Figures) => string }[] = [
  { label: 'Chave', read: (row) => row.key },
  { label: 'Alíquota', read: formatRateCell },
  { label: 'Vigência', read: formatValidity },
  { label: 'Fonte', read: (row) => row.source },
  { label: 'Observação', read: (row) => row.note ?? '—' },
  { label: 'Situação', read: (row) => (row.verified ? 'Verificada' : 'Não verificada') },
];

/** "Alíquota: A preencher → 8,8 %" for every field the change moved (all of them for a new row). */
export function describeChange(change: TaxRateChange): string[] {
  const { before, after } = change;
  return SHOWN.flatMap(({ label, read }) => {
    const next = read(after);
    if (before === null) return [`${label}: ${next}`];
    const previous = read(before);
    return previous === next ? [] : [`${label}: ${previous} → ${next}`];
  });
}

function ChangeList({ rateId }: { rateId: number }) {
  const changes = useTaxRateChanges(rateId);
  if (changes.isPending) {
    return (
      <Center py="md" role="status" aria-label="Carregando histórico">
        <Loader size="sm" />
      </Center>
    );
  }
  if (changes.isError) {
    return (
      <Alert color="red.9" variant="outline" title={TAX_TABLE_MESSAGES.historyFailed}>
        {changes.error.message}
      </Alert>
    );
  }
  if (changes.data.length === 0) {
    return <Text>Linha como semeada: ninguém a alterou ainda.</Text>;
  }
  return (
    <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {changes.data.map((change) => (
        <li key={change.id}>
          <Text fw={600}>
            {formatChangedAt(change.changedAt)} — {change.changedBy}
            {change.action === 'CREATE' ? ' (nova linha)' : ''}
          </Text>
          <Text>Motivo: {change.reason}</Text>
          <List size="sm">
            {describeChange(change).map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </li>
      ))}
    </Stack>
  );
}

/** "Histórico" of a row: who changed it, when, why, and what moved (newest first). */
export function TaxRateHistoryModal({
  row,
  onClose,
}: {
  row: TaxRate | null;
  onClose: () => void;
}) {
  const isPhone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={row !== null}
      onClose={onClose}
      title={row ? `Histórico — ${row.key} (${formatValidity(row)})` : 'Histórico'}
      size="lg"
      fullScreen={isPhone}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
    >
      {row && <ChangeList rateId={row.id} />}
    </Modal>
  );
}
