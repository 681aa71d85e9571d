/**
 * The map as SVG, drawn from the component data (Sea Areas, Transit Boxes, ports with their
 * nationality, Value and Defense) and a player's view (Pirates, Merchants, Warships, KCs,
 * Governors, Attacked and destroyed ports). Positions come from layout.ts.
 *
 * Every place carries `data-place` (its id) and every Pirate counter `data-pirate`; the ones the
 * current step lets the player choose get the class `choosable`, and a click on them chooses.
 */
import type { ComponentSet, PlayerView } from 'blackbeard-engine/core';
import { BOARD_BOX, KEY_BOX, MAP_HEIGHT, MAP_WIDTH, PORTS, SEA_AREAS, TRANSIT_BOXES, centre, type Box } from './layout.js';
import { NATIONALITY_COLOURS, esc, nationalityName, shortName } from './names.js';

export interface MapInput {
  view: PlayerView;
  components: ComponentSet;
  /** A colour per player. */
  colours: Readonly<Record<string, string>>;
  /** Ids of the places and Pirates the current step lets the player click. */
  places: ReadonlySet<string>;
  pirates: ReadonlySet<string>;
  /** The Pirate whose Actions are being chosen (drawn raised), if any. */
  focus: string | null;
  /** A label per player for the key ("Player A (you)"). */
  playerLabels: Readonly<Record<string, string>>;
}

const REGION_FILL: Record<string, string> = { americas: '#b9d9e6', 'west-africa': '#bfdcd8', 'east-africa-india': '#c6d6ea' };

/** The sea lanes: one per border between Sea Areas and per Transit Box end, under the areas. */
function lanes(c: ComponentSet): string {
  const out: string[] = [];
  const seen = new Set<string>();
  const line = (a: Box, b: Box): void => {
    const p = centre(a);
    const q = centre(b);
    out.push(`<line x1="${p.x}" y1="${p.y}" x2="${q.x}" y2="${q.y}" class="lane"/>`);
  };
  for (const area of c.seaAreas) {
    const a = SEA_AREAS[area.id];
    if (!a) continue;
    for (const other of area.borders) {
      const key = [area.id, other].sort().join('|');
      const b = SEA_AREAS[other];
      if (seen.has(key) || !b) continue;
      seen.add(key);
      line(a, b);
    }
  }
  for (const box of c.transitBoxes) {
    const t = TRANSIT_BOXES[box.id];
    if (!t) continue;
    for (const end of box.connects) {
      const a = SEA_AREAS[end];
      if (a) line(t, a);
    }
  }
  // A port of two Sea Areas (Bermuda, 2.2): a thin line to each.
  for (const port of c.ports) {
    if (port.seaAreas.length < 2) continue;
    const p = PORTS[port.id];
    if (!p) continue;
    for (const id of port.seaAreas) {
      const a = SEA_AREAS[id];
      if (!a) continue;
      const q = centre(a);
      out.push(`<line x1="${p.x}" y1="${p.y}" x2="${Math.min(Math.max(p.x, a.x), a.x + a.w)}" y2="${Math.min(Math.max(q.y, a.y), a.y + a.h)}" class="port-link"/>`);
    }
  }
  return out.join('');
}

interface Chip {
  label: string;
  colour: string;
  title: string;
  pirate?: string;
  kind: 'pirate' | 'kc';
  /** A Pirate's ship size (6.23): 1 Sloop, 2 Schooner, 3 Brigantine, drawn as that many masts. */
  masts?: number;
}

/** A little ship at (x, y), its masts telling the ship type. */
function shipIcon(x: number, y: number, masts: number): string {
  const poles = Array.from({ length: masts }, (_, i) => {
    const mx = x + 4 + (i + 0.5) * (10 / masts);
    return `M${mx} ${y + 11} v-9 M${mx} ${y + 3} l3.5 4 h-3.5`;
  }).join(' ');
  return `<path d="M${x + 1} ${y + 11} h16 l-3 4 h-10 z" fill="#fff"/><path d="${poles}" stroke="#fff" stroke-width="1.4" fill="#fff"/>`;
}

