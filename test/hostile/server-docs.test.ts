/**
 * Issue 22 point 8: the server rule is documented. In external randomness `chanceOutcomes` at a
 * card draw lists the rest of the deck card by card; docs/frontend.md "Running a server" says what
 * each call may reveal and to whom, and that this list goes to nobody.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { chanceOutcomes, createScenario, pending } from '../../src/index.js';

const doc = readFileSync(resolve(import.meta.dirname, '../../docs/frontend.md'), 'utf8');
const section = doc.split('## 7. Running a server')[1]?.split('\n## ')[0] ?? '';

/** The table row of `call` in the section. */
const row = (call: string): string => section.split('\n').find((l) => l.startsWith(`| \`${call}`)) ?? '';

describe('docs/frontend.md "Running a server" (issue 22 point 8)', () => {
  it('the fact it warns about: at a draw, chanceOutcomes lists the deck card by card', () => {
    // At the start of a Player-Turn the player draws an Event card (4.4): a chance node.
    const s = createScenario({ players: 3, turn: { phase: 'start' } });
    const p = pending(s);
    expect(p.kind === 'chance' && p.spec.kind === 'draw' ? p.spec.pool : null).toBe('event');
    const outcomes = chanceOutcomes(s).map((o) => o.outcome.value);
    expect(outcomes.length).toBeGreaterThan(10);
    expect(outcomes.every((v) => typeof v === 'string')).toBe(true);
  });

  it('names every call with what it reveals and to whom', () => {
    expect(section).not.toBe('');
    for (const call of ['pending', 'view', 'legalActions', 'apply', 'eventsFor', 'describe', 'check', 'chanceOutcomes', 'serialize', 'isOver']) {
      expect(row(call), call).not.toBe('');
    }
    expect(row('chanceOutcomes')).toMatch(/card by card/);
    expect(row('chanceOutcomes')).toMatch(/\*\*nobody\*\*/);
    expect(row('view')).toMatch(/`p` only/);
    expect(row('legalActions')).toMatch(/`p` only/);
  });
});
