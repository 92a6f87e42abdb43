/** The chart's height in px. */
export const CHART_HEIGHT = 325;
const LABEL_MAX = 15;

/** Category labels longer than 15 characters are cut with an ellipsis. */
export const cutLabel = (label: string) =>
  label.length > LABEL_MAX ? `${label.slice(0, LABEL_MAX)}…` : label;

/** The chart's frame as drawn: the chart, its padding and border, and the legend's line. */
export const CHART_FIGURE_HEIGHT = CHART_HEIGHT + 46;
