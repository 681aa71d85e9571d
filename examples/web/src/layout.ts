/**
 * The schematic map: where each Sea Area, Transit Box and port of the built-in component set is
 * drawn. Presentation data only: the component set has no map coordinates, and the rules need
 * none (adjacency is `seaAreas[].borders`, `transitBoxes[].connects` and `ports[].seaAreas`).
 * test/web-layout.test.ts checks that every id has a position and each port sits in its Sea Area.
 *
 * The map reads like the board: the Atlantic coast of the Americas down the middle (North,
 * Central, South Atlantic), the Caribbean below it, West Africa to the right, and East Africa and
 * India in the top right, reached only through the Transit Boxes (2.2, 7.11).
 */

/** A rectangle in map units (the SVG viewBox is `MAP_WIDTH` × `MAP_HEIGHT`). */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Point {
  x: number;
  y: number;
}

export const MAP_WIDTH = 1600;
export const MAP_HEIGHT = 880;

/** The ten Sea Areas (2.2), each a box holding its ports (top row) and the ships at sea (bottom row). */
export const SEA_AREAS: Readonly<Record<string, Box>> = {
  'north-atlantic': { x: 420, y: 14, w: 330, h: 150 },
  'central-atlantic': { x: 420, y: 190, w: 330, h: 150 },
  'south-atlantic': { x: 420, y: 366, w: 330, h: 150 },
  'west-caribbean': { x: 170, y: 542, w: 420, h: 150 },
  'east-caribbean': { x: 610, y: 542, w: 420, h: 150 },
  'central-america': { x: 14, y: 718, w: 330, h: 150 },
  'south-america': { x: 364, y: 718, w: 520, h: 150 },
  'gold-coast': { x: 1100, y: 542, w: 420, h: 150 },
  'east-africa': { x: 1066, y: 190, w: 520, h: 150 },
  india: { x: 1100, y: 14, w: 420, h: 150 },
};

/** The two Transit Boxes (7.11), between the Regions they join. */
export const TRANSIT_BOXES: Readonly<Record<string, Box>> = {
  'south-america-gold-coast': { x: 904, y: 722, w: 180, h: 96 },
  'gold-coast-east-africa': { x: 1236, y: 384, w: 200, h: 110 },
};

/** The 36 ports (9.1): the centre of each port's circle. Bermuda (two Sea Areas, 2.2) sits between them. */
export const PORTS: Readonly<Record<string, Point>> = {
  boston: { x: 475, y: 66 },
  'new-york': { x: 585, y: 66 },
  philadelphia: { x: 695, y: 66 },
  bermuda: { x: 806, y: 177 },
  virginia: { x: 502, y: 242 },
  bath: { x: 668, y: 242 },
  charleston: { x: 475, y: 418 },
  'st-augustine': { x: 585, y: 418 },
  'new-providence': { x: 695, y: 418 },
  havana: { x: 222, y: 594 },
  'isla-de-tortuga': { x: 328, y: 594 },
  santiago: { x: 432, y: 594 },
  'port-royal': { x: 538, y: 594 },
  'santo-domingo': { x: 662, y: 594 },
  'san-juan': { x: 768, y: 594 },
  guadeloupe: { x: 872, y: 594 },
  martinique: { x: 978, y: 594 },
  campeche: { x: 69, y: 770 },
  honduras: { x: 179, y: 770 },
  portobello: { x: 289, y: 770 },
  cartagena: { x: 451, y: 770 },
  curacao: { x: 624, y: 770 },
  'port-of-spain': { x: 797, y: 770 },
  'cape-coast': { x: 1152, y: 594 },
  cormantin: { x: 1258, y: 594 },
  whydah: { x: 1362, y: 594 },
  'cape-lopez': { x: 1468, y: 594 },
  'isle-ste-marie': { x: 1118, y: 242 },
  kilwa: { x: 1222, y: 242 },
  zanzibar: { x: 1326, y: 242 },
  mocha: { x: 1430, y: 242 },
  ethiopia: { x: 1534, y: 242 },
  goa: { x: 1152, y: 66 },
  calicut: { x: 1258, y: 66 },
  bombay: { x: 1362, y: 66 },
  severndroog: { x: 1468, y: 66 },
};

/** The map key (top left) and the board's counts (decks, pools, the General Pardon), in free sea. */
export const KEY_BOX: Box = { x: 14, y: 14, w: 380, h: 250 };
export const BOARD_BOX: Box = { x: 14, y: 290, w: 380, h: 226 };

/** The centre of a box. */
export function centre(b: Box): Point {
  return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
}
