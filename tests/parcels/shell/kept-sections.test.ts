// Which sections the shell's outlet keeps mounted as the publisher moves around.
import { describe, expect, it } from 'vitest';
import type { Section } from '../../../src/shared/routing/route-table';
import { keepSection } from '../../../src/parcels/shell/outlet/kept-sections';

const section = (name: string): Section => ({ key: `shell:${name}`, parcel: 'shell' });

function visit(names: string[], limit = 3) {
  let state: { kept: readonly Section[]; recency: readonly string[] } = { kept: [], recency: [] };
  for (const name of names) state = keepSection(state.kept, state.recency, section(name), limit);
  return {
    kept: state.kept.map((s) => s.key.slice(6)),
    recency: state.recency.map((k) => k.slice(6)),
  };
}

describe('keepSection', () => {
  it('keeps every section while there are no more than the limit', () => {
    expect(visit(['a', 'b', 'c'])).toEqual({ kept: ['a', 'b', 'c'], recency: ['c', 'b', 'a'] });
  });

  it('drops the section left longest ago, and never reorders the others', () => {
    expect(visit(['a', 'b', 'c', 'a', 'd']).kept).toEqual(['a', 'c', 'd']);
  });

  it('keeps the same list for a section already shown (no re-render loop)', () => {
    const first = keepSection([], [], section('a'));
    const again = keepSection(first.kept, first.recency, section('a'));
    expect(again.kept).toBe(first.kept);
    expect(again.recency).toBe(first.recency);
  });

  it('brings a section dropped earlier back at the end of the list', () => {
    expect(visit(['a', 'b', 'c', 'd', 'a']).kept).toEqual(['c', 'd', 'a']);
  });
});
