import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { exportXlsx } from '../../api/client';
import { queryKeys } from '../../api/keys';
import type { ExportBody } from '../../api/client';
import { useI18n } from '../../i18n/I18n';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { Modal } from '../../ui/Modal';
import { previewWorkbook } from './xlsx-preview';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The workbook built by the server from what the operator holds, previewed sheet by sheet, then downloaded. */
export function ExportDialog({ body, onClose }: { body: ExportBody; onClose: () => void }) {
  const { t } = useI18n();
  const key = useMemo(() => JSON.stringify(body), [body]);
  const workbook = useQuery({
    queryKey: queryKeys.export(key),
    queryFn: async () => { const bytes = await exportXlsx(body); return { bytes, sheets: await previewWorkbook(bytes) }; },
    staleTime: Infinity, gcTime: 0, retry: false,
  });
  const [sheet, setSheet] = useState(0);
  const url = useMemo(() => (workbook.data ? URL.createObjectURL(new Blob([workbook.data.bytes], { type: XLSX_MIME })) : null), [workbook.data]);
  useEffect(() => () => { if (url) URL.revokeObjectURL(url); }, [url]);
  const fileName = `${(body.file_name ?? 'docintel').replace(/\.[^.]*$/, '')}.xlsx`;
  const shown = workbook.data?.sheets[sheet];
  return (
    <Modal title={t('export.title')} onClose={onClose} testId="xlsx-preview">
      {workbook.isPending && <p className="hint">{t('export.building')}</p>}
      {workbook.isError && <ErrorMessage error={workbook.error} testId="error" />}
      {workbook.data && (
        <>
          <div className="tabs" role="tablist">
            {workbook.data.sheets.map((s, i) => (
              <button key={s.name} type="button" role="tab" aria-selected={i === sheet} className={i === sheet ? 'active' : ''} onClick={() => setSheet(i)} data-testid="sheet-tab">{s.name}</button>
            ))}
          </div>
          {shown && (
            <div className="sheet-scroll">
              <table className="grid sheet" data-testid="sheet">
                <tbody>
                  {shown.rows.map((r, i) => <tr key={i}>{r.map((c, j) => (i === 0 ? <th key={j}>{c}</th> : <td key={j}>{c}</td>))}</tr>)}
                </tbody>
              </table>
            </div>
          )}
          <div className="modal-actions">
            {url && <a className="button primary-small" href={url} download={fileName} data-testid="download-xlsx">{t('export.download', { name: fileName })}</a>}
            <button type="button" onClick={onClose}>{t('export.close')}</button>
          </div>
        </>
      )}
    </Modal>
  );
}
