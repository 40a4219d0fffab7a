import { styled } from '@mui/material/styles';

/** One block of an article's or notice's body, as the server sends it (schema/content.graphql). */
export interface BodyBlock {
  readonly type: 'H2' | 'P' | 'UL' | 'QUOTE' | 'IMG';
  /** A heading's, paragraph's or quotation's text; an image's text alternative. */
  readonly text?: string | null;
  readonly items: readonly string[];
  /** An image's address. */
  readonly src?: string | null;
}

/**
 * Reading text: a measure of about 68 characters, generous line height, and Korean broken between words only;
 * Chinese and Japanese break anywhere, as they should.
 */
const Body = styled('div')(({ theme }) => ({
  maxWidth: '68ch',
  fontSize: '1.0625rem',
  lineHeight: 1.75,
  overflowWrap: 'anywhere',
  '&:lang(ko)': { wordBreak: 'keep-all' },
  '& h2': { margin: theme.spacing(4, 0, 1.5), fontSize: '1.3125rem', lineHeight: 1.35, fontWeight: 700 },
  '& p': { margin: theme.spacing(0, 0, 2) },
  '& ul': { margin: theme.spacing(0, 0, 2), paddingInlineStart: theme.spacing(3) },
  '& li': { marginBottom: theme.spacing(0.75) },
  '& blockquote': {
    margin: theme.spacing(3, 0),
    padding: theme.spacing(1, 0, 1, 2.5),
    borderInlineStart: `4px solid ${theme.palette.primary.main}`,
    fontSize: '1.125rem',
    fontStyle: 'italic',
    color: theme.palette.text.secondary,
  },
  '& figure': { margin: theme.spacing(3, 0) },
  '& figure img': { display: 'block', maxWidth: '100%', height: 'auto', borderRadius: theme.shape.borderRadius },
  [theme.breakpoints.up('md')]: { fontSize: '1.125rem' },
}));

/** The body of an article or a notice, block by block; `lang` lets the browser hyphenate and break for its script. */
export function ContentBody({ blocks, lang }: { blocks: readonly BodyBlock[]; lang: string }) {
  return (
    <Body lang={lang}>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'H2':
            return <h2 key={i}>{block.text}</h2>;
          case 'UL':
            return (
              <ul key={i}>
                {block.items.map((item, j) => (
                  <li key={j}>{item}</li>
                ))}
              </ul>
            );
          case 'QUOTE':
            return <blockquote key={i}>{block.text}</blockquote>;
          case 'IMG':
            return block.src ? (
              <figure key={i}>
                <img src={block.src} alt={block.text ?? ''} loading="lazy" decoding="async" />
              </figure>
            ) : null;
          default:
            return <p key={i}>{block.text}</p>;
        }
      })}
    </Body>
  );
}
