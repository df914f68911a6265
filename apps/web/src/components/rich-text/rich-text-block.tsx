import { Button, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { MarkdownView } from './markdown-view.tsx';

export interface RichTextBlockProps {
  /** Accessible name of the block and its editor, e.g. 'Apresentação'. */
  label: string;
  /** The stored Markdown. */
  value: string;
  /** Called with the new Markdown on 'Confirmar' (spec §4: closes the editor and stores the text). */
  onChange: (markdown: string) => void;
  /** An issued revision or a user who may not edit: only the text is shown. */
  readOnly?: boolean;
}

/**
 * Spec §4: a text block that toggles between 'Adicionar Texto' (opens the editor) and
 * 'Confirmar' (closes it and stores the text). STAND-IN (a textarea): the tiptap editor lands on
 * branch rich-text with this same interface.
 */
export function RichTextBlock({ label, value, onChange, readOnly = false }: RichTextBlockProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (readOnly) return <MarkdownView markdown={value} label={label} />;
  if (draft === null) {
    return (
      <Stack gap="xs">
        <MarkdownView markdown={value} label={label} />
        <Button
          variant="light"
          onClick={() => setDraft(value)}
          aria-label={`Adicionar Texto — ${label}`}
        >
          Adicionar Texto
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Textarea
        label={label}
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <Button
        onClick={() => {
          onChange(draft);
          setDraft(null);
        }}
        aria-label={`Confirmar — ${label}`}
      >
        Confirmar
      </Button>
    </Stack>
  );
}
