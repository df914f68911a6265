declare module 'markdown-it-ins' {
  import type { MarkdownIt } from 'markdown-it';
  const markdownItIns: (md: MarkdownIt) => void;
  export default markdownItIns;
}
