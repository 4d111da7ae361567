export interface MetricsSparklineProps {
  /** Calls per step, oldest first; `undefined` while loading. */
  values: readonly number[] | undefined;
  /** What it shows, read out instead of the drawing (e.g. "chat: 42 calls in the last hour"). */
  label: string;
  width?: number;
  height?: number;
}

/** A deployment's recent calls as a small line without axes, named for a screen reader by its total. */
export function MetricsSparkline({ values, label, width = 96, height = 24 }: MetricsSparklineProps) {
  if (values === undefined) return <span data-slot="sparkline" data-state="loading" aria-hidden="true" />;
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const y = (v: number) => height - 2 - (v / max) * (height - 4);
  const path = values.map((v, i) => `${i === 0 ? 'M' : 'L'}${(i * step).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  return (
    <svg
      data-slot="sparkline"
      data-idle={values.every((v) => v === 0) || undefined}
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-label={label}
    >
      <path d={path} />
    </svg>
  );
}
