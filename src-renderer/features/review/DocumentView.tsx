import { useEffect, useMemo, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { ProcessEnvelope } from '../../../src-shared/contract';
import { useI18n } from '../../i18n/I18n';
import type { QuarterTurn } from './geometry';
import { nextTurn } from './geometry';
import { MarkdownView } from './MarkdownView';
import { openPdf } from './pdf';
import { PdfThumbnails, PdfView } from './PdfView';
import type { PageMarks } from './PdfView';

/** How the app can draw a document: PDF pages, an image as it is, or the parse's markdown (office files, XML, TIFF, text). */
export type Look = 'pdf' | 'image' | 'markdown';

export function lookOf(file: File | null): Look {
  const name = file?.name.toLowerCase() ?? '';
  if (name.endsWith('.pdf')) return 'pdf';
  // Browsers draw these; TIFF they do not, so a TIFF shows its text.
  if (/\.(jpe?g|png|webp)$/.test(name)) return 'image';
  return 'markdown';
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];

/** The left half of the review screen: the document with zoom, turn and page thumbnails. */
export function DocumentView({ file, envelope, marks, onPdf }: { file: File | null; envelope: ProcessEnvelope; marks: PageMarks; onPdf: (pdf: PDFDocumentProxy | null) => void }) {
  const { t, plural } = useI18n();
  const look = lookOf(file);
  const [zoom, setZoom] = useState(1);
  const [turn, setTurn] = useState<QuarterTurn>(0);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (look !== 'pdf' || !file) return;
    let live = true;
    let opened: PDFDocumentProxy | null = null;
    void file.arrayBuffer().then(openPdf).then((p) => { opened = p; if (live) { setPdf(p); onPdf(p); } }, () => { if (live) setFailed(true); });
    return () => { live = false; onPdf(null); void opened?.destroy(); };
  }, [file, look, onPdf]);
  const image = useMemo(() => (look === 'image' && file ? URL.createObjectURL(file) : null), [file, look]);
  useEffect(() => () => { if (image) URL.revokeObjectURL(image); }, [image]);
  const zoomBy = (step: number) => setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, ZOOMS.indexOf(z) + step))] ?? z);
  return (
    <div className="document-view">
      {look !== 'markdown' && (
        <div className="doc-toolbar" role="toolbar" aria-label={t('review.view')}>
          <button type="button" onClick={() => zoomBy(-1)} aria-label={t('review.zoomOut')}>−</button>
          <span data-testid="zoom">{Math.round(zoom * 100)}%</span>
          <button type="button" onClick={() => zoomBy(1)} aria-label={t('review.zoomIn')}>+</button>
          <button type="button" onClick={() => setTurn(nextTurn(turn))} aria-label={t('review.rotate')} data-testid="rotate">⟳</button>
          {pdf && <span className="hint">{plural('review.pages', pdf.numPages)}</span>}
          {marks.active && look === 'pdf' && <span className="hint">{t('review.drawHint')}</span>}
        </div>
      )}
      <div className="doc-body">
        {look === 'pdf' && pdf && <PdfThumbnails pdf={pdf} onJump={(no) => document.getElementById(`page-${no}`)?.scrollIntoView({ block: 'start' })} />}
        <div className="doc-scroll" data-testid="document">
          {look === 'pdf' && !pdf && !failed && <p className="hint">{t('review.loading')}</p>}
          {look === 'pdf' && failed && <p className="error">{t('review.pdfFailed')}</p>}
          {look === 'pdf' && pdf && <PdfView pdf={pdf} zoom={zoom} turn={turn} marks={marks} />}
          {look === 'image' && image && (
            <div className="image-page" style={{ transform: `rotate(${turn}deg) scale(${zoom})` }}><img src={image} alt={file?.name ?? ''} /></div>
          )}
          {look === 'markdown' && (envelope.markdown !== null ? <MarkdownView markdown={envelope.markdown} /> : <p className="hint">{t('review.noMarkdown')}</p>)}
        </div>
      </div>
    </div>
  );
}
