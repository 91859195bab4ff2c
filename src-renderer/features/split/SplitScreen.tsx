import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { TaskProgress } from '../../../src-shared/contract';
import { catalogList, catalogSchema, processDocument } from '../../api/client';
import { queryKeys } from '../../api/keys';
import { useI18n } from '../../i18n/I18n';
import { downloadBlob } from '../../ui/download';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ProgressBar } from '../../ui/ProgressBar';
import { useQueue } from '../queue/QueueProvider';
import { DropZone } from '../queue/DropZone';
import { openPdf } from '../review/pdf';
import { PageCanvas } from '../review/PdfView';
import { sectionFile } from './section-files';
import { fromDocuments, mergeWithPrevious, movePage, setType, splitAt } from './sections';
import { useSplit } from './SplitProvider';

/**
 * A composite PDF cut into its documents: the splitter proposes sections, the operator moves a
 * boundary (drag a page to the neighbouring section), splits, merges and retypes, then sends each
 * section to the queue with its type's catalog schema and reviews them one by one.
 */
export function SplitScreen({ onQueue }: { onQueue: () => void }) {
  const { state, setState } = useSplit();
  const { queue } = useQueue();
  const qc = useQueryClient();
  const { t, language, plural } = useI18n();
  const [progress, setProgress] = useState<TaskProgress | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const catalog = useQuery({ queryKey: queryKeys.schemas.list, queryFn: catalogList, staleTime: Infinity, retry: false });
  const types = [...(catalog.data?.schemas ?? []).map((s) => ({ type: s.type, title: language === 'ru' ? s.title_ru : s.title_en })), { type: 'other', title: t('split.other') }];

  useEffect(() => {
    if (!state.file) return;
    let live = true;
    let opened: PDFDocumentProxy | null = null;
    void state.file.arrayBuffer().then(openPdf).then((p) => { opened = p; if (live) setPdf(p); }, (e: unknown) => { if (live) setError(e); });
    return () => { live = false; setPdf(null); void opened?.destroy(); };
  }, [state.file]);

  const find = async () => {
    if (!state.file) return;
    setRunning(true); setError(null); setSent(null);
    try {
      const envelope = await processDocument({ file: state.file, text: '', include: [], outputSchema: null, prompt: '', split: { mode: 'auto', return_files: true } }, setProgress);
      setState({ ...state, envelope, sections: fromDocuments(envelope.documents ?? []) });
    } catch (e) { setError(e); } finally { setRunning(false); setProgress(null); }
  };

  const extract = async () => {
    if (!pdf || !state.file) return;
    for (const [i, s] of state.sections.entries()) {
      const file = await sectionFile(pdf, s, i, state.file.name, serverFiles);
      const schema = s.docType === 'other' ? null : (await qc.fetchQuery({ queryKey: queryKeys.schemas.entry(s.docType), queryFn: () => catalogSchema(s.docType), staleTime: Infinity })).schema;
      queue.add([file], '', { include: ['markdown'], outputSchema: schema, prompt: '', translate: null });
    }
    setSent(state.sections.length);
  };

  const serverFiles = (state.envelope?.documents ?? []).map((d) => d.pdf_base64);
  const download = async (i: number) => {
    const s = state.sections[i];
    if (!pdf || !state.file || !s) return;
    const file = await sectionFile(pdf, s, i, state.file.name, serverFiles);
    downloadBlob(file, file.name);
  };

  const setSections = (sections: typeof state.sections) => { setState({ ...state, sections }); setSent(null); };
  return (
    <section className="panel split-screen" data-testid="split-screen">
      <div className="split-inputs">
        <DropZone single accept=".pdf" files={state.file ? [state.file] : []} onFiles={(files) => setState({ file: files.filter((f) => f.name.toLowerCase().endsWith('.pdf')).pop() ?? null, envelope: null, sections: [] })} />
        <button type="button" className="primary" onClick={() => void find()} disabled={!state.file || running} data-testid="find-sections">{t('split.find')}</button>
        {running && progress && <ProgressBar progress={progress} />}
        {error !== null && <ErrorMessage error={error} testId="error" />}
        <p className="hint">{t('split.help')}</p>
      </div>
      {state.sections.length > 0 && (
        <div className="split-result">
          <div className="queue-head">
            <h2>{plural('split.sections', state.sections.length)}</h2>
            <span>
              <button type="button" className="primary-small" onClick={() => void extract()} disabled={!pdf} data-testid="extract-sections">{t('split.extract')}</button>
              {sent !== null && <> <span className="hint" data-testid="sent">{t('split.sent', { count: sent })}</span> <button type="button" className="link" onClick={onQueue}>{t('split.openQueue')}</button></>}
            </span>
          </div>
          <ol className="sections">
            {state.sections.map((s, i) => (
              <li key={`${s.first}-${s.last}`} className="section-card" data-testid="section"
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => { e.preventDefault(); const page = Number(e.dataTransfer.getData('text/x-page')); if (page) setSections(movePage(state.sections, page, i)); }}>
                <div className="section-head">
                  <strong>{t('split.section', { n: i + 1, first: s.first, last: s.last })}</strong>
                  <select value={s.docType} onChange={(e) => setSections(setType(state.sections, i, e.target.value))} data-testid="section-type" aria-label={t('split.type')}>
                    {!types.some((x) => x.type === s.docType) && <option value={s.docType}>{s.docType}</option>}
                    {types.map((x) => <option key={x.type} value={x.type}>{x.title}</option>)}
                  </select>
                  <span className="hint" data-testid="section-confidence">{s.confidence === null ? t('split.byHand') : t('split.confidence', { pct: Math.round(s.confidence * 100) })}</span>
                  <span className="spacer" />
                  {i > 0 && <button type="button" onClick={() => setSections(mergeWithPrevious(state.sections, i))} data-testid="merge">{t('split.merge')}</button>}
                  <button type="button" onClick={() => void download(i)} disabled={!pdf}>{t('split.download')}</button>
                </div>
                <div className="section-pages">
                  {Array.from({ length: s.last - s.first + 1 }, (_, k) => s.first + k).map((page) => {
                    const boundary = page === s.first || page === s.last;
                    return (
                      <figure key={page} className={`section-page ${boundary && s.first !== s.last ? 'movable' : ''}`} data-testid="section-page" data-page={page}
                        draggable={boundary && s.first !== s.last} onDragStart={(e) => e.dataTransfer.setData('text/x-page', String(page))}
                        title={boundary && s.first !== s.last ? t('split.dragHint') : undefined}>
                        {pdf ? <PageCanvas pdf={pdf} no={page} zoom={0.2} turn={0} /> : <div className="page-placeholder" />}
                        <figcaption>
                          {page}
                          {page !== s.first && <button type="button" className="link" onClick={() => setSections(splitAt(state.sections, page))} aria-label={t('split.splitHereN', { page })} data-testid="split-here">✂</button>}
                        </figcaption>
                      </figure>
                    );
                  })}
                </div>
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
