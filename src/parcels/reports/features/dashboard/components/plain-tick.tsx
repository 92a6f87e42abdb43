// What recharts hands a custom tick: the position it computed and the tick's value.
interface TickProps {
  x?: number | string;
  y?: number | string;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor?: 'start' | 'middle' | 'end';
  fill?: string;
  index?: number;
  payload?: { value?: unknown };
  tickFormatter?: (value: unknown, index: number) => string;
}

const SHIFT = { start: '0.71em', middle: '0.355em', end: '0' } as const;
const FONT_SIZE = 12;
const FILL = 'var(--pp-muted-foreground)';

/**
 * An axis label as one SVG text. recharts' own label measures every word in the DOM to wrap it,
 * which the short tick labels never need.
 */
export function PlainTick({
  x,
  y,
  textAnchor,
  verticalAnchor,
  index = 0,
  payload,
  tickFormatter,
}: TickProps) {
  const value = payload?.value;
  return (
    <text
      x={x}
      y={y}
      dy={SHIFT[verticalAnchor ?? 'end']}
      textAnchor={textAnchor}
      fill={FILL}
      fontSize={FONT_SIZE}
      className="recharts-cartesian-axis-tick-value"
    >
      {tickFormatter ? tickFormatter(value, index) : String(value ?? '')}
    </text>
  );
}
