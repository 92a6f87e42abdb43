import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useDrawnAnswer } from '../../../src/shared/ui/data-table/use-drawn-answer';

type Answer = { rows: number[] };
const rowCount = (answer: Answer) => answer.rows.length;
const answerOf = (count: number): Answer => ({ rows: Array.from({ length: count }, (_, i) => i) });

/** Renders the hook over `answer` and records what each commit showed. */
function Probe({ answer, commits }: { answer: Answer | undefined; commits: unknown[] }) {
  const { shown, drawing } = useDrawnAnswer(answer, rowCount);
  useEffect(() => {
    commits.push({ rows: shown?.rows.length, drawing });
  });
  return null;
}

describe('useDrawnAnswer', () => {
  it('keeps the skeleton while a page of rows is drawn in a later render, never "No data"', () => {
    const commits: unknown[] = [];
    const view = render(<Probe answer={undefined} commits={commits} />);
    view.rerender(<Probe answer={answerOf(20)} commits={commits} />);
    expect(commits).toEqual([
      { rows: undefined, drawing: false },
      { rows: undefined, drawing: true },
      { rows: 20, drawing: false },
    ]);
  });

  it('keeps the previous answer on screen until the next one is drawn', () => {
    const commits: unknown[] = [];
    const view = render(<Probe answer={answerOf(5)} commits={commits} />);
    view.rerender(<Probe answer={answerOf(7)} commits={commits} />);
    expect(commits.slice(-2)).toEqual([
      { rows: 5, drawing: false },
      { rows: 7, drawing: false },
    ]);
  });

  it('draws a virtualised answer (more than 100 rows) at once', () => {
    const commits: unknown[] = [];
    const view = render(<Probe answer={undefined} commits={commits} />);
    view.rerender(<Probe answer={answerOf(101)} commits={commits} />);
    expect(commits[1]).toEqual({ rows: 101, drawing: false });
  });
});
