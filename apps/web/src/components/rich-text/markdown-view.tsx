export interface MarkdownViewProps {
  /** Stored Markdown (from any user: treated as untrusted). */
  markdown: string;
  /** Accessible name of the region. */
  label?: string;
}

/**
 * Shows stored Markdown as formatted text through a sanitiser. STAND-IN (plain text): the
 * markdown-it + DOMPurify renderer lands on branch rich-text with this same interface.
 */
export function MarkdownView({ markdown, label }: MarkdownViewProps) {
  return (
    <div aria-label={label} style={{ whiteSpace: 'pre-wrap' }}>
      {markdown}
    </div>
  );
}
