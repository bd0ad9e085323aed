import { describe, expect, it } from 'vitest';
import { axisLabelClasses } from './bar-chart';

/** The bands a label is hidden in, read back from its classes. */
const hiddenIn = (classes: string) => classes.split(' ').filter(Boolean);

describe('axisLabelClasses', () => {
  it('labels every month of a year on a wide chart, and the newest month always', () => {
    const labels = axisLabelClasses(12, 'paź 2026'.length);
    for (let fromNewest = 0; fromNewest < 12; fromNewest++) {
      expect(hiddenIn(labels(fromNewest))).not.toContain('@5xl:invisible');
    }
    expect(labels(0)).toBe('');
  });

  it('on a phone-wide chart leaves room of at least one label between two shown months', () => {
    const labels = axisLabelClasses(12, 'wrz 2026'.length);
    const shown = Array.from({ length: 12 }, (_, fromNewest) => fromNewest).filter(
      (fromNewest) => !hiddenIn(labels(fromNewest)).includes('@max-sm:invisible'),
    );
    expect(shown).toEqual([0, 3, 6, 9]);
  });

  it('shows all of a few short labels everywhere', () => {
    const labels = axisLabelClasses(4, 3);
    for (let fromNewest = 0; fromNewest < 4; fromNewest++) expect(labels(fromNewest)).toBe('');
  });
});
