/**
 * Bars by label against a limit line, drawn as SVG: enough for pages by month against the plan's
 * package. Each bar carries its value as a title for a reader who points at it, and the whole chart
 * a label for screen readers (the table beside it has the numbers).
 */
export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 640;
const HEIGHT = 180;
const AXIS = 22;

export function BarChart({ bars, limit, limitLabel, label, testId }: { bars: Bar[]; limit: number | null; limitLabel?: string; label: string; testId?: string }) {
  const top = Math.max(1, limit ?? 0, ...bars.map((b) => b.value));
  const slot = (WIDTH - 8) / Math.max(1, bars.length);
  const barWidth = Math.min(48, slot * 0.7);
  const y = (v: number) => HEIGHT - AXIS - ((HEIGHT - AXIS - 10) * v) / top;
  return (
    <svg className="bar-chart" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} data-testid={testId}>
      <line x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} className="axis" />
      {bars.map((b, i) => {
        const x = 4 + i * slot + (slot - barWidth) / 2;
        const over = limit !== null && b.value > limit;
        // A month with a few pages against a package of thousands still shows a bar.
        const height = b.value > 0 ? Math.max(2, HEIGHT - AXIS - y(b.value)) : 0;
        return (
          <g key={b.label}>
            <rect x={x} y={HEIGHT - AXIS - height} width={barWidth} height={height} className={over ? 'bar over' : 'bar'} data-testid="bar"><title>{`${b.label}: ${b.value}`}</title></rect>
            <text x={x + barWidth / 2} y={HEIGHT - 6} textAnchor="middle" className="bar-label">{b.label}</text>
            <text x={x + barWidth / 2} y={HEIGHT - AXIS - height - 3} textAnchor="middle" className="bar-value">{b.value}</text>
          </g>
        );
      })}
      {limit !== null && <line x1={0} x2={WIDTH} y1={y(limit)} y2={y(limit)} className="limit" data-testid="limit-line" />}
      {limit !== null && limitLabel && <text x={WIDTH - 4} y={y(limit) - 4} textAnchor="end" className="limit-label">{limitLabel}</text>}
    </svg>
  );
}
