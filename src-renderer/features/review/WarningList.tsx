import { useI18n } from '../../i18n/I18n';
import type { Provenance } from './provenance';

const ORDER: Record<string, number> = { high: 0, medium: 1, low: 2, info: 3 };

/** Every warning, worst first, coloured by severity; one on a field jumps to it. */
export function WarningList({ paths, provenance, onJump }: { paths: string[]; provenance: Provenance; onJump: (field: string) => void }) {
  const { t, plural } = useI18n();
  const warnings = provenance.allWarnings();
  if (warnings.length === 0) return <p className="hint no-warnings">{t('review.noWarnings')}</p>;
  const documentLevel = new Set(provenance.documentWarnings(paths));
  const sorted = [...warnings].sort((a, b) => (ORDER[a.severity] ?? 9) - (ORDER[b.severity] ?? 9));
  return (
    <details className="warning-list" open data-testid="warning-list">
      <summary>{plural('review.warnings', warnings.length)}</summary>
      <ul>
        {sorted.map((w, i) => (
          <li key={i} className={`sev-${w.severity}`}>
            {documentLevel.has(w) ? <span><code>{w.code}</code> {w.message}</span> : (
              <button type="button" className="link" onClick={() => onJump(w.field)} title={w.message}><code>{w.field}</code> <code>{w.code}</code> {w.message}</button>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
