import { useEffect, useRef, useState } from 'react';
import type { PointerEvent as ReactPointerEvent } from 'react';
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { FieldOut } from '../../../src-shared/contract';
import { boxToScreen, screenRectToBox } from './geometry';
import type { Box, QuarterTurn } from './geometry';
import { pageFrame } from './pdf';

export interface PageMarks {
  fields: FieldOut[];
  active: string | null;
  severityOf: (path: string) => string | null;
  onPick: (path: string) => void;
  /** A box the operator drew on a page, in the page frame. */
  onDraw: (page: number, box: Box) => void;
}

/** Every page of the document, drawn as it comes into view, with the fields' boxes over it. */
export function PdfView({ pdf, zoom, turn, marks }: { pdf: PDFDocumentProxy; zoom: number; turn: QuarterTurn; marks: PageMarks }) {
  const pages = Array.from({ length: pdf.numPages }, (_, i) => i + 1);
  return (
    <div className="pdf-pages">
      {pages.map((no) => <PdfPage key={no} pdf={pdf} no={no} zoom={zoom} turn={turn} marks={marks} />)}
    </div>
  );
}

/** Small pages to jump by; the current one is marked. */
export function PdfThumbnails({ pdf, onJump }: { pdf: PDFDocumentProxy; onJump: (page: number) => void }) {
  return (
    <nav className="thumbs" aria-label="pages">
      {Array.from({ length: pdf.numPages }, (_, i) => (
        <button key={i} type="button" className="thumb" onClick={() => onJump(i + 1)} data-testid="thumb">
          <PageCanvas pdf={pdf} no={i + 1} zoom={0.16} turn={0} />
          <span>{i + 1}</span>
        </button>
      ))}
    </nav>
  );
}

function usePage(pdf: PDFDocumentProxy, no: number): PDFPageProxy | null {
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  useEffect(() => {
    let live = true;
    void pdf.getPage(no).then((p) => { if (live) setPage(p); });
    return () => { live = false; };
  }, [pdf, no]);
  return page;
}

function PdfPage({ pdf, no, zoom, turn, marks }: { pdf: PDFDocumentProxy; no: number; zoom: number; turn: QuarterTurn; marks: PageMarks }) {
  const page = usePage(pdf, no);
  const frame = page ? pageFrame(page) : { width: 595, height: 842 };
  const turned = turn === 90 || turn === 270;
  const size = { width: (turned ? frame.height : frame.width) * zoom, height: (turned ? frame.width : frame.height) * zoom };
  const [drag, setDrag] = useState<{ x0: number; y0: number; x1: number; y1: number } | null>(null);
  const at = (e: ReactPointerEvent<HTMLDivElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const end = () => {
    if (drag && Math.abs(drag.x1 - drag.x0) > 4 && Math.abs(drag.y1 - drag.y0) > 4) {
      marks.onDraw(no, screenRectToBox(drag.x0, drag.y0, drag.x1, drag.y1, frame.width, frame.height, turn, zoom));
    }
    setDrag(null);
  };
  return (
    <div className="pdf-page" id={`page-${no}`} data-page={no} style={size} data-testid="pdf-page">
      <PageCanvas pdf={pdf} no={no} zoom={zoom} turn={turn} />
      <div className="page-marks"
        onPointerDown={(e) => { if (e.target !== e.currentTarget || !marks.active) return; const p = at(e); e.currentTarget.setPointerCapture(e.pointerId); setDrag({ x0: p.x, y0: p.y, x1: p.x, y1: p.y }); }}
        onPointerMove={(e) => { if (drag) { const p = at(e); setDrag({ ...drag, x1: p.x, y1: p.y }); } }}
        onPointerUp={end}
        style={{ cursor: marks.active ? 'crosshair' : 'default' }}>
        {marks.fields.filter((f) => f.page === no).map((f) => {
          const s = boxToScreen(f.bbox, frame.width, frame.height, turn, zoom);
          const severity = marks.severityOf(f.name);
          return (
            <button key={f.name} type="button" className={`field-box ${f.name === marks.active ? 'active' : ''} ${severity ? `sev-${severity}` : ''}`}
              style={{ left: s.left - 2, top: s.top - 2, width: s.width + 4, height: s.height + 4 }}
              title={`${f.name}: ${String(f.value)}`} aria-label={f.name} data-field={f.name} data-testid="field-box"
              ref={(el) => { if (el && f.name === marks.active) el.scrollIntoView({ block: 'center', inline: 'nearest' }); }}
              onClick={() => marks.onPick(f.name)} />
          );
        })}
        {drag && <div className="drawn-box" style={{ left: Math.min(drag.x0, drag.x1), top: Math.min(drag.y0, drag.y1), width: Math.abs(drag.x1 - drag.x0), height: Math.abs(drag.y1 - drag.y0) }} />}
      </div>
    </div>
  );
}

/** One page on a canvas at the zoom and turn asked, sharp on high-density screens; drawn when first near the view. */
export function PageCanvas({ pdf, no, zoom, turn }: { pdf: PDFDocumentProxy; no: number; zoom: number; turn: QuarterTurn }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const page = usePage(pdf, no);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const el = canvas.current;
    if (!el) return;
    const seen = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) setVisible(true); }, { rootMargin: '600px' });
    seen.observe(el);
    return () => seen.disconnect();
  }, []);
  useEffect(() => {
    const el = canvas.current;
    if (!el || !page || !visible) return;
    const density = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: zoom * density, rotation: (page.rotate + turn) % 360 });
    el.width = Math.floor(viewport.width);
    el.height = Math.floor(viewport.height);
    el.style.width = `${viewport.width / density}px`;
    el.style.height = `${viewport.height / density}px`;
    const task = page.render({ canvas: el, viewport });
    task.promise.catch(() => undefined);
    return () => task.cancel();
  }, [page, zoom, turn, visible]);
  return <canvas ref={canvas} className="page-canvas" />;
}
