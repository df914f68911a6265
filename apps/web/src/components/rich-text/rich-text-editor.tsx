import '@mantine/tiptap/styles.css';
import { NativeSelect } from '@mantine/core';
import { RichTextEditor as MantineRichTextEditor } from '@mantine/tiptap';
import { RICH_TEXT_FONT_FAMILIES, RICH_TEXT_FONT_SIZES } from '@camara-fria/rich-text';
import type { JSONContent } from '@tiptap/core';
import { useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { RICH_TEXT_EDITOR_LABELS } from './editor-labels.ts';
import { editorDocumentToMarkdown, markdownToEditorDocument } from './editor-markdown.ts';
import { richTextExtensions } from './editor-extensions.ts';
import classes from './rich-text-editor.module.css';
import './rich-text.css';

export interface RichTextEditorProps {
  /** Accessible name of the text area, e.g. 'Apresentação'. */
  label: string;
  /**
   * The Markdown the owner holds. The editor opens with it and, while open, takes it again only
   * when it changes from outside (a template chosen, a section reloaded): the values it reported
   * itself through `onChange` come back here without touching the cursor.
   */
  value: string;
  /**
   * Called with the Markdown of the dialect after every edit that changes it, at once (so that
   * the owner's unsaved flag and 'Salvar' see the text while it is typed). Opening the editor, or
   * a transaction that leaves the Markdown as it was, calls nothing: a stored text that is not in
   * the canonical form is not reported as changed until the user changes it.
   */
  onChange: (markdown: string) => void;
}

const BLOCK_TYPES = [
  { value: 'paragraph', label: 'Parágrafo' },
  { value: '1', label: 'Título 1' },
  { value: '2', label: 'Título 2' },
  { value: '3', label: 'Título 3' },
];
const SIZE_OPTIONS = [
  { value: '', label: 'Normal' },
  ...Object.entries(RICH_TEXT_FONT_SIZES).map(([value, { label }]) => ({ value, label })),
];
const FAMILY_OPTIONS = [
  { value: '', label: 'Padrão' },
  ...Object.entries(RICH_TEXT_FONT_FAMILIES).map(([value, { label }]) => ({ value, label })),
];

function currentBlockType(editor: Editor): string {
  for (const level of [1, 2, 3]) {
    if (editor.isActive('heading', { level })) return String(level);
  }
  return 'paragraph';
}

/**
 * The proposal texts' editor (spec part 2 §9): tiptap through @mantine/tiptap with the toolbar
 * inline, block type, font size and family, lists, alignment, clear formatting and history, every
 * control named in Portuguese. Markdown in and out through @camara-fria/rich-text. Loaded lazily
 * (RichTextBlock): tiptap stays out of the first screen's bundle.
 */
export default function RichTextEditor({ label, value, onChange }: RichTextEditorProps) {
  const id = useId();
  // `value` as last taken, and what the editor reported that has not come back through `value`
  // yet, in order. The owner's renders may come after further keystrokes (an edit is reported
  // from ProseMirror's DOM observer, not always from a discrete event), so a `value` that is one
  // of these is the editor's own, late: taking it would undo what was typed since.
  const takenValue = useRef(value);
  const reported = useRef<string[]>([]);
  // Options that stay the same object across renders: the owner re-renders at every keystroke
  // (onChange), and tiptap re-applies changed options to the view (setOptions), which in jsdom
  // lost typed characters and in a browser would disturb the selection and an IME composition.
  // onUpdate is read from the latest render by tiptap itself.
  const [extensions] = useState(richTextExtensions);
  const [content] = useState(() => markdownToEditorDocument(value));
  const editorProps = useMemo(
    () => ({
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        id: `${id}-content`,
      },
    }),
    [id, label],
  );
  const editor = useEditor({
    extensions,
    content,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current, transaction }) => {
      const markdown = editorDocumentToMarkdown(current.getJSON());
      if (markdown === editorDocumentToMarkdown(transaction.before.toJSON() as JSONContent)) return;
      reported.current.push(markdown);
      onChange(markdown);
    },
  });
  useEffect(() => {
    if (value === takenValue.current) return;
    takenValue.current = value;
    const own = reported.current.indexOf(value);
    if (own >= 0) {
      reported.current.splice(0, own + 1);
      return;
    }
    // Changed from outside: show it, without reporting it back as an edit.
    reported.current = [];
    editor.commands.setContent(markdownToEditorDocument(value), { emitUpdate: false });
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      blockType: current ? currentBlockType(current) : 'paragraph',
      size: String((current?.getAttributes('textStyle').fontSize as string | undefined) ?? ''),
      family: String((current?.getAttributes('textStyle').fontFamily as string | undefined) ?? ''),
    }),
  });

  return (
    <MantineRichTextEditor editor={editor} labels={RICH_TEXT_EDITOR_LABELS}>
      <MantineRichTextEditor.Toolbar aria-label={`Formatação — ${label}`}>
        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Bold />
          <MantineRichTextEditor.Italic />
          <MantineRichTextEditor.Underline />
          <MantineRichTextEditor.Strikethrough />
          <MantineRichTextEditor.Code />
        </MantineRichTextEditor.ControlsGroup>

        <NativeSelect
          size="xs"
          className={classes.select}
          aria-label="Tipo de bloco"
          title="Tipo de bloco"
          data={BLOCK_TYPES}
          value={state.blockType}
          onChange={(event) => {
            const value = event.currentTarget.value;
            const chain = editor.chain();
            if (value === 'paragraph') chain.setParagraph().run();
            else chain.setHeading({ level: Number(value) as 1 | 2 | 3 }).run();
          }}
        />
        <NativeSelect
          size="xs"
          className={classes.select}
          aria-label="Tamanho da fonte"
          title="Tamanho da fonte"
          data={SIZE_OPTIONS}
          value={state.size}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === '') editor.chain().unsetFontSize().run();
            else editor.chain().setFontSize(value).run();
          }}
        />
        <NativeSelect
          size="xs"
          className={classes.select}
          aria-label="Fonte"
          title="Fonte"
          data={FAMILY_OPTIONS}
          value={state.family}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (value === '') editor.chain().unsetFontFamily().run();
            else editor.chain().setFontFamily(value).run();
          }}
        />

        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.BulletList />
          <MantineRichTextEditor.OrderedList />
        </MantineRichTextEditor.ControlsGroup>

        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.AlignLeft />
          <MantineRichTextEditor.AlignCenter />
          <MantineRichTextEditor.AlignRight />
          <MantineRichTextEditor.AlignJustify />
        </MantineRichTextEditor.ControlsGroup>

        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Link />
          <MantineRichTextEditor.Unlink />
          <MantineRichTextEditor.ClearFormatting />
        </MantineRichTextEditor.ControlsGroup>

        <MantineRichTextEditor.ControlsGroup>
          <MantineRichTextEditor.Undo />
          <MantineRichTextEditor.Redo />
        </MantineRichTextEditor.ControlsGroup>
      </MantineRichTextEditor.Toolbar>
      <MantineRichTextEditor.Content className={classes.content} />
    </MantineRichTextEditor>
  );
}
