/**
 * The browser client's schematic map (examples/web/src/layout.ts) against the component data: every
 * Sea Area, Transit Box and port has a position, nothing is placed that is not in the set, each
 * port is drawn inside one of its Sea Areas (Bermuda, of two, between them: 2.2), and no two
 * places overlap.
 */
import { describe, expect, it } from 'vitest';
import { builtinComponents as c } from '../src/index.js';
import { PORTS, SEA_AREAS, TRANSIT_BOXES, MAP_HEIGHT, MAP_WIDTH, type Box } from '../examples/web/src/layout.js';

const inside = (b: Box, x: number, y: number): boolean => x >= b.x && x <= b.x + b.w && y >= b.y && y <= b.y + b.h;
const overlap = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('the web client map layout', () => {
  it('has a position for every Sea Area, Transit Box and port, and for nothing else', () => {
    expect(Object.keys(SEA_AREAS).sort()).toEqual(c.seaAreas.map((a) => a.id).sort());
    expect(Object.keys(TRANSIT_BOXES).sort()).toEqual(c.transitBoxes.map((t) => t.id).sort());
    expect(Object.keys(PORTS).sort()).toEqual(c.ports.map((p) => p.id).sort());
  });

  it('draws each port in its Sea Area; a port of two Sea Areas between them', () => {
    for (const port of c.ports) {
      const at = PORTS[port.id]!;
      const areas = port.seaAreas.map((id) => SEA_AREAS[id]!);
      if (areas.length === 1) expect(inside(areas[0]!, at.x, at.y), port.id).toBe(true);
      else for (const a of areas) expect(inside(a, at.x, at.y), port.id).toBe(false);
    }
  });

  it('keeps every place on the map, none overlapping another', () => {
    const boxes = [...Object.entries(SEA_AREAS), ...Object.entries(TRANSIT_BOXES)];
    for (const [id, b] of boxes) expect(b.x >= 0 && b.y >= 0 && b.x + b.w <= MAP_WIDTH && b.y + b.h <= MAP_HEIGHT, id).toBe(true);
    for (const [i, [id, a]] of boxes.entries()) for (const [other, b] of boxes.slice(i + 1)) expect(overlap(a, b), `${id} / ${other}`).toBe(false);
  });
});
