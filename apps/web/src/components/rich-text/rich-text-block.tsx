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
  /**
   * Called with the new Markdown at every edit in the open editor, at once: the owner holds the
   * text while it is typed (its unsaved flag, 'Salvar' and the leave guard see it). Opening the
   * editor and 'Confirmar' without an edit call nothing.
   */
  onChange: (markdown: string) => void;
  /** An issued revision or a user who may not edit: only the text is shown. */
  readOnly?: boolean;
  /** Called when the editor opens (true) and closes (false), e.g. to block saving meanwhile. */
  onEditingChange?: (editing: boolean) => void;
}

/**
 * Spec §4: a text block that toggles between 'Adicionar Texto' (opens the editor) and
 * 'Confirmar' (closes it; the text, as Markdown of the dialect, is stored with the owner as it is
 * typed, so that nothing typed in an open editor can be lost by a 'Salvar' or by leaving).
 */
export function RichTextBlock({
  label,
  value,
  onChange,
  readOnly = false,
  onEditingChange,
}: RichTextBlockProps) {
  const [isOpen, setIsOpen] = useState(false);
  if (readOnly) return <MarkdownView markdown={value} label={label} />;
  if (!isOpen) {
    return (
      <Stack gap="xs">
        <MarkdownView markdown={value} label={label} />
        <Group>
          <Button
            variant="light"
            onClick={() => {
              setIsOpen(true);
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
        <RichTextEditor label={label} value={value} onChange={onChange} />
      </Suspense>
      <Group>
        <Button
          onClick={() => {
            setIsOpen(false);
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
