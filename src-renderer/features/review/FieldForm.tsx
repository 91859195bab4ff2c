import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { Warning } from '../../../src-shared/contract';
import { useI18n } from '../../i18n/I18n';
import { columnTotal, getAt, inputFromValue, rowsAt, setAt, valueFromInput } from './result-edit';
import type { Json } from './result-edit';
import type { FormNode, LeafNode, TableNode } from './schema-form';
import { worstSeverity } from './provenance';
import type { Provenance } from './provenance';

export interface FormContext {
  result: Json;
  translated: Json | null;
  provenance: Provenance;
  active: string | null;
  setResult: (next: Json) => void;
  /** A row inserted before `index` (at the end when it is the row count), or deleted. */
  insertRow: (table: TableNode, index: number) => void;
  deleteRow: (table: TableNode, index: number) => void;
  onFocusPath: (path: string) => void;
  /** Enter in a field: on to the next one that needs a look. */
  onNext: (path: string) => void;
}

/** The result as a form built from the schema: groups, leaves, grids; each leaf with how it was found and its warnings. */
export function FieldForm({ nodes, ctx }: { nodes: FormNode[]; ctx: FormContext }) {
  // With a translation, every row has a third column for it: original and translation side by side.
  return <div className={`field-form ${ctx.translated !== null ? 'with-translation' : ''}`}>{nodes.map((n) => <Node key={n.path} node={n} ctx={ctx} />)}</div>;
}

function Node({ node, ctx }: { node: FormNode; ctx: FormContext }) {
  if (node.kind === 'group') {
    return (
      <fieldset className="field-group">
        <legend>{node.title}</legend>
        {node.children.map((c) => <Node key={c.path} node={c} ctx={ctx} />)}
      </fieldset>
    );
  }
  if (node.kind === 'table') return <TableGrid table={node} ctx={ctx} />;
  if (node.kind === 'list') return <ListField path={node.path} title={node.title} ctx={ctx} />;
  return (
    <div className={`field-row ${ctx.active === node.path ? 'active' : ''}`}>
      <label htmlFor={inputId(node.path)}>{node.title}</label>
      <LeafInput leaf={node} path={node.path} ctx={ctx} />
      <Marks path={node.path} ctx={ctx} />
      <Translation path={node.path} ctx={ctx} />
    </div>
  );
}

export function inputId(path: string): string {
  return `field-${path}`;
}

function LeafInput({ leaf, path, ctx, label }: { leaf: LeafNode; path: string; ctx: FormContext; label?: string }) {
  const value = getAt(ctx.result, path);
  // What the operator typed ("1 200,5") is shown as typed while it means the stored value; a value
  // changed from outside (a drawn box, a deleted row above) replaces it.
  const [typed, setTyped] = useState<{ text: string; of: Json | undefined }>(() => ({ text: inputFromValue(value), of: value }));
  let text = typed.text;
  if (typed.of !== value && JSON.stringify(valueFromInput(leaf, typed.text)) !== JSON.stringify(value ?? null)) {
    text = inputFromValue(value);
    setTyped({ text, of: value });
  }
  const severity = worstSeverity(ctx.provenance.warningsOf(path));
  const common = {
    id: inputId(path),
    'data-path': path,
    'aria-label': label,
    className: `field-input ${severity ? `sev-${severity}` : ''} ${value === null || value === undefined ? 'empty' : ''}`,
    onFocus: () => ctx.onFocusPath(path),
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => { if (e.key === 'Enter' && !e.ctrlKey && !e.metaKey) { e.preventDefault(); ctx.onNext(path); } },
  };
  const commit = (t: string) => {
    const next = valueFromInput(leaf, t);
    setTyped({ text: t, of: next });
    ctx.setResult(setAt(ctx.result, path, next));
  };
  if (leaf.options || leaf.type === 'boolean') {
    const options = leaf.options ?? ['true', 'false'];
    return (
      <select {...common} value={text} onChange={(e) => commit(e.target.value)}>
        <option value="">—</option>
        {!options.includes(text) && text !== '' && <option value={text}>{text}</option>}
        {options.map((o) => <option key={o} value={o}>{o}</option>)}
      </select>
    );
  }
  return <input {...common} type="text" inputMode={leaf.type === 'string' ? 'text' : 'decimal'} value={text} onChange={(e) => commit(e.target.value)} />;
}

