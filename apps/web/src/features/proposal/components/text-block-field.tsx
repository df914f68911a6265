import type { TemplateOption, TextBlock } from '@camara-fria/contracts';
import { Select, Stack, Text } from '@mantine/core';
import { RichTextBlock } from '../../../components/rich-text/index.ts';

type TemplateSelectProps = {
  /** What the text is ('Apresentação'): the Select is 'Modelo — {label}'. */
  label: string;
  options: readonly TemplateOption[] | undefined;
  value: number | null;
  /** Spec §4: choosing an option fills the text with the option's text. */
  onChoose: (option: TemplateOption) => void;
};

/** The options of a text block (GET /v1/proposals/templates/current/…). */
export function TemplateSelect({ label, options, value, onChoose }: TemplateSelectProps) {
  const data = (options ?? []).map((option) => ({ value: String(option.id), label: option.title }));
  return (
    <Select
      label={`Modelo — ${label}`}
      placeholder={options ? 'Selecione' : 'Carregando modelos…'}
      data={data}
      value={
        value !== null && data.some((item) => item.value === String(value)) ? String(value) : null
      }
      onChange={(id) => {
        const option = options?.find((candidate) => String(candidate.id) === id);
        if (option) onChoose(option);
      }}
      allowDeselect={false}
      maw={480}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

type TextBlockFieldProps = {
  label: string;
  block: TextBlock;
  options: readonly TemplateOption[] | undefined;
  onChange: (block: TextBlock) => void;
  readOnly: boolean;
};

/** A text block with its template options (spec §3 "each with template id and text"). */
export function TextBlockField({ label, block, options, onChange, readOnly }: TextBlockFieldProps) {
  if (readOnly) {
    return (
      <Stack gap={4}>
        <Text fw={600}>{label}</Text>
        <RichTextBlock label={label} value={block.text} onChange={() => {}} readOnly />
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <TemplateSelect
        label={label}
        options={options}
        value={block.templateId}
        onChoose={(option) => onChange({ templateId: option.id, text: option.text })}
      />
      <RichTextBlock
        label={label}
        value={block.text}
        onChange={(text) => onChange({ ...block, text })}
      />
    </Stack>
  );
}
