// word-extractor 1.0.4 ships no types; only what adapters/doc.ts uses is declared.
declare module 'word-extractor' {
  interface ExtractedDocument {
    getBody(): string;
    getFootnotes(): string;
    getEndnotes(): string;
    getHeaders(options?: { includeFooters?: boolean }): string;
    getFooters(): string;
    getAnnotations(): string;
    getTextboxes(options?: { includeHeadersAndFooters?: boolean; includeBody?: boolean }): string;
  }

  class WordExtractor {
    extract(source: string | Buffer): Promise<ExtractedDocument>;
  }

  export = WordExtractor;
}
