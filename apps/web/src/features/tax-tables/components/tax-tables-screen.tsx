import {
  TAX_RATE_KIND_LABELS,
  TAX_RATE_KINDS,
  type TaxRate,
  type TaxRateKind,
} from '@camara-fria/contracts';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useIsEditor } from '../../auth/index.ts';
import { useErrorToast } from '../../../lib/use-error-toast.ts';
import { useTaxTables } from '../api/get-tax-tables.ts';
import { TAX_TABLE_MESSAGES } from '../utils/tax-format.ts';
import { SellerProfileCard } from './seller-profile-card.tsx';
import { TaxRateForm } from './tax-rate-form.tsx';
import { TaxRateHistoryModal } from './tax-rate-history-modal.tsx';
import { TaxRateTable } from './tax-rate-table.tsx';

const KIND_OPTIONS = TAX_RATE_KINDS.map((kind) => ({
  value: kind,
  label: TAX_RATE_KIND_LABELS[kind],
}));

/** What the row modal is open for: a new row of the chosen table, or a row to edit. */
type Editing = { row: TaxRate | null } | null;

/**
 * /tabelas-fiscais "Tabelas fiscais" (issue 30, docs/decisions/070): the dated rate rows by
 * table, each with its source and whether it was verified; editors add and edit rows with a
 * reason, read each row's history and set the maker's fiscal profile. Anyone else reads them.
 */
export function TaxTablesScreen() {
  const { isEditor } = useIsEditor();
  const tables = useTaxTables();
  useErrorToast(tables, TAX_TABLE_MESSAGES.loadFailed);
  const [kind, setKind] = useState<TaxRateKind>('IPI');
  const [editing, setEditing] = useState<Editing>(null);
  const [historyOf, setHistoryOf] = useState<TaxRate | null>(null);
  const isPhone = useMediaQuery('(max-width: 36em)');

  if (tables.isPending) {
    return (
      <Center py="xl" role="status" aria-label="Carregando tabelas fiscais">
        <Loader />
      </Center>
    );
  }
  if (tables.isError) {
    return (
      <Alert color="red.9" variant="outline" title={TAX_TABLE_MESSAGES.loadFailed}>
        <Button variant="default" size="xs" onClick={() => void tables.refetch()}>
          Tentar novamente
        </Button>
      </Alert>
    );
  }
  const rows = tables.data.rates.filter((row) => row.kind === kind);
  const label = TAX_RATE_KIND_LABELS[kind];
  return (
    <Stack gap="md">
      <Text>
        As alíquotas com que as propostas calculam os tributos, cada uma com sua vigência e sua
        fonte. Uma linha "Não verificada" precisa da conferência do contador.
      </Text>
      <SellerProfileCard seller={tables.data.seller} canEdit={isEditor} />
      <Group align="flex-end" justify="space-between" wrap="wrap">
        <NativeSelect
          label="Tabela"
          data={KIND_OPTIONS}
          value={kind}
          onChange={(event) => setKind(event.currentTarget.value as TaxRateKind)}
          miw={280}
        />
        {isEditor && <Button onClick={() => setEditing({ row: null })}>Nova linha</Button>}
      </Group>
      {rows.length === 0 ? (
        <Text>Nenhuma linha nesta tabela.</Text>
      ) : (
        <TaxRateTable
          label={label}
          rows={rows}
          canEdit={isEditor}
          onEdit={(row) => setEditing({ row })}
          onHistory={setHistoryOf}
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.row ? `Editar linha — ${label}` : `Nova linha — ${label}`}
        size="lg"
        fullScreen={isPhone}
        closeButtonProps={{ 'aria-label': 'Fechar' }}
        closeOnClickOutside={false}
      >
        {editing && (
          <TaxRateForm
            key={editing.row ? `${editing.row.id}-${editing.row.version}` : `new-${kind}`}
            kind={kind}
            row={editing.row}
            onSaved={() => setEditing(null)}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <TaxRateHistoryModal row={historyOf} onClose={() => setHistoryOf(null)} />
    </Stack>
  );
}
