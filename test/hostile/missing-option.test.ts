/**
 * Issue 22 point 5: a save is complete. An option left out of a save used to take its default
 * quietly (a game saved with `cunning: false` reloaded with Cunning on, 12.0); now it is a
 * SaveFormatError 'missing-option' naming the option. There is no older save version to migrate
 * (`deserialize` refuses any other STATE_VERSION), so no option is filled in.
 */
import { describe, expect, it } from 'vitest';
import { SaveFormatError, createGame, deserialize, serialize } from '../../src/index.js';
import { OptionsSchema } from '../../src/schemas.js';
import { throwsTyped } from './helpers.js';

const game = createGame({ players: 3, seed: 4, options: { cunning: false } });

/** The save of `game` without one option. */
function without(option: string): string {
  const raw = JSON.parse(serialize(game)) as { state: { config: { options: Record<string, unknown> } } };
  delete raw.state.config.options[option];
  return JSON.stringify(raw);
}

describe('a save with an option left out (issue 22 point 5)', () => {
  it('the complete save loads with Cunning off', () => {
    expect(deserialize(serialize(game)).config.options.cunning).toBe(false);
  });

  it("a game saved with cunning: false and the key deleted is refused, not reloaded with Cunning on (12.0)", () => {
    const e = throwsTyped(() => deserialize(without('cunning')), SaveFormatError, 'missing-option', 'state.config.options.cunning');
    expect(e.message).toContain('state.config.options.cunning');
  });

  it('every option, each left out in turn', () => {
    const options = Object.keys(OptionsSchema.shape);
    expect(options.length).toBeGreaterThan(40);
    for (const k of options) throwsTyped(() => deserialize(without(k)), SaveFormatError, 'missing-option', `state.config.options.${k}`);
  });
});
