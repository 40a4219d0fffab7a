import type { BodyBlock } from '../../../shared/components/ContentBody';

/**
 * The body of an article or notice as the studio writes it: plain text with a few marks, turned into the blocks
 * readers' pages show (ContentBody) and back. A line starting "## " is a heading, "- " a list item, "> " a
 * quotation, and a line "![text alternative](address)" an image; other lines run together into a paragraph until a
 * blank line.
 */
const IMAGE = /^!\[([^\]]*)\]\((\S+)\)$/;

export function markupToBlocks(text: string): BodyBlock[] {
  const blocks: BodyBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ type: 'P', text: paragraph.join(' '), items: [] });
    paragraph = [];
    if (list?.length) blocks.push({ type: 'UL', text: null, items: list });
    list = null;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) {
      flush();
    } else if (line.startsWith('## ')) {
      flush();
      blocks.push({ type: 'H2', text: line.slice(3).trim(), items: [] });
    } else if (/^[-*] /.test(line)) {
      if (paragraph.length) flush();
      (list ??= []).push(line.slice(2).trim());
    } else if (IMAGE.test(line)) {
      flush();
      const [, alt, src] = IMAGE.exec(line)!;
      blocks.push({ type: 'IMG', text: alt!.trim(), items: [], src });
    } else if (line.startsWith('> ')) {
      flush();
      blocks.push({ type: 'QUOTE', text: line.slice(2).trim(), items: [] });
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks.filter((b) => (b.type === 'UL' ? b.items.length > 0 : b.type === 'IMG' ? Boolean(b.src) : Boolean(b.text)));
}

/** Blocks as the studio's text, the inverse of markupToBlocks. */
export function blocksToMarkup(blocks: readonly BodyBlock[]): string {
  return blocks
    .map((b) => {
      switch (b.type) {
        case 'H2':
          return `## ${b.text ?? ''}`;
        case 'UL':
          return b.items.map((i) => `- ${i}`).join('\n');
        case 'QUOTE':
          return `> ${b.text ?? ''}`;
        case 'IMG':
          return `![${b.text ?? ''}](${b.src ?? ''})`;
        default:
          return b.text ?? '';
      }
    })
    .join('\n\n');
}