/** How the value was found, and its warnings as a coloured mark with the reasons on hover. */
function Marks({ path, ctx }: { path: string; ctx: FormContext }) {
  const { t } = useI18n();
  const field = ctx.provenance.field(path);
  const warnings = ctx.provenance.warningsOf(path);
  const severity = worstSeverity(warnings);
  return (
    <span className="marks">
      {field && <span className={`level level-${field.level}`} title={t('review.level', { level: field.level, page: field.page })} data-testid="level">{field.level}</span>}
      {severity && <span className={`warn-dot sev-${severity}`} title={warnings.map(describe).join('\n')} data-testid="warn-mark">!</span>}
    </span>
  );
}

export function describe(w: Warning): string {
  return `${w.code}: ${w.message}`;
}

/** The translated value beside the original; a value the translation left as it was (a number, a code) shows dimmed. */
function Translation({ path, ctx }: { path: string; ctx: FormContext }) {
  if (ctx.translated === null) return null;
  const v = getAt(ctx.translated, path);
  const same = JSON.stringify(v ?? null) === JSON.stringify(getAt(ctx.result, path) ?? null);
  return <span className={`translation ${same ? 'same' : ''}`} data-testid={same ? undefined : 'translation'}>{inputFromValue(v)}</span>;
}

function ListField({ path, title, ctx }: { path: string; title: string; ctx: FormContext }) {
  const value = getAt(ctx.result, path);
  const lines = Array.isArray(value) ? value.map((v) => inputFromValue(v)).join('\n') : '';
  return (
    <div className="field-row">
      <label htmlFor={inputId(path)}>{title}</label>
      <textarea id={inputId(path)} data-path={path} className="field-input" rows={Math.max(2, Array.isArray(value) ? value.length : 1)} value={lines}
        onFocus={() => ctx.onFocusPath(path)}
        onChange={(e) => ctx.setResult(setAt(ctx.result, path, e.target.value.split('\n').filter((l) => l.trim() !== '')))} />
      <Marks path={path} ctx={ctx} />
    </div>
  );
}

/** An array of objects as a grid: a row per item, insert above / delete per row, add at the end, totals of number columns. */
function TableGrid({ table, ctx }: { table: TableNode; ctx: FormContext }) {
  const { t } = useI18n();
  const rows = rowsAt(ctx.result, table.path);
  const totals = table.columns.map((c) => columnTotal(rows, c));
  return (
    <fieldset className="field-group grid-group">
      <legend>{table.title} <small>({rows.length})</small></legend>
      <div className="grid-scroll">
        <table className="grid items-grid" data-testid="items-grid">
          <thead>
            <tr><th>#</th>{table.columns.map((c) => <th key={c.path}>{c.title}</th>)}<th /></tr>
          </thead>
          <tbody>
            {rows.map((_, i) => {
              const rowPath = `${table.path}[${i}]`;
              return (
                <tr key={i} className={worstSeverity(ctx.provenance.warningsOf(rowPath)) ? 'flagged' : ''}>
                  <td className="row-no">{i + 1}</td>
                  {table.columns.map((c) => {
                    const path = `${rowPath}.${c.path}`;
                    return (
                      <td key={c.path} className={ctx.active === path ? 'active' : ''}>
                        <LeafInput leaf={c} path={path} ctx={ctx} label={`${c.title} ${i + 1}`} />
                        <Marks path={path} ctx={ctx} />
                        <Translation path={path} ctx={ctx} />
                      </td>
                    );
                  })}
                  <td className="row-actions">
                    <button type="button" title={t('review.insertRow')} aria-label={t('review.insertRowN', { n: i + 1 })} onClick={() => ctx.insertRow(table, i)}>+</button>
                    <button type="button" title={t('review.deleteRow')} aria-label={t('review.deleteRowN', { n: i + 1 })} data-testid="delete-row" onClick={() => ctx.deleteRow(table, i)}>×</button>
                  </td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <td />
              {totals.map((v, j) => <td key={j} className="total" data-testid={v === null ? undefined : 'column-total'}>{v === null ? '' : v.toLocaleString()}</td>)}
              <td><button type="button" onClick={() => ctx.insertRow(table, rows.length)} data-testid="add-row">{t('review.addRow')}</button></td>
            </tr>
          </tfoot>
        </table>
      </div>
    </fieldset>
  );
}
