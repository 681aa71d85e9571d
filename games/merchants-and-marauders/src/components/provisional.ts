/**
 * The built-in component set: the ledger's provisional defaults (ledger F.1 D1-D22, F.2 map).
 * **A stand-in, not the printed game.** The rulebook gives the procedures and almost none of the
 * content; every value here says where it comes from (`source`) and whether it is invented
 * (`provisional`). A user who owns the game loads his own transcription (./load.ts).
 */
import type { Captain, CargoCard, ComponentSet, EventCard, GloryCard, MissionCard, Nation, RumorCard, SeaZone } from './schema.js';
import type { SPECIALIST_TYPES } from './schema.js';

const INVENTED = (d: string): string => `invented stand-in (ledger F.1 ${d}); not the printed game`;

// ---------------------------------------------------------------------------------------------
// D1-D4: the map (ledger F.2). Invented except the names in D1 and the three edges in D2/D3.
// ---------------------------------------------------------------------------------------------

type Z = [id: string, name: string, nation: Nation | null, borders: [string, string][], known: string];
const ZONES: Z[] = [
  ['havana', 'Havana', 'spanish', [['E', 'nassau'], ['S', 'port-x7']], 'name L372; Havana-Nassau adjacent L372'],
  ['nassau', 'Nassau', 'english', [['E', 'port-x1'], ['S', 'port-royale'], ['W', 'havana']], 'name L372'],
  ['port-x1', 'Provisional Port X1', 'french', [['E', 'st-john'], ['S', 'santo-domingo'], ['W', 'nassau']], 'none'],
  ['st-john', 'St. John', 'english', [['S', 'basse-terre'], ['W', 'port-x1']], 'name L475'],
  ['port-x7', 'Provisional Port X7', 'spanish', [['N', 'havana'], ['E', 'port-royale'], ['S', 'port-x5']], 'none'],
  ['port-royale', 'Port Royale', 'english', [['N', 'nassau'], ['E', 'santo-domingo'], ['S', 'caribbean-sea'], ['W', 'port-x7']], 'name L630'],
  ['santo-domingo', 'Santo Domingo', 'spanish', [['N', 'port-x1'], ['E', 'basse-terre'], ['S', 'caribbean-sea'], ['W', 'port-royale']], 'name and Spanish L546'],
  ['basse-terre', 'Basse-Terre', 'french', [['N', 'st-john'], ['E', 'bridgetown'], ['S', 'caracas'], ['W', 'santo-domingo']], 'name L777; E to Bridgetown L777; Caracas adjacent L781'],
  ['bridgetown', 'Bridgetown', 'english', [['S', 'port-x3'], ['W', 'basse-terre']], 'name L777'],
  ['port-x5', 'Provisional Port X5', 'dutch', [['N', 'port-x7'], ['E', 'caribbean-sea'], ['S', 'port-x6']], 'none'],
  ['caribbean-sea', 'Caribbean Sea', null, [['N', 'port-royale'], ['N', 'santo-domingo'], ['E', 'caracas'], ['S', 'curacao'], ['S', 'port-x4'], ['W', 'port-x5']], 'name and no port L333'],
  ['caracas', 'Caracas', 'spanish', [['N', 'basse-terre'], ['E', 'port-x3'], ['S', 'port-x2'], ['W', 'caribbean-sea']], 'name L781'],
  ['port-x3', 'Provisional Port X3', 'french', [['N', 'bridgetown'], ['W', 'caracas']], 'none'],
  ['port-x6', 'Provisional Port X6', 'dutch', [['N', 'port-x5'], ['E', 'port-x4']], 'none'],
  ['port-x4', 'Provisional Port X4', 'dutch', [['N', 'caribbean-sea'], ['E', 'curacao'], ['W', 'port-x6']], 'none'],
  ['curacao', 'Curaçao', 'dutch', [['N', 'caribbean-sea'], ['E', 'port-x2'], ['W', 'port-x4']], 'name L709; Dutch by inference L709'],
  ['port-x2', 'Provisional Port X2', 'french', [['N', 'caracas'], ['W', 'curacao']], 'none'],
];

