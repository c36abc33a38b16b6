import styles from './Inbox.module.css';

const WIDTH = 240;
const HEIGHT = 64;
const PAD = 4;

export interface ChartLine {
  name: string;
  /** One value per step; null where the step has none (the line breaks there). */
  values: (number | null)[];
  dashed?: boolean;
}

/** The runs of a line without a gap, as SVG points. */
function segments(values: (number | null)[], max: number): string[] {
  const x = (i: number) =>
    PAD + (values.length > 1 ? (i / (values.length - 1)) * (WIDTH - 2 * PAD) : (WIDTH - 2 * PAD) / 2);
  const y = (v: number) => HEIGHT - PAD - (v / max) * (HEIGHT - 2 * PAD);
  const runs: string[][] = [[]];
  values.forEach((value, i) => {
    if (value === null) runs.push([]);
    else runs[runs.length - 1]!.push(`${x(i).toFixed(1)},${y(value).toFixed(1)}`);
  });
  return runs.filter((run) => run.length > 0).map((run) => run.join(' '));
}

/**
 * A small line chart of one figure over the window's steps, a line per release (the canary's
 * dashed, so the two differ without colour). A picture only: its name says what it shows, and
 * the step-by-step table beside it has every value for keyboard and screen-reader users.
 */
export function ReleaseChart({ title, lines, highest }: { title: string; lines: ChartLine[]; highest: string }) {
  const max = Math.max(0, ...lines.flatMap((line) => line.values.filter((v): v is number => v !== null)));
  const label = `${title} over time: ${lines.map((l) => l.name).join(' and ')}; the figures are in the step-by-step table`;
  return (
    <figure className={styles.chart}>
      <svg role="img" aria-label={label} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width={WIDTH} height={HEIGHT}>
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className={styles.axis} />
        {lines.map((line) =>
          segments(line.values, max || 1).map((points, index) => {
            const key = `${line.name}-${index}`;
            const kind = line.dashed ? styles.canary : styles.live;
            if (points.includes(' ')) return <polyline key={key} points={points} className={kind} />;
            // One step alone: a dot.
            const [cx, cy] = points.split(',');
            return <circle key={key} cx={cx} cy={cy} r={2.5} className={`${kind} ${styles.dot}`} />;
          }),
        )}
      </svg>
      <figcaption>
        {title}, highest {highest}
      </figcaption>
    </figure>
  );
}
