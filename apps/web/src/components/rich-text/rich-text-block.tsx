import { Button, Group, Loader, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { MarkdownView } from './markdown-view.tsx';

// tiptap and @mantine/tiptap load with the first opened editor, not with the screen.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export interface RichTextBlockProps {
  /** Accessible name of the block and its editor, e.g. 'Apresentação'. */
  label: string;
  /** The stored Markdown. */
  value: string;
  /** Called with the new Markdown on 'Confirmar' (spec §4: closes the editor and stores the text). */
  onChange: (markdown: string) => void;
  /** An issued revision or a user who may not edit: only the text is shown. */
  readOnly?: boolean;
  /** Called when the editor opens (true) and closes (false), e.g. to block saving meanwhile. */
  onEditingChange?: (editing: boolean) => void;
}

/**
 * Spec §4: a text block that toggles between 'Adicionar Texto' (opens the editor) and
 * 'Confirmar' (closes it and stores the text, as Markdown of the dialect).
 */
export function RichTextBlock({
  label,
  value,
  onChange,
  readOnly = false,
  onEditingChange,
}: RichTextBlockProps) {
  const [draft, setDraft] = useState<string | null>(null);
  if (readOnly) return <MarkdownView markdown={value} label={label} />;
  if (draft === null) {
    return (
      <Stack gap="xs">
        <MarkdownView markdown={value} label={label} />
        <Group>
          <Button
            variant="light"
            onClick={() => {
              setDraft(value);
              onEditingChange?.(true);
            }}
            aria-label={`Adicionar Texto — ${label}`}
          >
            Adicionar Texto
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="xs">
      <Suspense fallback={<Loader size="sm" aria-label="Carregando editor…" />}>
        <RichTextEditor label={label} initialMarkdown={value} onChange={setDraft} />
      </Suspense>
      <Group>
        <Button
          onClick={() => {
            onChange(draft);
            setDraft(null);
            onEditingChange?.(false);
          }}
          aria-label={`Confirmar — ${label}`}
        >
          Confirmar
        </Button>
      </Group>
    </Stack>
  );
}