function zone([id, name, nation, borders, known]: Z): SeaZone {
  const rules: SeaZone['rules'] = [];
  let text = '';
  if (id === 'port-royale') {
    // D4, M21: entry while wanted for a fee or an Influence roll; the 3 Gold is invented.
    rules.push({ op: 'portEntry', allowed: true, cost: 3, influenceRoll: true });
    text = 'Stand-in text: a Captain wanted by this port’s nation may enter for 3 Gold or a successful Influence roll.';
  }
  if (id === 'st-john') {
    // D4: Ship Modifications may be transferred here (L475); the wording is invented.
    rules.push({ op: 'transferMods' });
    text = 'Stand-in text: when you buy or claim a ship here, your Ship Modifications may move to the new ship.';
  }
  return {
    id,
    name,
    port: nation ? { id, name, nation } : null,
    borders: borders.map(([dir, to]) => ({ to, dir: dir as 'N' | 'E' | 'S' | 'W' })),
    text,
    rules,
    hook: null,
    provisional: nation ? ['port.nation', 'borders', 'rules', ...(known === 'none' ? ['name'] : [])] : ['borders'],
    source: `rulebook: ${known}; everything else ${INVENTED('D1-D4')}`,
  };
}

// ---------------------------------------------------------------------------------------------
// D7: sixteen Captains, one per port (4 per nation), skills summing to 10 (permutations of
// 3/3/2/2 and one 4/2/2/2 per nation). No abilities except Felipe's (hook).
// ---------------------------------------------------------------------------------------------

type Sk = [number, number, number, number];
const PERMS: Sk[] = [[3, 3, 2, 2], [2, 3, 3, 2], [2, 2, 3, 3], [3, 2, 2, 3], [3, 2, 3, 2], [2, 3, 2, 3]];
const NATION_PORTS: Record<Nation, string[]> = {
  spanish: ['santo-domingo', 'havana', 'caracas', 'port-x7'],
  english: ['port-royale', 'nassau', 'bridgetown', 'st-john'],
  french: ['basse-terre', 'port-x1', 'port-x2', 'port-x3'],
  dutch: ['curacao', 'port-x4', 'port-x5', 'port-x6'],
};

