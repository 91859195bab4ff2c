import WordExtractor from 'word-extractor';

/**
 * Legacy .doc (Word 97–2003) text through word-extractor. Only for real .doc files: on .docx it
 * splits UTF-8 sequences at chunk boundaries and puts U+FFFD into the text.
 * Table cells come out separated by tabs, one table row per line.
 */
export interface DocText {
  body: string;
  /** Footnotes, endnotes and text boxes of the body, in that order; empty strings when absent. */
  extras: string[];
}

export async function extractDocText(bytes: Uint8Array): Promise<DocText> {
  const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  return {
    body: doc.getBody(),
    extras: [doc.getFootnotes(), doc.getEndnotes(), doc.getTextboxes({ includeHeadersAndFooters: false, includeBody: true })],
  };
}
