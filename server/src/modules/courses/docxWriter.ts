import { strToU8, zipSync } from 'fflate';
import type { ContentBlock } from '../content/content.models';

/**
 * A Word document (.docx, Office Open XML) of a title and body blocks: the few parts Word, LibreOffice and mammoth
 * need (content types, relationships, styles, the document), zipped. Headings, paragraphs, bulleted items and
 * quotations each get a named style, so a converter maps them back to their HTML elements.
 */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

const DOC_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

const style = (id: string, name: string, props: string) =>
  `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/><w:basedOn w:val="Normal"/><w:qFormat/>${props}</w:style>`;

function styles(lang: string): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles ${W}><w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Noto Sans" w:hAnsi="Noto Sans" w:eastAsia="Noto Sans CJK JP"/><w:sz w:val="22"/><w:lang w:val="${lang}" w:eastAsia="${lang}"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="160" w:line="300" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults><w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>${style('Title', 'Title', '<w:rPr><w:b/><w:sz w:val="40"/></w:rPr>')}${style('Heading2', 'heading 2', '<w:pPr><w:spacing w:before="240"/></w:pPr><w:rPr><w:b/><w:sz w:val="28"/></w:rPr>')}${style('ListBullet', 'List Bullet', '<w:pPr><w:ind w:left="360" w:hanging="360"/></w:pPr>')}${style('Quote', 'Quote', '<w:pPr><w:ind w:left="720"/></w:pPr><w:rPr><w:i/></w:rPr>')}</w:styles>`;
}

const paragraph = (text: string, styleId?: string) =>
  `<w:p>${styleId ? `<w:pPr><w:pStyle w:val="${styleId}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${escape(text)}</w:t></w:r></w:p>`;

/** The .docx bytes of a document with a title and a body, in a language (BCP 47 tag). */
export function writeDocx(doc: { title: string; body: readonly ContentBlock[]; lang: string; author: string }): Uint8Array {
  const parts = [paragraph(doc.title, 'Title')];
  for (const block of doc.body) {
    if (block.type === 'ul') parts.push(...block.items.map((item) => paragraph(`• ${item}`, 'ListBullet')));
    else parts.push(paragraph(block.text, block.type === 'h2' ? 'Heading2' : block.type === 'quote' ? 'Quote' : undefined));
  }
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document ${W}><w:body>${parts.join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="708" w:footer="708" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  const core = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${escape(doc.title)}</dc:title><dc:creator>${escape(doc.author)}</dc:creator><dc:language>${escape(doc.lang)}</dc:language></cp:coreProperties>`;
  // A fixed time keeps the bytes the same for the same words (the file is cached by its content).
  const mtime = new Date('2026-01-01T00:00:00Z');
  return zipSync(
    {
      '[Content_Types].xml': [strToU8(CONTENT_TYPES), { mtime }],
      '_rels/.rels': [strToU8(ROOT_RELS), { mtime }],
      'docProps/core.xml': [strToU8(core), { mtime }],
      'word/_rels/document.xml.rels': [strToU8(DOC_RELS), { mtime }],
      'word/document.xml': [strToU8(document), { mtime }],
      'word/styles.xml': [strToU8(styles(doc.lang)), { mtime }],
    },
    { level: 6 },
  );
}