/** Counters in a row centred on `cx` and `width` wide, or (`column`) one under the other. */
function chipRow(chips: readonly Chip[], cx: number, y: number, width: number, input: MapInput, column = false): string {
  if (chips.length === 0) return '';
  const w = column ? width : Math.min(110, (width - 8) / chips.length - 4);
  const total = column ? w : chips.length * (w + 4) - 4;
  let x = cx - total / 2;
  const out: string[] = [];
  for (const chip of chips) {
    const choosable = chip.pirate !== undefined && input.pirates.has(chip.pirate);
    const focus = chip.pirate !== undefined && chip.pirate === input.focus;
    const cls = `chip ${chip.kind}${choosable ? ' choosable' : ''}${focus ? ' focus' : ''}`;
    const data = chip.pirate ? ` data-pirate="${esc(chip.pirate)}"` : '';
    const fill = chip.kind === 'kc' ? '#fbf7ec' : chip.colour;
    const text = chip.kind === 'kc' ? chip.colour : '#fff';
    const icon = chip.masts ? 20 : 0;
    const maxChars = Math.max(3, Math.floor((w - 8 - icon) / 7.6));
    const label = chip.label.length > maxChars ? `${chip.label.slice(0, maxChars - 1)}…` : chip.label;
    out.push(
      `<g class="${cls}"${data}><title>${esc(chip.title)}</title>` +
        `<rect x="${x}" y="${y}" width="${w}" height="20" rx="5" fill="${fill}" stroke="${chip.colour}"/>` +
        (chip.masts ? shipIcon(x + 3, y + 1, chip.masts) : '') +
        `<text x="${x + icon / 2 + w / 2}" y="${y + 14}" fill="${text}">${esc(label)}</text></g>`,
    );
    if (column) y += 23;
    else x += w + 4;
  }
  return out.join('');
}

function shipName(c: ComponentSet, id: string): string {
  return c.shipTypes.find((t) => t.id === id)?.name ?? id;
}

/** The Pirates and KCs at a place, as counters. */
function piecesAt(input: MapInput, where: (loc: { kind: string; area?: string; port?: string; box?: string }) => boolean, kcPlace: string | null): Chip[] {
  const { view, components: c } = input;
  const chips: Chip[] = [];
  for (const p of Object.values(view.pirates)) {
    if (!where(p.location)) continue;
    const card = c.pirates.find((x) => x.id === p.id);
    const name = card?.name ?? p.id;
    const status = [p.dr ? 'in D&R' : '', p.scurvy ? 'scurvy' : ''].filter(Boolean).join(', ');
    chips.push({
      kind: 'pirate',
      pirate: p.id,
      colour: input.colours[p.owner] ?? '#555',
      label: shortName(name),
      masts: c.shipTypes.find((t) => t.id === p.ship)?.size ?? 1,
      title: `${name} (${input.playerLabels[p.owner] ?? `Player ${p.owner}`}): ${shipName(c, p.ship)}, Combat ${p.combat}, Speed ${p.speed}, Loyalty ${p.loyalty}, NP ${p.np}${status ? `, ${status}` : ''}`,
    });
  }
  if (kcPlace) {
    for (const kc of Object.values(view.kcs)) {
      if (kc.area !== kcPlace) continue;
      const name = c.kcs.find((k) => k.id === kc.id)?.name ?? kc.id;
      chips.push({ kind: 'kc', colour: input.colours[kc.owner] ?? '#555', label: `KC ${shortName(name)}`, title: `King's Commissioner ${name} (${input.playerLabels[kc.owner] ?? `Player ${kc.owner}`})` });
    }
  }
  return chips;
}

function seaArea(input: MapInput, id: string, b: Box): string {
  const c = input.components;
  const area = c.seaAreas.find((a) => a.id === id);
  if (!area) return '';
  const cls = `area${input.places.has(id) ? ' choosable' : ''}`;
  const out = [
    `<g class="${cls}" data-place="${esc(id)}"><title>${esc(area.name)}</title>`,
    `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="14" fill="${REGION_FILL[area.region] ?? '#bcd'}"/>`,
    `<text x="${b.x + 12}" y="${b.y + 20}" class="area-name">${esc(area.name)}</text>`,
  ];
  const warship = input.view.warships[id];
  if (warship) {
    const w = c.warships.find((x) => x.id === warship);
    out.push(
      `<g class="warship"><title>${esc(`${w?.name ?? 'Warship'} On Station (Combat ${w?.combat ?? '?'}, Speed ${w?.speed ?? '?'})`)}</title>` +
        `<path d="M${b.x + b.w - 78} ${b.y + 9} h66 l-8 12 h-50 z" fill="#5a6470"/>` +
        `<text x="${b.x + b.w - 45}" y="${b.y + 19}" class="warship-text">WARSHIP</text></g>`,
    );
  }
  out.push(chipRow(piecesAt(input, (l) => l.kind === 'sea' && l.area === id, id), b.x + b.w / 2, b.y + b.h - 26, b.w, input));
  out.push('</g>');
  return out.join('');
}

