import { type ComponentProps } from 'react';
import { useChartWidth, XAxis } from 'recharts';

// About the width of one 12 px character, and the room a label needs around it.
const CHAR_PX = 7;
const GAP_PX = 12;
// The room the two value axes take from the chart's width.
const VALUE_AXES_PX = 120;

/**
 * The category (day or hour) axis. It shows every n-th label so that none overlap, from the
 * chart's width and the longest label, instead of letting recharts measure every label's text
 * in the DOM.
 */
export function CategoryAxis({
  labels,
  ...props
}: Omit<ComponentProps<typeof XAxis>, 'interval'> & { labels: readonly { label: string }[] }) {
  const width = useChartWidth() ?? 0;
  const longest = labels.reduce((max, point) => Math.max(max, point.label.length), 0);
  const fits = Math.max(1, Math.floor((width - VALUE_AXES_PX) / (longest * CHAR_PX + GAP_PX)));
  return <XAxis {...props} interval={Math.max(0, Math.ceil(labels.length / fits) - 1)} />;
}
