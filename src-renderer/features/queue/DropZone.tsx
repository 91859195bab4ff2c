import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { SUPPORTED_EXTENSIONS } from '../../../src-shared/contract';
import { useI18n } from '../../i18n/I18n';

const ACCEPT = SUPPORTED_EXTENSIONS.join(',');

/**
 * Drop documents here, or click to choose them: every file dropped or picked joins the list, none is
 * discarded. A `single` zone holds one file (a composite PDF, a registry): a new one replaces it.
 */
export function DropZone({ files, onFiles, single = false, accept = ACCEPT }: { files: File[]; onFiles: (f: File[]) => void; single?: boolean; accept?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { t, plural } = useI18n();
  const add = (list: FileList | null) => {
    if (list && list.length) onFiles(single ? Array.from(list).slice(-1) : [...files, ...Array.from(list)]);
  };
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };
  return (
    <div
      className={`dropzone ${over ? 'over' : ''}`}
      data-testid="dropzone"
      role="button"
      tabIndex={0}
      onClick={() => input.current?.click()}
      onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); input.current?.click(); } }}
      onDragEnter={(e) => { e.preventDefault(); setOver(true); }}
      onDragOver={(e) => { e.preventDefault(); setOver(true); }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input ref={input} type="file" accept={accept} multiple={!single} hidden data-testid="file-input"
        onChange={(e) => { add(e.target.files); e.target.value = ''; }} />
      {files.length === 0 ? <span>{t('drop.hint')}</span> : (
        <>
          {!single && <strong>{plural('drop.count', files.length)}</strong>}
          <ul className="file-list">
            {files.map((f, i) => (
              <li key={`${f.name}-${i}`} className="file-name">{f.name} <small>({Math.ceil(f.size / 1024)} KB)</small>
                <button type="button" className="link" aria-label={t('drop.removeName', { name: f.name })}
                  onClick={(e) => { e.stopPropagation(); onFiles(files.filter((_, j) => j !== i)); }}>{t('drop.remove')}</button></li>
            ))}
          </ul>
          <small>{single ? t('drop.replace') : t('drop.more')}</small>
        </>
      )}
    </div>
  );
}
