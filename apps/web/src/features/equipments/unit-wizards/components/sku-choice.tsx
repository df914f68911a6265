import { Paper, Radio, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type SkuOption = { id: number; sku: string; label: string; details?: ReactNode };

/** The SKU step (spec §4): one radio per SKU with its supply; Confirmar waits for a choice. */
export function SkuChoice({
  skus,
  value,
  onChange,
  isLoading = false,
  label = 'SKU',
}: {
  skus: SkuOption[];
  value: number | null;
  onChange: (id: number) => void;
  isLoading?: boolean;
  label?: string;
}) {
  if (isLoading) return <Text c="dimmed">Carregando SKUs…</Text>;
  return (
    <Radio.Group
      label={label}
      withAsterisk
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
    >
      <Stack gap="xs" mt="xs">
        {skus.map((sku) => (
          <Paper key={sku.id} withBorder p="xs">
            <Radio value={String(sku.id)} label={`${sku.sku} · ${sku.label}`} />
            {sku.details ? (
              <Text size="sm" c="dimmed" ml={32}>
                {sku.details}
              </Text>
            ) : null}
          </Paper>
        ))}
      </Stack>
    </Radio.Group>
  );
}