function transitBox(input: MapInput, id: string, b: Box): string {
  const box = input.components.transitBoxes.find((t) => t.id === id);
  if (!box) return '';
  const cls = `area transit${input.places.has(id) ? ' choosable' : ''}`;
  const [first, second] = box.name.replace(/ Transit Box$/, '').split(' - ');
  return (
    `<g class="${cls}" data-place="${esc(id)}"><title>${esc(box.name)}</title>` +
    `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="10"/>` +
    `<text x="${b.x + b.w / 2}" y="${b.y + 18}" class="transit-name">TRANSIT BOX</text>` +
    `<text x="${b.x + b.w / 2}" y="${b.y + 34}" class="transit-sub">${esc(`${first ?? ''} – ${second ?? ''}`)}</text>` +
    chipRow(piecesAt(input, (l) => l.kind === 'transit' && l.box === id, id), b.x + b.w / 2, b.y + b.h - 28, b.w, input) +
    `</g>`
  );
}

function port(input: MapInput, id: string): string {
  const { view, components: c } = input;
  const p = c.ports.find((x) => x.id === id);
  const at = PORTS[id];
  if (!p || !at) return '';
  const destroyed = view.destroyedPorts.includes(id);
  const attacked = view.attackedPorts.includes(id);
  const governor = view.governors[id];
  const merchant = view.merchants[id];
  const nat = p.piratePort ? 'Pirate Port' : p.nationality ? nationalityName(p.nationality) : '';
  const facts = [
    nat,
    p.value !== null ? `Value ${p.value}, Defense ${p.defense}` : '',
    governor ? `${governor === 'pro-pirate' ? 'Pro' : 'Anti'}-Pirate Governor` : '',
    attacked ? 'Attacked' : '',
    destroyed ? 'Destroyed' : '',
  ].filter(Boolean);
  const cls = `port${input.places.has(id) ? ' choosable' : ''}${destroyed ? ' destroyed' : ''}`;
  const fill = destroyed ? '#9a948a' : p.piratePort ? '#1d1d1d' : (NATIONALITY_COLOURS[p.nationality ?? ''] ?? '#888');
  const out = [`<g class="${cls}" data-place="${esc(id)}"><title>${esc(`${p.name}: ${facts.join('; ')}`)}</title>`];
  out.push(`<circle cx="${at.x}" cy="${at.y}" r="21" class="hit"/>`);
  if (attacked && !destroyed) out.push(`<circle cx="${at.x}" cy="${at.y}" r="18" class="attacked"/>`);
  out.push(`<circle cx="${at.x}" cy="${at.y}" r="14" fill="${fill}" class="port-dot"/>`);
  const dark = p.nationality === 'spanish' ? '#222' : '#fff';
  if (p.piratePort) out.push(`<text x="${at.x}" y="${at.y + 5}" class="port-value" fill="#fff">☠</text>`);
  else if (p.value !== null) out.push(`<text x="${at.x}" y="${at.y + 4}" class="port-value" fill="${destroyed ? '#fff' : dark}">${p.value}-${p.defense}</text>`);
  if (destroyed) out.push(`<path d="M${at.x - 10} ${at.y - 10} l20 20 m0 -20 l-20 20" class="cross"/>`);
  out.push(`<text x="${at.x}" y="${at.y + 29}" class="port-name">${esc(p.name)}</text>`);
  if (governor) {
    const pro = governor === 'pro-pirate';
    out.push(
      `<g class="governor"><rect x="${at.x + 8}" y="${at.y - 22}" width="15" height="13" rx="2" fill="${pro ? '#2e7d32' : '#7b1e1e'}"/>` +
        `<text x="${at.x + 15.5}" y="${at.y - 12}">${pro ? 'G+' : 'G−'}</text></g>`,
    );
  }
  if (merchant) {
    const type = merchant.type ? c.merchantTypes.find((m) => m.id === merchant.type) : undefined;
    const label = type ? type.name.replace('3-Masted ', '').slice(0, 2) : '?';
    const tip = type ? `Merchant: ${type.name} (Cargo ${type.cargo})${merchant.foundBy ? ', found' : ''}` : 'Merchant (face down)';
    out.push(
      `<g class="merchant${merchant.foundBy ? ' found' : ''}"><title>${esc(tip)}</title>` +
        `<rect x="${at.x - 36}" y="${at.y - 9}" width="18" height="18" rx="2" fill="${type ? '#fffaf0' : '#b08a57'}"/>` +
        `<text x="${at.x - 27}" y="${at.y + 4}">${esc(label)}</text></g>`,
    );
  }
  out.push(chipRow(piecesAt(input, (l) => l.kind === 'port' && l.port === id, null), at.x, at.y + 36, 92, input, true));
  out.push('</g>');
  return out.join('');
}

