import { meetingStatuses } from '@tendero/contracts';
import { describe, expect, it } from 'vitest';
import { mayMove } from './meetings.policy';

/** The lifecycle as a table: every pair of statuses, and whether the move is allowed. */
const allowed: Record<string, boolean> = {
  'proposed→proposed': true,
  'proposed→accepted': true,
  'proposed→declined': true,
  'proposed→cancelled': true,
  'accepted→proposed': true,
  'accepted→accepted': false,
  'accepted→declined': true,
  'accepted→cancelled': true,
  'declined→proposed': true,
  'declined→accepted': true,
  'declined→declined': false,
  'declined→cancelled': true,
  'cancelled→proposed': false,
  'cancelled→accepted': false,
  'cancelled→declined': false,
  'cancelled→cancelled': false,
};

describe('the meeting lifecycle', () => {
  for (const from of meetingStatuses) {
    for (const to of meetingStatuses) {
      it(`${from} → ${to}: ${allowed[`${from}→${to}`] ? 'allowed' : 'refused'}`, () => {
        expect(mayMove(from, to)).toBe(allowed[`${from}→${to}`]);
      });
    }
  }
});
