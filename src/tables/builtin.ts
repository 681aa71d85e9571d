/**
 * The built-in component set: every value printed in the Living Rules 2008 (EN) or on the Play
 * Aid Card is used exactly and cited; every other value is a reasoned estimate on a record marked
 * `provisional: true`. docs/components.md lists each estimate and the reasoning rules.
 *
 * Line references (L123) are lines of shared/rules/blackbeard-living-rules-2008.en.txt;
 * RULINGS B# are the project's rulings on contradictions in the rules.
 */
import type { ComponentSet } from './schema.js';

const EST = 'provisional: estimate, see docs/components.md';

/** The built-in component data (docs/components.md): stated values cited, the rest marked `provisional`. */
export const builtinComponents: ComponentSet = {
  name: 'Blackbeard (GMT, Living Rules 2008) - built-in provisional set',

  // ---------------------------------------------------------------------------------------------
  // Sea Areas (2.2). Borders: the Living Rules Note (2.2, L72-78) lists every border of North,
  // Central, South Atlantic, West and East Caribbean; Bermuda in that list is a port (B56). The
  // only other Americas border possible is Central America - South America (provisional). Regions
  // are joined only by Transit Boxes (2.2, 7.11), so Gold Coast, alone in West Africa, has no
  // Sea-Area neighbour; East Africa - India is the only way to reach India (provisional).
  // Cargo columns: Play Aid Cargo Table header (8.32).
  // ---------------------------------------------------------------------------------------------
  seaAreas: [
    {
      id: 'north-atlantic', name: 'North Atlantic', region: 'americas', cargoColumn: 'atlantic',
      borders: ['central-atlantic'], transitBoxes: [],
      provisional: false, source: 'EN §2.2 (L74); Play Aid Cargo Table',
    },
    {
      id: 'central-atlantic', name: 'Central Atlantic', region: 'americas', cargoColumn: 'atlantic',
      borders: ['north-atlantic', 'south-atlantic'], transitBoxes: [],
      provisional: false, source: 'EN §2.2 (L75); Play Aid Cargo Table',
    },
    {
      id: 'south-atlantic', name: 'South Atlantic', region: 'americas', cargoColumn: 'atlantic',
      borders: ['central-atlantic', 'west-caribbean'], transitBoxes: [],
      provisional: false, source: 'EN §2.2 (L76); Play Aid Cargo Table',
    },
    {
      id: 'west-caribbean', name: 'West Caribbean', region: 'americas', cargoColumn: 'caribbean',
      borders: ['south-atlantic', 'east-caribbean', 'central-america', 'south-america'], transitBoxes: [],
      provisional: false, source: 'EN §2.2 (L77); Play Aid Cargo Table',
    },
    {
      id: 'east-caribbean', name: 'East Caribbean', region: 'americas', cargoColumn: 'caribbean',
      borders: ['west-caribbean', 'south-america'], transitBoxes: [],
      provisional: false, source: 'EN §2.2 (L78); Play Aid Cargo Table',
    },
    {
      id: 'central-america', name: 'Central America', region: 'americas', cargoColumn: 'caribbean',
      borders: ['west-caribbean', 'south-america'], transitBoxes: [],
      provisional: true,
      source: `EN §2.2 (L77): West Caribbean; South America border ${EST}`,
    },
    {
      id: 'south-america', name: 'South America', region: 'americas', cargoColumn: 'caribbean',
      borders: ['west-caribbean', 'east-caribbean', 'central-america'],
      transitBoxes: ['south-america-gold-coast'],
      provisional: true,
      source: `EN §2.2 (L77-78): West/East Caribbean; §7.11 Transit Box; Central America border ${EST}`,
    },
    {
      id: 'gold-coast', name: 'Gold Coast', region: 'west-africa', cargoColumn: 'africa',
      borders: [], transitBoxes: ['south-america-gold-coast', 'gold-coast-east-africa'],
      provisional: false,
      source: 'EN §2.2 (Regions joined only by Transit Boxes), §7.11, §17.2 #20 example (L1421); Play Aid',
    },
    {
      id: 'east-africa', name: 'East Africa', region: 'east-africa-india', cargoColumn: 'africa',
      borders: ['india'], transitBoxes: ['gold-coast-east-africa'],
      provisional: true,
      source: `EN §7.11 Transit Box; Play Aid Cargo Table; India border ${EST}`,
    },
    {
      id: 'india', name: 'India', region: 'east-africa-india', cargoColumn: 'india',
      borders: ['east-africa'], transitBoxes: [],
      provisional: true,
      source: `Play Aid Cargo Table (the 10th Sea Area); East Africa border ${EST}`,
    },
  ],

  // §7.11: Transit Boxes; entering costs one Move Action, leaving another (7.2).
  transitBoxes: [
    {
      id: 'south-america-gold-coast', name: 'South America - Gold Coast Transit Box',
      connects: ['south-america', 'gold-coast'], source: 'EN §7.11',
    },
    {
      id: 'gold-coast-east-africa', name: 'Gold Coast - East Africa Transit Box',
      connects: ['gold-coast', 'east-africa'], source: 'EN §7.11',
    },
  ],

  // 17.2 #1: "a Treasure Map of the Isle of Pines (below Cuba; see map)". Its Sea Area is not stated
  // (components.md F.4); below Cuba is where Havana and Santiago are, so the West Caribbean.
  isleOfPines: { seaArea: 'west-caribbean', provisional: true, source: 'EN §17.2 #1 "below Cuba"; Sea Area estimated (RULINGS B46)' },

  // ---------------------------------------------------------------------------------------------
  // Ports (9.1). Locators and names: Port Grids (L1752-1787); Tortuga = 36 (B1). Pirate Ports
  // (9.35) have no nationality and no ratings (9.12, 9.13). Every other nationality, Value-Defense
  // and Sea Area not cited below is an estimate: nationality as held c. 1700, Value 1-4 by wealth,
  // Defense 2-8 by fortification, Sea Area by geography along the locator order.
  // ---------------------------------------------------------------------------------------------
  ports: [
    // 11-16: the North American coast.
    {
      id: 'boston', locator: 11, name: 'Boston', aliases: [], piratePort: false,
      nationality: 'english', value: 3, defense: 5, seaAreas: ['north-atlantic'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'new-york', locator: 12, name: 'New York', aliases: [], piratePort: false,
      nationality: 'english', value: 3, defense: 5, seaAreas: ['north-atlantic'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'philadelphia', locator: 13, name: 'Philadelphia', aliases: [], piratePort: false,
      nationality: 'english', value: 2, defense: 4, seaAreas: ['north-atlantic'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'virginia', locator: 14, name: 'Virginia', aliases: [], piratePort: false,
      nationality: 'english', value: 2, defense: 4, seaAreas: ['central-atlantic'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'bath', locator: 15, name: 'Bath', aliases: [], piratePort: false,
      nationality: 'english', value: 1, defense: 2, seaAreas: ['central-atlantic'],
      provisional: true,
      source: `EN §3.0 Step 8 example (L337): Central Atlantic; §9.42 example (L891): British; Value-Defense ${EST}`,
    },
    {
      id: 'charleston', locator: 16, name: 'Charleston', aliases: [], piratePort: false,
      nationality: 'english', value: 2, defense: 4, seaAreas: ['south-atlantic'],
      provisional: true,
      source: `EN §3.0 Step 8 example (L337), §9.42 example (L891): South Atlantic, British; Value-Defense ${EST}`,
    },
    // 21-26: Florida, the Gulf and the Spanish Main.
    {
      id: 'st-augustine', locator: 21, name: 'St. Augustine', aliases: [], piratePort: false,
      nationality: 'spanish', value: 1, defense: 6, seaAreas: ['south-atlantic'],
      provisional: true,
      source: `RULINGS B6 (EN §9.11 says N. Atlantic; FR and the map order say South Atlantic); nationality, Value-Defense ${EST}`,
    },
    {
      id: 'campeche', locator: 22, name: 'Campeche', aliases: [], piratePort: false,
      nationality: 'spanish', value: 2, defense: 5, seaAreas: ['central-america'],
      provisional: true, source: `EN §9.11 example (L811): Central America; nationality, Value-Defense ${EST}`,
    },
    {
      id: 'honduras', locator: 23, name: 'Honduras', aliases: [], piratePort: false,
      nationality: 'spanish', value: 1, defense: 3, seaAreas: ['central-america'],
      provisional: true, source: `EN §9.58 example (L966-968): Spanish (inferred); Sea Area, Value-Defense ${EST}`,
    },
    {
      id: 'portobello', locator: 24, name: 'Portobello', aliases: [], piratePort: false,
      nationality: 'spanish', value: 4, defense: 6, seaAreas: ['central-america'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'cartagena', locator: 25, name: 'Cartagena', aliases: [], piratePort: false,
      nationality: 'spanish', value: 4, defense: 8, seaAreas: ['south-america'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'curacao', locator: 26, name: 'Curacao', aliases: [], piratePort: false,
      nationality: 'dutch', value: 2, defense: 5, seaAreas: ['south-america'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    // 31-36: Trinidad, the Lesser and Greater Antilles.
    {
      id: 'port-of-spain', locator: 31, name: "Port o' Spain", aliases: ["Port O' Spain"], piratePort: false,
      nationality: 'spanish', value: 1, defense: 3, seaAreas: ['south-america'],
      provisional: true, source: `Port Grid; spelling B1; all ratings ${EST}`,
    },
    {
      id: 'martinique', locator: 32, name: 'Martinique', aliases: [], piratePort: false,
      nationality: 'french', value: 2, defense: 5, seaAreas: ['east-caribbean'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'guadeloupe', locator: 33, name: 'Guadeloupe', aliases: [], piratePort: false,
      nationality: 'french', value: 2, defense: 4, seaAreas: ['east-caribbean'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'san-juan', locator: 34, name: 'San Juan', aliases: [], piratePort: false,
      nationality: 'spanish', value: 2, defense: 7, seaAreas: ['east-caribbean'],
      provisional: true,
      source: `EN §9.53 example (L924): Value 2; §9.54-9.55 examples (L931, L951): Defense 7; §9.58 (L963): Spanish; Sea Area ${EST}`,
    },
    {
      id: 'santo-domingo', locator: 35, name: 'Santo Domingo', aliases: [], piratePort: false,
      nationality: 'spanish', value: 2, defense: 5, seaAreas: ['east-caribbean'],
      provisional: true,
      source: `EN §8.2 example (L706): East Caribbean, has a Merchant box (B1); nationality, Value-Defense ${EST}`,
    },
    {
      id: 'isla-de-tortuga', locator: 36, name: 'Isla de Tortuga', aliases: ['Isle de Tortuga'], piratePort: true,
      nationality: null, value: null, defense: null, seaAreas: ['west-caribbean'],
      provisional: true,
      source: `EN §9.35, Port Grid, RULINGS B1 (locator 36): Pirate Port; Sea Area ${EST}`,
    },
    // 41-45: Jamaica, Cuba, the Bahamas, Bermuda.
    {
      id: 'port-royal', locator: 41, name: 'Port Royal', aliases: [], piratePort: false,
      nationality: 'english', value: 3, defense: 6, seaAreas: ['west-caribbean'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'santiago', locator: 42, name: 'Santiago', aliases: [], piratePort: false,
      nationality: 'spanish', value: 2, defense: 5, seaAreas: ['west-caribbean'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'havana', locator: 43, name: 'Havana', aliases: [], piratePort: false,
      nationality: 'spanish', value: 4, defense: 8, seaAreas: ['west-caribbean'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'new-providence', locator: 44, name: 'New Providence', aliases: [], piratePort: true,
      nationality: null, value: null, defense: null, seaAreas: ['south-atlantic'],
      provisional: true, source: `EN §9.35, Port Grid: Pirate Port; Sea Area ${EST}`,
    },
    {
      id: 'bermuda', locator: 45, name: 'Bermuda', aliases: [], piratePort: false,
      nationality: 'english', value: 1, defense: 3, seaAreas: ['north-atlantic', 'central-atlantic'],
      provisional: true,
      source: `EN §2.2 (L70, L74-75): North and Central Atlantic; nationality, Value-Defense ${EST}`,
    },
    // 46-53: West Africa (the Gold Coast Sea Area).
    {
      id: 'cape-coast', locator: 46, name: 'Cape Coast', aliases: [], piratePort: false,
      nationality: 'english', value: 2, defense: 5, seaAreas: ['gold-coast'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'cormantin', locator: 51, name: 'Cormantin', aliases: [], piratePort: false,
      nationality: 'dutch', value: 2, defense: 4, seaAreas: ['gold-coast'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'whydah', locator: 52, name: 'Whydah', aliases: [], piratePort: false,
      nationality: 'french', value: 3, defense: 3, seaAreas: ['gold-coast'],
      provisional: true, source: `EN §17.2 #20 example (L1421): Gold Coast; nationality, Value-Defense ${EST}`,
    },
    {
      id: 'cape-lopez', locator: 53, name: 'Cape Lopez', aliases: [], piratePort: false,
      nationality: 'portuguese', value: 1, defense: 2, seaAreas: ['gold-coast'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    // 54-61: East Africa and the Red Sea; 66 Madagascar.
    {
      id: 'kilwa', locator: 54, name: 'Kilwa', aliases: [], piratePort: false,
      nationality: 'arab', value: 2, defense: 3, seaAreas: ['east-africa'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'zanzibar', locator: 55, name: 'Zanzibar', aliases: [], piratePort: false,
      nationality: 'arab', value: 2, defense: 4, seaAreas: ['east-africa'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'ethiopia', locator: 56, name: 'Ethiopia', aliases: [], piratePort: false,
      nationality: 'arab', value: 2, defense: 3, seaAreas: ['east-africa'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'mocha', locator: 61, name: 'Mocha', aliases: [], piratePort: false,
      nationality: 'arab', value: 3, defense: 4, seaAreas: ['east-africa'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    // 62-65: the west coast of India.
    {
      id: 'bombay', locator: 62, name: 'Bombay', aliases: [], piratePort: false,
      nationality: 'english', value: 3, defense: 6, seaAreas: ['india'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'severndroog', locator: 63, name: 'Severndroog', aliases: [], piratePort: false,
      nationality: 'arab', value: 2, defense: 6, seaAreas: ['india'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'goa', locator: 64, name: 'Goa', aliases: [], piratePort: false,
      nationality: 'portuguese', value: 4, defense: 7, seaAreas: ['india'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'calicut', locator: 65, name: 'Calicut', aliases: [], piratePort: false,
      nationality: 'dutch', value: 3, defense: 4, seaAreas: ['india'],
      provisional: true, source: `Port Grid; all ratings ${EST}`,
    },
    {
      id: 'isle-ste-marie', locator: 66, name: 'Isle Ste. Marie', aliases: ['Isle Ste.. Marie'], piratePort: true,
      nationality: null, value: null, defense: null, seaAreas: ['east-africa'],
      provisional: true, source: `EN §9.35, Port Grid: Pirate Port; spelling B1; Sea Area ${EST}`,
    },
  ],

  // §6.23: maximum capacities (and the starting track positions, 6.24).
  shipTypes: [
    { id: 'sloop', name: 'Sloop', combat: 5, speed: 5, holds: 2, size: 1, source: 'EN §6.23' },
    { id: 'schooner', name: 'Schooner', combat: 6, speed: 3, holds: 3, size: 2, source: 'EN §6.23' },
    { id: 'brigantine', name: 'Brigantine', combat: 7, speed: 1, holds: 4, size: 3, source: 'EN §6.23' },
  ],

  // §6.12: Cargo ratings and convertibility are stated; the mix of the 35 counters is an estimate.
  merchantTypes: [
    {
      id: 'flute', name: 'Flute', cargo: 0, convertible: false, convertsTo: null, count: 7,
      provisional: true, source: `EN §6.12; count ${EST}`,
    },
    {
      id: 'sloop', name: 'Sloop', cargo: 1, convertible: true, convertsTo: 'sloop', count: 8,
      provisional: true, source: `EN §6.12; count ${EST}`,
    },
    {
      id: 'schooner', name: 'Schooner', cargo: 2, convertible: true, convertsTo: 'schooner', count: 8,
      provisional: true, source: `EN §6.12; count ${EST}`,
    },
    {
      id: 'brigantine', name: 'Brigantine', cargo: 3, convertible: true, convertsTo: 'brigantine', count: 7,
      provisional: true, source: `EN §6.12; count ${EST}`,
    },
    {
      id: 'square-rigger', name: '3-Masted Square Rigger', cargo: 4, convertible: false, convertsTo: null, count: 5,
      provisional: true, source: `EN §6.12; count ${EST}`,
    },
  ],

  // §6.13: three classes by guns; more guns = higher Combat, lower Speed. Only 3/7 is printed.
  warships: [
    {
      id: 'warship-light', name: 'Warship (fewest guns)', speed: 4, combat: 5, count: 6,
      provisional: true, source: `EN §6.13; ${EST}`,
    },
    {
      id: 'warship-medium', name: 'Warship (medium guns)', speed: 3, combat: 7, count: 6,
      provisional: true, source: `FR §8.2 example (FR:L692): Speed 3, Combat 7; count ${EST}`,
    },
    {
      id: 'warship-heavy', name: 'Warship (most guns)', speed: 2, combat: 9, count: 3,
      provisional: true, source: `EN §6.13; ${EST}`,
    },
  ],

  // §10.15: eight named KCs (only three names and one rating pair printed) and the Ex-Pirate KC.
  kcs: [
    {
      id: 'matthews', name: 'Thomas Matthews', speed: 3, combat: 11, exPirate: false,
      provisional: false, source: 'EN §10.34 example (L1080)',
    },
    {
      id: 'ogle', name: 'Chaloner Ogle', speed: 2, combat: 12, exPirate: false,
      provisional: true, source: `EN §5 example (L481): name; ratings ${EST}`,
    },
    {
      id: 'rhett', name: 'William Rhett', speed: 4, combat: 9, exPirate: false,
      provisional: true, source: `EN §10.5 example (L1136): name; ratings ${EST}`,
    },
    { id: 'kc-4', name: "King's Commissioner 4", speed: 4, combat: 8, exPirate: false, provisional: true, source: EST },
    { id: 'kc-5', name: "King's Commissioner 5", speed: 3, combat: 10, exPirate: false, provisional: true, source: EST },
    { id: 'kc-6', name: "King's Commissioner 6", speed: 3, combat: 9, exPirate: false, provisional: true, source: EST },
    { id: 'kc-7', name: "King's Commissioner 7", speed: 2, combat: 11, exPirate: false, provisional: true, source: EST },
    { id: 'kc-8', name: "King's Commissioner 8", speed: 4, combat: 10, exPirate: false, provisional: true, source: EST },
    {
      id: 'ex-pirate', name: 'Ex-Pirate', speed: 3, combat: 9, exPirate: true,
      provisional: false, source: 'EN §10.15, §17.2 #16 (L1387)',
    },
  ],

  // §8.42: 15 Hostage counters. Captain 5/2 and the Governor's Daughter's Value 6 are printed.
  hostages: [
    {
      id: 'captain', name: 'Captain', information: 5, value: 2, count: 3,
      provisional: true, source: `EN §8.2 example (L706-708): Information 5, Value 2; count ${EST}`,
    },
    {
      id: 'officer', name: "Ship's Officer", information: 4, value: 2, count: 2,
      provisional: true, source: EST,
    },
    {
      id: 'seaman', name: 'Seaman', information: 3, value: 1, count: 3,
      provisional: true, source: EST,
    },
    {
      id: 'merchant', name: 'Merchant', information: 2, value: 4, count: 3,
      provisional: true, source: EST,
    },
    {
      id: 'passenger', name: 'Passenger', information: 1, value: 3, count: 3,
      provisional: true, source: EST,
    },
    {
      id: 'governors-daughter', name: "Governor's Daughter", information: 2, value: 6, count: 1,
      provisional: true, source: `EN §9.42 example (L891): Value 6; Information, count ${EST}`,
    },
  ],

  // §9.22, Step 5: eight Pro-Pirate Governors (names not printed; "essentially, English", L311).
  proGovernors: [
    { id: 'pro-1', name: 'Pro-Pirate Governor 1', provisional: true, source: `EN §9.22; name ${EST}` },
    { id: 'pro-2', name: 'Pro-Pirate Governor 2', provisional: true, source: `EN §9.22; name ${EST}` },
    { id: 'pro-3', name: 'Pro-Pirate Governor 3', provisional: true, source: `EN §9.22; name ${EST}` },
    { id: 'pro-4', name: 'Pro-Pirate Governor 4', provisional: true, source: `EN §9.22; name ${EST}` },
    { id: 'pro-5', name: 'Pro-Pirate Governor 5', provisional: true, source: `EN §9.22; name ${EST}` },
    { id: 'pro-6', name: 'Pro-Pirate Governor 6', provisional: true, source: `EN §9.22; name ${EST}` },
    { id: 'pro-7', name: 'Pro-Pirate Governor 7', provisional: true, source: `EN §9.22; name ${EST}` },
    { id: 'pro-8', name: 'Pro-Pirate Governor 8', provisional: true, source: `EN §9.22; name ${EST}` },
  ],
  antiGovernorCount: 16, // Step 5, Step 9 (L343)

  // ---------------------------------------------------------------------------------------------
  // Pirate cards (5.2). Ship names: the line before each biography (§20), by position; Teach's
  // from L803. Printed ratings are listed in `known`; the rest are estimates from the biographies
  // (§20) within the ranges the rules imply: Initiative 1-3, Ability/Leadership/Cruelty 1-5,
  // Cunning 1-4, Duel 1-4. Order: the biography order of §20.
  // ---------------------------------------------------------------------------------------------
  pirates: [
    {
      id: 'avery', name: '"Long Ben" Avery', ship: 'Fancy',
      initiative: 2, ability: 4, leadership: 3, cruelty: 2, cunning: 4, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'bellamy', name: '"Black" Bellamy', ship: 'Whydah',
      initiative: 2, ability: 4, leadership: 5, cruelty: 1, cunning: 2, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'bonnet', name: 'Stede Bonnet', ship: 'Revenge',
      initiative: 1, ability: 2, leadership: 1, cruelty: 2, cunning: 1, duel: 1,
      provisional: true, known: ['ability'], source: `EN §9.63 example (L994): Ability 2; rest ${EST}`,
    },
    {
      id: 'condent', name: 'Christopher Condent', ship: 'Deliverance',
      initiative: 2, ability: 4, leadership: 3, cruelty: 3, cunning: 3, duel: 2,
      provisional: true, known: ['ability', 'cruelty'],
      source: `EN §9.54 example (L931): Ability 4; §9.55 example (L951): Cruelty 3; rest ${EST}`,
    },
    {
      id: 'davis', name: 'Howell Davis', ship: 'Rover',
      initiative: 2, ability: 3, leadership: 4, cruelty: 2, cunning: 3, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'england', name: 'Edward England', ship: 'Fancy',
      initiative: 2, ability: 3, leadership: 1, cruelty: 1, cunning: 2, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'hornigold', name: 'Benjamin Hornigold', ship: 'Concorde',
      initiative: 2, ability: 3, leadership: 2, cruelty: 1, cunning: 3, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'la-buse', name: 'La Buse ("The Buzzard")', ship: 'Victoire',
      initiative: 2, ability: 3, leadership: 3, cruelty: 3, cunning: 3, duel: 3,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'kidd', name: 'William Kidd', ship: 'Adventure Galley',
      initiative: 1, ability: 2, leadership: 1, cruelty: 2, cunning: 1, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'kennedy', name: 'Kennedy', ship: 'Santiago',
      initiative: 2, ability: 2, leadership: 2, cruelty: 3, cunning: 2, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'nau', name: 'Jean David Nau ("The Torturer")', ship: 'Le Mort',
      initiative: 2, ability: 3, leadership: 3, cruelty: 5, cunning: 1, duel: 3,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'low', name: 'Edward "Ned" Low', ship: 'Fancy',
      initiative: 2, ability: 3, leadership: 2, cruelty: 5, cunning: 3, duel: 3,
      provisional: true, known: ['ability'], source: `EN §9.63 example (L994): Ability 3; rest ${EST}`,
    },
    {
      id: 'lowther', name: 'Lowther', ship: 'Ranger',
      initiative: 2, ability: 2, leadership: 2, cruelty: 3, cunning: 1, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'lusan', name: 'Lusan', ship: 'La Foudre',
      initiative: 2, ability: 3, leadership: 4, cruelty: 1, cunning: 3, duel: 3,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'quelch', name: 'Quelch', ship: 'Charles',
      initiative: 1, ability: 2, leadership: 2, cruelty: 2, cunning: 1, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'rackham', name: '"Calico Jack" Rackham', ship: 'Adventure',
      initiative: 2, ability: 3, leadership: 2, cruelty: 3, cunning: 2, duel: 3,
      provisional: true, known: [], source: `EN §5 (L473), §20; ${EST}`,
    },
    {
      id: 'roberts', name: '"Black Bart" Roberts', ship: 'Fortune',
      initiative: 3, ability: 5, leadership: 5, cruelty: 3, cunning: 3, duel: 3,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'spriggs', name: 'Spriggs', ship: 'Elizabeth',
      initiative: 2, ability: 2, leadership: 2, cruelty: 4, cunning: 1, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'taylor', name: 'John Taylor', ship: 'Victory',
      initiative: 2, ability: 3, leadership: 3, cruelty: 3, cunning: 4, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'tew', name: 'Tew', ship: 'Amity',
      initiative: 2, ability: 4, leadership: 4, cruelty: 2, cunning: 2, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'vane', name: 'Charles Vane', ship: 'Treasure',
      initiative: 2, ability: 4, leadership: 2, cruelty: 3, cunning: 3, duel: 3,
      provisional: true, known: ['ability', 'cruelty'],
      source: `EN §8.2 example (L706-708): Ability 4, Cruelty 3; rest ${EST}`,
    },
    {
      id: 'wynne', name: 'Wynne', ship: 'Adventure',
      initiative: 2, ability: 2, leadership: 3, cruelty: 3, cunning: 2, duel: 2,
      provisional: true, known: [], source: `EN §20; ${EST}`,
    },
    {
      id: 'teach', name: 'Edward Teach ("Blackbeard")', ship: "Queen Anne's Revenge",
      initiative: 3, ability: 4, leadership: 4, cruelty: 4, cunning: 3, duel: 4,
      provisional: true, known: ['initiative'],
      source: `EN §4.52 example (L421): Initiative 3; ship L803; rest ${EST}`,
    },
  ],

  // ---------------------------------------------------------------------------------------------
  // Event cards (17.2): number, title, count, Actions circle, play line, AP icon. The counts sum
  // to 87 (2.1). Must Play Immediately cards show a dash (17.15); AP cards are always
  // "Actions OR Event" (17.16).
  // ---------------------------------------------------------------------------------------------
  eventCards: [
    { number: 1, id: 'buried-treasure', title: 'Buried Treasure', count: 1, actions: 1, mode: 'actions-and-event', antiPirate: false, source: 'EN §17.2 #1' },
    { number: 2, id: 'debauchery-and-revelry', title: 'Debauchery & Revelry', count: 6, actions: 2, mode: 'actions-or-event', antiPirate: true, source: 'EN §17.2 #2' },
    { number: 3, id: 'disease', title: 'Disease', count: 2, actions: null, mode: 'must-play', antiPirate: false, source: 'EN §17.2 #3' },
    { number: 4, id: 'double-cross', title: 'Double Cross', count: 4, actions: 'initiative', mode: 'actions-or-event', antiPirate: true, source: 'EN §17.2 #4' },
    { number: 5, id: 'european-turmoil', title: 'European Turmoil', count: 2, actions: null, mode: 'must-play', antiPirate: false, source: 'EN §17.2 #5' },
    { number: 6, id: 'fair-winds', title: 'Fair Winds', count: 3, actions: 1, mode: 'actions-and-event', antiPirate: false, source: 'EN §17.2 #6' },
    { number: 7, id: 'finger-of-fate', title: 'Finger of Fate', count: 1, actions: null, mode: 'must-play', antiPirate: false, source: 'EN §17.2 #7' },
    { number: 8, id: 'general-pardon', title: 'General Pardon', count: 1, actions: null, mode: 'must-play', antiPirate: false, source: 'EN §17.2 #8' },
    { number: 9, id: 'new-governors', title: 'New Governors', count: 8, actions: null, mode: 'must-play', antiPirate: false, source: 'EN §17.2 #9' },
    { number: 10, id: 'heavy-guns', title: 'Heavy Guns', count: 4, actions: 1, mode: 'actions-and-event', antiPirate: false, source: 'EN §17.2 #10' },
    { number: 11, id: 'kc-surprise', title: 'KC Surprise', count: 2, actions: 2, mode: 'actions-or-event', antiPirate: true, source: 'EN §17.2 #11' },
    { number: 12, id: 'letter-of-marque', title: 'Letter of Marque', count: 4, actions: 2, mode: 'actions-or-event', antiPirate: false, source: 'EN §17.2 #12' },
    { number: 13, id: 'local-resistance', title: 'Local Resistance', count: 3, actions: 2, mode: 'actions-or-event', antiPirate: true, source: 'EN §17.2 #13' },
    { number: 14, id: 'mal-de-mer', title: 'Mal de Mer', count: 1, actions: null, mode: 'must-play', antiPirate: false, source: 'EN §17.2 #14' },
    { number: 15, id: 'mutiny-conspiracy', title: 'Mutiny Conspiracy', count: 6, actions: 'initiative', mode: 'actions-or-event', antiPirate: true, source: 'EN §17.2 #15' },
    { number: 16, id: 'pirate-converts', title: 'Pirate Converts', count: 1, actions: 3, mode: 'actions-or-event', antiPirate: true, source: 'EN §17.2 #16' },
    { number: 17, id: 'piratical-ambition', title: 'Piratical Ambition', count: 5, actions: 'initiative', mode: 'actions-or-event', antiPirate: true, source: 'EN §17.2 #17' },
    { number: 18, id: 'scurvy-outbreak', title: 'Scurvy Outbreak', count: 5, actions: 2, mode: 'actions-or-event', antiPirate: true, source: 'EN §17.2 #18' },
    { number: 19, id: 'skull-and-crossbones', title: 'Skull and Crossbones', count: 4, actions: 3, mode: 'actions-or-event', antiPirate: false, source: 'EN §17.2 #19' },
    { number: 20, id: 'storms-at-sea', title: 'Storms at Sea', count: 6, actions: null, mode: 'must-play', antiPirate: false, source: 'EN §17.2 #20' },
    { number: 21, id: 'warship-sighting', title: 'Warship Sighting', count: 10, actions: 'initiative', mode: 'actions-or-event', antiPirate: true, source: 'EN §17.2 #21' },
    { number: 22, id: 'wear-and-tear', title: 'Wear and Tear', count: 7, actions: 2, mode: 'actions-or-event', antiPirate: true, source: 'EN §17.2 #22' },
    { number: 23, id: 'natural-disaster', title: 'Natural Disaster', count: 1, actions: null, mode: 'must-play', antiPirate: false, source: 'EN §17.2 #23' },
  ],

  tables: {
    // Play Aid Cargo Table (8.32): adjusted roll = 1d6 + Merchant Cargo rating. `*` rows (1-3)
    // lower Crew Loyalty by 1, `**` rows (8-10) raise it by 1.
    cargo: [
      { roll: 1, loyalty: -1, atlantic: 0, caribbean: 100, africa: 50, india: 500 },
      { roll: 2, loyalty: -1, atlantic: 100, caribbean: 400, africa: 150, india: 1000 },
      { roll: 3, loyalty: -1, atlantic: 200, caribbean: 600, africa: 300, india: 1200 },
      { roll: 4, loyalty: 0, atlantic: 300, caribbean: 800, africa: 500, india: 1500 },
      { roll: 5, loyalty: 0, atlantic: 400, caribbean: 1000, africa: 600, india: 1800 },
      { roll: 6, loyalty: 0, atlantic: 500, caribbean: 1200, africa: 700, india: 2000 },
      { roll: 7, loyalty: 0, atlantic: 600, caribbean: 1300, africa: 800, india: 2500 },
      { roll: 8, loyalty: 1, atlantic: 700, caribbean: 1500, africa: 1000, india: 3000 },
      { roll: 9, loyalty: 1, atlantic: 800, caribbean: 2500, africa: 1200, india: 4000 },
      { roll: 10, loyalty: 1, atlantic: 1000, caribbean: 3000, africa: 1500, india: 7500 },
    ],
    // Play Aid Storm Effects Table (17.2 #20): 1d6, +1 in a Transit Box.
    storm: [
      { roll: 1, speedHits: 1, sunk: false },
      { roll: 2, speedHits: 1, sunk: false },
      { roll: 3, speedHits: 2, sunk: false },
      { roll: 4, speedHits: 2, sunk: false },
      { roll: 5, speedHits: 2, sunk: false },
      { roll: 6, speedHits: 3, sunk: false },
      { roll: 7, speedHits: 0, sunk: true },
    ],
    // 17.2 #23 (L1450-1453): d6 1..6.
    naturalDisaster: ['bermuda', 'st-augustine', 'isla-de-tortuga', 'port-royal', 'port-of-spain', 'campeche'],
    // Play Aid Crew Loyalty Table.
    crewLoyalty: {
      cargoStar: -1, // 8.32
      cargoDoubleStar: 1, // 8.32
      scurvy: -1, // 17.2 #18: at once, then at the start of each of the owner's Player-Turns
      failedBribe: -1, // 18.41D
      lostToWarship: -1, // 6.46
      convertSmaller: -1, // 8.5
      convertLarger: 1, // 8.5
      speedBelowZero: -1, // 6.26: each time Speed falls from 0 to -1
      declineCargo: -1, // 8.32
      mutinyTie: -1, // 14.2
      failedBootyGrab: -2, // 9.62
      drElsewhere: 1, // 13.21: D&R anywhere but a Pirate Port (RULINGS B43)
      drPiratePort: 3, // 9.35
      torture: 1, // 8.45
      portAttack: 1, // 9.53
      sack: 1, // 9.55
      winAmbitionDuel: 1, // 17.2 #17
      defeatKc: 1, // 10.35
      mutinyReset: 6, // 14.2, 17.2 #17: Loyalty is reset to this value
    },
    // Notoriety Points Table (18.2).
    notoriety: {
      loot: "Merchant Ship's Cargo rating",
      torture: "Hostage's Value rating",
      portAttack: "Port's Value rating x2",
      sack: "Port's Value rating x2",
      defeatKc: "KC's Combat rating x2",
      defeatWarship: "Warship's Combat rating",
      failedOust: '1 Notoriety Point',
      duel: "Sum of the two Pirates' Duel ratings",
    },
  },
};