function captains(): Captain[] {
  const out: Captain[] = [];
  let k = 0;
  for (const nation of ['dutch', 'english', 'french', 'spanish'] as const) {
    NATION_PORTS[nation].forEach((port, i) => {
      const zoneName = ZONES.find((z) => z[0] === port)?.[1] ?? port;
      let sk: Sk = i === 3 ? [[4, 2, 2, 2], [2, 4, 2, 2], [2, 2, 4, 2], [2, 2, 2, 4]][k % 4] as Sk : (PERMS[k % PERMS.length] as Sk);
      let name = `Stand-in Captain of ${zoneName}`;
      let id = `captain-${port}`;
      let abilities: Captain['abilities'] = [];
      let provisional: Captain['provisional'] = true;
      let source = INVENTED('D7');
      if (port === 'nassau') {
        // L993, L997: Frances Wright, Seamanship 2, Leadership 3.
        [id, name, sk] = ['frances-wright', 'Frances Wright', [2, 2, 3, 3]];
        provisional = ['homePort', 'skills.scouting', 'skills.influence'];
        source = `rulebook L993-L997 (name, Seamanship 2, Leadership 3); the rest ${INVENTED('D7')}`;
      }
      if (port === 'port-x7') {
        // L1005, L1065: Felipe, Seamanship 3, Leadership 2, re-locates a received hit once per battle.
        [id, name, sk] = ['felipe', 'Felipe', [3, 2, 2, 3]];
        abilities = [{ text: 'Re-locate a received hit once per battle.', window: 'naval.afterHitLocations', uses: 'oncePerBattle', effects: [{ op: 'relocateHit', of: 'received', n: 1 }], hook: null }];
        provisional = ['homePort', 'skills.scouting', 'skills.influence'];
        source = `rulebook L1005, L1065 (name, Seamanship 3, Leadership 2, ability); the rest ${INVENTED('D7')}`;
      }
      if (port === 'santo-domingo') {
        // L591: Frederico da Silva, a raider (M58: not Felipe).
        [id, name] = ['frederico-da-silva', 'Frederico da Silva'];
        provisional = ['homePort', 'skills'];
        source = `rulebook L591 (name); the rest ${INVENTED('D7')}`;
      }
      out.push({ id, name, homePort: port, skills: { seamanship: sk[0], scouting: sk[1], leadership: sk[2], influence: sk[3] }, abilities, provisional, source });
      k++;
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// D8, D9: the Cargo deck: 8 goods x 8 cards, plunder [1,2,3,3,3,3,4,5], 4 Escape + 4 Hit per good,
// Hit locations over the 32 Hit cards: Masts 8, Cargo 8, Crew 6, Cannons 6, Hull 4.
// ---------------------------------------------------------------------------------------------

const GOODS: [string, string, boolean][] = [
  ['spice', 'Spice', false], ['cocoa', 'Cocoa', false], ['rum', 'Rum', false], ['tobacco', 'Tobacco', false],
  ['sugar', 'Sugar', true], ['coffee', 'Coffee', true], ['cotton', 'Cotton', true], ['silk', 'Silk', true],
];
const PLUNDER = [1, 2, 3, 3, 3, 3, 4, 5];
const HIT_LOCATIONS = [...Array(8).fill('masts'), ...Array(8).fill('cargo'), ...Array(6).fill('crew'), ...Array(6).fill('cannons'), ...Array(4).fill('hull')] as ('masts' | 'cargo' | 'crew' | 'cannons' | 'hull')[];

function cargoCards(): CargoCard[] {
  const out: CargoCard[] = [];
  let h = 0;
  GOODS.forEach(([good]) => {
    PLUNDER.forEach((plunder, i) => {
      // Odd positions (plunder 2, 3, 3, 5) carry a Hit icon, even ones (1, 3, 3, 4) an Escape icon.
      const hit = i % 2 === 1;
      // (h * 5) mod 32 walks all 32 slots (5 and 32 are coprime), spreading the locations over the goods.
      const loc = HIT_LOCATIONS[(h * 5) % 32] as (typeof HIT_LOCATIONS)[number];
      if (hit) h++;
      out.push({ id: `${good}-${i + 1}`, good, plunder, icon: hit ? { hit: loc } : 'escape', count: 1, provisional: true, source: INVENTED('D8') });
    });
  });
  // L595-L601 (MM Raid 18) shows a Tobacco card with a Cannons hit: tobacco-4 takes cocoa-4's
  // Cannons icon and gives it its Masts one (the totals per location are unchanged).
  const tob = out.find((c) => c.id === 'tobacco-4');
  const coc = out.find((c) => c.id === 'cocoa-4');
  if (tob && coc) {
    [tob.icon, coc.icon] = [coc.icon, tob.icon];
    tob.provisional = ['plunder'];
    tob.source = `rulebook L595-L601 (a Tobacco card with a Cannons hit); plunder ${INVENTED('D8')}`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// D13-D15: 34 Event Cards: 18 NPC cards, 1 War card, 15 no-effect cards; 17 carry three NPC icons.
// ---------------------------------------------------------------------------------------------

const NAVAL_SLOTS = { dutch: 'naval-dutch', english: 'naval-english', french: 'naval-french', spanish: 'naval-spanish' } as const;
const ICON_NPCS = ['naval-dutch', 'naval-english', 'naval-french', 'naval-spanish', 'pirate-sloop', 'pirate-frigate'] as const;
const DIRS = ['N', 'E', 'S', 'W'] as const;

/** A fixed sequence (seed 27, an LCG) for the icon triples: generated once, the same every time. */
function iconTriples(n: number): EventCard['npcIcons'][] {
  let x = 27;
  const next = (m: number): number => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return Math.floor((x / 2147483648) * m);
  };
  return Array.from({ length: n }, () => [0, 1, 2].map(() => ({ npc: ICON_NPCS[next(6)] as (typeof ICON_NPCS)[number], dir: DIRS[next(4)] as (typeof DIRS)[number] })));
}

function events(): EventCard[] {
  const out: EventCard[] = [];
  const triples = iconTriples(17);
  for (const nation of ['dutch', 'english', 'french', 'spanish'] as const) {
    const ports = nation === 'dutch' ? ['curacao', 'port-x4', 'port-x5'] : NATION_PORTS[nation].slice(0, 3);
    ports.forEach((zoneId, i) => {
      const vanAlmonde = nation === 'dutch' && i === 0;
      const nationName = nation[0]?.toUpperCase() + nation.slice(1);
      out.push({
        id: `${nation}-naval-ship-${i + 1}`,
        name: `${nationName} Naval Ship`,
        count: 1,
        text: vanAlmonde ? 'Admiral Philips van Almonde (Dutch Naval Ship) enters play at Curaçao.' : `A ${nationName} Admiral (stand-in) enters play.`,
        npcIcons: [],
        npc: { slot: NAVAL_SLOTS[nation], captain: vanAlmonde ? 'Philips van Almonde' : `Stand-in ${nationName} Admiral ${i + 1}`, ship: 'frigate', zone: zoneId, skills: { seamanship: 3, scouting: 2, leadership: 3 }, scoutingUsesBounties: true },
        timing: 'endOfRound',
        effects: [],
        stays: true,
        hook: null,
        provisional: vanAlmonde ? ['npc.skills', 'text'] : true,
        source: vanAlmonde ? `rulebook L699, L709 (name "Dutch Naval Ship", van Almonde, Frigate, Curaçao); the rest ${INVENTED('D14')}` : INVENTED('D14'),
      });
    });
  }
  for (const [ship, name] of [['sloop', 'Pirate Sloop'], ['frigate', 'Pirate Frigate']] as const) {
    for (let i = 0; i < 3; i++) {
      // One Pirate Sloop card carries icons (D13: 16 non-NPC cards + 1 Pirate Sloop card).
      const icons = ship === 'sloop' && i === 0 ? (triples[16] ?? []) : [];
      out.push({
        id: `pirate-${ship}-${i + 1}`,
        name,
        count: 1,
        text: `A stand-in pirate captain enters play in the Caribbean Sea with a ${name}.`,
        npcIcons: icons,
        npc: { slot: ship === 'sloop' ? 'pirate-sloop' : 'pirate-frigate', captain: `Stand-in Pirate ${i + 1}`, ship, zone: 'caribbean-sea', skills: { seamanship: 3, scouting: 3, leadership: ship === 'sloop' ? 2 : 3 }, scoutingUsesBounties: false },
        timing: 'endOfRound',
        effects: [],
        stays: true,
        hook: null,
        provisional: true,
        source: `rulebook L699 (the name "Pirate Sloop"), L703; the rest ${INVENTED('D13, D14')}`,
      });
    }
  }
  out.push({
    id: 'war',
    name: 'War',
    count: 1,
    text: 'Stand-in text: two random nations go to war (replacing any war). Each places a Man-o-War in the zone of its first port. The war lasts until the next War card.',
    npcIcons: triples[0] ?? [],
    npc: null,
    timing: 'immediate',
    // MM NPC 6, D15, MR55: the war, then a Man-o-War for each of the two nations (after the draw of the pair).
    effects: [
      { op: 'setWar', nations: 'random' },
      { op: 'placeNpc', npc: 'man-o-war', nation: 'atWar', captain: { name: 'Stand-in Commodore', seamanship: 3, scouting: 2, leadership: 3 } },
    ],
    stays: false,
    hook: null,
    provisional: true,
    source: `rulebook L748 (the name "War", Man-o-Wars come from it); the rest ${INVENTED('D15')}`,
  });
  for (let i = 0; i < 15; i++) {
    out.push({
      id: `calm-seas-${i + 1}`,
      name: 'Calm Seas',
      count: 1,
      text: 'Stand-in card: no effect beyond its NPC icons.',
      npcIcons: triples[i + 1] ?? [],
      npc: null,
      timing: 'immediate',
      effects: [],
      stays: false,
      hook: null,
      provisional: true,
      source: INVENTED('D13'),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// D16, D17: 70 Glory Cards: 16 Specialists (8 types x 2) and 54 stand-ins.
// ---------------------------------------------------------------------------------------------

function glory(): GloryCard[] {
  const g = (id: string, name: string, count: number, text: string, window: string, effects: GloryCard['effects'], hook: string | null = null, known = ''): GloryCard => ({
    id, name, count, text, play: { window }, specialist: null, effects, hook, provisional: known ? ['count', 'effects'] : true, source: known ? `rulebook ${known} (name); count and effect ${INVENTED('D16')}` : INVENTED('D16'),
  });
  const out: GloryCard[] = [
    g('crew-combat-rerolls', 'Crew Combat Re-rolls', 6, 'Re-roll any of your or your opponent’s dice in crew combat.', 'crew.afterRoll', [{ op: 'reroll', whose: 'either', dice: 'chosen', roll: 'crew' }], null, 'L1095'),
    g('naval-rerolls', 'Naval Re-rolls', 6, 'Re-roll any of your dice in a Seamanship contest.', 'naval.afterContestRoll', [{ op: 'reroll', whose: 'own', dice: 'chosen', roll: 'contest' }]),
    g('fast-learner', 'Fast Learner', 4, 'Play the card your opponent just played as if it were yours.', 'any.afterCardResolved', [], 'copyLastPlayedCard', 'L1095'),
    g('pardon', 'Pardon', 6, 'Pay 5 Gold per bounty of one nation to clear every bounty of that nation.', 'turn.betweenActions', [{ op: 'payGold', amount: { perBounty: 'choice', times: 5 } }, { op: 'removeBounty', nation: 'choice', n: 'all' }]),
    g('fair-winds', 'Fair Winds', 6, 'Take one more action this turn.', 'turn.betweenActions', [{ op: 'modifier', stat: 'actions', delta: 1, duration: 'thisTurn' }]),
    g('keen-eye', 'Keen Eye', 6, 'Roll one more die on your next Scouting roll this turn.', 'scout.beforeRoll', [{ op: 'modifier', skill: 'scouting', dice: 1, duration: 'thisRoll' }]),
    g('smuggler', 'Smuggler', 6, 'Gain 2 more Gold per card you sell this turn.', 'port.betweenActivities', [{ op: 'modifier', stat: 'sellPrice', delta: 2, duration: 'thisTurn' }]),
    g('windfall', 'Windfall', 6, 'Gain 5 Gold.', 'turn.betweenActions', [{ op: 'gainGold', amount: 5 }]),
    // MM Glory 4, MR46: off-turn cards, announced in the windows the engine opens after an Event and at the end of a round.
    g('harbour-gossip', 'Harbour Gossip', 2, 'Off-turn: when an Event has been resolved, gain 2 Gold.', 'event.resolved', [{ op: 'gainGold', amount: 2 }]),
    g('friend-at-court', 'Friend at Court', 2, 'Off-turn: at the end of a round, pay 3 Gold to remove one bounty of one nation.', 'round.end', [{ op: 'payGold', amount: 3 }, { op: 'removeBounty', nation: 'choice', n: 1 }]),
    // MM Glory 3, MM Crew 5, MR47: combat cards of the other windows.
    g('evasive-helm', 'Evasive Helm', 2, 'Combat: after the hit locations are rolled against you, move one hit to another location.', 'naval.afterHitLocations', [{ op: 'relocateHit', of: 'received', n: 1 }]),
    g('boarding-party', 'Boarding Party', 2, 'Combat: just before crew combat, gain 1 Crew (up to your ship’s value).', 'crew.before', [{ op: 'crew', delta: 1 }]),
  ];
  const specialists: [(typeof SPECIALIST_TYPES)[number], string, string, GloryCard['effects']][] = [
    ['carpenter', 'Carpenter', 'One free repair per Port action.', [{ op: 'repair', location: 'choice', n: 1 }]],
    ['gunner-captain', 'Gunner Captain', 'One more hit when you win a Shoot (at most 5).', [{ op: 'modifier', stat: 'hits', delta: 1, duration: 'whileEmployed' }]],
    ['master-gunner', 'Master Gunner', 'Re-roll one hit-location die per combat.', [{ op: 'reroll', whose: 'own', dice: 'chosen', roll: 'any' }]],
    ['surgeon', 'Surgeon', 'Lose one Crew fewer per combat.', [{ op: 'crew', delta: 1 }]],
    ['lookout', 'Lookout', 'One more die on Scouting rolls.', [{ op: 'modifier', skill: 'scouting', dice: 1, duration: 'whileEmployed' }]],
    ['master-at-arms', 'Master-at-Arms', 'One more Leadership die in crew combat.', [{ op: 'modifier', skill: 'leadership', dice: 1, scope: [{ is: 'inCombat', kind: 'crew' }], duration: 'whileEmployed' }]],
    ['purser', 'Purser', 'One more Gold per card sold.', [{ op: 'modifier', stat: 'sellPrice', delta: 1, duration: 'whileEmployed' }]],
    ['sailing-master', 'Sailing Master', 'One more Seamanship die in raids.', [{ op: 'modifier', skill: 'seamanship', dice: 1, scope: [{ is: 'vs', what: 'merchant' }], duration: 'whileEmployed' }]],
  ];
  for (const [type, name, text, effects] of specialists) {
    out.push({
      id: type,
      name,
      count: 2,
      text: `Specialist. Hire in port for 5 Gold. ${text}`,
      play: { window: 'turn.betweenActions' },
      specialist: { type, hire: { where: 'port', cost: 5 } },
      effects,
      hook: null,
      provisional: ['text', 'specialist.hire', 'effects'],
      source: `rulebook L683-L685 (the type name, 2 of each); terms and effect ${INVENTED('D17')}`,
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// D18, D19: 25 Rumors and 25 Missions.
// ---------------------------------------------------------------------------------------------

function rumors(): RumorCard[] {
  const zones = ZONES.map((z) => z[0]);
  const out: RumorCard[] = [];
  for (let i = 0; i < 15; i++) {
    const zoneId = zones[i % zones.length] as string;
    out.push({ id: `buried-treasure-${i + 1}`, name: 'Buried Treasure', count: 1, text: `Stand-in: search the ${ZONES[i % ZONES.length]?.[1]} zone (Scouting) for 10 Gold.`, where: { zone: zoneId }, skill: 'scouting', keepAfterTrue: false, onTrue: [{ op: 'gainGold', amount: 10 }], hook: null, provisional: true, source: INVENTED('D18') });
  }
  // MM Crew 1, D18: some rumors start crew combat (L883); the stand-in: smugglers at sea, 15 Gold if beaten.
  const cove = zones[15 % zones.length] as string;
  out.push({
    id: 'smugglers-cove', name: 'Smugglers’ Cove', count: 1, text: `Stand-in: search the ${ZONES[15 % ZONES.length]?.[1]} zone (Scouting); the smugglers fight (crew combat, Leadership 2, a Sloop's crew). Win: 15 Gold.`,
    where: { zone: cove }, skill: 'scouting', keepAfterTrue: false,
    onTrue: [{ op: 'startCombat', kind: 'crew', opponent: { name: 'the smugglers', seamanship: 2, leadership: 2, ship: 'sloop' }, onWin: [{ op: 'gainGold', amount: 15 }], onLose: [] }],
    hook: null, provisional: true, source: `rulebook L883 (rumors that start crew combat); the rest ${INVENTED('D18')}`,
  });
  const ports = ZONES.filter((z) => z[2]).map((z) => z[0]);
  for (let i = 0; i < 8; i++) {
    const port = ports[(i * 2 + 1) % ports.length] as string;
    out.push({ id: `loose-tongues-${i + 1}`, name: 'Loose Tongues', count: 1, text: `Stand-in: ask around in ${ZONES.find((z) => z[0] === port)?.[1]} (Influence) for 8 Gold.`, where: { port }, skill: 'influence', keepAfterTrue: false, onTrue: [{ op: 'gainGold', amount: 8 }], hook: null, provisional: true, source: INVENTED('D18') });
  }
  out.push({ id: 'forged-documents', name: 'Forged Documents', count: 1, text: 'Stand-in: in any port (Influence), remove one bounty of one nation. Keep this card after success.', where: { port: 'any' }, skill: 'influence', keepAfterTrue: true, onTrue: [{ op: 'removeBounty', nation: 'choice', n: 1 }], hook: null, provisional: ['count', 'where', 'skill', 'onTrue'], source: `rulebook L498 (the name, kept after success); the rest ${INVENTED('D18')}` });
  return out;
}

function missions(): MissionCard[] {
  const ports = ZONES.filter((z) => z[2]).map((z) => z[0]);
  const nameOf = (id: string): string => ZONES.find((z) => z[0] === id)?.[1] ?? id;
  const out: MissionCard[] = [];
  for (let i = 0; i < 20; i++) {
    const [good, goodName] = GOODS[i % GOODS.length] as [string, string, boolean];
    const at = ports[i % ports.length] as string;
    const to = ports[(i + 5) % ports.length] as string;
    out.push({
      id: `deliver-${good}-${i + 1}`,
      name: `Deliver ${goodName}`,
      count: 1,
      text: `Stand-in: claim in ${nameOf(at)} (Influence). Deliver 2 ${goodName} to ${nameOf(to)} for 10 Gold.`,
      location: at,
      req: { conditions: [], check: { skill: 'influence' } },
      complete: { trigger: 'portAction', where: { port: to }, conditions: [{ is: 'cargo', good, n: 2 }], effects: [{ op: 'discardCards', deck: 'cargo', n: 2, good }] },
      earn: [{ op: 'gainGold', amount: 10 }],
      hook: null,
      provisional: true,
      source: INVENTED('D19'),
    });
  }
  for (let i = 0; i < 5; i++) {
    const at = ports[(i * 3) % ports.length] as string;
    out.push({
      id: `sink-the-pirate-${i + 1}`,
      name: 'Sink the Pirate',
      count: 1,
      text: `Stand-in: claim in ${nameOf(at)} if you are not a pirate. Defeat an NPC pirate for 10 Gold.`,
      location: at,
      req: { conditions: [{ is: 'isNonPirate' }], check: null },
      complete: { trigger: 'defeatNpcPirate', where: null, conditions: [], effects: [] },
      earn: [{ op: 'gainGold', amount: 10 }],
      hook: null,
      provisional: true,
      source: INVENTED('D19'),
    });
  }
  return out;
}

const SHIP = (prov: boolean | string[], source: string) => ({ provisional: prov, source });

/** The built-in provisional component set (a stand-in for the printed game). */
export function provisionalComponents(): ComponentSet {
  return {
    schema: 'mm-components/1',
    source: 'provisional',
    name: 'Provisional stand-in set (not the printed game)',
    goods: GOODS.map(([id, name, invented]) => ({ id, name, provisional: invented, source: invented ? INVENTED('D9') : 'rulebook L410, L599' })),
    seaZones: ZONES.map(zone),
    hitLocationDie: { 1: 'cargo', 2: 'masts', 3: 'crew', 4: 'cannons', provisional: ['1', '3', '4'], source: 'rulebook L861 (2 = Masts); 1 = Cargo from L1003; 3 and 4 invented (D5, ruling M16)' },
    ships: {
      sloop: { name: 'Sloop', toughness: 2, cargo: 2, crew: 2, cannons: 1, maneuverability: 4, buy: 10, sell: 5, buyable: true, ...SHIP(false, 'rulebook L286, L437, L595, L997') },
      flute: { name: 'Flute', toughness: 2, cargo: 4, crew: 2, cannons: 1, maneuverability: 2, buy: 10, sell: 5, buyable: true, ...SHIP(['toughness', 'cargo', 'crew', 'cannons', 'maneuverability'], `prices rulebook L437-L441; stats ${INVENTED('D6')}`) },
      frigate: { name: 'Frigate', toughness: 3, cargo: 3, crew: 3, cannons: 3, maneuverability: 3, buy: 35, sell: 10, buyable: true, ...SHIP(false, 'rulebook L795, L849, L997, L1065; prices L437-L441') },
      galleon: { name: 'Galleon', toughness: 4, cargo: 5, crew: 3, cannons: 2, maneuverability: 2, buy: 35, sell: 10, buyable: true, ...SHIP(['toughness', 'cargo', 'crew', 'cannons', 'maneuverability'], `prices rulebook L437-L441; stats ${INVENTED('D6')}`) },
      'man-o-war': { name: 'Man-o-War', toughness: 5, cargo: 3, crew: 5, cannons: 5, maneuverability: 2, buy: null, sell: null, buyable: false, ...SHIP(['toughness', 'cargo', 'crew', 'cannons', 'maneuverability'], `not for sale rulebook L459; stats ${INVENTED('D6')}`) },
    },
    captains: captains(),
    cargoCards: cargoCards(),
    demandTokens: { counts: Object.fromEntries(GOODS.map(([id]) => [id, 3])), provisional: true, source: `24 tokens rulebook L88-L89; mix ${INVENTED('D10')}` },
    shipMods: { counts: { 'extra-hammocks': 2, 'advanced-rigs-and-sails': 2, 'reinforced-hull': 2, 'extended-cargo-hold': 2, chasers: 2, 'extra-cannon-port': 2, 'swivel-guns': 2, 'long-guns': 2 }, provisional: true, source: `16 tokens, 8 types rulebook L92-L93, L479-L486; mix ${INVENTED('D11')}` },
    specialWeapons: { counts: { 'grappling-hooks': 4, 'chain-shot': 4, grapeshot: 4 }, provisional: true, source: `12 tokens, 3 types rulebook L94-L95; mix ${INVENTED('D12')}` },
    events: events(),
    glory: glory(),
    rumors: rumors(),
    missions: missions(),
  };
}
