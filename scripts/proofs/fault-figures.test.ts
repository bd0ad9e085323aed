import { describe, expect, it } from 'vitest';
import {
  countDelivery,
  countPerSecond,
  floorPerWindow,
  growthMbPerMinute,
  recoveredAfter,
  slope,
} from './fault-figures';

describe('countPerSecond', () => {
  it('buckets outcomes by whole seconds from the start, ignoring those outside', () => {
    const rows = countPerSecond(
      [
        { at: 900, ok: true },
        { at: 1000, ok: false },
        { at: 1999, ok: true },
        { at: 2500, ok: false },
        { at: 3000, ok: false },
      ],
      1000,
      3000,
    );
    expect(rows).toEqual([
      { second: 0, total: 2, failed: 1 },
      { second: 1, total: 1, failed: 1 },
    ]);
  });
});

describe('recoveredAfter', () => {
  it('is the time from the event to the last failure after it', () => {
    const outcomes = [
      { at: 500, ok: false },
      { at: 1000, ok: true },
      { at: 1500, ok: false },
      { at: 4200, ok: false },
      { at: 5000, ok: true },
    ];
    expect(recoveredAfter(outcomes, 1000)).toBe(3200);
  });
  it('is 0 when nothing failed after the event', () => {
    expect(
      recoveredAfter(
        [
          { at: 0, ok: false },
          { at: 2000, ok: true },
        ],
        1000,
      ),
    ).toBe(0);
  });
  it('is null when the last outcome watched is a failure (not recovered)', () => {
    expect(
      recoveredAfter(
        [
          { at: 2000, ok: true },
          { at: 3000, ok: false },
        ],
        1000,
      ),
    ).toBeNull();
  });
});

describe('countDelivery', () => {
  it('counts acknowledged texts never received as lost and texts stored twice as doubled', () => {
    const figures = countDelivery(
      ['a', 'b', 'c'],
      [
        { id: '1', text: 'a' },
        { id: '1', text: 'a' },
        { id: '2', text: 'b' },
        { id: '3', text: 'b' },
        { id: '4', text: 'unacked but stored' },
      ],
    );
    expect(figures).toEqual({ acked: 3, received: 3, lost: 1, doubled: 1 });
  });
});

describe('slope and growthMbPerMinute', () => {
  it('fits a straight line', () => {
    expect(
      slope([
        { at: 0, value: 1 },
        { at: 1, value: 3 },
        { at: 2, value: 5 },
      ]),
    ).toBeCloseTo(2);
    expect(slope([{ at: 0, value: 1 }])).toBeNull();
    expect(
      slope([
        { at: 1, value: 1 },
        { at: 1, value: 2 },
      ]),
    ).toBeNull();
  });
  it('measures growth after the warm-up only', () => {
    const mb = 1024 * 1024;
    const samples = [
      { at: 0, bytes: 10 * mb },
      { at: 30_000, bytes: 200 * mb },
      { at: 60_000, bytes: 300 * mb },
      { at: 120_000, bytes: 302 * mb },
      { at: 180_000, bytes: 304 * mb },
    ];
    expect(growthMbPerMinute(samples, 60_000)).toBeCloseTo(2);
    expect(growthMbPerMinute(samples, 170_000)).toBeNull();
  });
});

describe('floorPerWindow', () => {
  it('keeps the lowest sample of each window, in order', () => {
    expect(
      floorPerWindow(
        [
          { at: 0, bytes: 5 },
          { at: 500, bytes: 3 },
          { at: 2100, bytes: 9 },
          { at: 1000, bytes: 7 },
          { at: 1500, bytes: 8 },
        ],
        1000,
      ),
    ).toEqual([
      { at: 500, bytes: 3 },
      { at: 1000, bytes: 7 },
      { at: 2100, bytes: 9 },
    ]);
  });
});
