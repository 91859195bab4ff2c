import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/I18n';
import { acceptedName, FolderWatch, WATCH_INTERVAL_MS } from './folder-watch';
import type { FolderEntry } from './folder-watch';

/** The folder dialog of Chromium and Electron (not in every browser, nor in TypeScript's DOM types). */
type DirectoryPicker = () => Promise<FileSystemDirectoryHandle>;
type Listable = FileSystemDirectoryHandle & { values(): AsyncIterable<FileSystemHandle> };

function picker(): DirectoryPicker | null {
  const w = window as unknown as { showDirectoryPicker?: DirectoryPicker };
  return typeof w.showDirectoryPicker === 'function' ? w.showDirectoryPicker.bind(window) : null;
}

async function listFiles(dir: FileSystemDirectoryHandle): Promise<Map<string, File>> {
  const out = new Map<string, File>();
  for await (const entry of (dir as Listable).values()) {
    if (entry.kind === 'file') out.set(entry.name, await (entry as FileSystemFileHandle).getFile());
  }
  return out;
}

/**
 * Opt-in: a folder whose new files join the queue with the batch's current settings, for as long as
 * this window watches it (where the browser offers folder access: the desktop app, Chromium).
 */
export function WatchFolder({ onFiles }: { onFiles: (files: File[]) => void }) {
  const { t, plural } = useI18n();
  const [dir, setDir] = useState<FileSystemDirectoryHandle | null>(null);
  const [sent, setSent] = useState(0);
  const [failed, setFailed] = useState(false);
  const send = useRef(onFiles);
  useEffect(() => { send.current = onFiles; }, [onFiles]);
  useEffect(() => {
    if (!dir) return;
    let files = new Map<string, File>();
    const watch = new FolderWatch(async (): Promise<FolderEntry[]> => {
      files = await listFiles(dir);
      return [...files.values()].map((f) => ({ name: f.name, size: f.size, lastModified: f.lastModified }));
    }, acceptedName);
    let live = true;
    const look = async () => {
      try {
        const ready = await watch.tick();
        if (!live || ready.length === 0) return;
        send.current(ready.map((name) => files.get(name)).filter((f): f is File => f !== undefined));
        setSent((n) => n + ready.length);
      } catch {
        if (live) setFailed(true);
      }
    };
    void look();
    const timer = setInterval(() => void look(), WATCH_INTERVAL_MS);
    return () => { live = false; clearInterval(timer); };
  }, [dir]);
  const open = picker();
  if (!open) return null;
  if (!dir) {
    return (
      <button type="button" onClick={() => void open().then((d) => { setDir(d); setSent(0); setFailed(false); }, () => undefined)} data-testid="watch-folder">
        {t('watch.start')}
      </button>
    );
  }
  return (
    <div className="watch" data-testid="watching">
      <span>{t('watch.watching', { name: dir.name })} · {plural('watch.sent', sent)}</span>
      {failed && <span className="field-error">{t('watch.failed')}</span>}
      <button type="button" className="link" onClick={() => setDir(null)}>{t('watch.stop')}</button>
    </div>
  );
}
