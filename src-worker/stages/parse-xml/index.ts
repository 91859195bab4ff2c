import { parseXmlTree } from '../../adapters/xml';
import { logicalDocument } from '../../lib/parsed/logical-document';
import type { Parser } from '../../lib/parsed/types';
import { renderXml } from './render';

/**
 * XML upload → ParsedDocument: a safe parse into an element tree (limits and refusals live in the
 * adapter), then generic markdown of the whole tree. One logical page and no physical sheets
 * (SPEC: `usage.sheets` is null for XML). The tree is kept on `doc.xml` so known formats can be
 * read by path later without parsing again.
 */
export const parseXml: Parser = async (input) => {
  const root = parseXmlTree(input.bytes);
  const { markdown, blocks } = renderXml(root);
  const doc = logicalDocument({
    format: 'xml',
    fileName: input.fileName,
    fileHash: input.fileHash,
    bytes: input.bytes.length,
    parts: [{ markdown, blocks }],
    perSheet: null,
  });
  doc.xml = root;
  return doc;
};
