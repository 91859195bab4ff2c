import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';

/** A dialog over the screen: Escape or the backdrop closes it, focus moves into it and back out. */
export function Modal({ title, onClose, children, testId }: { title: string; onClose: () => void; children: ReactNode; testId?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    box.current?.focus();
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') onClose(); };
    window.addEventListener('keydown', onKey);
    return () => { window.removeEventListener('keydown', onKey); before?.focus(); };
  }, [onClose]);
  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} ref={box} onClick={(e) => e.stopPropagation()} data-testid={testId}>
        <h2>{title}</h2>
        {children}
      </div>
    </div>
  );
}
