import { useCallback, useEffect, useMemo, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { JsonObject } from '../../../src-shared/contract';
import { useI18n } from '../../i18n/I18n';
import { downloadBlob } from '../../ui/download';
import { ExportDialog } from '../export/ExportDialog';
import { currentResult, jobExport } from '../export/export-body';
import type { Job } from '../queue/job-queue';
import { useJobs, useQueue } from '../queue/QueueProvider';
import { DocumentView } from './DocumentView';
import { FieldForm, inputId } from './FieldForm';
import type { FormContext } from './FieldForm';
import { textInBox } from './geometry';
import type { Box, PlacedText } from './geometry';
import { pageText } from './pdf';
import { flaggedPaths, Provenance, worstSeverity } from './provenance';
import { deleteRow, getAt, insertRow, originsAfterDelete, originsAfterInsert, rowsAt, setAt, valueFromInput } from './result-edit';
import type { Json } from './result-edit';
import { formOf, leafAt, leafPaths } from './schema-form';
import { WarningList } from './WarningList';

/** The review station: the document on the left, the result as a form on the right, one job at a time. */
export function ReviewScreen({ onBack }: { onBack: () => void }) {
  const jobs = useJobs();
  const { selected, select } = useQueue();
  const { t } = useI18n();
  const reviewable = jobs.filter((j) => j.status === 'done' && j.request.outputSchema && j.envelope);
  const job = reviewable.find((j) => j.id === selected) ?? reviewable[0] ?? null;
  if (!job) {
    return (
      <section className="panel">
        <p className="hint">{t('review.nothing')}</p>
        <button type="button" onClick={onBack}>{t('review.back')}</button>
      </section>
    );
  }
  const at = reviewable.indexOf(job);
  const go = (step: number) => { const next = reviewable[at + step]; if (next) select(next.id); };
  return <JobReview key={job.id} job={job} position={{ at, of: reviewable.length }} go={go} onBack={onBack} />;
}

function JobReview({ job, position, go, onBack }: { job: Job; position: { at: number; of: number }; go: (step: number) => void; onBack: () => void }) {
  const { queue } = useQueue();
  const { t, plural } = useI18n();
  const envelope = job.envelope!;
  const schema = job.request.outputSchema!;
  const form = useMemo(() => formOf(schema), [schema]);
  const result = (currentResult(job) ?? {}) as Json;
  const provenance = useMemo(() => new Provenance(envelope.fields, envelope.warnings, job.rowOrigins), [envelope, job.rowOrigins]);
  const [active, setActive] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const paths = leafPaths(form, (p) => rowsAt(result, p).length);
  const flagged = flaggedPaths(paths, provenance, (p) => {
    const v = getAt(result, p);
    return (v === null || v === undefined || v === '') && (leafAt(form, p)?.required ?? false);
  });

  const focus = useCallback((path: string) => {
    setActive(path);
    requestAnimationFrame(() => document.getElementById(inputId(path))?.focus());
  }, []);
  const next = (from: string | null) => {
    const start = from ? paths.indexOf(from) : -1;
    const target = flagged.find((p) => paths.indexOf(p) > start) ?? flagged[0];
    if (target) focus(target);
  };
  const setResult = (r: Json) => queue.edit(job.id, r as JsonObject);
  const confirm = () => { queue.confirm(job.id, !job.confirmed); if (!job.confirmed) go(1); };

  // Keyboard: Ctrl+Enter confirms (and moves on), Alt+PageDown / Alt+PageUp change document.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) { e.preventDefault(); confirm(); }
      else if (e.altKey && e.key === 'PageDown') { e.preventDefault(); go(1); }
      else if (e.altKey && e.key === 'PageUp') { e.preventDefault(); go(-1); }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  /** A box drawn on the page: the text under it becomes the active field's value. */
  const onDraw = async (page: number, box: Box) => {
    if (!active) return;
    const leaf = leafAt(form, active);
    if (!leaf) return;
    let pieces: PlacedText[] = pdf ? await pageText(await pdf.getPage(page)) : [];
    // A scan has no text layer: what OCR read there, by its blocks.
    if (pieces.length === 0) pieces = (envelope.fragments ?? []).filter((f) => f.page === page && f.bbox).map((f) => ({ text: f.text, box: f.bbox! }));
    const text = textInBox(pieces, box);
    if (text) setResult(setAt(result, active, valueFromInput(leaf, text)));
  };

  const ctx: FormContext = {
    result, translated: (envelope.translated?.result ?? null) as Json | null, provenance, active,
    setResult, onFocusPath: setActive, onNext: next,
    insertRow: (table, index) => queue.edit(job.id, insertRow(result, table, index) as JsonObject, originsAfterInsert(job.rowOrigins, table.path, rowsAt(result, table.path).length, index)),
    deleteRow: (table, index) => queue.edit(job.id, deleteRow(result, table, index) as JsonObject, originsAfterDelete(job.rowOrigins, table.path, rowsAt(result, table.path).length, index)),
  };
  const download = () => downloadBlob(new Blob([JSON.stringify(result, null, 2)], { type: 'application/json' }), `${job.name.replace(/\.[^.]*$/, '')}.json`);
  const exportBody = jobExport(job);
  return (
    <section className="review" data-testid="review">
      <div className="review-bar">
        <button type="button" onClick={onBack}>{t('review.back')}</button>
        <button type="button" onClick={() => go(-1)} disabled={position.at === 0} aria-label={t('review.previous')}>‹</button>
        <strong className="review-name">{job.name}</strong>
        <span className="hint">{t('review.position', { at: position.at + 1, of: position.of })}</span>
        <button type="button" onClick={() => go(1)} disabled={position.at + 1 >= position.of} aria-label={t('review.next')}>›</button>
        <span className="hint">{plural('review.flagged', flagged.length)}</span>
        {job.edited && <span className="edited-mark">{t('review.edited')}</span>}
        <span className="spacer" />
        <button type="button" onClick={download} data-testid="export-json">{t('review.exportJson')}</button>
        <button type="button" onClick={() => setExporting(true)} disabled={!exportBody} data-testid="export-xlsx">{t('review.exportXlsx')}</button>
        <button type="button" className={job.confirmed ? 'confirmed-button' : 'primary-small'} onClick={confirm} data-testid="confirm" aria-pressed={job.confirmed}>
          {job.confirmed ? t('review.confirmed') : t('review.confirm')}
        </button>
      </div>
      <p className="shortcuts hint">{t('review.shortcuts')}</p>
      <div className="review-body">
        <DocumentView file={job.file} envelope={envelope} onPdf={setPdf}
          marks={{ fields: provenance.all(), active, severityOf: (p) => worstSeverity(provenance.warningsOf(p)), onPick: focus, onDraw: (page, box) => void onDraw(page, box) }} />
        <div className="review-form">
          <WarningList paths={paths} provenance={provenance} onJump={(field) => { const p = paths.find((x) => x === field || x.startsWith(`${field}.`) || x.startsWith(`${field}[`)); if (p) focus(p); }} />
          <FieldForm nodes={form} ctx={ctx} />
        </div>
      </div>
      {exporting && exportBody && <ExportDialog body={exportBody} onClose={() => setExporting(false)} />}
    </section>
  );
}
