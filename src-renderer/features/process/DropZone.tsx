import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { useI18n } from '../../i18n/I18n';

const ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.csv,.jpg,.jpeg,.png,.tif,.tiff,.webp,.xml';

/** Drop a document here, or click to choose one. */
export function DropZone({ file, onFile }: { file: File | null; onFile: (f: File | null) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const { t } = useI18n();
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const dropped = e.dataTransfer.files[0];
    if (dropped) onFile(dropped);
  };
  return (
    <div
      className={`dropzone ${over ? 'over' : ''}`}
      data-testid="dropzone"
      role="button"
      tabIndex={0}
      onClick={() => input.current?.click()}
      onKeyDown={(e) => { if (e.key === 'Enter') input.current?.click(); }}
      onDragEnter={(e) => { e.preventDefault(); setOver(true); }}
      onDragOver={(e) => { e.preventDefault(); setOver(true); }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <input ref={input} type="file" accept={ACCEPT} hidden data-testid="file-input"
        onChange={(e) => onFile(e.target.files?.[0] ?? null)} />
      {file ? (
        <span className="file-name">{file.name} <small>({Math.ceil(file.size / 1024)} KB)</small>
          <button type="button" className="link" onClick={(e) => { e.stopPropagation(); onFile(null); }}>{t('drop.remove')}</button></span>
      ) : (
        <span>{t('drop.hint')}</span>
      )}
    </div>
  );
}
