import type { TaskProgress } from '../../src-shared/contract/tasks';

export type Row =
  | { state: 'waiting' }
  | { state: 'running'; progress: TaskProgress | null }
  | { state: 'done'; detail: string }
  | { state: 'failed'; detail: string };

const BAR_WIDTH = 24;

/** One row of the board: `name  [#######.........] 3/8 pages · ocr`. Pure, so it is tested as text. */
export function renderRow(name: string, row: Row, nameWidth: number): string {
  const label = name.length > nameWidth ? `…${name.slice(name.length - nameWidth + 1)}` : name.padEnd(nameWidth);
  switch (row.state) {
    case 'waiting': return `${label}  waiting`;
    case 'done': return `${label}  done · ${row.detail}`;
    case 'failed': return `${label}  failed · ${row.detail}`;
    case 'running': {
      const p = row.progress;
      if (!p || p.pages_total <= 0) return `${label}  [${'.'.repeat(BAR_WIDTH)}] ${p?.stage ?? 'queued'}`;
      const filled = Math.round((Math.min(p.pages_done, p.pages_total) / p.pages_total) * BAR_WIDTH);
      return `${label}  [${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${p.pages_done}/${p.pages_total} pages · ${p.stage}`;
    }
  }
}

/**
 * Progress of a batch on stderr (stdout stays the result, for pipes). On a terminal the rows are
 * redrawn in place; elsewhere (logs, CI) a row is printed when its state or stage changes, never
 * per poll, so a log of a long batch stays readable.
 */
export class ProgressBoard {
  private readonly rows: Row[];
  private readonly lastLine: string[] = [];
  private drawn = 0;
  private muted = false;
  private readonly nameWidth: number;

  constructor(private readonly out: NodeJS.WritableStream & { isTTY?: boolean }, private readonly names: readonly string[], private readonly enabled: boolean) {
    this.rows = names.map(() => ({ state: 'waiting' }));
    this.nameWidth = Math.min(40, Math.max(8, ...names.map((n) => n.length)));
  }

  set(index: number, row: Row): void {
    this.rows[index] = row;
    if (!this.enabled || this.muted) return;
    if (this.out.isTTY) this.redraw();
    else this.logChange(index);
  }

  /** Stops drawing (after Ctrl+C, rows would only report the fallout of the interruption). */
  mute(): void {
    this.muted = true;
  }

  /** Leaves the final rows on screen and the cursor below them. */
  finish(): void {
    if (this.enabled && !this.muted && this.out.isTTY) this.redraw();
  }

  private redraw(): void {
    const lines = this.names.map((n, i) => renderRow(n, this.rows[i] as Row, this.nameWidth));
    const up = this.drawn > 0 ? `\x1b[${this.drawn}F` : '';
    this.out.write(`${up}${lines.map((l) => `\x1b[2K${l}`).join('\n')}\n`);
    this.drawn = lines.length;
  }

  private logChange(index: number): void {
    const row = this.rows[index] as Row;
    // Stage changes only: the page counter would print a line per poll.
    const key = row.state === 'running' ? `running:${row.progress?.stage ?? ''}` : row.state;
    if (this.lastLine[index] === key) return;
    this.lastLine[index] = key;
    this.out.write(`${renderRow(this.names[index] as string, row, this.nameWidth).trimEnd()}\n`);
  }
}