function key(input: MapInput): string {
  const b = KEY_BOX;
  const out = [`<g class="key"><rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="10" class="bg"/>`, `<text x="${b.x + 14}" y="${b.y + 24}" class="key-title">The Spanish Main</text>`];
  let y = b.y + 48;
  const col2 = b.x + 200;
  const nats = Object.entries(NATIONALITY_COLOURS);
  nats.forEach(([nat, colour], i) => {
    const x = i % 2 === 0 ? b.x + 18 : col2;
    const yy = y + Math.floor(i / 2) * 22;
    out.push(`<circle cx="${x + 6}" cy="${yy - 4}" r="6" fill="${colour}"/><text x="${x + 18}" y="${yy}">${esc(nationalityName(nat))}</text>`);
  });
  y += Math.ceil(nats.length / 2) * 22;
  out.push(`<circle cx="${b.x + 24}" cy="${y - 4}" r="6" fill="#1d1d1d"/><text x="${b.x + 36}" y="${y}">Pirate Port</text>`);
  out.push(`<rect x="${col2}" y="${y - 11}" width="13" height="13" rx="2" fill="#2e7d32"/><text x="${col2 + 18}" y="${y}">Pro-/Anti-Pirate Gov.</text>`);
  y += 22;
  out.push(`<rect x="${b.x + 18}" y="${y - 12}" width="13" height="13" rx="2" fill="#b08a57"/><text x="${b.x + 36}" y="${y}">Merchant</text>`);
  out.push(`<circle cx="${col2 + 6}" cy="${y - 5}" r="7" class="attacked"/><text x="${col2 + 18}" y="${y}">Attacked port</text>`);
  y += 22;
  out.push(`<rect x="${b.x + 18}" y="${y - 14}" width="24" height="18" rx="4" fill="#6b5235"/>${shipIcon(b.x + 21, y - 14, 2)}<text x="${b.x + 50}" y="${y}" class="small">Masts: 1 Sloop, 2 Schooner, 3 Brigantine</text>`);
  y += 12;
  // The players' colours, in two columns.
  input.view.order.forEach((p, i) => {
    const x = i % 2 === 0 ? b.x + 18 : col2;
    const yy = y + 22 + Math.floor(i / 2) * 22;
    out.push(`<rect x="${x}" y="${yy - 13}" width="24" height="16" rx="4" fill="${input.colours[p] ?? '#555'}"/><text x="${x + 32}" y="${yy}">${esc(shortLabel(input.playerLabels[p] ?? `Player ${p}`))}</text>`);
  });
  out.push('</g>');
  return out.join('');
}

/** "Player B (greedy bot)" -> "Player B (bot)": the key's column is narrow. */
function shortLabel(label: string): string {
  return label.replace(/\((greedy|random) bot\)/, '(bot)').replace('The System Player', 'System Player');
}

const cards = (n: number): string => `${n} card${n === 1 ? '' : 's'}`;

function board(input: MapInput): string {
  const v = input.view;
  const b = BOARD_BOX;
  const pardon = v.generalPardon;
  const rows: [string, string][] = [
    ['Turn', `${v.turn.number} (Player ${v.turn.player})`],
    ['Event deck', cards(v.deckSize)],
    ['General Pardons (the 3rd ends it)', `${pardon.appearances}${pardon.pardon ? ', in force' : ''}`],
    ['Pirate deck', cards(v.pirateDeckSize)],
    ['Merchants in the pool', String(v.pools.merchants)],
    ['Warships in the pool', String(v.pools.warships)],
    ['KCs in the pool', String(v.pools.kcs)],
  ];
  if (v.retired.length) rows.push(['Retired', v.retired.map((id) => shortName(input.components.pirates.find((p) => p.id === id)?.name ?? id)).join(', ')]);
  const out = [`<g class="key board"><rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="10" class="bg"/>`, `<text x="${b.x + 14}" y="${b.y + 24}" class="key-title">The Board</text>`];
  rows.forEach(([k, val], i) => {
    const y = b.y + 50 + i * 23;
    out.push(`<text x="${b.x + 18}" y="${y}">${esc(k)}</text><text x="${b.x + b.w - 16}" y="${y}" class="num">${esc(val)}</text>`);
  });
  out.push('</g>');
  return out.join('');
}

/** The whole map as an SVG element's markup. */
export function renderMap(input: MapInput): string {
  const c = input.components;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}" role="img" aria-label="The map">`];
  parts.push(lanes(c));
  parts.push(key(input), board(input));
  for (const [id, b] of Object.entries(SEA_AREAS)) parts.push(seaArea(input, id, b));
  for (const [id, b] of Object.entries(TRANSIT_BOXES)) parts.push(transitBox(input, id, b));
  for (const p of c.ports) parts.push(port(input, p.id));
  parts.push('</svg>');
  return parts.join('');
}
