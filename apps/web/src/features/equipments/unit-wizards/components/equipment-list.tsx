import { Group, Paper, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { UNIT_MESSAGES } from '../utils/unit-messages.ts';
import { LineImage, type LineKind } from '../../../../components/ui/line-image.tsx';

type Listed = { id: number; model: string; line: string; image: string | null };

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The search list of the rack modals (spec §2.2 items 3 and 4): a text filter over model and
 * line, one radio per equipment with its line image; 'Pesquise um equipamento.' when nothing
 * is listed. Each card is the radio's label (issue 29 item 10): a click anywhere on it selects
 * the equipment; the radio is named 'Selecionar {model}' and described by the card's text; the
 * native radios of one group take one Tab stop and move with the arrow keys.
 */
export function EquipmentList<T extends Listed>({
  kind,
  items,
  isLoading,
  value,
  onChange,
  describe,
}: {
  kind: LineKind;
  items: T[];
  isLoading: boolean;
  value: number | null;
  onChange: (item: T) => void;
  describe: (item: T) => ReactNode;
}) {
  const listId = useId();
  const [text, setText] = useState('');
  const wanted = normalise(text.trim());
  const shown = items.filter((item) => normalise(`${item.model} ${item.line}`).includes(wanted));
  return (
    <Stack gap="xs">
      <TextInput
        label="Pesquisar equipamento"
        placeholder="Modelo ou linha"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {isLoading ? (
        <Text c="dimmed">Carregando…</Text>
      ) : shown.length === 0 ? (
        <Text role="status">{UNIT_MESSAGES.searchEquipment}</Text>
      ) : (
        <Radio.Group
          label="Equipamentos"
          value={value === null ? null : String(value)}
          onChange={(next) => {
            const item = shown.find((candidate) => String(candidate.id) === next);
            if (item) onChange(item);
          }}
        >
          <Stack gap="xs" mt="xs" mah={360} style={{ overflowY: 'auto' }}>
            {shown.map((item) => {
              const detailsId = `${listId}-${item.id}`;
              const isChosen = item.id === value;
              return (
                <Paper
                  key={item.id}
                  component="label"
                  withBorder
                  p="xs"
                  style={{
                    cursor: 'pointer',
                    borderColor: isChosen ? 'var(--mantine-color-blue-8)' : undefined,
                  }}
                >
                  <Group wrap="nowrap">
                    <Radio
                      value={String(item.id)}
                      aria-label={`Selecionar ${item.model}`}
                      aria-describedby={detailsId}
                    />
                    <LineImage kind={kind} line={item.line} image={item.image} />
                    <Stack gap={0} id={detailsId}>
                      <Text fw={700}>{item.model}</Text>
                      <Text size="sm">Linha {item.line}</Text>
                      <Text size="sm" c="dimmed">
                        {describe(item)}
                      </Text>
                    </Stack>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
        </Radio.Group>
      )}
    </Stack>
  );
}
