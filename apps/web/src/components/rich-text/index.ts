// The rich-text pieces of the proposal (spec part 2 §4 "Rich-text blocks", §9 editor). The editor
// itself (rich-text-editor.tsx) is loaded lazily by RichTextBlock: do not re-export it here.
export { RichTextBlock, type RichTextBlockProps } from './rich-text-block.tsx';
export { MarkdownView, type MarkdownViewProps } from './markdown-view.tsx';
