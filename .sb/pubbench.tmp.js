// src/tables/builtin.ts
var EST = "provisional: estimate, see docs/components.md";
var builtinComponents = {
  name: "Blackbeard (GMT, Living Rules 2008) - built-in provisional set",
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
      id: "north-atlantic",
      name: "North Atlantic",
      region: "americas",
      cargoColumn: "atlantic",
      borders: ["central-atlantic"],
      transitBoxes: [],
      provisional: false,
      source: "EN \xA72.2 (L74); Play Aid Cargo Table"
    },
    {
      id: "central-atlantic",
      name: "Central Atlantic",
      region: "americas",
      cargoColumn: "atlantic",
      borders: ["north-atlantic", "south-atlantic"],
      transitBoxes: [],
      provisional: false,
      source: "EN \xA72.2 (L75); Play Aid Cargo Table"
    },
    {
      id: "south-atlantic",
      name: "South Atlantic",
      region: "americas",
      cargoColumn: "atlantic",
      borders: ["central-atlantic", "west-caribbean"],
      transitBoxes: [],
      provisional: false,
      source: "EN \xA72.2 (L76); Play Aid Cargo Table"
    },
    {
      id: "west-caribbean",
      name: "West Caribbean",
      region: "americas",
      cargoColumn: "caribbean",
      borders: ["south-atlantic", "east-caribbean", "central-america", "south-america"],
      transitBoxes: [],
      provisional: false,
      source: "EN \xA72.2 (L77); Play Aid Cargo Table"
    },
    {
      id: "east-caribbean",
      name: "East Caribbean",
      region: "americas",
      cargoColumn: "caribbean",
      borders: ["west-caribbean", "south-america"],
      transitBoxes: [],
      provisional: false,
      source: "EN \xA72.2 (L78); Play Aid Cargo Table"
    },
    {
      id: "central-america",
      name: "Central America",
      region: "americas",
      cargoColumn: "caribbean",
      borders: ["west-caribbean", "south-america"],
      transitBoxes: [],
      provisional: true,
      source: `EN \xA72.2 (L77): West Caribbean; South America border ${EST}`
    },
    {
      id: "south-america",
      name: "South America",
      region: "americas",
      cargoColumn: "caribbean",
      borders: ["west-caribbean", "east-caribbean", "central-america"],
      transitBoxes: ["south-america-gold-coast"],
      provisional: true,
      source: `EN \xA72.2 (L77-78): West/East Caribbean; \xA77.11 Transit Box; Central America border ${EST}`
    },
    {
      id: "gold-coast",
      name: "Gold Coast",
      region: "west-africa",
      cargoColumn: "africa",
      borders: [],
      transitBoxes: ["south-america-gold-coast", "gold-coast-east-africa"],
      provisional: false,
      source: "EN \xA72.2 (Regions joined only by Transit Boxes), \xA77.11, \xA717.2 #20 example (L1421); Play Aid"
    },
    {
      id: "east-africa",
      name: "East Africa",
      region: "east-africa-india",
      cargoColumn: "africa",
      borders: ["india"],
      transitBoxes: ["gold-coast-east-africa"],
      provisional: true,
      source: `EN \xA77.11 Transit Box; Play Aid Cargo Table; India border ${EST}`
    },
    {
      id: "india",
      name: "India",
      region: "east-africa-india",
      cargoColumn: "india",
      borders: ["east-africa"],
      transitBoxes: [],
      provisional: true,
      source: `Play Aid Cargo Table (the 10th Sea Area); East Africa border ${EST}`
    }
  ],
  // §7.11: Transit Boxes; entering costs one Move Action, leaving another (7.2).
  transitBoxes: [
    {
      id: "south-america-gold-coast",
      name: "South America - Gold Coast Transit Box",
      connects: ["south-america", "gold-coast"],
      source: "EN \xA77.11"
    },
    {
      id: "gold-coast-east-africa",
      name: "Gold Coast - East Africa Transit Box",
      connects: ["gold-coast", "east-africa"],
      source: "EN \xA77.11"
    }
  ],
  // 17.2 #1: "a Treasure Map of the Isle of Pines (below Cuba; see map)". Its Sea Area is not stated
  // (components.md F.4); below Cuba is where Havana and Santiago are, so the West Caribbean.
  isleOfPines: { seaArea: "west-caribbean", provisional: true, source: 'EN \xA717.2 #1 "below Cuba"; Sea Area estimated (RULINGS B46)' },
  // ---------------------------------------------------------------------------------------------
  // Ports (9.1). Locators and names: Port Grids (L1752-1787); Tortuga = 36 (B1). Pirate Ports
  // (9.35) have no nationality and no ratings (9.12, 9.13). Every other nationality, Value-Defense
  // and Sea Area not cited below is an estimate: nationality as held c. 1700, Value 1-4 by wealth,
  // Defense 2-8 by fortification, Sea Area by geography along the locator order.
  // ---------------------------------------------------------------------------------------------
  ports: [
    // 11-16: the North American coast.
    {
      id: "boston",
      locator: 11,
      name: "Boston",
      aliases: [],
      piratePort: false,
      nationality: "english",
      value: 3,
      defense: 5,
      seaAreas: ["north-atlantic"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "new-york",
      locator: 12,
      name: "New York",
      aliases: [],
      piratePort: false,
      nationality: "english",
      value: 3,
      defense: 5,
      seaAreas: ["north-atlantic"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "philadelphia",
      locator: 13,
      name: "Philadelphia",
      aliases: [],
      piratePort: false,
      nationality: "english",
      value: 2,
      defense: 4,
      seaAreas: ["north-atlantic"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "virginia",
      locator: 14,
      name: "Virginia",
      aliases: [],
      piratePort: false,
      nationality: "english",
      value: 2,
      defense: 4,
      seaAreas: ["central-atlantic"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "bath",
      locator: 15,
      name: "Bath",
      aliases: [],
      piratePort: false,
      nationality: "english",
      value: 1,
      defense: 2,
      seaAreas: ["central-atlantic"],
      provisional: true,
      source: `EN \xA73.0 Step 8 example (L337): Central Atlantic; \xA79.42 example (L891): British; Value-Defense ${EST}`
    },
    {
      id: "charleston",
      locator: 16,
      name: "Charleston",
      aliases: [],
      piratePort: false,
      nationality: "english",
      value: 2,
      defense: 4,
      seaAreas: ["south-atlantic"],
      provisional: true,
      source: `EN \xA73.0 Step 8 example (L337), \xA79.42 example (L891): South Atlantic, British; Value-Defense ${EST}`
    },
    // 21-26: Florida, the Gulf and the Spanish Main.
    {
      id: "st-augustine",
      locator: 21,
      name: "St. Augustine",
      aliases: [],
      piratePort: false,
      nationality: "spanish",
      value: 1,
      defense: 6,
      seaAreas: ["south-atlantic"],
      provisional: true,
      source: `RULINGS B6 (EN \xA79.11 says N. Atlantic; FR and the map order say South Atlantic); nationality, Value-Defense ${EST}`
    },
    {
      id: "campeche",
      locator: 22,
      name: "Campeche",
      aliases: [],
      piratePort: false,
      nationality: "spanish",
      value: 2,
      defense: 5,
      seaAreas: ["central-america"],
      provisional: true,
      source: `EN \xA79.11 example (L811): Central America; nationality, Value-Defense ${EST}`
    },
    {
      id: "honduras",
      locator: 23,
      name: "Honduras",
      aliases: [],
      piratePort: false,
      nationality: "spanish",
      value: 1,
      defense: 3,
      seaAreas: ["central-america"],
      provisional: true,
      source: `EN \xA79.58 example (L966-968): Spanish (inferred); Sea Area, Value-Defense ${EST}`
    },
    {
      id: "portobello",
      locator: 24,
      name: "Portobello",
      aliases: [],
      piratePort: false,
      nationality: "spanish",
      value: 4,
      defense: 6,
      seaAreas: ["central-america"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "cartagena",
      locator: 25,
      name: "Cartagena",
      aliases: [],
      piratePort: false,
      nationality: "spanish",
      value: 4,
      defense: 8,
      seaAreas: ["south-america"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "curacao",
      locator: 26,
      name: "Curacao",
      aliases: [],
      piratePort: false,
      nationality: "dutch",
      value: 2,
      defense: 5,
      seaAreas: ["south-america"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    // 31-36: Trinidad, the Lesser and Greater Antilles.
    {
      id: "port-of-spain",
      locator: 31,
      name: "Port o' Spain",
      aliases: ["Port O' Spain"],
      piratePort: false,
      nationality: "spanish",
      value: 1,
      defense: 3,
      seaAreas: ["south-america"],
      provisional: true,
      source: `Port Grid; spelling B1; all ratings ${EST}`
    },
    {
      id: "martinique",
      locator: 32,
      name: "Martinique",
      aliases: [],
      piratePort: false,
      nationality: "french",
      value: 2,
      defense: 5,
      seaAreas: ["east-caribbean"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "guadeloupe",
      locator: 33,
      name: "Guadeloupe",
      aliases: [],
      piratePort: false,
      nationality: "french",
      value: 2,
      defense: 4,
      seaAreas: ["east-caribbean"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "san-juan",
      locator: 34,
      name: "San Juan",
      aliases: [],
      piratePort: false,
      nationality: "spanish",
      value: 2,
      defense: 7,
      seaAreas: ["east-caribbean"],
      provisional: true,
      source: `EN \xA79.53 example (L924): Value 2; \xA79.54-9.55 examples (L931, L951): Defense 7; \xA79.58 (L963): Spanish; Sea Area ${EST}`
    },
    {
      id: "santo-domingo",
      locator: 35,
      name: "Santo Domingo",
      aliases: [],
      piratePort: false,
      nationality: "spanish",
      value: 2,
      defense: 5,
      seaAreas: ["east-caribbean"],
      provisional: true,
      source: `EN \xA78.2 example (L706): East Caribbean, has a Merchant box (B1); nationality, Value-Defense ${EST}`
    },
    {
      id: "isla-de-tortuga",
      locator: 36,
      name: "Isla de Tortuga",
      aliases: ["Isle de Tortuga"],
      piratePort: true,
      nationality: null,
      value: null,
      defense: null,
      seaAreas: ["west-caribbean"],
      provisional: true,
      source: `EN \xA79.35, Port Grid, RULINGS B1 (locator 36): Pirate Port; Sea Area ${EST}`
    },
    // 41-45: Jamaica, Cuba, the Bahamas, Bermuda.
    {
      id: "port-royal",
      locator: 41,
      name: "Port Royal",
      aliases: [],
      piratePort: false,
      nationality: "english",
      value: 3,
      defense: 6,
      seaAreas: ["west-caribbean"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "santiago",
      locator: 42,
      name: "Santiago",
      aliases: [],
      piratePort: false,
      nationality: "spanish",
      value: 2,
      defense: 5,
      seaAreas: ["west-caribbean"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "havana",
      locator: 43,
      name: "Havana",
      aliases: [],
      piratePort: false,
      nationality: "spanish",
      value: 4,
      defense: 8,
      seaAreas: ["west-caribbean"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "new-providence",
      locator: 44,
      name: "New Providence",
      aliases: [],
      piratePort: true,
      nationality: null,
      value: null,
      defense: null,
      seaAreas: ["south-atlantic"],
      provisional: true,
      source: `EN \xA79.35, Port Grid: Pirate Port; Sea Area ${EST}`
    },
    {
      id: "bermuda",
      locator: 45,
      name: "Bermuda",
      aliases: [],
      piratePort: false,
      nationality: "english",
      value: 1,
      defense: 3,
      seaAreas: ["north-atlantic", "central-atlantic"],
      provisional: true,
      source: `EN \xA72.2 (L70, L74-75): North and Central Atlantic; nationality, Value-Defense ${EST}`
    },
    // 46-53: West Africa (the Gold Coast Sea Area).
    {
      id: "cape-coast",
      locator: 46,
      name: "Cape Coast",
      aliases: [],
      piratePort: false,
      nationality: "english",
      value: 2,
      defense: 5,
      seaAreas: ["gold-coast"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "cormantin",
      locator: 51,
      name: "Cormantin",
      aliases: [],
      piratePort: false,
      nationality: "dutch",
      value: 2,
      defense: 4,
      seaAreas: ["gold-coast"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "whydah",
      locator: 52,
      name: "Whydah",
      aliases: [],
      piratePort: false,
      nationality: "french",
      value: 3,
      defense: 3,
      seaAreas: ["gold-coast"],
      provisional: true,
      source: `EN \xA717.2 #20 example (L1421): Gold Coast; nationality, Value-Defense ${EST}`
    },
    {
      id: "cape-lopez",
      locator: 53,
      name: "Cape Lopez",
      aliases: [],
      piratePort: false,
      nationality: "portuguese",
      value: 1,
      defense: 2,
      seaAreas: ["gold-coast"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    // 54-61: East Africa and the Red Sea; 66 Madagascar.
    {
      id: "kilwa",
      locator: 54,
      name: "Kilwa",
      aliases: [],
      piratePort: false,
      nationality: "arab",
      value: 2,
      defense: 3,
      seaAreas: ["east-africa"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "zanzibar",
      locator: 55,
      name: "Zanzibar",
      aliases: [],
      piratePort: false,
      nationality: "arab",
      value: 2,
      defense: 4,
      seaAreas: ["east-africa"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "ethiopia",
      locator: 56,
      name: "Ethiopia",
      aliases: [],
      piratePort: false,
      nationality: "arab",
      value: 2,
      defense: 3,
      seaAreas: ["east-africa"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "mocha",
      locator: 61,
      name: "Mocha",
      aliases: [],
      piratePort: false,
      nationality: "arab",
      value: 3,
      defense: 4,
      seaAreas: ["east-africa"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    // 62-65: the west coast of India.
    {
      id: "bombay",
      locator: 62,
      name: "Bombay",
      aliases: [],
      piratePort: false,
      nationality: "english",
      value: 3,
      defense: 6,
      seaAreas: ["india"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "severndroog",
      locator: 63,
      name: "Severndroog",
      aliases: [],
      piratePort: false,
      nationality: "arab",
      value: 2,
      defense: 6,
      seaAreas: ["india"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "goa",
      locator: 64,
      name: "Goa",
      aliases: [],
      piratePort: false,
      nationality: "portuguese",
      value: 4,
      defense: 7,
      seaAreas: ["india"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "calicut",
      locator: 65,
      name: "Calicut",
      aliases: [],
      piratePort: false,
      nationality: "dutch",
      value: 3,
      defense: 4,
      seaAreas: ["india"],
      provisional: true,
      source: `Port Grid; all ratings ${EST}`
    },
    {
      id: "isle-ste-marie",
      locator: 66,
      name: "Isle Ste. Marie",
      aliases: ["Isle Ste.. Marie"],
      piratePort: true,
      nationality: null,
      value: null,
      defense: null,
      seaAreas: ["east-africa"],
      provisional: true,
      source: `EN \xA79.35, Port Grid: Pirate Port; spelling B1; Sea Area ${EST}`
    }
  ],
  // §6.23: maximum capacities (and the starting track positions, 6.24).
  shipTypes: [
    { id: "sloop", name: "Sloop", combat: 5, speed: 5, holds: 2, size: 1, source: "EN \xA76.23" },
    { id: "schooner", name: "Schooner", combat: 6, speed: 3, holds: 3, size: 2, source: "EN \xA76.23" },
    { id: "brigantine", name: "Brigantine", combat: 7, speed: 1, holds: 4, size: 3, source: "EN \xA76.23" }
  ],
  // §6.12: Cargo ratings and convertibility are stated; the mix of the 35 counters is an estimate.
  merchantTypes: [
    {
      id: "flute",
      name: "Flute",
      cargo: 0,
      convertible: false,
      convertsTo: null,
      count: 7,
      provisional: true,
      source: `EN \xA76.12; count ${EST}`
    },
    {
      id: "sloop",
      name: "Sloop",
      cargo: 1,
      convertible: true,
      convertsTo: "sloop",
      count: 8,
      provisional: true,
      source: `EN \xA76.12; count ${EST}`
    },
    {
      id: "schooner",
      name: "Schooner",
      cargo: 2,
      convertible: true,
      convertsTo: "schooner",
      count: 8,
      provisional: true,
      source: `EN \xA76.12; count ${EST}`
    },
    {
      id: "brigantine",
      name: "Brigantine",
      cargo: 3,
      convertible: true,
      convertsTo: "brigantine",
      count: 7,
      provisional: true,
      source: `EN \xA76.12; count ${EST}`
    },
    {
      id: "square-rigger",
      name: "3-Masted Square Rigger",
      cargo: 4,
      convertible: false,
      convertsTo: null,
      count: 5,
      provisional: true,
      source: `EN \xA76.12; count ${EST}`
    }
  ],
  // §6.13: three classes by guns; more guns = higher Combat, lower Speed. Only 3/7 is printed.
  warships: [
    {
      id: "warship-light",
      name: "Warship (fewest guns)",
      speed: 4,
      combat: 5,
      count: 6,
      provisional: true,
      source: `EN \xA76.13; ${EST}`
    },
    {
      id: "warship-medium",
      name: "Warship (medium guns)",
      speed: 3,
      combat: 7,
      count: 6,
      provisional: true,
      source: `FR \xA78.2 example (FR:L692): Speed 3, Combat 7; count ${EST}`
    },
    {
      id: "warship-heavy",
      name: "Warship (most guns)",
      speed: 2,
      combat: 9,
      count: 3,
      provisional: true,
      source: `EN \xA76.13; ${EST}`
    }
  ],
  // §10.15: eight named KCs (only three names and one rating pair printed) and the Ex-Pirate KC.
  kcs: [
    {
      id: "matthews",
      name: "Thomas Matthews",
      speed: 3,
      combat: 11,
      exPirate: false,
      provisional: false,
      source: "EN \xA710.34 example (L1080)"
    },
    {
      id: "ogle",
      name: "Chaloner Ogle",
      speed: 2,
      combat: 12,
      exPirate: false,
      provisional: true,
      source: `EN \xA75 example (L481): name; ratings ${EST}`
    },
    {
      id: "rhett",
      name: "William Rhett",
      speed: 4,
      combat: 9,
      exPirate: false,
      provisional: true,
      source: `EN \xA710.5 example (L1136): name; ratings ${EST}`
    },
    { id: "kc-4", name: "King's Commissioner 4", speed: 4, combat: 8, exPirate: false, provisional: true, source: EST },
    { id: "kc-5", name: "King's Commissioner 5", speed: 3, combat: 10, exPirate: false, provisional: true, source: EST },
    { id: "kc-6", name: "King's Commissioner 6", speed: 3, combat: 9, exPirate: false, provisional: true, source: EST },
    { id: "kc-7", name: "King's Commissioner 7", speed: 2, combat: 11, exPirate: false, provisional: true, source: EST },
    { id: "kc-8", name: "King's Commissioner 8", speed: 4, combat: 10, exPirate: false, provisional: true, source: EST },
    {
      id: "ex-pirate",
      name: "Ex-Pirate",
      speed: 3,
      combat: 9,
      exPirate: true,
      provisional: false,
      source: "EN \xA710.15, \xA717.2 #16 (L1387)"
    }
  ],
  // §8.42: 15 Hostage counters. Captain 5/2 and the Governor's Daughter's Value 6 are printed.
  hostages: [
    {
      id: "captain",
      name: "Captain",
      information: 5,
      value: 2,
      count: 3,
      provisional: true,
      source: `EN \xA78.2 example (L706-708): Information 5, Value 2; count ${EST}`
    },
    {
      id: "officer",
      name: "Ship's Officer",
      information: 4,
      value: 2,
      count: 2,
      provisional: true,
      source: EST
    },
    {
      id: "seaman",
      name: "Seaman",
      information: 3,
      value: 1,
      count: 3,
      provisional: true,
      source: EST
    },
    {
      id: "merchant",
      name: "Merchant",
      information: 2,
      value: 4,
      count: 3,
      provisional: true,
      source: EST
    },
    {
      id: "passenger",
      name: "Passenger",
      information: 1,
      value: 3,
      count: 3,
      provisional: true,
      source: EST
    },
    {
      id: "governors-daughter",
      name: "Governor's Daughter",
      information: 2,
      value: 6,
      count: 1,
      provisional: true,
      source: `EN \xA79.42 example (L891): Value 6; Information, count ${EST}`
    }
  ],
  // §9.22, Step 5: eight Pro-Pirate Governors (names not printed; "essentially, English", L311).
  proGovernors: [
    { id: "pro-1", name: "Pro-Pirate Governor 1", provisional: true, source: `EN \xA79.22; name ${EST}` },
    { id: "pro-2", name: "Pro-Pirate Governor 2", provisional: true, source: `EN \xA79.22; name ${EST}` },
    { id: "pro-3", name: "Pro-Pirate Governor 3", provisional: true, source: `EN \xA79.22; name ${EST}` },
    { id: "pro-4", name: "Pro-Pirate Governor 4", provisional: true, source: `EN \xA79.22; name ${EST}` },
    { id: "pro-5", name: "Pro-Pirate Governor 5", provisional: true, source: `EN \xA79.22; name ${EST}` },
    { id: "pro-6", name: "Pro-Pirate Governor 6", provisional: true, source: `EN \xA79.22; name ${EST}` },
    { id: "pro-7", name: "Pro-Pirate Governor 7", provisional: true, source: `EN \xA79.22; name ${EST}` },
    { id: "pro-8", name: "Pro-Pirate Governor 8", provisional: true, source: `EN \xA79.22; name ${EST}` }
  ],
  antiGovernorCount: 16,
  // Step 5, Step 9 (L343)
  // ---------------------------------------------------------------------------------------------
  // Pirate cards (5.2). Ship names: the line before each biography (§20), by position; Teach's
  // from L803. Printed ratings are listed in `known`; the rest are estimates from the biographies
  // (§20) within the ranges the rules imply: Initiative 1-3, Ability/Leadership/Cruelty 1-5,
  // Cunning 1-4, Duel 1-4. Order: the biography order of §20.
  // ---------------------------------------------------------------------------------------------
  pirates: [
    {
      id: "avery",
      name: '"Long Ben" Avery',
      ship: "Fancy",
      initiative: 2,
      ability: 4,
      leadership: 3,
      cruelty: 2,
      cunning: 4,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "bellamy",
      name: '"Black" Bellamy',
      ship: "Whydah",
      initiative: 2,
      ability: 4,
      leadership: 5,
      cruelty: 1,
      cunning: 2,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "bonnet",
      name: "Stede Bonnet",
      ship: "Revenge",
      initiative: 1,
      ability: 2,
      leadership: 1,
      cruelty: 2,
      cunning: 1,
      duel: 1,
      provisional: true,
      known: ["ability"],
      source: `EN \xA79.63 example (L994): Ability 2; rest ${EST}`
    },
    {
      id: "condent",
      name: "Christopher Condent",
      ship: "Deliverance",
      initiative: 2,
      ability: 4,
      leadership: 3,
      cruelty: 3,
      cunning: 3,
      duel: 2,
      provisional: true,
      known: ["ability", "cruelty"],
      source: `EN \xA79.54 example (L931): Ability 4; \xA79.55 example (L951): Cruelty 3; rest ${EST}`
    },
    {
      id: "davis",
      name: "Howell Davis",
      ship: "Rover",
      initiative: 2,
      ability: 3,
      leadership: 4,
      cruelty: 2,
      cunning: 3,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "england",
      name: "Edward England",
      ship: "Fancy",
      initiative: 2,
      ability: 3,
      leadership: 1,
      cruelty: 1,
      cunning: 2,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "hornigold",
      name: "Benjamin Hornigold",
      ship: "Concorde",
      initiative: 2,
      ability: 3,
      leadership: 2,
      cruelty: 1,
      cunning: 3,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "la-buse",
      name: 'La Buse ("The Buzzard")',
      ship: "Victoire",
      initiative: 2,
      ability: 3,
      leadership: 3,
      cruelty: 3,
      cunning: 3,
      duel: 3,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "kidd",
      name: "William Kidd",
      ship: "Adventure Galley",
      initiative: 1,
      ability: 2,
      leadership: 1,
      cruelty: 2,
      cunning: 1,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "kennedy",
      name: "Kennedy",
      ship: "Santiago",
      initiative: 2,
      ability: 2,
      leadership: 2,
      cruelty: 3,
      cunning: 2,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "nau",
      name: 'Jean David Nau ("The Torturer")',
      ship: "Le Mort",
      initiative: 2,
      ability: 3,
      leadership: 3,
      cruelty: 5,
      cunning: 1,
      duel: 3,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "low",
      name: 'Edward "Ned" Low',
      ship: "Fancy",
      initiative: 2,
      ability: 3,
      leadership: 2,
      cruelty: 5,
      cunning: 3,
      duel: 3,
      provisional: true,
      known: ["ability"],
      source: `EN \xA79.63 example (L994): Ability 3; rest ${EST}`
    },
    {
      id: "lowther",
      name: "Lowther",
      ship: "Ranger",
      initiative: 2,
      ability: 2,
      leadership: 2,
      cruelty: 3,
      cunning: 1,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "lusan",
      name: "Lusan",
      ship: "La Foudre",
      initiative: 2,
      ability: 3,
      leadership: 4,
      cruelty: 1,
      cunning: 3,
      duel: 3,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "quelch",
      name: "Quelch",
      ship: "Charles",
      initiative: 1,
      ability: 2,
      leadership: 2,
      cruelty: 2,
      cunning: 1,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "rackham",
      name: '"Calico Jack" Rackham',
      ship: "Adventure",
      initiative: 2,
      ability: 3,
      leadership: 2,
      cruelty: 3,
      cunning: 2,
      duel: 3,
      provisional: true,
      known: [],
      source: `EN \xA75 (L473), \xA720; ${EST}`
    },
    {
      id: "roberts",
      name: '"Black Bart" Roberts',
      ship: "Fortune",
      initiative: 3,
      ability: 5,
      leadership: 5,
      cruelty: 3,
      cunning: 3,
      duel: 3,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "spriggs",
      name: "Spriggs",
      ship: "Elizabeth",
      initiative: 2,
      ability: 2,
      leadership: 2,
      cruelty: 4,
      cunning: 1,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "taylor",
      name: "John Taylor",
      ship: "Victory",
      initiative: 2,
      ability: 3,
      leadership: 3,
      cruelty: 3,
      cunning: 4,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "tew",
      name: "Tew",
      ship: "Amity",
      initiative: 2,
      ability: 4,
      leadership: 4,
      cruelty: 2,
      cunning: 2,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "vane",
      name: "Charles Vane",
      ship: "Treasure",
      initiative: 2,
      ability: 4,
      leadership: 2,
      cruelty: 3,
      cunning: 3,
      duel: 3,
      provisional: true,
      known: ["ability", "cruelty"],
      source: `EN \xA78.2 example (L706-708): Ability 4, Cruelty 3; rest ${EST}`
    },
    {
      id: "wynne",
      name: "Wynne",
      ship: "Adventure",
      initiative: 2,
      ability: 2,
      leadership: 3,
      cruelty: 3,
      cunning: 2,
      duel: 2,
      provisional: true,
      known: [],
      source: `EN \xA720; ${EST}`
    },
    {
      id: "teach",
      name: 'Edward Teach ("Blackbeard")',
      ship: "Queen Anne's Revenge",
      initiative: 3,
      ability: 4,
      leadership: 4,
      cruelty: 4,
      cunning: 3,
      duel: 4,
      provisional: true,
      known: ["initiative"],
      source: `EN \xA74.52 example (L421): Initiative 3; ship L803; rest ${EST}`
    }
  ],
  // ---------------------------------------------------------------------------------------------
  // Event cards (17.2): number, title, count, Actions circle, play line, AP icon. The counts sum
  // to 87 (2.1). Must Play Immediately cards show a dash (17.15); AP cards are always
  // "Actions OR Event" (17.16).
  // ---------------------------------------------------------------------------------------------
  eventCards: [
    { number: 1, id: "buried-treasure", title: "Buried Treasure", count: 1, actions: 1, mode: "actions-and-event", antiPirate: false, source: "EN \xA717.2 #1" },
    { number: 2, id: "debauchery-and-revelry", title: "Debauchery & Revelry", count: 6, actions: 2, mode: "actions-or-event", antiPirate: true, source: "EN \xA717.2 #2" },
    { number: 3, id: "disease", title: "Disease", count: 2, actions: null, mode: "must-play", antiPirate: false, source: "EN \xA717.2 #3" },
    { number: 4, id: "double-cross", title: "Double Cross", count: 4, actions: "initiative", mode: "actions-or-event", antiPirate: true, source: "EN \xA717.2 #4" },
    { number: 5, id: "european-turmoil", title: "European Turmoil", count: 2, actions: null, mode: "must-play", antiPirate: false, source: "EN \xA717.2 #5" },
    { number: 6, id: "fair-winds", title: "Fair Winds", count: 3, actions: 1, mode: "actions-and-event", antiPirate: false, source: "EN \xA717.2 #6" },
    { number: 7, id: "finger-of-fate", title: "Finger of Fate", count: 1, actions: null, mode: "must-play", antiPirate: false, source: "EN \xA717.2 #7" },
    { number: 8, id: "general-pardon", title: "General Pardon", count: 1, actions: null, mode: "must-play", antiPirate: false, source: "EN \xA717.2 #8" },
    { number: 9, id: "new-governors", title: "New Governors", count: 8, actions: null, mode: "must-play", antiPirate: false, source: "EN \xA717.2 #9" },
    { number: 10, id: "heavy-guns", title: "Heavy Guns", count: 4, actions: 1, mode: "actions-and-event", antiPirate: false, source: "EN \xA717.2 #10" },
    { number: 11, id: "kc-surprise", title: "KC Surprise", count: 2, actions: 2, mode: "actions-or-event", antiPirate: true, source: "EN \xA717.2 #11" },
    { number: 12, id: "letter-of-marque", title: "Letter of Marque", count: 4, actions: 2, mode: "actions-or-event", antiPirate: false, source: "EN \xA717.2 #12" },
    { number: 13, id: "local-resistance", title: "Local Resistance", count: 3, actions: 2, mode: "actions-or-event", antiPirate: true, source: "EN \xA717.2 #13" },
    { number: 14, id: "mal-de-mer", title: "Mal de Mer", count: 1, actions: null, mode: "must-play", antiPirate: false, source: "EN \xA717.2 #14" },
    { number: 15, id: "mutiny-conspiracy", title: "Mutiny Conspiracy", count: 6, actions: "initiative", mode: "actions-or-event", antiPirate: true, source: "EN \xA717.2 #15" },
    { number: 16, id: "pirate-converts", title: "Pirate Converts", count: 1, actions: 3, mode: "actions-or-event", antiPirate: true, source: "EN \xA717.2 #16" },
    { number: 17, id: "piratical-ambition", title: "Piratical Ambition", count: 5, actions: "initiative", mode: "actions-or-event", antiPirate: true, source: "EN \xA717.2 #17" },
    { number: 18, id: "scurvy-outbreak", title: "Scurvy Outbreak", count: 5, actions: 2, mode: "actions-or-event", antiPirate: true, source: "EN \xA717.2 #18" },
    { number: 19, id: "skull-and-crossbones", title: "Skull and Crossbones", count: 4, actions: 3, mode: "actions-or-event", antiPirate: false, source: "EN \xA717.2 #19" },
    { number: 20, id: "storms-at-sea", title: "Storms at Sea", count: 6, actions: null, mode: "must-play", antiPirate: false, source: "EN \xA717.2 #20" },
    { number: 21, id: "warship-sighting", title: "Warship Sighting", count: 10, actions: "initiative", mode: "actions-or-event", antiPirate: true, source: "EN \xA717.2 #21" },
    { number: 22, id: "wear-and-tear", title: "Wear and Tear", count: 7, actions: 2, mode: "actions-or-event", antiPirate: true, source: "EN \xA717.2 #22" },
    { number: 23, id: "natural-disaster", title: "Natural Disaster", count: 1, actions: null, mode: "must-play", antiPirate: false, source: "EN \xA717.2 #23" }
  ],
  tables: {
    // Play Aid Cargo Table (8.32): adjusted roll = 1d6 + Merchant Cargo rating. `*` rows (1-3)
    // lower Crew Loyalty by 1, `**` rows (8-10) raise it by 1.
    cargo: [
      { roll: 1, loyalty: -1, atlantic: 0, caribbean: 100, africa: 50, india: 500 },
      { roll: 2, loyalty: -1, atlantic: 100, caribbean: 400, africa: 150, india: 1e3 },
      { roll: 3, loyalty: -1, atlantic: 200, caribbean: 600, africa: 300, india: 1200 },
      { roll: 4, loyalty: 0, atlantic: 300, caribbean: 800, africa: 500, india: 1500 },
      { roll: 5, loyalty: 0, atlantic: 400, caribbean: 1e3, africa: 600, india: 1800 },
      { roll: 6, loyalty: 0, atlantic: 500, caribbean: 1200, africa: 700, india: 2e3 },
      { roll: 7, loyalty: 0, atlantic: 600, caribbean: 1300, africa: 800, india: 2500 },
      { roll: 8, loyalty: 1, atlantic: 700, caribbean: 1500, africa: 1e3, india: 3e3 },
      { roll: 9, loyalty: 1, atlantic: 800, caribbean: 2500, africa: 1200, india: 4e3 },
      { roll: 10, loyalty: 1, atlantic: 1e3, caribbean: 3e3, africa: 1500, india: 7500 }
    ],
    // Play Aid Storm Effects Table (17.2 #20): 1d6, +1 in a Transit Box.
    storm: [
      { roll: 1, speedHits: 1, sunk: false },
      { roll: 2, speedHits: 1, sunk: false },
      { roll: 3, speedHits: 2, sunk: false },
      { roll: 4, speedHits: 2, sunk: false },
      { roll: 5, speedHits: 2, sunk: false },
      { roll: 6, speedHits: 3, sunk: false },
      { roll: 7, speedHits: 0, sunk: true }
    ],
    // 17.2 #23 (L1450-1453): d6 1..6.
    naturalDisaster: ["bermuda", "st-augustine", "isla-de-tortuga", "port-royal", "port-of-spain", "campeche"],
    // Play Aid Crew Loyalty Table.
    crewLoyalty: {
      cargoStar: -1,
      // 8.32
      cargoDoubleStar: 1,
      // 8.32
      scurvy: -1,
      // 17.2 #18: at once, then at the start of each of the owner's Player-Turns
      failedBribe: -1,
      // 18.41D
      lostToWarship: -1,
      // 6.46
      convertSmaller: -1,
      // 8.5
      convertLarger: 1,
      // 8.5
      speedBelowZero: -1,
      // 6.26: each time Speed falls from 0 to -1
      declineCargo: -1,
      // 8.32
      mutinyTie: -1,
      // 14.2
      failedBootyGrab: -2,
      // 9.62
      drElsewhere: 1,
      // 13.21: D&R anywhere but a Pirate Port (RULINGS B43)
      drPiratePort: 3,
      // 9.35
      torture: 1,
      // 8.45
      portAttack: 1,
      // 9.53
      sack: 1,
      // 9.55
      winAmbitionDuel: 1,
      // 17.2 #17
      defeatKc: 1,
      // 10.35
      mutinyReset: 6
      // 14.2, 17.2 #17: Loyalty is reset to this value
    },
    // Notoriety Points Table (18.2).
    notoriety: {
      loot: "Merchant Ship's Cargo rating",
      torture: "Hostage's Value rating",
      portAttack: "Port's Value rating x2",
      sack: "Port's Value rating x2",
      defeatKc: "KC's Combat rating x2",
      defeatWarship: "Warship's Combat rating",
      failedOust: "1 Notoriety Point",
      duel: "Sum of the two Pirates' Duel ratings"
    }
  }
};

// src/tables/index.ts
function byId(list) {
  const out = {};
  for (const item of list) out[item.id] = item;
  return out;
}
var cache = /* @__PURE__ */ new WeakMap();
function indexComponents(set) {
  const cached = cache.get(set);
  if (cached) return cached;
  const ports = [...set.ports].sort((a, b) => a.locator - b.locator);
  const portByLocator = {};
  const portsInArea = {};
  for (const area of set.seaAreas) portsInArea[area.id] = [];
  for (const port of ports) {
    portByLocator[port.locator] = port;
    for (const areaId of port.seaAreas) (portsInArea[areaId] ??= []).push(port.id);
  }
  const index = {
    set,
    port: byId(set.ports),
    portByLocator,
    seaArea: byId(set.seaAreas),
    transitBox: byId(set.transitBoxes),
    pirate: byId(set.pirates),
    card: byId(set.eventCards),
    shipType: byId(set.shipTypes),
    merchantType: byId(set.merchantTypes),
    warship: byId(set.warships),
    kc: byId(set.kcs),
    hostage: byId(set.hostages),
    locators: ports.map((p) => p.locator),
    portsInArea
  };
  cache.set(set, index);
  return index;
}

// src/kernel/ctx.ts
function push(ctx, f2) {
  ctx.s.stack.push(f2);
}

// src/kernel/chance.ts
import { xoroshiro128plus, xoroshiro128plusFromState } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt } from "pure-rand/distribution/uniformInt";
function newRngState(seed) {
  return Array.from(xoroshiro128plus(seed).getState());
}
function generatorFromState(rng) {
  return xoroshiro128plusFromState(rng);
}
function generatorState(g) {
  return Array.from(g.getState());
}
function countIn(counts, id) {
  return Object.hasOwn(counts, id) ? counts[id] ?? 0 : 0;
}
function poolTotal(p) {
  if (p.kind === "list") return p.ids.length;
  let n = 0;
  for (const id of p.order) n += countIn(p.counts, id);
  return n;
}
function enumerateOutcomes(spec, pool) {
  if (spec.kind === "d66") return D66;
  if (spec.kind === "dice") return diceMultisets(spec.count);
  const p = pool();
  const total2 = poolTotal(p);
  const counts = {};
  if (p.kind === "list") for (const id of p.ids) counts[id] = (counts[id] ?? 0) + 1;
  const ids = p.kind === "list" ? Object.keys(counts) : p.order;
  const out = [];
  for (const id of [...ids].sort()) {
    const n = p.kind === "list" ? counts[id] ?? 0 : countIn(p.counts, id);
    if (n > 0) out.push({ value: id, probability: n / total2 });
  }
  return out;
}
var D66 = [];
for (let b = 1; b <= 6; b++) for (let w = 1; w <= 6; w++) D66.push({ value: [b, w], probability: 1 / 36 });
var multisetCache = /* @__PURE__ */ new Map();
function diceMultisets(count) {
  const cached = multisetCache.get(count);
  if (cached) return cached;
  const out = [];
  const total2 = 6 ** count;
  const fact = (n) => n <= 1 ? 1 : n * fact(n - 1);
  const rec = (prefix, max) => {
    if (prefix.length === count) {
      const freq = [0, 0, 0, 0, 0, 0, 0];
      for (const f2 of prefix) freq[f2] = (freq[f2] ?? 0) + 1;
      let perms = fact(count);
      for (const k of freq) perms /= fact(k);
      out.push({ value: [...prefix], probability: perms / total2 });
      return;
    }
    for (let f2 = max; f2 >= 1; f2--) rec([...prefix, f2], f2);
  };
  rec([], 6);
  multisetCache.set(count, out);
  return out;
}
function isValidOutcome(spec, value, pool) {
  if (spec.kind === "draw") {
    if (typeof value !== "string") return false;
    const p = pool();
    return p.kind === "list" ? p.ids.includes(value) : countIn(p.counts, value) > 0;
  }
  if (!Array.isArray(value)) return false;
  const n = spec.kind === "d66" ? 2 : spec.count;
  return value.length === n && value.every((f2) => Number.isInteger(f2) && f2 >= 1 && f2 <= 6);
}
var scratch = new Int32Array(32);
function sampleOutcome(spec, g, pool) {
  if (spec.kind === "draw") {
    const p = pool();
    if (p.kind === "list") return p.ids[uniformInt(g, 0, p.ids.length - 1)] ?? "";
    const keys = p.order;
    const counts = p.counts;
    const n2 = keys.length;
    if (scratch.length < n2) scratch = new Int32Array(n2);
    let totalCount = 0;
    for (let i = 0; i < n2; i++) {
      const c = counts[keys[i] ?? ""] ?? 0;
      scratch[i] = c;
      totalCount += c;
    }
    let r = uniformInt(g, 0, totalCount - 1);
    for (let i = 0; i < n2; i++) {
      r -= scratch[i] ?? 0;
      if (r < 0) return keys[i] ?? "";
    }
    return "";
  }
  const n = spec.kind === "d66" ? 2 : spec.count;
  const faces = [];
  for (let i = 0; i < n; i++) faces.push(uniformInt(g, 1, 6));
  return faces;
}

// src/kernel/same-action.ts
function sameAction(a, b) {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameAction(a[i], b[i])) return false;
    return true;
  }
  const x = a;
  const y = b;
  let n = 0;
  for (const k in x) {
    if (x[k] === void 0) continue;
    if (!sameAction(x[k], y[k])) return false;
    n++;
  }
  let m = 0;
  for (const k in y) if (y[k] !== void 0 && ++m > n) return false;
  return n === m;
}

// src/kernel/engine.ts
var MAX_AUTO_STEPS = 1e5;
function defineGame(def) {
  const { handlerOf: handlerOf2, hooks = {} } = def;
  const topOf = (s) => s.stack[s.stack.length - 1];
  const poolOf = (s, spec, ix) => () => def.pools(s, spec.pool ?? "", ix);
  function nodeOf(s) {
    if (s.over) return null;
    const f2 = topOf(s);
    if (!f2) return null;
    return handlerOf2(f2.kind).node(s, f2, def.components(s));
  }
  let memo = null;
  function deciderOf(state) {
    if (memo?.state === state) return memo.player;
    const node = nodeOf(state);
    if (node?.kind !== "decision") return null;
    memo = { state, player: node.player, legal: null };
    return node.player;
  }
  function legalFor(state, player) {
    if (memo?.state === state && memo.player === player && memo.legal) return memo.legal;
    const f2 = topOf(state);
    if (!f2) return [];
    const legal = handlerOf2(f2.kind).legal(state, f2, def.components(state), player);
    for (const a of legal) freezeAction(a);
    if (memo?.state === state && memo.player === player) memo = { state, player, legal };
    else if (nodeOf(state)?.kind === "decision") memo = { state, player, legal };
    return legal;
  }
  function pending2(state) {
    const f2 = topOf(state);
    const player = deciderOf(state);
    if (f2 && player !== null) return { kind: "decision", player, frame: f2.kind, rule: handlerOf2(f2.kind).rule(f2) };
    const node = nodeOf(state);
    if (!node || !f2) return { kind: "over" };
    if (node.kind === "chance") return { kind: "chance", spec: node.spec, frame: f2.kind };
    if (node.kind === "simultaneous") return { kind: "simultaneous", players: [...node.players], frame: f2.kind, rule: handlerOf2(f2.kind).rule(f2) };
    return { kind: "over" };
  }
  function legalActions2(state, player) {
    const decider = deciderOf(state);
    if (decider !== null) {
      if (player !== void 0 && player !== decider) return [];
      return legalFor(state, decider).slice();
    }
    const node = nodeOf(state);
    if (node?.kind !== "simultaneous" || player === void 0 || !node.players.includes(player)) return [];
    return legalFor(state, player).slice();
  }
  function chanceOutcomes2(state) {
    const node = nodeOf(state);
    if (!node || node.kind !== "chance") return [];
    const ix = def.components(state);
    return enumerateOutcomes(node.spec, poolOf(state, node.spec, ix)).map((o) => ({ outcome: { type: "chance", value: o.value }, probability: o.probability }));
  }
  const clip2 = def.clip ?? ((text) => text);
  function validate(state, raw) {
    if (!state.over && raw !== null && typeof raw === "object") {
      const player = deciderOf(state);
      if (player !== null) {
        for (const a of legalFor(state, player)) if (sameAction(a, raw)) return { action: a };
      }
    }
    const far = def.precheck?.(raw);
    if (far) return { error: def.illegal("malformed-action", `Malformed action${far.path.length ? ` at ${far.path.join(".")}` : ""}: ${far.message}`, def.rules.malformed) };
    const fault = def.shapeFault(raw);
    if (fault) {
      const where = fault.path.length ? ` at ${fault.path.join(".")}` : "";
      return { error: def.illegal("malformed-action", `Malformed action${where}: ${fault.message}`, def.rules.malformed) };
    }
    const action = raw;
    const fail = (code, message, rule) => ({ error: def.illegal(code, message, rule) });
    if (state.over) return fail("game-over", "The game is over", def.rules.over(state));
    const f2 = topOf(state);
    const node = nodeOf(state);
    if (!node || !f2) return fail("game-over", "The game is over", def.rules.over(state));
    const handler = handlerOf2(f2.kind);
    const ix = def.components(state);
    if (node.kind === "chance") {
      if (action.type !== "chance") return fail("chance-expected", `A chance outcome is expected (${node.spec.label})`, handler.rule(f2));
      const value = action.value;
      if (!isValidOutcome(node.spec, value, poolOf(state, node.spec, ix))) {
        return fail("invalid-chance-outcome", `${clip2(JSON.stringify(value))} is not a possible outcome of ${node.spec.label}`, handler.rule(f2));
      }
      const own = { type: "chance", value: Array.isArray(value) ? [...value] : value };
      return { action: own };
    }
    if (node.kind === "auto") return fail("wrong-phase", "Nothing to decide now", handler.rule(f2));
    if (action.type === "chance") return fail("not-a-chance-node", "This is not a chance node", handler.rule(f2));
    const actor = action.player;
    const deciders = node.kind === "decision" ? [node.player] : node.players;
    if (actor === void 0 || !deciders.includes(actor)) {
      const who = deciders.map((p) => `Player ${p}`).join(", ");
      return fail("not-your-decision", `Player ${clip2(String(actor))} may not act now; ${who} ${deciders.length > 1 ? "decide" : "decides"}`, handler.rule(f2));
    }
    const legal = legalFor(state, actor);
    let sameType = false;
    for (const a of legal) {
      if (a.type !== action.type) continue;
      sameType = true;
      if (sameAction(a, action)) return { action: a };
    }
    const why = def.diagnose?.(state, action, legal, f2, ix);
    if (why) return { error: why };
    if (!sameType) return fail("wrong-phase", `'${clip2(String(action.type))}' is not possible at this point (${f2.kind})`, handler.rule(f2));
    return fail("illegal-action", `${clip2(String(action.type))} is not legal here`, handler.rule(f2));
  }
  function deliverChance(ctx, spec, value) {
    if (hooks.interceptChance?.(ctx, spec, value)) return;
    const f2 = topOf(ctx.s);
    if (!f2) throw new Error("internal: chance outcome with an empty stack");
    handlerOf2(f2.kind).step(ctx, f2, { type: "chance", value });
  }
  function feed(ctx, action) {
    const f2 = topOf(ctx.s);
    if (!f2) return false;
    const h = handlerOf2(f2.kind);
    if (action.type === "chance") {
      const node = h.node(ctx.s, f2, ctx.ix);
      if (node.kind === "chance") {
        deliverChance(ctx, node.spec, action.value);
        return true;
      }
    }
    h.step(ctx, f2, action);
    return true;
  }
  function advance(ctx) {
    const s = ctx.s;
    const seeded = s.config.randomness === "seeded";
    let sampled = false;
    let stop = null;
    for (let i = 0; i < MAX_AUTO_STEPS; i++) {
      hooks.beforeStep?.(ctx);
      if (s.over) {
        hooks.onOver?.(ctx);
        break;
      }
      const f2 = topOf(s);
      if (!f2) break;
      const h = handlerOf2(f2.kind);
      const node = h.node(s, f2, ctx.ix);
      if (node.kind === "decision") {
        if (hooks.decide?.(ctx, f2, h, node.player, engine2)) continue;
        stop = node;
        break;
      }
      if (node.kind === "simultaneous") {
        stop = node;
        break;
      }
      if (node.kind === "chance") {
        if (!seeded || !s.rng) {
          stop = node;
          break;
        }
        ctx.gen ??= generatorFromState(s.rng);
        sampled = true;
        deliverChance(ctx, node.spec, sampleOutcome(node.spec, ctx.gen, poolOf(s, node.spec, ctx.ix)));
        continue;
      }
      h.step(ctx, f2, null);
      if (i === MAX_AUTO_STEPS - 1) throw new Error("internal: the kernel made no decision in 100000 automatic steps");
    }
    if (sampled && ctx.gen) s.rng = generatorState(ctx.gen);
    return stop;
  }
  function step(ctx, action) {
    if (!feed(ctx, action)) return null;
    return advance(ctx);
  }
  const engine2 = {
    definition: def,
    pending: pending2,
    legalActions: legalActions2,
    chanceOutcomes: chanceOutcomes2,
    check(state, action) {
      const v = validate(state, action);
      return "error" in v ? { ok: false, error: v.error } : { ok: true };
    },
    apply(state, action) {
      const v = validate(state, action);
      if ("error" in v) throw v.error;
      const events = [];
      const next = def.workingCopy(state);
      const stop = step({ s: next, events, ix: def.components(state), owned: /* @__PURE__ */ new Set() }, v.action);
      const out = def.seal(next);
      if (stop?.kind === "decision") memo = { state: out, player: stop.player, legal: null };
      return { state: out, events };
    },
    start(base) {
      const events = [];
      const next = def.workingCopy(base);
      advance({ s: next, events, ix: def.components(base), owned: /* @__PURE__ */ new Set() });
      return { state: def.seal(next), events };
    },
    step,
    feed,
    advance,
    forget(state) {
      if (memo?.state === state) memo = null;
    }
  };
  return engine2;
}
function freezeAction(v) {
  if (v === null || typeof v !== "object" || Object.isFrozen(v)) return v;
  Object.freeze(v);
  for (const k in v) freezeAction(v[k]);
  return v;
}

// src/kernel/window.ts
function createWindows(opts) {
  const responders = [];
  const byMoment = /* @__PURE__ */ new Map();
  const flagsOf = opts.flags ?? (() => 0);
  function entriesFor(moment) {
    let m = byMoment.get(moment);
    if (!m) {
      const all = responders.filter((r) => r.moments.includes(moment)).map((r) => ({ r, needs: r.needs ?? 0 }));
      const weight = (e) => bitCount(e.needs);
      m = { all, sweep: [...all].sort((x, y) => weight(y) - weight(x)) };
      byMoment.set(moment, m);
    }
    return m;
  }
  function mayRespond(s, w, player, ix, sweep) {
    const flags = flagsOf(s, player);
    for (const e of sweep) if ((e.needs & ~flags) === 0 && e.r.eligible(s, w, player, ix)) return true;
    return false;
  }
  function current2(s, w, ix) {
    const sweep = entriesFor(w.moment).sweep;
    const n = w.order.length;
    for (let k = 0; k < n && w.passes + k < n; k++) {
      const p = w.order[(w.cursor + k) % n];
      if (p !== void 0 && mayRespond(s, w, p, ix, sweep)) return p;
    }
    return null;
  }
  function responses(s, w, player, ix) {
    const flags = flagsOf(s, player);
    const out = [];
    for (const e of entriesFor(w.moment).all) if ((e.needs & ~flags) === 0) for (const a of e.r.legal(s, w, player, ix)) out.push(a);
    return out;
  }
  return {
    register(r) {
      responders.push(r);
      byMoment.clear();
    },
    respondersFor: (moment) => entriesFor(moment).all.map((e) => e.r),
    open(ctx, w) {
      if (entriesFor(w.moment).all.length === 0) return false;
      if (current2(ctx.s, w, ctx.ix) === null) return false;
      push(ctx, w);
      return true;
    },
    current: current2,
    legal(s, w, ix, player) {
      const out = responses(s, w, player, ix);
      out.push(opts.pass(player));
      return out;
    },
    step(ctx, w, input) {
      const n = Math.max(1, w.order.length);
      if (opts.isPass(input)) {
        const at = w.order.indexOf(input.player);
        const skipped = at < 0 ? 0 : (at - w.cursor + n) % n;
        w.passes += skipped + 1;
        w.cursor = (w.cursor + skipped + 1) % n;
        return;
      }
      const player = input.player;
      if (player !== void 0) {
        const flags = flagsOf(ctx.s, player);
        const e = entriesFor(w.moment).all.find((x) => (x.needs & ~flags) === 0 && x.r.legal(ctx.s, w, player, ctx.ix).some((a) => sameAction(a, input)));
        e?.r.respond(ctx, w, input);
      }
      w.passes = 0;
      w.cursor = (player === void 0 ? 0 : w.order.indexOf(player) + 1) % n;
    }
  };
}
function bitCount(n) {
  let c = 0;
  for (let x = n; x; x >>= 1) c += x & 1;
  return c;
}

// src/kernel/copy.ts
function deepJson(v) {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) {
    const a = v.slice();
    for (let i = 0; i < a.length; i++) {
      const x = a[i];
      if (x !== null && typeof x === "object") a[i] = deepJson(x);
    }
    return a;
  }
  const out = { ...v };
  for (const k in out) {
    const x = out[k];
    if (x !== null && typeof x === "object" && Object.hasOwn(out, k)) out[k] = deepJson(x);
  }
  return out;
}
function keyByKey(r) {
  const out = {};
  let last;
  for (const k in r) out[last = k] = r[k];
  if (last !== void 0 && !Object.hasOwn(r, last)) return Object.fromEntries(Object.keys(r).map((k) => [k, r[k]]));
  return out;
}
function freezeNew(v) {
  if (v === null || typeof v !== "object" || Object.isFrozen(v)) return v;
  Object.freeze(v);
  for (const k in v) if (Object.hasOwn(v, k)) freezeNew(v[k]);
  return v;
}
var FREEZE = globalThis.process?.env?.["NODE_ENV"] !== "production";
function sealNew(s) {
  return FREEZE ? freezeNew(s) : s;
}

// src/kernel/errors.ts
var IllegalActionError = class extends Error {
  constructor(code, message, rule) {
    super(`${message} (rule ${rule})`);
    this.code = code;
    this.rule = rule;
  }
  code;
  rule;
  name = "IllegalActionError";
};
var ConfigError = class extends Error {
  constructor(message, code, path = "") {
    super(message);
    this.code = code;
    this.path = path;
  }
  code;
  path;
  name = "ConfigError";
};

// src/tables/config-error.ts
var ConfigError2 = class extends ConfigError {
  name = "ConfigError";
  constructor(message, code = "invalid-config", path = "") {
    super(message, code, path);
  }
};

// src/tables/validator.ts
var validator = null;
function validateComponents(raw) {
  if (!validator) {
    throw new ConfigError2(
      "A custom component set needs its schema: import { ComponentSetSchema } from 'blackbeard-engine/schemas' (it registers the validator) before createGame",
      "invalid-components",
      "components"
    );
  }
  return validator(raw);
}

// src/state/bounds.ts
var COMPONENTS = builtinComponents.eventCards.reduce((n, c) => n + c.count, 0);
var INPUT_LIMITS = { depth: 16, items: COMPONENTS, values: 2e4, string: 4096, key: 200 };
var ACTION_LIMITS = { depth: 2, items: 8, values: 32, string: 4096, key: 200 };
var MAX_SAVE_CHARS = 256 * 1024;
function clip(text, max = 200) {
  return text.length <= max ? text : `${text.slice(0, max)}\u2026 (${text.length} characters)`;
}
function boundsFault(input, limits2 = INPUT_LIMITS, root = "") {
  const path = root ? [root] : [];
  let values = 0;
  const fault = (message, key) => ({ path: clip([...path, ...key === void 0 ? [] : [key]].join(".")), message });
  const walk = (v, level) => {
    if (++values > limits2.values) return fault(`more than ${limits2.values} values in all`);
    if (typeof v === "string") return v.length > limits2.string ? fault(`a string of ${v.length} characters; at most ${limits2.string}`) : null;
    if (v === null || typeof v !== "object") return null;
    if (level > limits2.depth) return fault(`nested more than ${limits2.depth} levels deep (or a cycle)`);
    if (Array.isArray(v)) {
      if (v.length > limits2.items) return fault(`a list of ${v.length} items; at most ${limits2.items}`);
      for (let i = 0; i < v.length; i++) {
        path.push(String(i));
        const f2 = walk(v[i], level + 1);
        if (f2) return f2;
        path.pop();
      }
      return null;
    }
    const keys = Object.keys(v);
    if (keys.length > limits2.items) return fault(`${keys.length} keys in one object; at most ${limits2.items}`);
    for (const k of keys) {
      if (k.length > limits2.key) return fault(`a key of ${k.length} characters; at most ${limits2.key}`, k);
      path.push(k);
      const f2 = walk(v[k], level + 1);
      if (f2) return f2;
      path.pop();
    }
    return null;
  };
  return walk(input, 1);
}
function ownData(v) {
  if (v === null || typeof v !== "object") return v;
  if (Array.isArray(v)) return v.map(ownData);
  const out = /* @__PURE__ */ Object.create(null);
  for (const k of Object.keys(v)) out[k] = ownData(v[k]);
  return out;
}

// src/state/options.ts
var OPTION_KINDS = {
  edition: ["livingRules2008", "firstPrint2008"],
  livingRulesPlus2: "boolean",
  ransomMultiplier: "count",
  sackNpMultiplier: "count",
  lootNp: ["cargoRating", "cargoRatingPlus1d6"],
  kcKillVpRounding: ["floor", "ceil"],
  kcCombatTie: ["kc", "pirate"],
  warshipDamageVp: "boolean",
  duelNp: "boolean",
  warshipSightingLimit: ["perTurn", "perAction"],
  allowSecondWarshipSameAction: "boolean",
  lootApCardsAnyStep: "boolean",
  warshipsInterruptLootAnyStep: "boolean",
  lootProcedure: ["fourSteps", "sevenSteps"],
  allianceCombat: ["bothAbilities", "plus1"],
  dnrPenaltyScope: ["atSea", "any"],
  pardonForbidsEnglishAttacks: "boolean",
  convertAsSeparateAction: "boolean",
  cunningNoReReroll: "boolean",
  kcEscapeCancelsAction: "boolean",
  kcModel: ["livingRules", "harass"],
  solitaireRemoveFingerOfFate: "boolean",
  solitaireBbRetireMethods: ["letterOfMarqueOnly", "noSurrenderOrBribe"],
  solitaireApModel: ["livingRules", "firstPrint"],
  allianceLoyalty: ["each", "lower"],
  drCardOnMarkedPirate: "boolean",
  piraticalAmbitionTrigger: ["duringAction", "afterLoyaltyLoss"],
  soloLetterDrawsAnother: "boolean",
  plus2AffectsRatingForNpAndStorm: "boolean",
  gameLength: ["standard", "long"],
  pirateDraft: "boolean",
  randomDeployment: "boolean",
  secretDeployment: "boolean",
  cunning: "boolean",
  cunningOnlyUpTo3d6: "boolean",
  pardonEndsThisTurn: "boolean",
  malDeMerSkipsMerchants: "boolean",
  bermudaStormOneArea: "boolean",
  newGovernorsWhenExhausted: ["proxy", "noEffect"],
  retireInPiratePort: "boolean",
  symmetricDuelLoot: "boolean",
  attackHistoryStaysWithShip: "boolean",
  drPiratePortTopUp: "boolean",
  doubleCrossHangedScoresAs: ["retired", "eliminated"],
  foundPersists: "boolean",
  solitaireSystemPlayer: ["quick", "lookahead"]
};
var OPTION_DEFAULTS = {
  plus2AffectsRatingForNpAndStorm: false,
  gameLength: "standard",
  pirateDraft: false,
  randomDeployment: false,
  secretDeployment: false,
  cunning: true,
  cunningOnlyUpTo3d6: false,
  pardonEndsThisTurn: false,
  malDeMerSkipsMerchants: false,
  bermudaStormOneArea: false,
  newGovernorsWhenExhausted: "proxy",
  retireInPiratePort: false,
  symmetricDuelLoot: false,
  attackHistoryStaysWithShip: true,
  drPiratePortTopUp: true,
  doubleCrossHangedScoresAs: "retired",
  foundPersists: false,
  solitaireSystemPlayer: "quick"
};
function fits(kind, v) {
  if (kind === "boolean") return typeof v === "boolean";
  if (kind === "count") return typeof v === "number" && Number.isSafeInteger(v) && v >= 0;
  return typeof v === "string" && kind.includes(v);
}
function describeKind(kind) {
  if (kind === "boolean") return "expected a boolean";
  if (kind === "count") return "expected an integer 0 or more";
  return `expected one of ${kind.map((k) => `'${k}'`).join(", ")}`;
}
function optionsIssue(input, what, prefix = "options") {
  if (input === void 0) return null;
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    return new ConfigError2(`Invalid ${what} at ${prefix}: expected an object`, "invalid-config", prefix);
  }
  const rec = input;
  for (const k of Object.keys(OPTION_KINDS)) {
    const v = Object.prototype.hasOwnProperty.call(rec, k) ? rec[k] : void 0;
    const kind = OPTION_KINDS[k];
    if (v !== void 0 && !fits(kind, v)) return new ConfigError2(`Invalid ${what} at ${prefix}.${k}: ${describeKind(kind)}`, "invalid-config", `${prefix}.${k}`);
  }
  const unknown = Object.keys(rec).filter((k) => !Object.prototype.hasOwnProperty.call(OPTION_KINDS, k));
  if (unknown.length > 0) {
    return new ConfigError2(`Invalid ${what} at ${clip(`${prefix}.${unknown[0]}`, 100)}: unknown key '${clip(unknown.join("', '"), 100)}'`, "unknown-key", `${prefix}.${unknown[0]}`);
  }
  return null;
}
function givenOptions(input) {
  const given = {};
  for (const [k, v] of Object.entries(input ?? {})) if (v !== void 0) given[k] = v;
  return given;
}

// src/state/version.ts
var STATE_VERSION = 10;

// src/state/fresh-turn.ts
function freshTurn(number, player, phase) {
  return {
    number,
    player,
    phase,
    actionsCard: null,
    actionsLeft: 0,
    actionsPirate: null,
    discardedForActions: 0,
    holdPlayed: false,
    malDeMer: false,
    actionCount: 0,
    apUsed: [],
    apCardTypes: [],
    actionApTypes: [],
    actionWarship: false,
    actionKcReaction: false,
    kcActing: null,
    kcHarassed: null
  };
}

// src/state/editions.ts
var EDITION_PRESETS = {
  livingRules2008: {
    livingRulesPlus2: true,
    ransomMultiplier: 50,
    sackNpMultiplier: 2,
    lootNp: "cargoRating",
    kcKillVpRounding: "floor",
    kcCombatTie: "kc",
    warshipDamageVp: false,
    duelNp: true,
    warshipSightingLimit: "perTurn",
    allowSecondWarshipSameAction: false,
    lootApCardsAnyStep: false,
    warshipsInterruptLootAnyStep: false,
    lootProcedure: "fourSteps",
    allianceCombat: "bothAbilities",
    dnrPenaltyScope: "atSea",
    pardonForbidsEnglishAttacks: true,
    convertAsSeparateAction: false,
    cunningNoReReroll: true,
    kcEscapeCancelsAction: true,
    kcModel: "livingRules",
    solitaireRemoveFingerOfFate: true,
    solitaireBbRetireMethods: "letterOfMarqueOnly",
    solitaireApModel: "livingRules",
    allianceLoyalty: "each",
    drCardOnMarkedPirate: false,
    piraticalAmbitionTrigger: "duringAction",
    soloLetterDrawsAnother: true
  },
  firstPrint2008: {
    livingRulesPlus2: false,
    // FR 2.4, 6.46, 10.34: no +2
    ransomMultiplier: 10,
    // FR 9.42: 2d6 x Value x 10
    sackNpMultiplier: 3,
    // FR 9.55, 18.2: 3 x Value
    lootNp: "cargoRatingPlus1d6",
    // FR 8.35, 18.2: Cargo rating + 1d6, whether or not the cargo is taken
    kcKillVpRounding: "ceil",
    // FR 10.35, 10.6, 18.12C: rounded up
    kcCombatTie: "pirate",
    // FR 10.34: the KC must be higher
    warshipDamageVp: true,
    // FR 6.46, 18.12D
    duelNp: false,
    // FR 15: no 15.2, no Duel row in 18.2
    warshipSightingLimit: "perAction",
    // FR 6.42: one Sighting card per Pirate Action
    allowSecondWarshipSameAction: true,
    // FR 6.42 / 6.43: the Sighting and On-Station limits are separate
    lootApCardsAnyStep: true,
    // FR 8.22: no "once begun, the Looting process may not be interrupted"
    warshipsInterruptLootAnyStep: true,
    // FR 8.22, 6.45: "at any moment during the Loot procedure"
    lootProcedure: "sevenSteps",
    // FR 8.31: seize the cargo (step 2), then draw the Hostage (steps 3-4)
    allianceCombat: "plus1",
    // FR 11.2: the higher ship Combat + 1; a trait of either Pirate
    dnrPenaltyScope: "any",
    // FR 13.22: "attacked in any way"
    pardonForbidsEnglishAttacks: false,
    // FR 17.2 #8 has no such clause
    convertAsSeparateAction: true,
    // FR 4.5D, 8.31, 8.5: Convert Merchant is its own Action
    cunningNoReReroll: false,
    // FR 12: no ban on rerolling a reroll
    kcEscapeCancelsAction: false,
    // FR 10.32: "the AP Action ends (no counter moves)"
    kcModel: "harass",
    // FR 10.23-10.32: one KC harasses the active Pirate through KC AP Actions (R90)
    solitaireRemoveFingerOfFate: false,
    // FR 19.3: only the Piratical Ambition cards are removed
    solitaireBbRetireMethods: "letterOfMarqueOnly",
    // FR 19.15 « il ne peut se rendre qu'en utilisant une Lettre de Marque »: as the Living Rules (R86)
    solitaireApModel: "firstPrint",
    // FR 19.13-19.14: the card only; "the first SP Pirate" intercepts once a turn (R87)
    allianceLoyalty: "lower",
    // FR 11.2: "use the lower of the two current Loyalty values" (R80)
    drCardOnMarkedPirate: true,
    // FR 17.2 #2: no ban on a Pirate with a D&R marker (R81)
    piraticalAmbitionTrigger: "afterLoyaltyLoss",
    // FR 17.2 #17: "immédiatement après que son équipage ait subi une diminution de Loyauté" (R84)
    soloLetterDrawsAnother: false
    // FR 19.18: "il la conserve et fait voile directement": no other card is drawn (R95)
  }
};
function resolveOptions(input) {
  const issue = optionsIssue(input, "options", "options");
  if (issue) throw issue;
  const given = givenOptions(input);
  const edition = given.edition ?? "livingRules2008";
  const merged = { ...EDITION_PRESETS[edition], ...OPTION_DEFAULTS, ...given, edition };
  const out = {};
  for (const k of Object.keys(OPTION_KINDS)) out[k] = merged[k];
  return out;
}
function ratingForNpAndStorm(s, combat3) {
  return combat3 + (s.config.options.livingRulesPlus2 && s.config.options.plus2AffectsRatingForNpAndStorm ? 2 : 0);
}

// src/state/ids.ts
var PLAYER_IDS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"];
var ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
function sameLocation(a, b) {
  if (a.kind === "sea") return b.kind === "sea" && a.area === b.area;
  if (a.kind === "port") return b.kind === "port" && a.port === b.port;
  return b.kind === "transit" && a.box === b.box;
}

// src/actions/ctx.ts
function componentsOf(s) {
  return indexComponents(s.components ?? builtinComponents);
}
function top(s) {
  return s.stack[s.stack.length - 1];
}
function push2(ctx, f2) {
  ctx.s.stack.push(f2);
}
function pop2(ctx, f2) {
  const stack = ctx.s.stack;
  if (stack[stack.length - 1] === f2) {
    stack.pop();
    return;
  }
  const i = stack.lastIndexOf(f2);
  if (i < 0) throw new Error(`internal: pop ${f2.kind}, which is not on the stack`);
  stack.splice(i, 1);
}
function findFrame(s, kind) {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f2 = s.stack[i];
    if (f2 && f2.kind === kind) return f2;
  }
  return void 0;
}
function emit(ctx, e) {
  if (!ctx.dropEvents) ctx.events.push(e);
}
function dice(count, roller, label) {
  return { kind: "dice", count, roller, label };
}

// src/state/counts.ts
function addCount(c, id, n = 1) {
  c[id] = (c[id] ?? 0) + n;
}
function takeCount(c, id, n = 1) {
  const have = c[id] ?? 0;
  if (have < n) throw new Error(`internal: cannot take ${n} ${id} from a pool holding ${have}`);
  c[id] = have - n;
}
function total(c) {
  let t = 0;
  for (const k of Object.keys(c)) t += c[k] ?? 0;
  return t;
}
function withSorted(list, id) {
  const out = [];
  let placed = false;
  for (const x of list) {
    if (!placed && x > id) {
      out.push(id);
      placed = true;
    }
    out.push(x);
  }
  if (!placed) out.push(id);
  return out;
}
function withoutOne(list, id) {
  const i = list.indexOf(id);
  if (i < 0) throw new Error(`internal: ${id} not in list`);
  const out = list.slice(0, i);
  for (let k = i + 1; k < list.length; k++) out.push(list[k]);
  return out;
}

// src/state/pieces.ts
var LOYALTY_MAX = 10;
var LOYALTY_MIN = 0;
var COMBAT_MIN = 0;
var SPEED_MIN = -2;
function pirateOf(s, id) {
  const p = s.pirates[id];
  if (!p) throw new Error(`internal: pirate ${id} is not in play`);
  return p;
}
function ratings(ix, id) {
  const r = ix.pirate[id];
  if (!r) throw new Error(`internal: unknown pirate ${id}`);
  return r;
}
function limits(players) {
  if (players >= 6) return { inPlay: 1, inHand: 1, dealt: 1 };
  if (players === 2) return { inPlay: 4, inHand: 4, dealt: 4 };
  if (players === 3) return { inPlay: 3, inHand: 3, dealt: 3 };
  return { inPlay: 2, inHand: 3, dealt: 2 };
}
function piratesAt(s, port) {
  const out = [];
  for (const id of Object.keys(s.pirates)) {
    const p = s.pirates[id];
    if (p && p.location.kind === "port" && p.location.port === port) out.push(p);
  }
  return out.length > 1 ? out.sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : out;
}
function piratesOf(s, player) {
  const out = [];
  for (const id of Object.keys(s.pirates)) {
    const p = s.pirates[id];
    if (p && p.owner === player) out.push(p);
  }
  return out;
}
function inPlayCount(s, player) {
  let n = 0;
  for (const id of Object.keys(s.pirates)) if (s.pirates[id]?.owner === player) n++;
  return n;
}
function newPirate(ix, id, owner, location, ship, turn) {
  const t = ix.shipType[ship];
  if (!t) throw new Error(`internal: unknown ship ${ship}`);
  return {
    id,
    owner,
    location,
    ship,
    combat: t.combat,
    speed: t.speed,
    loyalty: 7,
    holds: [],
    hostages: [],
    np: 0,
    netWorth: 0,
    cunning: ratings(ix, id).cunning,
    dr: null,
    drRecoveries: 0,
    drLoyalty: 0,
    scurvy: false,
    info: {},
    safeHavens: [],
    attackHistory: [],
    portsAttacked: [],
    sackable: null,
    sackableTurn: 0,
    ally: null,
    bribed: [],
    letterOfMarque: null,
    heavyGuns: false,
    buriedTreasure: false,
    deployedTurn: turn,
    slowMove: null,
    convertible: null
  };
}
function holdCapacity(ix, p) {
  return ix.shipType[p.ship]?.holds ?? 0;
}
function booty(p) {
  let t = 0;
  for (const h of p.holds) t += h;
  return t;
}
function kcOf(s, player) {
  for (const id of Object.keys(s.kcs)) if (s.kcs[id]?.owner === player) return id;
  return null;
}
function drCardMayHit(s, p) {
  return p.dr === null || s.config.options.drCardOnMarkedPirate;
}
function holdChoices(ix, p) {
  const out = p.holds.map((_, i) => i);
  if (p.holds.length < holdCapacity(ix, p)) out.push(p.holds.length);
  return out;
}
function allyOf(s, p) {
  return p.ally ? s.pirates[p.ally] ?? null : null;
}
function byLeadership(ix, a, b) {
  return ratings(ix, b.id).leadership > ratings(ix, a.id).leadership ? [b, a] : [a, b];
}
function team(s, p) {
  const a = allyOf(s, p);
  return a ? [p, a] : [p];
}
function byTeam(s, pirates) {
  const out = [];
  for (const p of pirates) {
    const group = out.find(([lead]) => lead.id === p.id || lead.ally === p.id);
    if (group) group[1] += 1;
    else out.push([p, 1]);
  }
  return out;
}
function retiredVp(np, netWorth) {
  return 2 * np + Math.floor(netWorth / 100);
}
function portStatus(s, ix, p, portId) {
  const port = ix.port[portId];
  if (!port) throw new Error(`internal: unknown port ${portId}`);
  if (s.destroyedPorts.includes(portId)) return "destroyed";
  if (port.piratePort) return "pirate-port";
  const gov = s.governors[portId];
  const nat = port.nationality;
  if (p) {
    if (p.safeHavens.includes(portId)) return "safe-haven";
    if (nat && attackedAnotherPort(ix, p, nat, portId)) return "anti-pirate";
    if (nat && p.letterOfMarque === nat && !p.ally) return "pro-pirate";
  }
  if (gov === void 0) return "neutral";
  return gov === "anti" ? "anti-pirate" : "pro-pirate";
}
function attackedAnotherPort(ix, p, nat, portId) {
  if (!p.attackHistory.includes(nat)) return false;
  const same = p.portsAttacked.filter((q) => ix.port[q]?.nationality === nat);
  return same.length === 0 || same.some((q) => q !== portId);
}
function inPortAt(s, pirate, port) {
  const p = s.pirates[pirate];
  return p && p.location.kind === "port" && p.location.port === port ? p : null;
}
function moveDestinations(s, ix, p) {
  const out = [];
  const loc = p.location;
  if (loc.kind === "sea") {
    const area = ix.seaArea[loc.area];
    if (!area) return out;
    for (const b of area.borders) out.push({ kind: "sea", area: b });
    for (const port of ix.portsInArea[loc.area] ?? []) {
      const st = portStatus(s, ix, p, port);
      if (st !== "anti-pirate" && st !== "destroyed") out.push({ kind: "port", port });
    }
    for (const box of area.transitBoxes) out.push({ kind: "transit", box });
  } else if (loc.kind === "port") {
    for (const a of ix.port[loc.port]?.seaAreas ?? []) out.push({ kind: "sea", area: a });
  } else {
    for (const a of ix.transitBox[loc.box]?.connects ?? []) out.push({ kind: "sea", area: a });
  }
  return out;
}
function nextAvailablePort(ix, locator, available) {
  const locs = ix.locators;
  let start2 = locs.indexOf(locator);
  if (start2 < 0) start2 = 0;
  for (let i = 0; i < locs.length; i++) {
    const port = ix.portByLocator[locs[(start2 + i) % locs.length] ?? 0];
    if (port && available(port.id)) return port.id;
  }
  return null;
}
function nextPlayer(s, player) {
  const i = s.order.indexOf(player);
  return s.order[(i + 1) % s.order.length] ?? player;
}
function othersFromLeft(s, player) {
  const i = s.order.indexOf(player);
  const out = [];
  for (let k = 1; k < s.order.length; k++) {
    const q = s.order[(i + k) % s.order.length];
    if (q) out.push(q);
  }
  return out;
}
function locationLabel(loc) {
  return loc.kind === "sea" ? loc.area : loc.kind === "port" ? loc.port : loc.box;
}

// src/state/copy.ts
function deepCopy(s) {
  const components = s.components;
  const out = JSON.parse(JSON.stringify({ ...s, components: null }));
  out.components = components;
  return out;
}
var copyRecord = {
  pirates: (r) => ({ ...r }),
  players: (r) => ({ ...r }),
  merchants: keyByKey,
  kcs: (r) => ({ ...r }),
  deck: (r) => ({ ...r }),
  discard: (r) => ({ ...r }),
  removed: (r) => ({ ...r }),
  setAside: (r) => ({ ...r }),
  merchantPool: (r) => ({ ...r }),
  hostagePool: (r) => ({ ...r }),
  warshipPool: (r) => ({ ...r }),
  warships: (r) => ({ ...r }),
  governors: keyByKey
};
function copyTurn(t) {
  const c = {
    number: t.number,
    player: t.player,
    phase: t.phase,
    actionsCard: t.actionsCard,
    actionsLeft: t.actionsLeft,
    actionsPirate: t.actionsPirate,
    discardedForActions: t.discardedForActions,
    holdPlayed: t.holdPlayed,
    malDeMer: t.malDeMer,
    actionCount: t.actionCount,
    // The turn's lists are replaced, never changed in place, by the rules: one level is enough.
    apUsed: t.apUsed,
    apCardTypes: t.apCardTypes,
    actionApTypes: t.actionApTypes,
    actionWarship: t.actionWarship,
    actionKcReaction: t.actionKcReaction,
    kcActing: t.kcActing,
    kcHarassed: t.kcHarassed
  };
  return c;
}
function copyGeneralPardon(g) {
  const c = { appearances: g.appearances, whereabouts: g.whereabouts, pardon: g.pardon };
  return c;
}
function copyGovernorsRemoved(g) {
  const c = { pro: g.pro, anti: g.anti };
  return c;
}
function workingCopy(s) {
  return {
    version: s.version,
    config: s.config,
    components: s.components,
    rng: s.rng,
    players: s.players,
    order: s.order,
    // The top-level lists (`order`, `pirateDeck`, `retired`, `kcPool`, ..., and `rng`) are shared
    // like the records: the rules replace them (`s.retired = [...s.retired, id]`), never change
    // them in place, so they need no copy (ten copies per step were about 3% of its time).
    turn: copyTurn(s.turn),
    // Frames are changed in place at any depth (`f.step`, `f.queue.shift()`, `w.roll.rerolled`).
    stack: deepJson(s.stack),
    deck: s.deck,
    discard: s.discard,
    removed: s.removed,
    setAside: s.setAside,
    generalPardon: copyGeneralPardon(s.generalPardon),
    pirateDeck: s.pirateDeck,
    pirates: s.pirates,
    retired: s.retired,
    eliminated: s.eliminated,
    merchants: s.merchants,
    merchantPool: s.merchantPool,
    hostagePool: s.hostagePool,
    warshipPool: s.warshipPool,
    warships: s.warships,
    kcPool: s.kcPool,
    kcs: s.kcs,
    kcsRemoved: s.kcsRemoved,
    governors: s.governors,
    proGovernorSupply: s.proGovernorSupply,
    antiGovernorSupply: s.antiGovernorSupply,
    governorsRemoved: copyGovernorsRemoved(s.governorsRemoved),
    antiGovernorProxies: s.antiGovernorProxies,
    destroyedPorts: s.destroyedPorts,
    attackedPorts: s.attackedPorts,
    over: s.over,
    // Solitaire: replaced whole by the rules (src/solo), never mutated in place.
    solo: s.solo
  };
}
function mutRecord(ctx, key) {
  const r = ctx.s[key];
  const owned = ctx.owned;
  if (owned === null || owned.has(r)) return r;
  const c = copyRecord[key](r);
  ctx.s[key] = c;
  owned.add(c);
  return c;
}
function mutCounts(ctx, key) {
  return mutRecord(ctx, key);
}
function mutEntry(ctx, key, id) {
  const rec = mutRecord(ctx, key);
  const v = Object.hasOwn(rec, id) ? rec[id] : void 0;
  const owned = ctx.owned;
  if (v === void 0 || owned === null || owned.has(v)) return v;
  const c = { ...v };
  rec[id] = c;
  owned.add(c);
  return c;
}
function mutPirate(ctx, id) {
  const p = ctx.owned === null ? ctx.s.pirates[id] : mutEntry(ctx, "pirates", id);
  if (!p) throw new Error(`internal: pirate ${id} is not in play`);
  return p;
}
function mutPlayer(ctx, id) {
  const p = ctx.owned === null ? ctx.s.players[id] : mutEntry(ctx, "players", id);
  if (!p) throw new Error(`internal: no player ${id}`);
  return p;
}
function mutMerchant(ctx, area) {
  const m = ctx.owned === null ? ctx.s.merchants[area] : mutEntry(ctx, "merchants", area);
  if (!m) throw new Error(`internal: no Merchant in ${area}`);
  return m;
}
function mutPirateIf(ctx, id) {
  return ctx.owned === null ? ctx.s.pirates[id] : mutEntry(ctx, "pirates", id);
}
function mutKcIf(ctx, id) {
  return ctx.owned === null ? ctx.s.kcs[id] : mutEntry(ctx, "kcs", id);
}
function mutPlayerIf(ctx, id) {
  return ctx.owned === null ? ctx.s.players[id] : mutEntry(ctx, "players", id);
}
function ownPirate(ctx, p) {
  const owned = ctx.owned;
  if (owned === null || owned.has(p)) return p;
  if (FREEZE || ctx.s.pirates[p.id] !== p) throw new Error(`internal: ${p.id} is changed without mutPirate (src/state/copy.ts)`);
  return mutPirate(ctx, p.id);
}
function sealState(s) {
  return sealNew(s);
}

// src/actions/deploy.ts
var STARTING_SHIPS = ["sloop", "schooner"];
function deployActions(s, ix, player, pirate, areas) {
  const out = [];
  const kc = kcOf(s, player);
  const kcArea = kc ? s.kcs[kc]?.area : void 0;
  for (const area of areas ?? ix.set.seaAreas.map((a) => a.id)) {
    if (area === kcArea) continue;
    for (const ship of STARTING_SHIPS) out.push({ type: "deployPirate", player, pirate, area, ship });
  }
  return out;
}
function deployFromHand(ctx, player, pirate, area, ship, rule, secret = false) {
  const me = mutPlayerIf(ctx, player);
  if (!me) return;
  me.pirateHand = withoutOne(me.pirateHand, pirate);
  mutRecord(ctx, "pirates")[pirate] = newPirate(ctx.ix, pirate, player, { kind: "sea", area }, ship, ctx.s.turn.number);
  emit(ctx, secret ? { type: "pirateDeployed", rule, player, pirate, area, ship, visibleTo: player } : { type: "pirateDeployed", rule, player, pirate, area, ship });
}
var pirateCardHandler = {
  rule: () => "5.16",
  node(s, f2) {
    if (f2.step === "draw") {
      if (s.pirateDeck.length === 0) return { kind: "auto" };
      return { kind: "chance", spec: { kind: "draw", pool: "pirate", label: `Player ${f2.player} draws a Pirate card (5.16)` } };
    }
    return { kind: "decision", player: f2.player };
  },
  legal(s, f2, ix) {
    const me = s.players[f2.player];
    const drawn = f2.drawn;
    if (!me || !drawn) return [];
    const lim = limits(s.config.players);
    const out = [];
    if (inPlayCount(s, f2.player) < lim.inPlay) out.push(...deployActions(s, ix, f2.player, drawn));
    if (me.pirateHand.length <= lim.inHand) out.push({ type: "keepPirate", player: f2.player, pirate: drawn });
    if (s.config.players >= 6 && s.pirateDeck.length > 0) out.push({ type: "redrawPirate", player: f2.player, pirate: drawn });
    return out;
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    const me = mutPlayerIf(ctx, f2.player);
    if (!me) return pop2(ctx, f2);
    if (f2.step === "draw") {
      if (input?.type !== "chance" || typeof input.value !== "string") return pop2(ctx, f2);
      s.pirateDeck = withoutOne(s.pirateDeck, input.value);
      me.pirateHand = [...me.pirateHand, input.value];
      f2.drawn = input.value;
      f2.step = "decide";
      emit(ctx, { type: "pirateDrawn", rule: f2.returning === null ? "5.16" : "2.7", player: f2.player, pirate: input.value, visibleTo: f2.player });
      if (f2.returning !== null) giveBack(ctx, f2.player, f2.returning);
      f2.returning = null;
      return;
    }
    if (!input) return pop2(ctx, f2);
    if (input.type === "deployPirate") {
      deployFromHand(ctx, f2.player, input.pirate, input.area, input.ship, "5.16");
      return pop2(ctx, f2);
    }
    if (input.type === "keepPirate") {
      emit(ctx, { type: "pirateKept", rule: "5.16", player: f2.player, visibleTo: f2.player, pirate: input.pirate });
      return pop2(ctx, f2);
    }
    if (input.type === "redrawPirate") {
      redraw(ctx, f2.player, input.pirate);
      f2.returning = input.pirate;
      f2.step = "draw";
      f2.drawn = null;
    }
  }
};
function redraw(ctx, player, pirate) {
  for (const q of ctx.s.order) {
    const other = ctx.s.players[q];
    if (q !== player && other) mutPlayer(ctx, q).vp += 10;
  }
  emit(ctx, { type: "pirateRedrawn", rule: "2.7", player, pirate, vpToEachOther: 10 });
}
function giveBack(ctx, player, pirate) {
  const me = mutPlayerIf(ctx, player);
  if (!me || !me.pirateHand.includes(pirate)) return;
  me.pirateHand = withoutOne(me.pirateHand, pirate);
  ctx.s.pirateDeck = [...ctx.s.pirateDeck, pirate].sort();
}

// src/actions/merchants.ts
function placeMerchantsFrame(count, rule) {
  return { kind: "placeMerchants", remaining: count, drawn: null, rule };
}
function boxAvailable(s, ix, port) {
  const p = ix.port[port];
  return !!p && !p.piratePort && !s.destroyedPorts.includes(port) && !s.merchants[port];
}
function anyBoxFree(s, ix) {
  return ix.set.ports.some((p) => boxAvailable(s, ix, p.id));
}
var placeMerchantsHandler = {
  rule: (f2) => f2.rule,
  node(s, f2, ix) {
    if (f2.drawn) return { kind: "chance", spec: { kind: "d66", label: "D66 for the Merchant's port (6.31)" } };
    if (f2.remaining === 0 || total(s.merchantPool) === 0 || !anyBoxFree(s, ix)) return { kind: "auto" };
    return { kind: "chance", spec: { kind: "draw", pool: "merchant", label: "Draw a Merchant from the pool (6.31)" } };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const s = ctx.s;
    if (input?.type !== "chance") return pop2(ctx, f2);
    if (!f2.drawn) {
      if (typeof input.value !== "string") return;
      takeCount(mutCounts(ctx, "merchantPool"), input.value);
      f2.drawn = input.value;
      return;
    }
    if (!Array.isArray(input.value)) return;
    const [black = 1, white = 1] = input.value;
    const locator = black * 10 + white;
    const port = nextAvailablePort(ctx.ix, locator, (id) => boxAvailable(s, ctx.ix, id));
    if (!port) {
      addCount(mutCounts(ctx, "merchantPool"), f2.drawn);
      return pop2(ctx, f2);
    }
    mutRecord(ctx, "merchants")[port] = { type: f2.drawn, faceUp: false, foundBy: null };
    const rolledPort = ctx.ix.portByLocator[locator]?.id ?? null;
    emit(ctx, { type: "merchantPlaced", rule: f2.rule === "4.4" ? "6.31" : f2.rule, d66: [black, white], locator, rolledPort, port, redirected: rolledPort !== port, rulePlacement: "6.32" });
    f2.drawn = null;
    f2.remaining -= 1;
  }
};

// src/state/chance.ts
function blackbeardPool(s, pool, ix) {
  if (pool === "pirate") return { kind: "list", ids: s.pirateDeck };
  if (pool === "kc") return { kind: "list", ids: s.kcPool };
  const p = pool;
  return { kind: "counts", counts: poolCounts(s, p), order: poolOrder(ix, p) };
}
function poolCounts(s, pool) {
  switch (pool) {
    case "event":
      return s.deck;
    case "mpi":
      return s.setAside;
    case "merchant":
      return s.merchantPool;
    case "hostage":
      return s.hostagePool;
    case "warship":
      return s.warshipPool;
    case "pirate":
      return countsOf(s.pirateDeck);
    case "kc":
      return countsOf(s.kcPool);
  }
}
function countsOf(ids) {
  const c = {};
  for (const id of ids) c[id] = (c[id] ?? 0) + 1;
  return c;
}
var orderCache = /* @__PURE__ */ new WeakMap();
function poolOrder(ix, pool) {
  let byPool = orderCache.get(ix);
  if (!byPool) {
    byPool = {
      event: ix.set.eventCards.map((c) => c.id).sort(),
      merchant: ix.set.merchantTypes.map((m) => m.id).sort(),
      hostage: ix.set.hostages.map((h) => h.id).sort(),
      warship: ix.set.warships.map((w) => w.id).sort()
    };
    orderCache.set(ix, byPool);
  }
  return byPool[pool === "mpi" ? "event" : pool] ?? [];
}
function deckHasCards(s, ix) {
  for (const id of poolOrder(ix, "event")) if ((s.deck[id] ?? 0) > 0) return true;
  return false;
}
function deckSize(s, ix) {
  let n = 0;
  for (const id of poolOrder(ix, "event")) n += s.deck[id] ?? 0;
  return n;
}

// src/actions/setup.ts
var DEAL = 4;
var PRO_GOVERNORS = 8;
function rollingSeat(f2) {
  return f2.contenders.find((seat) => (f2.rolls[seat - 1] ?? 0) === 0);
}
function playerAtSeat(s, seat) {
  for (const p of s.order) if (s.players[p]?.seat === seat) return p;
  return "A";
}
function draftPicker(s, firstPick, index) {
  const n = s.order.length;
  const start2 = s.order.indexOf(firstPick);
  const round = Math.floor(index / n);
  const pos = index % n;
  const k = round % 2 === 0 ? pos : n - 1 - pos;
  return s.order[(start2 + k) % n] ?? firstPick;
}
function nextDeployer(s, f2) {
  const n = s.order.length;
  const lim = limits(s.config.players).inPlay;
  for (let k = 0; k < n * (lim + 1); k++) {
    const i = f2.index + k;
    const round = Math.floor(i / n);
    const p = s.order[i % n];
    if (!p) continue;
    const me = s.players[p];
    const placed = inPlayCount(s, p);
    const canPlace = !!me && me.pirateHand.length > 0 && placed < lim;
    if (round === 0 && placed === 0 && canPlace) return p;
    if (round > 0 && canPlace && !f2.passed.includes(p) && placed <= round) return p;
    if (round > lim) return null;
  }
  return null;
}
function advanceDeployIndex(s, f2, player) {
  const n = s.order.length;
  let i = f2.index;
  while (s.order[i % n] !== player) i++;
  f2.index = i + 1;
}
var setupHandler = {
  rule(f2) {
    const steps = {
      order: "3.0",
      deal: "3.0",
      governors: "3.0",
      draftRoll: "3.0",
      pirates: "3.0",
      draft: "3.0",
      redraw: "2.7",
      deploy: "3.0",
      merchants: "3.0",
      done: "3.0"
    };
    return steps[f2.step];
  },
  node(s, f2, ix) {
    const n = s.order.length;
    switch (f2.step) {
      case "order":
      case "draftRoll": {
        const seat = rollingSeat(f2);
        if (seat === void 0) return { kind: "auto" };
        const who = f2.step === "order" ? `seat ${seat}` : `Player ${playerAtSeat(s, seat)}`;
        return { kind: "chance", spec: { kind: "dice", count: 1, roller: null, label: `${f2.step === "order" ? "Player Order" : "First pick"} roll for ${who} (3.0 Step ${f2.step === "order" ? 2 : 6})` } };
      }
      case "deal":
        return f2.index < DEAL * n && deckHasCards(s, ix) ? { kind: "chance", spec: { kind: "draw", pool: "event", label: `Deal an Event card to Player ${s.order[f2.index % n]} (3.0 Step 4)` } } : { kind: "auto" };
      case "governors":
        return f2.index < PRO_GOVERNORS && s.proGovernorSupply.length > 0 ? { kind: "chance", spec: { kind: "d66", label: `D66 for Pro-Pirate Governor ${f2.index + 1} (3.0 Step 5)` } } : { kind: "auto" };
      case "pirates":
        return f2.index < limits(s.config.players).dealt * n && s.pirateDeck.length > 0 ? { kind: "chance", spec: { kind: "draw", pool: "pirate", label: `Deal a Pirate card to Player ${s.order[f2.index % n]} (3.0 Step 6)` } } : { kind: "auto" };
      case "draft":
        return f2.index < limits(s.config.players).dealt * n && f2.firstPick ? { kind: "decision", player: draftPicker(s, f2.firstPick, f2.index) } : { kind: "auto" };
      case "redraw": {
        const p = s.order[f2.index];
        if (!p) return { kind: "auto" };
        if (f2.returning !== null && s.pirateDeck.length > 0) {
          return { kind: "chance", spec: { kind: "draw", pool: "pirate", label: `Player ${p} draws another Pirate card (2.7)` } };
        }
        return { kind: "decision", player: p };
      }
      case "deploy": {
        const p = nextDeployer(s, f2);
        if (!p) return { kind: "auto" };
        if (s.config.options.randomDeployment && !f2.rolledPort) {
          return { kind: "chance", spec: { kind: "d66", label: `D66 to place Player ${p}'s Pirate (3.0 Step 7 note)` } };
        }
        return { kind: "decision", player: p };
      }
      default:
        return { kind: "auto" };
    }
  },
  legal(s, f2, ix) {
    const out = [];
    switch (f2.step) {
      case "draft": {
        if (!f2.firstPick) return [];
        const player = draftPicker(s, f2.firstPick, f2.index);
        for (const pirate of s.pirateDeck) out.push({ type: "choosePirate", player, pirate });
        return out;
      }
      case "redraw": {
        const player = s.order[f2.index];
        const me = player ? s.players[player] : void 0;
        if (!player || !me) return [];
        out.push({ type: "pass", player });
        if (s.pirateDeck.length > 0) for (const pirate of me.pirateHand) out.push({ type: "redrawPirate", player, pirate });
        return out;
      }
      case "deploy": {
        const player = nextDeployer(s, f2);
        const me = player ? s.players[player] : void 0;
        if (!player || !me) return [];
        const areas = f2.rolledPort ? ix.port[f2.rolledPort]?.seaAreas : void 0;
        for (const pirate of me.pirateHand) out.push(...deployActions(s, ix, player, pirate, areas));
        if (inPlayCount(s, player) > 0) out.push({ type: "pass", player });
        return out;
      }
      default:
        return [];
    }
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    const n = s.order.length;
    switch (f2.step) {
      case "order":
      case "draftRoll":
        return rollOff(ctx, f2, input);
      case "deal": {
        if (input?.type === "chance" && typeof input.value === "string") {
          const player = s.order[f2.index % n];
          takeCount(mutCounts(ctx, "deck"), input.value);
          const me = player ? mutPlayerIf(ctx, player) : void 0;
          if (me && player) {
            me.hand = withSorted(me.hand, input.value);
            emit(ctx, { type: "cardDealt", rule: "3.0", player, card: input.value, visibleTo: player });
          }
          f2.index += 1;
          return;
        }
        for (const id of Object.keys(s.setAside)) addCount(mutCounts(ctx, "deck"), id, s.setAside[id] ?? 0);
        s.setAside = {};
        emit(ctx, { type: "deckReady", rule: "3.0", cards: total(s.deck) });
        return goTo(f2, "governors");
      }
      case "governors": {
        if (input?.type === "chance" && Array.isArray(input.value)) return placeGovernor(ctx, f2, input.value);
        return goTo(f2, s.config.options.pirateDraft ? "draftRoll" : "pirates", s);
      }
      case "pirates": {
        if (input?.type === "chance" && typeof input.value === "string") {
          const player = s.order[f2.index % n];
          const me = player ? mutPlayerIf(ctx, player) : void 0;
          s.pirateDeck = withoutOne(s.pirateDeck, input.value);
          if (me && player) {
            me.pirateHand = [...me.pirateHand, input.value];
            emit(ctx, { type: "pirateDealt", rule: "3.0", player, pirate: input.value, visibleTo: player });
          }
          f2.index += 1;
          return;
        }
        return goTo(f2, s.config.players >= 6 ? "redraw" : "deploy");
      }
      case "draft": {
        if (input?.type === "choosePirate") {
          const me = mutPlayerIf(ctx, input.player);
          s.pirateDeck = withoutOne(s.pirateDeck, input.pirate);
          if (me) me.pirateHand = [...me.pirateHand, input.pirate];
          emit(ctx, { type: "pirateDrafted", rule: "3.0", player: input.player, pirate: input.pirate, pick: f2.index + 1 });
          f2.index += 1;
          return;
        }
        return goTo(f2, s.config.players >= 6 ? "redraw" : "deploy");
      }
      case "redraw": {
        const player = s.order[f2.index];
        if (!player) return goTo(f2, "deploy");
        if (input?.type === "redrawPirate") {
          redraw(ctx, player, input.pirate);
          f2.returning = input.pirate;
          return;
        }
        if (input?.type === "chance" && typeof input.value === "string") {
          s.pirateDeck = withoutOne(s.pirateDeck, input.value);
          const me = mutPlayerIf(ctx, player);
          if (me) me.pirateHand = [...me.pirateHand, input.value];
          emit(ctx, { type: "pirateDealt", rule: "2.7", player, pirate: input.value, visibleTo: player });
          if (f2.returning !== null) giveBack(ctx, player, f2.returning);
          f2.returning = null;
          return;
        }
        f2.returning = null;
        f2.index += 1;
        return;
      }
      case "deploy":
        return deployStep(ctx, f2, input);
      case "merchants":
        f2.step = "done";
        push2(ctx, placeMerchantsFrame(8, "3.0"));
        return;
      case "done": {
        pop2(ctx, f2);
        emit(ctx, { type: "setupComplete", rule: "3.0", order: [...s.order] });
        s.turn.phase = "start";
        s.turn.number = 1;
        s.turn.player = s.order[0] ?? "A";
        push2(ctx, { kind: "turn" });
        return;
      }
    }
  }
};
function goTo(f2, step, s) {
  f2.step = step;
  f2.index = 0;
  f2.passed = [];
  if (step === "draftRoll" && s) {
    f2.rolls = s.order.map(() => 0);
    f2.contenders = s.order.map((p) => s.players[p]?.seat ?? 1).sort((a, b) => a - b);
  }
}
function rollOff(ctx, f2, input) {
  const s = ctx.s;
  const seat = rollingSeat(f2);
  if (seat !== void 0 && input?.type === "chance" && Array.isArray(input.value)) {
    f2.rolls[seat - 1] = input.value[0] ?? 1;
    emit(ctx, { type: "rollOff", rule: f2.step === "order" ? "3.0" : "3.0", purpose: f2.step === "order" ? "playerOrder" : "firstPick", seat, roll: input.value[0] });
    return;
  }
  const best = Math.max(...f2.contenders.map((c) => f2.rolls[c - 1] ?? 0));
  const tied = f2.contenders.filter((c) => (f2.rolls[c - 1] ?? 0) === best);
  if (tied.length > 1) {
    for (const c of tied) f2.rolls[c - 1] = 0;
    f2.contenders = tied;
    emit(ctx, { type: "rollOffTie", rule: "3.0", seats: tied, ruling: "B40" });
    return;
  }
  const winner = tied[0] ?? 1;
  if (f2.step === "order") {
    const seats = s.order.length;
    s.order.forEach((p, i) => {
      const me = mutPlayerIf(ctx, p);
      if (me) me.seat = (winner - 1 + i) % seats + 1;
    });
    emit(ctx, { type: "playerOrder", rule: "3.0", seatOfA: winner, seats: s.order.map((p) => ({ player: p, seat: s.players[p]?.seat ?? 0 })) });
    f2.rolls = [];
    f2.contenders = [];
    return goTo(f2, "deal");
  }
  f2.firstPick = playerAtSeat(s, winner);
  emit(ctx, { type: "firstPick", rule: "3.0", player: f2.firstPick });
  f2.rolls = [];
  f2.contenders = [];
  f2.step = "draft";
  f2.index = 0;
}
function placeGovernor(ctx, f2, faces) {
  const s = ctx.s;
  const [black = 1, white = 1] = faces;
  const locator = black * 10 + white;
  const port = nextAvailablePort(ctx.ix, locator, (id) => !ctx.ix.port[id]?.piratePort && s.governors[id] === void 0);
  const gov = s.proGovernorSupply[0];
  s.proGovernorSupply = s.proGovernorSupply.slice(1);
  if (!port || !gov) return;
  mutCounts(ctx, "governors")[port] = gov;
  const rolledPort = ctx.ix.portByLocator[locator]?.id;
  emit(ctx, { type: "governorPlaced", rule: "3.0", d66: [black, white], rolledPort, port, redirected: rolledPort !== port, governor: gov });
  f2.index += 1;
}
function deployStep(ctx, f2, input) {
  const s = ctx.s;
  if (input?.type === "chance" && Array.isArray(input.value)) {
    const [black = 1, white = 1] = input.value;
    f2.rolledPort = ctx.ix.portByLocator[black * 10 + white]?.id ?? null;
    emit(ctx, { type: "deploymentRolled", rule: "3.0", d66: [black, white], port: f2.rolledPort });
    return;
  }
  if (input?.type === "deployPirate") {
    deployFromHand(ctx, input.player, input.pirate, input.area, input.ship, "3.0", s.config.options.secretDeployment);
    if (s.config.options.secretDeployment) f2.hidden.push({ player: input.player, pirate: input.pirate });
    f2.rolledPort = null;
    advanceDeployIndex(s, f2, input.player);
    return;
  }
  if (input?.type === "pass") {
    f2.passed.push(input.player);
    f2.rolledPort = null;
    advanceDeployIndex(s, f2, input.player);
    emit(ctx, { type: "deploymentDeclined", rule: "3.0", player: input.player });
    return;
  }
  if (f2.hidden.length > 0) {
    emit(ctx, { type: "deploymentsRevealed", rule: "3.0", pirates: f2.hidden.map((h) => ({ player: h.player, pirate: h.pirate, area: locationArea(s, h.pirate), ship: s.pirates[h.pirate]?.ship })) });
    f2.hidden = [];
  }
  f2.step = "merchants";
}
function locationArea(s, pirate) {
  const loc = s.pirates[pirate]?.location;
  return loc?.kind === "sea" ? loc.area : null;
}
function initialSetupFrame(players) {
  return {
    kind: "setup",
    step: "order",
    index: 0,
    rolls: Array.from({ length: players }, () => 0),
    contenders: Array.from({ length: players }, (_, i) => i + 1),
    firstPick: null,
    passed: [],
    rolledPort: null,
    hidden: [],
    returning: null
  };
}

// src/actions/action-shape.ts
var f = (kind, more = {}) => ({ kind, ...more });
var P = { player: f("player") };
var PIRATE = { player: f("player"), pirate: f("id") };
var ACTION_SHAPES = {
  chance: { value: f("chanceValue") },
  pass: P,
  reroll: PIRATE,
  choosePirate: PIRATE,
  redrawPirate: PIRATE,
  deployPirate: { ...PIRATE, area: f("id"), ship: f(["sloop", "schooner", "brigantine"]) },
  drawPirate: P,
  keepPirate: PIRATE,
  playCard: { ...P, card: f("id"), pirate: f("id", { nullable: true }), event: f("cardEvent", { optional: true }) },
  discardForActions: { ...P, card: f("id") },
  endTurn: P,
  discardCard: { ...P, card: f("id") },
  chooseStormArea: { ...P, area: f("id") },
  chooseArea: { ...PIRATE, area: f("id") },
  move: { ...PIRATE, to: f("location") },
  findMerchant: { ...PIRATE, port: f("id") },
  loot: { ...PIRATE, port: f("id") },
  recoverDR: PIRATE,
  seizeBooty: { ...PIRATE, seize: f("boolean") },
  takeCargo: PIRATE,
  abandonCargo: PIRATE,
  jettison: { ...PIRATE, hold: f("index") },
  convertShip: PIRATE,
  convertMerchant: PIRATE,
  dealWithHostage: { ...PIRATE, choice: f(["ransom", "torture"]) },
  declareDR: PIRATE,
  inPortActivities: PIRATE,
  ransomHostage: { ...PIRATE, hostage: f("index") },
  chooseHold: { ...PIRATE, hold: f("index") },
  convertHold: { ...PIRATE, hold: f("index") },
  refit: PIRATE,
  repair: { ...PIRATE, track: f(["combat", "speed"]) },
  bribeGovernor: PIRATE,
  payBribe: { ...PIRATE, pay: f("boolean") },
  attackPort: { ...PIRATE, port: f("id") },
  sackPort: PIRATE,
  bootyGrab: { ...PIRATE, target: f("id") },
  surrenderHold: { ...PIRATE, hold: f("index") },
  continueDuel: { ...PIRATE, continue: f("boolean") },
  claimSpoils: { ...PIRATE, take: f(["possessions", "ship"]) },
  chooseReplacement: PIRATE,
  formAlliance: { ...PIRATE, partner: f("id") },
  breakAlliance: PIRATE,
  assignHit: PIRATE,
  playEvent: { ...P, card: f("id"), pirate: f("id", { optional: true }), port: f("id", { optional: true }) },
  useWarship: P,
  warshipAttack: { ...P, attack: f("boolean") },
  deployKc: P,
  kcMove: { ...P, to: f("id") },
  kcAttackPort: { ...P, port: f("id") },
  kcOust: P,
  kcReact: P,
  kcIntercept: P,
  fightOrEscape: { ...PIRATE, choice: f(["fight", "escape", "surrender"]) },
  retire: { ...PIRATE, method: f(["letterOfMarque"], { optional: true }) },
  digTreasure: PIRATE
};
var isRecord = (v) => v !== null && typeof v === "object" && !Array.isArray(v);
var isId = (v) => typeof v === "string" && ID_PATTERN.test(v);
var has = (o, k) => Object.prototype.hasOwnProperty.call(o, k);
function extraKeys(o, known, path) {
  const extra = Object.keys(o).filter((k) => !known.includes(k));
  return extra.length > 0 ? { path, message: `unknown key${extra.length > 1 ? "s" : ""} ${clip(extra.map((k) => `"${k}"`).join(", "))}` } : null;
}
function checkValue(kind, v, path) {
  const bad = (message) => ({ path, message });
  if (Array.isArray(kind)) return typeof v === "string" && kind.includes(v) ? null : bad(`expected one of ${kind.map((k) => `"${k}"`).join(", ")}`);
  switch (kind) {
    case "player":
      return typeof v === "string" && PLAYER_IDS.includes(v) ? null : bad("expected a player letter A-J");
    case "id":
      return isId(v) ? null : bad("expected a kebab-case id");
    case "index":
      return typeof v === "number" && Number.isSafeInteger(v) && v >= 0 ? null : bad("expected an integer 0 or more");
    case "boolean":
      return typeof v === "boolean" ? null : bad("expected a boolean");
    case "chanceValue":
      if (Array.isArray(v)) {
        return v.every((x) => typeof x === "number" && Number.isSafeInteger(x)) ? null : bad("expected dice faces (integers) or a kebab-case id");
      }
      return isId(v) ? null : bad("expected dice faces or a kebab-case id");
    case "location": {
      if (!isRecord(v)) return bad("expected a location { kind, ... }");
      const key = v.kind === "sea" ? "area" : v.kind === "port" ? "port" : v.kind === "transit" ? "box" : null;
      if (key === null) return { path: [...path, "kind"], message: `expected "sea", "port" or "transit"` };
      if (!isId(v[key])) return { path: [...path, key], message: "expected a kebab-case id" };
      return extraKeys(v, ["kind", key], path);
    }
    case "cardEvent": {
      if (!isRecord(v)) return bad("expected { target, area }");
      if (!isId(v.target)) return { path: [...path, "target"], message: "expected a kebab-case id" };
      if (v.area !== null && !isId(v.area)) return { path: [...path, "area"], message: "expected a kebab-case id or null" };
      return extraKeys(v, ["target", "area"], path);
    }
    default:
      return bad("unknown field kind");
  }
}
function actionShapeFault(raw) {
  if (!isRecord(raw)) return { path: [], message: "expected an action object" };
  const type = raw.type;
  if (typeof type !== "string" || !has(ACTION_SHAPES, type)) return { path: ["type"], message: `unknown action type ${clip(JSON.stringify(type) ?? "undefined")}` };
  const shape = ACTION_SHAPES[type];
  for (const key of Object.keys(shape)) {
    const field = shape[key];
    if (!field) continue;
    const v = has(raw, key) ? raw[key] : void 0;
    if (v === void 0) {
      if (field.optional) continue;
      return { path: [key], message: "required" };
    }
    if (v === null && field.nullable) continue;
    const fault = checkValue(field.kind, v, [key]);
    if (fault) return fault;
  }
  return extraKeys(raw, ["type", ...Object.keys(shape)], []);
}

// src/actions/errors.ts
var IllegalActionError2 = class extends IllegalActionError {
  name = "IllegalActionError";
};

// src/actions/hooks.ts
var cards = null;
var solo = null;
function plugInRules(rules) {
  cards = rules.cards;
  solo = rules.solo;
}
function cardRules() {
  if (!cards) throw new Error("internal: the cards are not plugged in (load src/api/engine.ts first)");
  return cards;
}
function soloRules() {
  if (!solo) throw new Error("internal: Solitaire is not plugged in (load src/api/engine.ts first)");
  return solo;
}

// src/actions/window.ts
var windows = createWindows({
  flags(s, player) {
    const t = s.turn;
    const apAction = player !== t.player && !t.apUsed.includes(player);
    const card = (s.players[player]?.hand.length ?? 0) > 0;
    return (apAction ? 1 : 0) | (card ? 2 : 0);
  },
  pass: (player) => ({ type: "pass", player }),
  isPass: (input) => input.type === "pass"
});
var registered = [];
function registerResponder(r) {
  registered.push(r);
  windows.register({ ...r, needs: (r.needs?.apAction ? 1 : 0) | (r.needs?.card ? 2 : 0) });
}
function openWindow(ctx, moment, pirate, opts) {
  const order = opts?.order ?? othersFromLeft(ctx.s, ctx.s.turn.player);
  windows.open(ctx, { kind: "window", moment, pirate, order, cursor: 0, passes: 0, roll: null, card: opts?.card ?? null });
}
function endAction(ctx, f2) {
  pop2(ctx, f2);
  openWindow(ctx, "actionCompleted", f2.pirate);
}
function cunningEligible(s, spec) {
  if (spec.kind !== "dice" || !spec.roller || !s.config.options.cunning) return null;
  if (s.config.options.cunningOnlyUpTo3d6 && spec.count > 3) return null;
  const p = s.pirates[spec.roller];
  return p && p.cunning > 0 ? p.owner : null;
}
function offerCunning(ctx, spec, value) {
  const owner = cunningEligible(ctx.s, spec);
  if (owner && Array.isArray(value)) {
    push2(ctx, {
      kind: "window",
      moment: "cunning",
      pirate: spec.kind === "dice" ? spec.roller : null,
      order: [owner],
      cursor: 0,
      passes: 0,
      roll: { spec, value: [...value], rerolled: false },
      card: null
    });
    return true;
  }
  return false;
}
function windowHandler(handlerOf2) {
  const currentPlayer = (s, w, ix) => w.moment === "cunning" ? w.order[0] ?? null : windows.current(s, w, ix);
  const close = (ctx, w, value) => {
    pop2(ctx, w);
    if (value && w.roll) {
      const below = top(ctx.s);
      if (!below) throw new Error("internal: cunning window with nothing below");
      handlerOf2(below.kind).step(ctx, below, { type: "chance", value });
    }
  };
  return {
    rule: (w) => w.moment === "cunning" ? "12.0" : "4.63",
    node(s, w, ix) {
      if (w.moment === "cunning") {
        const roll = w.roll;
        if (roll?.rerolled) return { kind: "chance", spec: { ...roll.spec, roller: null } };
        const player2 = w.order[0];
        return player2 ? { kind: "decision", player: player2 } : { kind: "auto" };
      }
      const player = currentPlayer(s, w, ix);
      return player ? { kind: "decision", player } : { kind: "auto" };
    },
    legal(s, w, ix, known) {
      const player = known ?? currentPlayer(s, w, ix);
      if (!player) return [];
      if (w.moment === "cunning") {
        return w.pirate ? [{ type: "reroll", player, pirate: w.pirate }, { type: "pass", player }] : [];
      }
      return windows.legal(s, w, ix, player);
    },
    step(ctx, w, input) {
      if (w.moment === "cunning") {
        const roll = w.roll;
        if (!roll) return close(ctx, w, null);
        if (input?.type === "reroll") {
          const p = mutPirateIf(ctx, input.pirate);
          if (p) p.cunning -= 1;
          roll.rerolled = true;
          emit(ctx, { type: "cunningUsed", rule: "12.0", pirate: input.pirate, discarded: [...roll.value], cunningLeft: p?.cunning ?? 0, purpose: roll.spec.label });
          return;
        }
        if (input?.type === "chance" && Array.isArray(input.value)) {
          if (!ctx.s.config.options.cunningNoReReroll && cunningEligible(ctx.s, roll.spec)) {
            roll.value = [...input.value];
            roll.rerolled = false;
            return;
          }
          return close(ctx, w, input.value);
        }
        return close(ctx, w, roll.value);
      }
      if (!input) return close(ctx, w, null);
      windows.step(ctx, w, input);
    }
  };
}

// src/state/scoring.ts
function standings(s) {
  const list = s.order.map((player) => ({ player, vp: s.players[player]?.vp ?? 0, rank: 0 }));
  list.sort((a, b) => b.vp - a.vp || s.order.indexOf(a.player) - s.order.indexOf(b.player));
  list.forEach((e, i) => {
    const prev = list[i - 1];
    e.rank = prev && prev.vp === e.vp ? prev.rank : i + 1;
  });
  return list;
}

// src/actions/end-game.ts
function endGame(ctx, reason, rule) {
  const s = ctx.s;
  if (s.over) return;
  for (const id of Object.keys(s.pirates).sort()) {
    const p = s.pirates[id];
    const owner = p ? mutPlayerIf(ctx, p.owner) : void 0;
    if (!p || !owner) continue;
    owner.vp += p.np;
    emit(ctx, { type: "finalScoring", rule: "18.12", pirate: id, player: p.owner, np: p.np, vp: p.np, scoring: "18.12B" });
  }
  s.over = { reason, rule };
  s.turn.phase = "over";
  emit(ctx, { type: "gameOver", rule, reason, standings: standings(s) });
}
function clearStackAtEnd(ctx) {
  const s = ctx.s;
  for (const f2 of s.stack) {
    if (f2.kind === "event") addCount(mutCounts(ctx, "discard"), f2.card);
    else if (f2.kind === "placeMerchants" && f2.drawn) addCount(mutCounts(ctx, "merchantPool"), f2.drawn);
    else if (f2.kind === "loot" && f2.hostage !== null && !f2.hostageDone) addCount(mutCounts(ctx, "hostagePool"), f2.hostage);
  }
  s.stack.length = 0;
}

// src/state/lookup.ts
function hasId(record, id) {
  return Object.hasOwn(record, id);
}
function lookup(record, id) {
  return Object.hasOwn(record, id) ? record[id] : void 0;
}
function protoKeyPath(v, path = []) {
  if (v === null || typeof v !== "object") return null;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const p = protoKeyPath(v[i], [...path, String(i)]);
      if (p !== null) return p;
    }
    return null;
  }
  if (Object.hasOwn(v, "__proto__")) return [...path, "__proto__"].join(".");
  for (const k of Object.keys(v)) {
    const p = protoKeyPath(v[k], [...path, k]);
    if (p !== null) return p;
  }
  return null;
}

// src/cards/skull-and-crossbones.ts
var SKULL = "skull-and-crossbones";
var CARD_PLAYED = "cardPlayed";
function payers(s, pirates, player) {
  const out = [];
  if (!s.config.options.cunning) return out;
  for (const id of pirates) {
    const p = s.pirates[id];
    if (p && p.owner === player && p.cunning > 0) out.push(p);
  }
  return out;
}
function targetsOf(s, f2) {
  if (f2.kind === "warship") return [f2.pirate];
  if (f2.kind !== "event") return [];
  if (f2.card === "local-resistance") {
    const port = f2.targets[0];
    return Object.keys(s.pirates).filter((id) => {
      const loc = s.pirates[id]?.location;
      return loc?.kind === "port" && loc.port === port;
    });
  }
  return f2.targets.slice(0, 1);
}
function negatable(s, w) {
  if (w.card === null) return null;
  const n = s.stack.length;
  const below = s.stack[n - 1] === w ? s.stack[n - 2] : s.stack[n - 1];
  if (!below) return null;
  if (below.kind === "event" && below.card === w.card) return below;
  if (below.kind === "warship" && w.card === "warship-sighting") return below;
  return null;
}
function playedAgainst(ctx, card) {
  const s = ctx.s;
  const f2 = s.stack[s.stack.length - 1];
  if (!f2) return;
  const pirates = targetsOf(s, f2);
  const owners = new Set(pirates.map((id) => s.pirates[id]?.owner));
  const order = [];
  const start2 = s.order.indexOf(s.turn.player);
  for (let i = 0; i < s.order.length; i++) {
    const p = s.order[(start2 + i) % s.order.length];
    if (p && owners.has(p)) order.push(p);
  }
  if (order.length > 0) openWindow(ctx, CARD_PLAYED, pirates[0] ?? null, { order, card });
}
function mayNegate(s, w, player) {
  const f2 = negatable(s, w);
  if (!f2 || (s.players[player]?.hand.length ?? 0) === 0) return [];
  return payers(s, targetsOf(s, f2), player);
}
registerResponder({
  moments: [CARD_PLAYED],
  needs: { card: true },
  eligible: (s, w, player) => mayNegate(s, w, player).length > 0,
  legal(s, w, player) {
    if (!s.players[player]?.hand.includes(SKULL)) return [];
    return mayNegate(s, w, player).map((p) => ({ type: "playEvent", player, card: SKULL, pirate: p.id }));
  },
  respond(ctx, w, action) {
    const s = ctx.s;
    const f2 = negatable(s, w);
    const p = action.type === "playEvent" && action.pirate ? mutPirateIf(ctx, action.pirate) : void 0;
    if (!f2 || !p || action.type !== "playEvent" || w.card === null) return;
    spend(ctx, action.player, p);
    pop2(ctx, f2);
    if (f2.kind !== "event") takeCount(mutCounts(ctx, "discard"), w.card);
    addCount(mutCounts(ctx, "deck"), w.card);
    emit(ctx, { type: "cardNegated", rule: "17.2", player: action.player, pirate: p.id, card: w.card, by: SKULL });
    w.card = null;
  }
});
function spend(ctx, player, p) {
  const me = mutPlayerIf(ctx, player);
  if (me) me.hand = withoutOne(me.hand, SKULL);
  addCount(mutCounts(ctx, "discard"), SKULL);
  p = ownPirate(ctx, p);
  p.cunning -= 1;
  emit(ctx, { type: "cardPlayed", rule: "17.2", player, card: SKULL, use: "event", pirate: p.id, cunningLeft: p.cunning });
}
function grabAgainst(s, player) {
  const f2 = findFrame(s, "bootyGrab");
  const t = f2 ? s.pirates[f2.target] : void 0;
  if (!f2 || !t || t.owner !== player || f2.skull || t.cunning === 0 || f2.step !== "grabRoll" || !s.config.options.cunning) return null;
  return (s.players[player]?.hand.length ?? 0) > 0 ? f2 : null;
}
registerResponder({
  moments: ["bootyGrabAnnounced"],
  needs: { card: true },
  eligible: (s, _w, player) => grabAgainst(s, player) !== null,
  legal(s, _w, player) {
    const f2 = grabAgainst(s, player);
    return f2 && s.players[player]?.hand.includes(SKULL) ? [{ type: "playEvent", player, card: SKULL, pirate: f2.target }] : [];
  },
  respond(ctx, _w, action) {
    if (action.type !== "playEvent") return;
    const f2 = grabAgainst(ctx.s, action.player);
    const t = f2 ? mutPirateIf(ctx, f2.target) : void 0;
    if (!f2 || !t) return;
    spend(ctx, action.player, t);
    f2.skull = true;
  }
});

// src/actions/pieces.ts
function changeLoyalty(ctx, p, delta, reason, rule) {
  const ally = mutAllyOf(ctx, p);
  loyaltyOf(ctx, p, delta, reason, rule);
  if (ally) loyaltyOf(ctx, ally, delta, reason, rule);
}
function shipLoyalty(ctx, p, delta, reason, rule) {
  loyaltyOf(ctx, p, delta, reason, rule);
}
function loyaltyOf(ctx, p, delta, reason, rule) {
  p = ownPirate(ctx, p);
  const before = p.loyalty;
  p.loyalty = Math.max(LOYALTY_MIN, Math.min(LOYALTY_MAX, p.loyalty + delta));
  if (p.loyalty !== before || delta !== 0) {
    emit(ctx, { type: "loyaltyChanged", rule, pirate: p.id, delta, reason, from: before, to: p.loyalty });
  }
  if (before > 0 && p.loyalty === 0) {
    startMutiny(ctx, p.id, "loyaltyZero");
    if (ctx.s.solo?.blackbeard === p.id) ctx.s.stack.push({ kind: "soloNp", pirate: p.id, dice: 2 });
  }
  if (p.loyalty < before && loyaltyLossHook && ctx.s.config.options.piraticalAmbitionTrigger === "afterLoyaltyLoss") loyaltyLossHook(ctx, p.id);
}
var loyaltyLossHook = null;
function onLoyaltyLoss(hook) {
  loyaltyLossHook = hook;
}
function startMutiny(ctx, pirate, cause) {
  if (ctx.s.pirates[pirate]?.ally) breakAlliance(ctx, mutPirate(ctx, pirate), "mutiny");
  ctx.s.stack.push({ kind: "mutiny", pirate, step: "roll", cause });
}
function enterDR(ctx, p, kind, rule) {
  const ally = mutAllyOf(ctx, p);
  if (ally) drOf(ctx, ally, kind, rule);
  drOf(ctx, p, kind, rule);
}
function drOf(ctx, p, kind, rule) {
  if (p.dr) return;
  p = ownPirate(ctx, p);
  if (ctx.s.solo && p.owner === ctx.s.solo.system) kind = "involuntary";
  const inPiratePort = p.location.kind === "port" && !!ctx.ix.port[p.location.port]?.piratePort;
  const key = inPiratePort ? "drPiratePort" : "drElsewhere";
  const gain = ctx.ix.set.tables.crewLoyalty[key] ?? (inPiratePort ? 3 : 1);
  p.dr = kind;
  p.drRecoveries = 0;
  p.drLoyalty = gain;
  emit(ctx, { type: "drDeclared", rule, pirate: p.id, kind });
  loyaltyOf(ctx, p, gain, key, "13.21");
}
function drCardOn(ctx, p, rule) {
  const from = p.dr;
  if (!from) return enterDR(ctx, p, "involuntary", rule);
  p = ownPirate(ctx, p);
  p.dr = "involuntary";
  p.drRecoveries = 0;
  emit(ctx, { type: "drRenewed", rule, pirate: p.id, from, kind: "involuntary" });
}
function addToHold(ctx, p, hold, amount) {
  p = ownPirate(ctx, p);
  p.holds = hold < p.holds.length ? p.holds.map((h, i) => i === hold ? h + amount : h) : [...p.holds, amount];
}
function shareBooty(ctx, p, ally, amount, rule) {
  const [first, second] = byLeadership(ctx.ix, p, ally);
  const half = Math.floor(amount / 2);
  for (const [m, share] of [[first, amount - half], [second, half]]) {
    if (share <= 0) continue;
    addToHold(ctx, m, m.holds.length < holdCapacity(ctx.ix, m) ? m.holds.length : 0, share);
    emit(ctx, { type: "bootyStowed", rule, pirate: m.id, doubloons: share, holds: [...m.holds], alliance: "11.3" });
  }
}
function gainNp(ctx, p, n, reason, rule) {
  if (n <= 0) return;
  p = ownPirate(ctx, p);
  const ally = mutAllyOf(ctx, p);
  if (ally) {
    const [first, second] = byLeadership(ctx.ix, p, ally);
    const half = Math.floor(n / 2);
    first.np += n - half;
    second.np += half;
    emit(ctx, { type: "notorietyGained", rule, pirate: first.id, amount: n - half, reason, total: first.np, alliance: "11.3" });
    if (half > 0) emit(ctx, { type: "notorietyGained", rule, pirate: second.id, amount: half, reason, total: second.np, alliance: "11.3" });
    return;
  }
  p.np += n;
  emit(ctx, { type: "notorietyGained", rule, pirate: p.id, amount: n, reason, total: p.np });
}
function mutAllyOf(ctx, p) {
  return p.ally && ctx.s.pirates[p.ally] ? mutPirate(ctx, p.ally) : null;
}
function mutTeam(ctx, p) {
  const m = ownPirate(ctx, p);
  const a = mutAllyOf(ctx, m);
  return a ? [m, a] : [m];
}
function gainNpEach(ctx, pirates, n, reason, rule) {
  for (const [p, members] of byTeam(ctx.s, pirates)) gainNp(ctx, mutPirateIf(ctx, p.id) ?? p, n * members, reason, rule);
}
function combatHitsEach(ctx, pirates, n, rule) {
  for (const [p, members] of byTeam(ctx.s, pirates)) combatHits(ctx, mutPirateIf(ctx, p.id) ?? p, n * members, rule);
}
function breakAlliance(ctx, p, reason) {
  p = ownPirate(ctx, p);
  const a = mutAllyOf(ctx, p);
  p.ally = null;
  if (a) a.ally = null;
  emit(ctx, { type: "allianceBroken", rule: "11.6", pirates: a ? [p.id, a.id] : [p.id], reason });
}
function speedHits(ctx, p, hits, rule) {
  shipSpeedHits(ctx, p, hits, rule, () => changeLoyalty(ctx, p, speedBelowZero(ctx), "speedBelowZero", "6.26"));
}
function teamSpeedHits(ctx, p, hits, rule) {
  const members = mutTeam(ctx, p);
  if (members.length === 1) return speedHits(ctx, p, hits, rule);
  let fell = false;
  for (const m of members) shipSpeedHits(ctx, m, hits, rule, () => fell = true);
  const alive = members.find((m) => ctx.s.pirates[m.id]);
  if (fell && alive) changeLoyalty(ctx, alive, speedBelowZero(ctx), "speedBelowZero", "6.26");
}
var speedBelowZero = (ctx) => ctx.ix.set.tables.crewLoyalty["speedBelowZero"] ?? -1;
function shipSpeedHits(ctx, p, hits, rule, fell) {
  if (hits > 0) p = ownPirate(ctx, p);
  for (let i = 0; i < hits; i++) {
    p.speed -= 1;
    if (p.speed === -1) fell();
    if (p.speed < SPEED_MIN) {
      emit(ctx, { type: "damaged", rule, pirate: p.id, track: "speed", hits: i + 1, value: p.speed });
      sink(ctx, p, rule);
      return;
    }
  }
  if (hits > 0) emit(ctx, { type: "damaged", rule, pirate: p.id, track: "speed", hits, value: p.speed });
}
function combatHits(ctx, p, hits, rule, ally = mutAllyOf(ctx, p)) {
  if (hits <= 0) return;
  if (ally) {
    const half = Math.floor(hits / 2);
    shipCombatHits(ctx, p, half, rule);
    shipCombatHits(ctx, ally, half, rule);
    if (hits % 2 === 1) {
      const alive = [p, ally].filter((x) => ctx.s.pirates[x.id]).map((x) => x.id);
      if (alive.length === 2) ctx.s.stack.push({ kind: "assignHit", pirates: alive, rule });
      else if (alive[0]) shipCombatHits(ctx, mutPirate(ctx, alive[0]), 1, rule);
    }
    return;
  }
  shipCombatHits(ctx, p, hits, rule);
}
function shipCombatHits(ctx, p, hits, rule) {
  if (hits <= 0 || !ctx.s.pirates[p.id]) return;
  p = ownPirate(ctx, p);
  p.combat -= hits;
  emit(ctx, { type: "damaged", rule, pirate: p.id, track: "combat", hits, value: p.combat });
  if (p.combat < COMBAT_MIN) sink(ctx, p, rule);
}
function sink(ctx, p, rule) {
  emit(ctx, { type: "shipSunk", rule: "6.25", pirate: p.id, cause: rule });
  eliminate(ctx, p.id, "sunk", "6.25");
}
function withoutPirate(pirates, id) {
  const out = {};
  for (const k of Object.keys(pirates)) {
    const q = pirates[k];
    if (k !== id && q) out[k] = q;
  }
  return out;
}
function leavePlay(ctx, p) {
  const s = ctx.s;
  for (const h of p.hostages) addCount(mutCounts(ctx, "hostagePool"), h.kind);
  if (p.heavyGuns) addCount(mutCounts(ctx, "removed"), "heavy-guns");
  if (p.buriedTreasure) addCount(mutCounts(ctx, "discard"), "buried-treasure");
  for (const port of Object.keys(s.merchants)) {
    if (s.merchants[port]?.foundBy === p.id) mutMerchant(ctx, port).foundBy = null;
  }
  if (p.ally) breakAlliance(ctx, mutPirate(ctx, p.id), "leftPlay");
  s.pirates = withoutPirate(s.pirates, p.id);
}
function eliminate(ctx, id, cause, rule) {
  const p = pirateOf(ctx.s, id);
  leavePlay(ctx, p);
  if (ctx.s.turn.actionsPirate === id) ctx.s.turn.actionsPirate = null;
  ctx.s.eliminated = [...ctx.s.eliminated, id];
  if (ctx.s.players[p.owner]) mutPlayer(ctx, p.owner).vp += p.np;
  emit(ctx, { type: "pirateEliminated", rule, pirate: id, player: p.owner, cause, vp: p.np, scoring: "18.12B" });
}
function forfeitInitiativeActions(ctx, id) {
  const t = ctx.s.turn;
  if (t.actionsPirate !== id) return;
  if (t.actionsLeft > 0) emit(ctx, { type: "actionsForfeited", rule: "4.53", player: t.player, pirate: id, actions: t.actionsLeft });
  t.actionsLeft = 0;
  t.actionsPirate = null;
}
function retire(ctx, id, method, rule) {
  const p = pirateOf(ctx.s, id);
  leavePlay(ctx, p);
  forfeitInitiativeActions(ctx, id);
  ctx.s.retired = [...ctx.s.retired, id];
  const vp = retiredVp(p.np, p.netWorth);
  if (ctx.s.players[p.owner]) mutPlayer(ctx, p.owner).vp += vp;
  emit(ctx, { type: "pirateRetired", rule, pirate: id, player: p.owner, method, np: p.np, netWorth: p.netWorth, vp, scoring: "18.12A" });
}
function mutInPortAt(ctx, pirate, port) {
  return inPortAt(ctx.s, pirate, port) ? mutPirate(ctx, pirate) : null;
}
function bribeChoices(p, price) {
  const decline = { type: "payBribe", player: p.owner, pirate: p.id, pay: false };
  return p.netWorth >= price ? [{ type: "payBribe", player: p.owner, pirate: p.id, pay: true }, decline] : [decline];
}

// src/actions/event-frame.ts
function finishEvent(ctx, f2, destination = "discard") {
  pop2(ctx, f2);
  if (destination === "discard") addCount(mutCounts(ctx, "discard"), f2.card);
  if (destination === "removed") addCount(mutCounts(ctx, "removed"), f2.card);
}

// src/state/display-name.ts
var cache2 = /* @__PURE__ */ new WeakMap();
function displayName(s, id) {
  if (!id) return "";
  const set = s.components ?? builtinComponents;
  let m = cache2.get(set);
  if (!m) {
    m = /* @__PURE__ */ new Map();
    for (const list of [set.seaAreas, set.transitBoxes, set.ports, set.pirates, set.merchantTypes, set.hostages, set.kcs, set.warships, set.shipTypes]) {
      for (const x of list) m.set(x.id, x.name);
    }
    for (const c of set.eventCards) m.set(c.id, c.title);
    cache2.set(set, m);
  }
  return m.get(id) ?? id;
}

// src/cards/action-and-event.ts
var BURIED = "buried-treasure";
function cardEventChoices(s, ix, player, card) {
  const mine = piratesOf(s, player);
  switch (card) {
    case "heavy-guns":
      return mine.filter((p) => p.location.kind === "port" && !p.heavyGuns).map((p) => ({ target: p.id, area: null }));
    case BURIED:
      return mine.map((p) => ({ target: p.id, area: null }));
    case "fair-winds": {
      const kc = kcOf(s, player);
      const kcArea = kc ? s.kcs[kc]?.area : void 0;
      const out = [];
      for (const p of mine) {
        if (p.ally && p.id > p.ally) continue;
        for (const a of ix.set.seaAreas) {
          const here = p.location.kind === "sea" && p.location.area === a.id;
          if (!here && a.id !== kcArea) out.push({ target: p.id, area: a.id });
        }
      }
      if (kc && kcArea !== void 0) {
        for (const a of ix.set.seaAreas) if (a.id !== kcArea) out.push({ target: kc, area: a.id });
      }
      return out;
    }
    default:
      return null;
  }
}
function resolveCardEvent(ctx, player, card, e) {
  const p = mutPirateIf(ctx, e.target);
  switch (card) {
    case "heavy-guns":
      if (p) p.heavyGuns = true;
      emit(ctx, { type: "heavyGuns", rule: "17.2", player, pirate: e.target });
      return "kept";
    case BURIED:
      if (p) p.buriedTreasure = true;
      emit(ctx, { type: "treasureMap", rule: "17.2", player, pirate: e.target, seaArea: ctx.ix.set.isleOfPines.seaArea });
      return "kept";
    case "fair-winds": {
      if (!e.area) return "discard";
      const kc = mutKcIf(ctx, e.target);
      if (kc) kc.area = e.area;
      else if (p) {
        for (const m of mutTeam(ctx, p)) {
          m.location = { kind: "sea", area: e.area };
          m.slowMove = null;
          m.sackable = null;
        }
      }
      emit(ctx, { type: "fairWinds", rule: "17.2", player, piece: e.target, kind: kc ? "kc" : "pirate", area: e.area });
      return "discard";
    }
    default:
      return "discard";
  }
}
function mayDig(ix, p) {
  return p.buriedTreasure && p.location.kind === "sea" && p.location.area === ix.set.isleOfPines.seaArea;
}
function digFrame(p) {
  p.buriedTreasure = false;
  return { kind: "event", card: BURIED, player: p.owner, step: "dig", index: 0, targets: [p.id], queue: [] };
}
var buriedTreasure = {
  rule: () => "17.2",
  node(s, f2) {
    const id = f2.targets[0];
    const p = id ? s.pirates[id] : void 0;
    if (!p) return { kind: "auto" };
    if (f2.step === "dig") return { kind: "chance", spec: dice(1, p.id, `${displayName(s, p.id)} digs on the Isle of Pines (17.2 #1)`) };
    if (f2.step === "treasure") return { kind: "chance", spec: dice(3, p.id, `Buried treasure of ${displayName(s, p.id)}: 3d6 x 100 (17.2 #1)`) };
    return { kind: "decision", player: p.owner };
  },
  legal(s, f2, ix) {
    const p = f2.targets[0] ? s.pirates[f2.targets[0]] : void 0;
    if (!p || f2.step !== "stow") return [];
    return holdChoices(ix, p).map((hold) => ({ type: "chooseHold", player: p.owner, pirate: p.id, hold }));
  },
  step(ctx, f2, input) {
    const p = f2.targets[0] ? mutPirateIf(ctx, f2.targets[0]) : void 0;
    const faces = input?.type === "chance" && Array.isArray(input.value) ? input.value : null;
    if (p && f2.step === "dig" && faces) {
      const die = faces[0] ?? 1;
      emit(ctx, { type: "treasureDig", rule: "17.2", pirate: p.id, roll: die, found: die >= 3 });
      if (die >= 3) {
        f2.step = "treasure";
        return;
      }
    } else if (p && f2.step === "treasure" && faces) {
      const sum3 = faces.reduce((a, b) => a + b, 0);
      f2.index = sum3 * 100;
      emit(ctx, { type: "treasureFound", rule: "17.2", pirate: p.id, roll: { dice: [...faces], total: sum3 }, doubloons: f2.index });
      if (holdChoices(ctx.ix, p).length > 0) {
        f2.step = "stow";
        return;
      }
    } else if (p && f2.step === "stow" && input?.type === "chooseHold") {
      addToHold(ctx, p, input.hold, f2.index);
      emit(ctx, { type: "bootyStowed", rule: "17.2", pirate: p.id, doubloons: f2.index, holds: [...p.holds] });
    }
    finishEvent(ctx, f2);
    if (p) openWindow(ctx, "actionCompleted", p.id);
  }
};

// src/cards/general-pardon.ts
var GP = "general-pardon";
var RETURN_AT = 20;
function resolveGeneralPardon(ctx, player) {
  const s = ctx.s;
  const gp = s.generalPardon;
  const wasLast = !s.solo && !deckHasCards(s, ctx.ix);
  gp.appearances += 1;
  const n = gp.appearances;
  if (n >= 3) {
    gp.whereabouts = "played";
    addCount(mutCounts(ctx, "discard"), GP);
    emit(ctx, { type: "generalPardon", rule: "17.2", appearance: n, effect: "gameEnds" });
    endGame(ctx, "The General Pardon was played for the third time", "4.1");
    return;
  }
  if (n === 1) {
    emit(ctx, { type: "generalPardon", rule: "17.2", appearance: 1, effect: "none" });
    if (wasLast) {
      gp.whereabouts = "played";
      addCount(mutCounts(ctx, "discard"), GP);
      endGame(ctx, "The General Pardon was the last card of the deck (1st play)", "17.2");
      return;
    }
    gp.whereabouts = "deck";
    addCount(mutCounts(ctx, "deck"), GP);
    emit(ctx, { type: "deckReshuffled", rule: "17.2", cards: total(s.deck), note: "General Pardon shuffled into the remaining deck" });
    return;
  }
  const covered = Object.keys(s.pirates).sort();
  const round = s.solo ? 1 + s.solo.slots.filter((id) => id !== null).length : s.order.length;
  const endsAfterTurn = s.config.options.pardonEndsThisTurn ? s.turn.number : s.turn.number + round;
  gp.pardon = { drawer: s.turn.player, covered, endsAfterTurn };
  gp.whereabouts = "heldOut";
  emit(ctx, { type: "generalPardon", rule: "17.2", appearance: 2, effect: "pardon", drawer: player, covered, endsAfterTurn });
  if (wasLast) {
    gp.whereabouts = "played";
    addCount(mutCounts(ctx, "discard"), GP);
    endGame(ctx, "The General Pardon was the last card of the deck (2nd play)", "17.2");
    return;
  }
  returnGeneralPardon(ctx);
}
function returnGeneralPardon(ctx) {
  const s = ctx.s;
  if (s.generalPardon.whereabouts !== "heldOut" || deckSize(s, ctx.ix) > RETURN_AT) return;
  s.generalPardon.whereabouts = "deck";
  addCount(mutCounts(ctx, "deck"), GP);
  emit(ctx, { type: "deckReshuffled", rule: "17.2", cards: total(s.deck), note: "General Pardon shuffled back with 20 or fewer cards left" });
}

// src/solo/decks.ts
var SOLO_REMOVED = ["finger-of-fate", "piratical-ambition"];
function soloRemoved(card, options2) {
  if (card === "finger-of-fate") return options2.solitaireRemoveFingerOfFate;
  return SOLO_REMOVED.includes(card);
}
function isMustPlay(ix, card) {
  return ix.card[card]?.mode === "must-play";
}
function discardsOf(s, ix, mpi) {
  let n = 0;
  for (const id of Object.keys(s.discard)) if (id !== GP && isMustPlay(ix, id) === mpi) n += s.discard[id] ?? 0;
  return n;
}
function reshuffle(ctx, mpi) {
  const s = ctx.s;
  const into = mutCounts(ctx, mpi ? "setAside" : "deck");
  for (const id of Object.keys(s.discard)) {
    if (id === GP || isMustPlay(ctx.ix, id) !== mpi) continue;
    addCount(into, id, s.discard[id] ?? 0);
    delete mutCounts(ctx, "discard")[id];
  }
  emit(ctx, { type: "soloDeckReshuffled", rule: mpi ? "19.12" : "19.3", deck: mpi ? "mustPlay" : "hold", cards: total(into), ruling: mpi ? void 0 : "B54" });
}
function needsReshuffle(s, ix, mpi) {
  return total(mpi ? s.setAside : s.deck) === 0 && discardsOf(s, ix, mpi) > 0;
}
function firstPardon(ctx, player) {
  const s = ctx.s;
  if (!s.solo) return;
  s.solo = { ...s.solo, pardonInHold: true };
  for (const id of Object.keys(s.discard)) {
    if (id === GP || isMustPlay(ctx.ix, id)) continue;
    addCount(mutCounts(ctx, "deck"), id, s.discard[id] ?? 0);
    delete mutCounts(ctx, "discard")[id];
  }
  addCount(mutCounts(ctx, "deck"), GP);
  s.generalPardon.whereabouts = "deck";
  emit(ctx, { type: "generalPardonToHoldDeck", rule: "19.10", player, cards: total(s.deck) });
}
function drawFrom(ctx, player, card, mpi, hidden) {
  const s = ctx.s;
  takeCount(mutCounts(ctx, mpi ? "setAside" : "deck"), card);
  const must = isMustPlay(ctx.ix, card);
  if (must) {
    emit(ctx, { type: "cardDrawn", rule: mpi ? "19.12" : "4.4", player, card, mustPlay: true, deck: mpi ? "mustPlay" : "hold" });
    if (mpi && card === GP && s.solo && !s.solo.pardonInHold) firstPardon(ctx, player);
    else push2(ctx, { kind: "event", card, player, step: "start", index: 0, targets: [], queue: [] });
  } else {
    emit(ctx, hidden ? { type: "cardDrawn", rule: "4.4", player, card, mustPlay: false, visibleTo: player } : { type: "cardDrawn", rule: "19.12", player, card, mustPlay: false, deck: "hold" });
    const me = mutPlayerIf(ctx, player);
    if (me) me.hand = withSorted(me.hand, card);
  }
  if (!mpi) returnGeneralPardon(ctx);
  return !must;
}

// src/solo/sp.ts
function isBlackbeard(s, pirate) {
  return !!s.solo && s.solo.blackbeard === pirate;
}
function spInPlay(s) {
  const solo2 = s.solo;
  const out = [];
  if (!solo2) return out;
  for (const id of Object.keys(s.pirates)) {
    const p = s.pirates[id];
    if (p && p.owner === solo2.system) out.push(p);
  }
  return out;
}
function currentSlots(s) {
  const solo2 = s.solo;
  if (!solo2) return [];
  const inSlots = /* @__PURE__ */ new Set();
  for (const id of solo2.slots) if (id && s.pirates[id]) inSlots.add(id);
  const unslotted = spInPlay(s).map((p) => p.id).filter((id) => !inSlots.has(id)).sort();
  return solo2.slots.map((id) => id && s.pirates[id] ? id : unslotted.shift() ?? null);
}
function currentSp(s) {
  const solo2 = s.solo;
  if (!solo2 || s.turn.player !== solo2.system) return null;
  const id = currentSlots(s)[solo2.slot];
  return id ? s.pirates[id] ?? null : null;
}
function spExhausted(s) {
  return spInPlay(s).length === 0 && s.pirateDeck.length === 0;
}

// src/actions/alliance.ts
function alliancePartners(s, p) {
  if (p.ally || p.location.kind !== "port") return [];
  const here = piratesAt(s, p.location.port);
  if (here.length < 2) return [];
  for (const id of Object.keys(s.pirates)) if (s.pirates[id]?.owner === p.owner && s.pirates[id]?.ally) return [];
  const out = [];
  for (const q of here) if (q.id !== p.id && q.owner === p.owner) out.push(q.id);
  return out;
}
function mayLead(s, p) {
  const a = allyOf(s, p);
  return !a || p.np >= a.np;
}
function fightingValues(s, ix, p) {
  const a = allyOf(s, p);
  if (!a) return { combat: p.combat, ability: ratings(ix, p.id).ability, heavyGuns: p.heavyGuns ? 2 : 0 };
  const best = a.combat + (a.heavyGuns ? 2 : 0) > p.combat + (p.heavyGuns ? 2 : 0) ? a : p;
  if (s.config.options.allianceCombat === "plus1") return { combat: best.combat + 1, ability: Math.max(ratings(ix, p.id).ability, ratings(ix, a.id).ability), heavyGuns: best.heavyGuns ? 2 : 0 };
  return { combat: best.combat, ability: ratings(ix, p.id).ability + ratings(ix, a.id).ability, heavyGuns: best.heavyGuns ? 2 : 0 };
}
function teamSpeed(s, p) {
  const a = allyOf(s, p);
  return a ? Math.min(p.speed, a.speed) : p.speed;
}
function teamRating(s, ix, p, rating, prefer = "high") {
  const own = ratings(ix, p.id)[rating];
  const a = allyOf(s, p);
  if (!a) return own;
  const other = ratings(ix, a.id)[rating];
  return prefer === "high" ? Math.max(own, other) : Math.min(own, other);
}
var formAllianceHandler = {
  rule: () => "11.1",
  node: () => ({ kind: "auto" }),
  legal: () => [],
  step(ctx, f2) {
    const p = mutPirateIf(ctx, f2.pirate);
    const q = mutPirateIf(ctx, f2.partner);
    if (p && q && !p.ally && !q.ally && p.location.kind === "port" && q.location.kind === "port" && p.location.port === q.location.port) {
      p.ally = q.id;
      q.ally = p.id;
      emit(ctx, { type: "allianceFormed", rule: "11.1", pirates: [p.id, q.id], player: p.owner });
    } else {
      emit(ctx, { type: "actionCancelled", rule: "11.1", pirate: f2.pirate, action: "formAlliance" });
    }
    if (p) endAction(ctx, f2);
    else pop2(ctx, f2);
  }
};
function breakAllianceAction(ctx, pirate) {
  const p = mutPirateIf(ctx, pirate);
  if (p) breakAlliance(ctx, p, "announced");
}
var assignHitHandler = {
  rule: () => "11.4",
  node(s, f2) {
    const first = f2.pirates.map((id) => s.pirates[id]).find((p) => p);
    return first && f2.pirates.every((id) => s.pirates[id]) ? { kind: "decision", player: first.owner } : { kind: "auto" };
  },
  legal(s, f2) {
    return f2.pirates.flatMap((id) => {
      const p = s.pirates[id];
      return p ? [{ type: "assignHit", player: p.owner, pirate: p.id }] : [];
    });
  },
  step(ctx, f2, input) {
    pop2(ctx, f2);
    const id = input?.type === "assignHit" ? input.pirate : f2.pirates.find((x) => ctx.s.pirates[x]);
    const p = id ? mutPirateIf(ctx, id) : void 0;
    if (p) shipCombatHits(ctx, p, 1, f2.rule);
  }
};

// src/actions/convert.ts
var CONVERT_ANNOUNCED = "convertAnnounced";
var CONVERT_COMPLETED = "convertCompleted";
function becomeShip(ctx, p, merchant, rule) {
  const ix = ctx.ix;
  const to = ix.merchantType[merchant]?.convertsTo;
  const t = to ? ix.shipType[to] : void 0;
  if (!to || !t) return false;
  p = ownPirate(ctx, p);
  const from = p.ship;
  const oldSize = ix.shipType[from]?.size ?? 0;
  p.ship = to;
  p.combat = t.combat;
  p.speed = t.speed;
  emit(ctx, { type: "shipConverted", rule, pirate: p.id, from, to, combat: t.combat, speed: t.speed, holds: t.holds });
  if (t.size > oldSize) changeLoyalty(ctx, p, ix.set.tables.crewLoyalty["convertLarger"] ?? 1, "convertLarger", rule);
  if (t.size < oldSize) changeLoyalty(ctx, p, ix.set.tables.crewLoyalty["convertSmaller"] ?? -1, "convertSmaller", rule);
  return true;
}
var convertHandler = {
  rule: () => "8.5",
  node(s, f2, ix) {
    const p = s.pirates[f2.pirate];
    if (f2.step === "fit" && p && p.holds.length > holdCapacity(ix, p)) return { kind: "decision", player: p.owner };
    return { kind: "auto" };
  },
  legal(s, f2) {
    const p = s.pirates[f2.pirate];
    if (f2.step !== "fit" || !p) return [];
    return p.holds.map((_, hold) => ({ type: "jettison", player: p.owner, pirate: p.id, hold }));
  },
  step(ctx, f2, input) {
    const p = mutPirateIf(ctx, f2.pirate);
    switch (f2.step) {
      case "announce":
        f2.step = "convert";
        openWindow(ctx, CONVERT_ANNOUNCED, f2.pirate);
        return;
      case "convert":
        f2.step = p && becomeShip(ctx, p, f2.merchant, "8.5") ? "fit" : "complete";
        return;
      case "converted":
        f2.step = "complete";
        if (ctx.s.config.options.kcModel === "harass") openWindow(ctx, CONVERT_COMPLETED, f2.pirate);
        return;
      case "fit":
        if (p && input?.type === "jettison") {
          const amount = p.holds[input.hold];
          p.holds = p.holds.filter((_, i) => i !== input.hold);
          emit(ctx, { type: "holdJettisoned", rule: "8.5", pirate: p.id, doubloons: amount ?? 0 });
          return;
        }
        f2.step = "converted";
        return;
      case "complete":
        endAction(ctx, f2);
        return;
    }
  }
};

// src/actions/loot.ts
function loyaltyChange(ix, key, fallback) {
  return ix.set.tables.crewLoyalty[key] ?? fallback;
}
function cargoColumn(ix, p) {
  const area = p.location.kind === "sea" ? ix.seaArea[p.location.area] : void 0;
  return area?.cargoColumn ?? "atlantic";
}
function needsFinalConvertChoice(s, f2, ix) {
  const mt = ix.merchantType[f2.merchant];
  return f2.cargoState === "taken" && f2.hostageDone && !f2.converted && !!mt?.convertible && !s.config.options.convertAsSeparateAction;
}
var lootHandler = {
  rule: (f2) => f2.step === "seize" || f2.step === "cargoRoll" ? "8.32" : f2.step === "booty" || f2.step === "stow" || f2.step === "fit" || f2.step === "npRoll" ? "8.33" : f2.step === "dr" ? "8.35" : "8.31",
  node(s, f2, ix) {
    const p = s.pirates[f2.pirate];
    if (!p) return { kind: "auto" };
    switch (f2.step) {
      case "cargoRoll":
        return { kind: "chance", spec: dice(1, f2.pirate, `Cargo Table roll for ${displayName(s, f2.pirate)} (8.32)`) };
      case "hostageDraw":
        return total(s.hostagePool) > 0 ? { kind: "chance", spec: { kind: "draw", pool: "hostage", label: "Draw a Hostage (8.41)" } } : { kind: "auto" };
      case "torture":
        return { kind: "chance", spec: dice(1, f2.pirate, `Torture roll for ${displayName(s, f2.pirate)} (8.45)`) };
      case "npRoll":
        return { kind: "chance", spec: dice(1, f2.pirate, `Loot Notoriety roll for ${displayName(s, f2.pirate)} (first print 8.35)`) };
      case "seize":
        return { kind: "decision", player: p.owner };
      case "booty": {
        const open = f2.cargoState === "pending" || !!f2.hostage && !f2.hostageDone || needsFinalConvertChoice(s, f2, ix);
        return open ? { kind: "decision", player: p.owner } : { kind: "auto" };
      }
      case "fit":
        return p.holds.length + 1 > holdCapacity(ix, p) ? { kind: "decision", player: p.owner } : { kind: "auto" };
      case "stow":
        return roomForCargo(s, ix, p) ? { kind: "auto" } : { kind: "decision", player: p.owner };
      case "dr":
        return f2.cargoState === "taken" && p.dr === null ? { kind: "decision", player: p.owner } : { kind: "auto" };
      default:
        return { kind: "auto" };
    }
  },
  legal(s, f2, ix) {
    const p = s.pirates[f2.pirate];
    if (!p) return [];
    const player = p.owner;
    const pirate = p.id;
    const out = [];
    const mt = ix.merchantType[f2.merchant];
    switch (f2.step) {
      case "seize":
        return [
          { type: "seizeBooty", player, pirate, seize: true },
          { type: "seizeBooty", player, pirate, seize: false }
        ];
      case "booty": {
        const ships = team(s, p);
        if (f2.cargoState === "pending") {
          if (ships.every((m) => m.holds.length < holdCapacity(ix, m))) out.push({ type: "takeCargo", player, pirate });
          for (const m of ships) if (m.holds.length >= holdCapacity(ix, m)) for (let i = 0; i < m.holds.length; i++) out.push({ type: "jettison", player, pirate: m.id, hold: i });
          out.push({ type: "abandonCargo", player, pirate });
        }
        if (mt?.convertible && !f2.converted && !s.config.options.convertAsSeparateAction && f2.cargoState !== "abandoned" && (ships.length === 1 || f2.cargoState === "pending")) out.push({ type: "convertShip", player, pirate });
        if (f2.hostage && !f2.hostageDone) {
          out.push({ type: "dealWithHostage", player, pirate, choice: "ransom" });
          out.push({ type: "dealWithHostage", player, pirate, choice: "torture" });
        }
        if (needsFinalConvertChoice(s, f2, ix)) out.push({ type: "pass", player });
        return out;
      }
      case "fit":
        for (let i = 0; i < p.holds.length; i++) out.push({ type: "jettison", player, pirate, hold: i });
        return out;
      case "stow":
        for (const m of team(s, p)) if (m.holds.length >= holdCapacity(ix, m)) for (let i = 0; i < m.holds.length; i++) out.push({ type: "jettison", player, pirate: m.id, hold: i });
        out.push({ type: "abandonCargo", player, pirate });
        return out;
      case "dr":
        return [
          { type: "declareDR", player, pirate },
          { type: "pass", player }
        ];
      default:
        return [];
    }
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    const p = mutPirateIf(ctx, f2.pirate);
    if (!p && f2.step !== "complete") {
      if (f2.hostage && !f2.hostageDone) addCount(mutCounts(ctx, "hostagePool"), f2.hostage);
      f2.hostage = null;
      const beforeSeizure = f2.step === "announce" || f2.step === "cargoRoll" || f2.step === "seize" || f2.step === "hostageDraw" && !sevenSteps(s);
      if (!beforeSeizure) removeMerchant(ctx, f2);
      f2.step = "complete";
      return;
    }
    switch (f2.step) {
      case "announce":
        f2.step = "cargoRoll";
        openWindow(ctx, "lootAnnounced", f2.pirate);
        return;
      case "cargoRoll":
        return cargoRoll(ctx, f2, input);
      case "hostageDraw":
        if (input?.type === "chance" && typeof input.value === "string") {
          takeCount(mutCounts(ctx, "hostagePool"), input.value);
          f2.hostage = input.value;
          const h = ctx.ix.hostage[input.value];
          emit(ctx, { type: "hostageIdentified", rule: "8.41", pirate: f2.pirate, hostage: input.value, information: h?.information, value: h?.value });
        } else {
          emit(ctx, { type: "noHostage", rule: "8.41", pirate: f2.pirate, reason: "the Hostage pool is empty (RULINGS B30)" });
        }
        if (sevenSteps(s)) {
          f2.hostageDone = f2.hostage === null;
          f2.step = "booty";
        } else f2.step = "seize";
        if (f2.hostage !== null || sevenSteps(s) && needsFinalConvertChoice(s, f2, ctx.ix)) lootStepWindow(ctx, f2);
        return;
      case "seize":
        return seize(ctx, f2, input);
      case "booty":
        return bootyStep(ctx, f2, input);
      case "stow":
        return stow(ctx, f2, input);
      case "torture":
        return torture(ctx, f2, input);
      case "fit":
        return fit(ctx, f2, input);
      case "npRoll":
        if (p && input?.type === "chance" && Array.isArray(input.value)) {
          const die = input.value[0] ?? 1;
          const cargoRating = ctx.ix.merchantType[f2.merchant]?.cargo ?? 0;
          emit(ctx, { type: "lootNotoriety", rule: "8.33", pirate: p.id, cargoRating, die, np: cargoRating + die, edition: "firstPrint2008" });
          gainNp(ctx, p, cargoRating + die, "loot", "8.33");
        }
        f2.step = "dr";
        return;
      case "dr":
        if (p && input?.type === "declareDR") enterDR(ctx, p, "voluntary", "8.35");
        if (p && s.config.options.convertAsSeparateAction && f2.cargoState !== "pending" && ctx.ix.merchantType[f2.merchant]?.convertible) {
          p.convertible = f2.merchant;
          emit(ctx, { type: "conversionPossible", rule: "8.5", pirate: p.id, merchant: f2.merchant, edition: "firstPrint2008" });
        }
        f2.step = "complete";
        return;
      case "complete":
        endAction(ctx, f2);
        return;
    }
  }
};
function cargoRoll(ctx, f2, input) {
  const p = mutPirateIf(ctx, f2.pirate);
  if (!p || input?.type !== "chance" || !Array.isArray(input.value)) return;
  const die = input.value[0] ?? 1;
  const rating = ctx.ix.merchantType[f2.merchant]?.cargo ?? 0;
  const adjusted = Math.max(1, Math.min(10, die + rating));
  const column = cargoColumn(ctx.ix, p);
  const row = ctx.ix.set.tables.cargo[adjusted - 1];
  f2.roll = adjusted;
  f2.cargo = row ? row[column] : 0;
  f2.loyalty = row ? row.loyalty : 0;
  emit(ctx, { type: "cargoDetermined", rule: "8.32", pirate: f2.pirate, port: f2.port, merchant: f2.merchant, roll: { die, cargoRating: rating, total: adjusted }, column, doubloons: f2.cargo, loyaltyMark: f2.loyalty });
  f2.step = sevenSteps(ctx.s) ? "seize" : "hostageDraw";
  lootStepWindow(ctx, f2);
}
function sevenSteps(s) {
  return s.config.options.lootProcedure === "sevenSteps";
}
var LOOT_STEP_MOMENTS = { all: "lootStep", cards: "lootStepCards", warships: "lootStepWarships" };
function lootStepWindow(ctx, f2) {
  const o = ctx.s.config.options;
  if (!o.lootApCardsAnyStep && !o.warshipsInterruptLootAnyStep) {
    if (o.kcModel === "harass") openWindow(ctx, LOOT_STEP_KC, f2.pirate);
    return;
  }
  const moment = o.lootApCardsAnyStep && o.warshipsInterruptLootAnyStep ? LOOT_STEP_MOMENTS.all : o.lootApCardsAnyStep ? LOOT_STEP_MOMENTS.cards : LOOT_STEP_MOMENTS.warships;
  openWindow(ctx, moment, f2.pirate);
}
var LOOT_STEP_KC = "lootStepKc";
function interruptLoot(ctx, f2) {
  const p = mutPirateIf(ctx, f2.pirate);
  if (f2.hostage && !f2.hostageDone) {
    if (p && f2.step === "booty") holdForRansom(ctx, f2, p, f2.hostage);
    else addCount(mutCounts(ctx, "hostagePool"), f2.hostage);
  }
  f2.hostage = null;
}
function holdForRansom(ctx, f2, p, hostage) {
  const nationality = ctx.ix.port[f2.port]?.nationality ?? null;
  p.hostages = [...p.hostages, { kind: hostage, nationality }];
  emit(ctx, { type: "hostageHeld", rule: "8.44", pirate: p.id, hostage, nationality });
  f2.hostageDone = true;
}
function seize(ctx, f2, input) {
  const s = ctx.s;
  const p = mutPirateIf(ctx, f2.pirate);
  if (!p || input?.type !== "seizeBooty") return;
  if (!input.seize) {
    emit(ctx, { type: "bootyDeclined", rule: "8.32", pirate: p.id, port: f2.port });
    changeLoyalty(ctx, p, loyaltyChange(ctx.ix, "declineCargo", -1), "declineCargo", "8.32");
    if (sevenSteps(s)) {
      f2.cargoState = "abandoned";
      f2.step = "hostageDraw";
      return;
    }
    if (f2.hostage) addCount(mutCounts(ctx, "hostagePool"), f2.hostage);
    f2.hostage = null;
    removeMerchant(ctx, f2);
    f2.step = lootNpRolled(s) ? "npRoll" : "complete";
    return;
  }
  emit(ctx, { type: "bootySeized", rule: "8.32", pirate: p.id, port: f2.port, doubloons: f2.cargo, hostage: f2.hostage });
  if (f2.loyalty < 0) changeLoyalty(ctx, p, loyaltyChange(ctx.ix, "cargoStar", -1), "cargoStar", "8.33");
  if (f2.loyalty > 0) changeLoyalty(ctx, p, loyaltyChange(ctx.ix, "cargoDoubleStar", 1), "cargoDoubleStar", "8.33");
  if (sevenSteps(s)) {
    f2.step = "stow";
    return;
  }
  f2.hostageDone = f2.hostage === null;
  f2.step = "booty";
}
function roomForCargo(s, ix, p) {
  return team(s, p).every((m) => m.holds.length < holdCapacity(ix, m));
}
function stow(ctx, f2, input) {
  const p = mutPirateIf(ctx, f2.pirate);
  if (!p) return;
  if (input?.type === "jettison") {
    const ship = mutPirateIf(ctx, input.pirate) ?? p;
    const amount = ship.holds[input.hold];
    ship.holds = ship.holds.filter((_, i) => i !== input.hold);
    emit(ctx, { type: "holdJettisoned", rule: "8.33", pirate: ship.id, doubloons: amount ?? 0 });
    return;
  }
  if (input?.type === "abandonCargo") {
    f2.cargoState = "abandoned";
    emit(ctx, { type: "cargoAbandoned", rule: "8.33", pirate: p.id, doubloons: f2.cargo });
  } else takeCargo(ctx, f2, p);
  f2.step = "hostageDraw";
}
function takeCargo(ctx, f2, p) {
  f2.cargoState = "taken";
  const ally = mutAllyOf(ctx, p);
  if (ally) {
    const [first, second] = byLeadership(ctx.ix, p, ally);
    const half = Math.floor(f2.cargo / 2);
    first.holds = [...first.holds, f2.cargo - half];
    second.holds = [...second.holds, half];
    emit(ctx, { type: "cargoTaken", rule: "8.33", pirate: first.id, doubloons: f2.cargo - half, holds: [...first.holds], alliance: "11.3" });
    emit(ctx, { type: "cargoTaken", rule: "8.33", pirate: second.id, doubloons: half, holds: [...second.holds], alliance: "11.3" });
  } else {
    p.holds = [...p.holds, f2.cargo];
    emit(ctx, { type: "cargoTaken", rule: "8.33", pirate: p.id, doubloons: f2.cargo, holds: [...p.holds] });
  }
  if (!lootNpRolled(ctx.s)) gainNp(ctx, p, ctx.ix.merchantType[f2.merchant]?.cargo ?? 0, "loot", "8.33");
}
function lootNpRolled(s) {
  return s.config.options.lootNp === "cargoRatingPlus1d6";
}
function bootyStep(ctx, f2, input) {
  const s = ctx.s;
  const p = mutPirateIf(ctx, f2.pirate);
  if (!p) return;
  if (!input) {
    removeMerchant(ctx, f2);
    f2.step = lootNpRolled(s) ? "npRoll" : "dr";
    lootStepWindow(ctx, f2);
    return;
  }
  switch (input.type) {
    case "takeCargo":
      return takeCargo(ctx, f2, p);
    case "jettison": {
      const ship = mutPirateIf(ctx, input.pirate) ?? p;
      const amount = ship.holds[input.hold];
      ship.holds = ship.holds.filter((_, i) => i !== input.hold);
      emit(ctx, { type: "holdJettisoned", rule: "8.33", pirate: ship.id, doubloons: amount ?? 0 });
      return;
    }
    case "abandonCargo":
      f2.cargoState = "abandoned";
      emit(ctx, { type: "cargoAbandoned", rule: "8.33", pirate: p.id, doubloons: f2.cargo });
      return;
    case "convertShip":
      return convert(ctx, f2, p);
    case "dealWithHostage":
      if (!f2.hostage) return;
      if (input.choice === "ransom") {
        holdForRansom(ctx, f2, p, f2.hostage);
        return;
      }
      f2.step = "torture";
      return;
    case "pass":
      f2.converted = true;
      return;
    default:
      return;
  }
}
function torture(ctx, f2, input) {
  const s = ctx.s;
  const p = mutPirateIf(ctx, f2.pirate);
  const hostage = f2.hostage;
  if (!p || !hostage || input?.type !== "chance" || !Array.isArray(input.value)) return;
  const die = input.value[0] ?? 1;
  const cruelty = teamRating(s, ctx.ix, p, "cruelty", "low");
  const h = ctx.ix.hostage[hostage];
  const informs = die > cruelty;
  if (informs && h) p.info = { ...p.info, [f2.port]: (p.info[f2.port] ?? 0) + h.information };
  emit(ctx, { type: "hostageTortured", rule: "8.45", pirate: p.id, hostage, roll: { die, cruelty }, information: informs ? h?.information ?? 0 : 0, port: f2.port, infoTotal: p.info[f2.port] ?? 0 });
  changeLoyalty(ctx, p, loyaltyChange(ctx.ix, "torture", 1), "torture", "8.45");
  gainNp(ctx, p, h?.value ?? 0, "torture", "18.2");
  addCount(mutCounts(ctx, "hostagePool"), hostage);
  f2.hostageDone = true;
  f2.step = "booty";
}
function convert(ctx, f2, p) {
  if (!becomeShip(ctx, p, f2.merchant, "8.5")) return;
  f2.converted = true;
  if (f2.cargoState === "taken") p.holds = p.holds.slice(0, -1);
  f2.step = "fit";
}
function fit(ctx, f2, input) {
  const p = mutPirateIf(ctx, f2.pirate);
  if (!p) return;
  if (input?.type === "jettison") {
    const amount = p.holds[input.hold];
    p.holds = p.holds.filter((_, i) => i !== input.hold);
    emit(ctx, { type: "holdJettisoned", rule: "8.5", pirate: p.id, doubloons: amount ?? 0 });
    return;
  }
  if (f2.cargoState === "taken") p.holds = [...p.holds, f2.cargo];
  else if (!p.ally) takeCargo(ctx, f2, p);
  f2.step = "booty";
}
function removeMerchant(ctx, f2) {
  const m = ctx.s.merchants[f2.port];
  if (!m) return;
  delete mutRecord(ctx, "merchants")[f2.port];
  addCount(mutCounts(ctx, "merchantPool"), m.type);
  emit(ctx, { type: "merchantRemoved", rule: "8.34", port: f2.port, merchant: m.type });
}

// src/actions/anti-pirate.ts
function mayTakeApAction(s, player, type) {
  const t = s.turn;
  if (player === t.player || t.apUsed.includes(player) || t.actionApTypes.includes(type)) return false;
  if (t.apCardTypes.length > 0 && type.startsWith("D:") && t.apCardTypes.includes(type.slice(2)) && oncePerTurn(s, type.slice(2))) return false;
  return true;
}
function oncePerTurn(s, card) {
  return card !== "warship-sighting" || s.config.options.warshipSightingLimit === "perTurn";
}
function takeApAction(ctx, player, type, rule, discardNow = true) {
  const t = ctx.s.turn;
  t.apUsed = [...t.apUsed, player];
  t.actionApTypes = [...t.actionApTypes, type];
  if (type.startsWith("D:")) {
    const card = type.slice(2);
    t.apCardTypes = [...t.apCardTypes, card];
    const me = mutPlayerIf(ctx, player);
    if (me) {
      const i = me.hand.indexOf(card);
      if (i >= 0) me.hand = me.hand.filter((_, k) => k !== i);
    }
    if (discardNow) addCount(mutCounts(ctx, "discard"), card);
  }
  emit(ctx, { type: "antiPirateAction", rule, player, apType: type.startsWith("D:") ? "D" : type, card: type.startsWith("D:") ? type.slice(2) : void 0, against: ctx.s.turn.player });
}
function takeApCardException(ctx, player, card, rule) {
  const t = ctx.s.turn;
  t.apCardTypes = [...t.apCardTypes, card];
  const me = mutPlayerIf(ctx, player);
  if (me) me.hand = withoutOne(me.hand, card);
  emit(ctx, { type: "antiPirateAction", rule, player, apType: "D", card, against: t.player, exception: true });
}
function playApEvent(ctx, player, card, step, on, exception = false) {
  if (exception) takeApCardException(ctx, player, card, "17.2");
  else takeApAction(ctx, player, `D:${card}`, "17.2", false);
  emit(ctx, { type: "cardPlayed", rule: "17.2", player, card, use: "event", ...on });
  push2(ctx, { kind: "event", card, player, step, index: 0, targets: ["pirate" in on ? on.pirate : on.port], queue: [] });
  cardRules().playedAgainst(ctx, card);
}
function cancelAction(ctx, pirate, rule) {
  const s = ctx.s;
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const f2 = s.stack[i];
    if (!f2 || !("pirate" in f2) || f2.pirate !== pirate) continue;
    if (f2.kind === "find" || f2.kind === "loot" || f2.kind === "attackPort" || f2.kind === "move" || f2.kind === "convert" || f2.kind === "bootyGrab") {
      if (f2.kind === "loot") interruptLoot(ctx, f2);
      f2.step = "complete";
      const port = f2.kind === "find" || f2.kind === "loot" ? f2.port : null;
      const m = port ? s.merchants[port] : void 0;
      if (port && m) {
        delete mutRecord(ctx, "merchants")[port];
        addCount(mutCounts(ctx, "merchantPool"), m.type);
        emit(ctx, { type: "merchantRemoved", rule, port, merchant: m.faceUp ? m.type : void 0, cause: "actionCancelled" });
      }
      emit(ctx, { type: "actionCancelled", rule, pirate, action: f2.kind });
      return;
    }
  }
}

// src/actions/letter-of-marque.ts
var LETTER = "letter-of-marque";
var DOUBLE_CROSS = "double-cross";
var DOUBLE_CROSS_TYPE = `D:${DOUBLE_CROSS}`;
function letterTargets(s, ix, p, port) {
  const gov = s.governors[port];
  if (gov === void 0 || gov === "anti" || !ix.port[port]?.nationality) return [];
  if (p.ally || !s.players[p.owner]?.hand.includes(LETTER)) return [];
  return p.letterOfMarque === null ? [p] : [];
}
function letterActions(s, ix, p, port) {
  return letterTargets(s, ix, p, port).map((m) => ({ type: "playEvent", player: p.owner, card: LETTER, pirate: m.id }));
}
function playLetter(ctx, player, pirate, port) {
  const p = mutPirateIf(ctx, pirate);
  const nationality = ctx.ix.port[port]?.nationality;
  const me = mutPlayerIf(ctx, player);
  if (!p || !nationality || !me) return;
  me.hand = withoutOne(me.hand, LETTER);
  addCount(mutCounts(ctx, "removed"), LETTER);
  p.letterOfMarque = nationality;
  emit(ctx, { type: "cardPlayed", rule: "17.2", player, card: LETTER, use: "event", pirate });
  emit(ctx, { type: "letterOfMarque", rule: "17.2", pirate, port, nationality });
}
function mayRetireWithLetter(s, ix, p) {
  if (p.location.kind !== "port" || p.letterOfMarque === null || p.ally) return false;
  const port = p.location.port;
  if (ix.port[port]?.nationality !== p.letterOfMarque) return false;
  const status = portStatus(s, ix, p, port);
  return status === "pro-pirate" || status === "safe-haven";
}
var RETIRE_WITH_LETTER = "letterRetirement";
var SURRENDER_TO_KC = "kcSurrender";
var LETTER_MOMENTS = { retire: RETIRE_WITH_LETTER, surrender: SURRENDER_TO_KC };
function mayDoubleCross(s, moment, pirate, player) {
  const p = pirate ? s.pirates[pirate] : void 0;
  if (!p || p.owner === player || (s.players[player]?.hand.length ?? 0) === 0) return false;
  if (moment === SURRENDER_TO_KC) return player !== s.turn.player && !s.turn.apCardTypes.includes(DOUBLE_CROSS);
  return mayTakeApAction(s, player, DOUBLE_CROSS_TYPE);
}
registerResponder({
  moments: [RETIRE_WITH_LETTER, SURRENDER_TO_KC],
  needs: { card: true },
  eligible: (s, w, player) => mayDoubleCross(s, w.moment, w.pirate, player),
  legal: (s, w, player) => mayDoubleCross(s, w.moment, w.pirate, player) && s.players[player]?.hand.includes(DOUBLE_CROSS) ? [{ type: "playEvent", player, card: DOUBLE_CROSS }] : [],
  respond(ctx, w, action) {
    if (action.type !== "playEvent" || action.card !== DOUBLE_CROSS || !w.pirate) return;
    playApEvent(ctx, action.player, DOUBLE_CROSS, "roll", { pirate: w.pirate }, w.moment === SURRENDER_TO_KC);
  }
});
var doubleCross = {
  rule: () => "17.2",
  node(s, f2) {
    const id = f2.targets[0];
    if (!id || !s.pirates[id]) return { kind: "auto" };
    return f2.step === "trial" ? { kind: "chance", spec: dice(2, null, `Double Cross trial: 2d6 x 10 % of ${displayName(s, id)}'s Net Worth (17.2 #4)`) } : { kind: "chance", spec: dice(1, null, `Double Cross against ${displayName(s, id)} (17.2 #4)`) };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const s = ctx.s;
    const p = f2.targets[0] ? mutPirateIf(ctx, f2.targets[0]) : void 0;
    const faces = input?.type === "chance" && Array.isArray(input.value) ? input.value : null;
    if (!p || !faces) return finishEvent(ctx, f2);
    const sum3 = faces.reduce((a, b) => a + b, 0);
    if (f2.step === "trial") {
      const percent = Math.min(100, sum3 * 10);
      const paid = Math.ceil(p.netWorth * percent / 100);
      p.netWorth -= paid;
      emit(ctx, { type: "doubleCross", rule: "17.2", player: f2.player, pirate: p.id, outcome: "trial", roll: { dice: [...faces], total: sum3 }, percent, paid, netWorth: p.netWorth });
      return finishEvent(ctx, f2);
    }
    if (sum3 <= 2) {
      emit(ctx, { type: "doubleCross", rule: "17.2", player: f2.player, pirate: p.id, outcome: "noEvidence", roll: { die: sum3 } });
      return finishEvent(ctx, f2);
    }
    if (sum3 <= 4) {
      emit(ctx, { type: "doubleCross", rule: "17.2", player: f2.player, pirate: p.id, outcome: "trialOrdered", roll: { die: sum3 } });
      f2.step = "trial";
      return;
    }
    const lost = p.netWorth;
    p.netWorth = 0;
    emit(ctx, { type: "doubleCross", rule: "17.2", player: f2.player, pirate: p.id, outcome: "hanged", roll: { die: sum3 }, paid: lost, netWorth: 0 });
    finishEvent(ctx, f2);
    if (s.config.options.doubleCrossHangedScoresAs === "eliminated") eliminate(ctx, p.id, "hanged", "17.2");
  }
};

// src/solo/letters.ts
var RETIRE_VP = 30;
function keepsLetterCard(s, pirate) {
  return !!s.solo && s.solo.letters.includes(pirate);
}
function voyageOf(s, p) {
  if (!s.solo || p.owner !== s.solo.system) return null;
  if (p.letterOfMarque === null) return keepsLetterCard(s, p.id) ? "seek" : null;
  return 2 * p.np + Math.floor(p.netWorth / 100) >= RETIRE_VP ? "retire" : null;
}
function isGoal(s, ix, p, port, voyage) {
  const status = portStatus(s, ix, p, port);
  if (status !== "pro-pirate" && status !== "safe-haven") return false;
  if (voyage === "retire") return ix.port[port]?.nationality === p.letterOfMarque;
  const gov = s.governors[port];
  return gov !== void 0 && gov !== "anti" && !!ix.port[port]?.nationality;
}
function distance(s, ix, p, from, voyage) {
  const kc = kcOf(s, p.owner);
  const kcArea = kc ? s.kcs[kc]?.area : void 0;
  const seen = /* @__PURE__ */ new Set([locationLabel(from)]);
  if (kcArea) seen.add(locationLabel({ kind: "sea", area: kcArea }));
  let frontier = [from];
  for (let d = 0; frontier.length > 0; d++) {
    const next = [];
    for (const loc of frontier) {
      if (loc.kind === "port" && isGoal(s, ix, p, loc.port, voyage)) return d;
      for (const to of moveDestinations(s, ix, { ...p, location: loc })) {
        const key = locationLabel(to);
        if (seen.has(key)) continue;
        seen.add(key);
        next.push(to);
      }
    }
    frontier = next;
  }
  return Infinity;
}
function letterFilter(s, ix, p, actions) {
  const voyage = voyageOf(s, p);
  if (!voyage) return actions;
  const here = distance(s, ix, p, p.location, voyage);
  if (here === Infinity) return actions;
  const out = [];
  let pirateActions = 0;
  for (const a of actions) {
    if (!("pirate" in a) || a.type === "playCard") {
      out.push(a);
      continue;
    }
    let keep = false;
    if (here === 0) {
      if (voyage === "seek") keep = a.type === "inPortActivities" || a.type === "recoverDR";
      else keep = a.type === "retire" && a.method === "letterOfMarque" && mayRetireWithLetter(s, ix, p) || a.type === "recoverDR";
    } else if (a.type === "move") {
      keep = distance(s, ix, p, a.to, voyage) === here - 1;
    }
    if (keep) {
      out.push(a);
      pirateActions += 1;
    }
  }
  return pirateActions > 0 ? out.filter((a) => a.type !== "endTurn") : out;
}

// src/solo/turn.ts
var HAND = 4;
function isSpTurn(s) {
  return !!s.solo && s.turn.player === s.solo.system;
}
function soloTurnPirates(s) {
  const solo2 = s.solo;
  if (!solo2) return [];
  if (isSpTurn(s)) {
    const sp = currentSp(s);
    return sp ? [sp] : [];
  }
  const bb = s.pirates[solo2.blackbeard];
  return bb ? [bb] : [];
}
function soloDrawNode(s, ix) {
  const solo2 = s.solo;
  if (!solo2) return { kind: "auto" };
  if (!isSpTurn(s)) {
    const hand = s.players[s.turn.player]?.hand.length ?? 0;
    if (hand < HAND && total(s.deck) > 0) return { kind: "chance", spec: { kind: "draw", pool: "event", label: `Player ${s.turn.player} draws a Hold card (4.4A, 19.11)` } };
    return { kind: "auto" };
  }
  if (solo2.drew === "none" && total(s.setAside) > 0) {
    return { kind: "chance", spec: { kind: "draw", pool: "mpi", label: "The System Player draws a Must-Play-Immediately card (19.12)" } };
  }
  if (solo2.drew === "mpi" && currentSp(s) && total(s.deck) > 0) {
    return { kind: "chance", spec: { kind: "draw", pool: "event", label: "The System Player draws a Hold card (19.12)" } };
  }
  void ix;
  return { kind: "auto" };
}
function soloDrawStep(ctx, input) {
  const s = ctx.s;
  const solo2 = s.solo;
  if (!solo2) return;
  const t = s.turn;
  const card = input?.type === "chance" && typeof input.value === "string" ? input.value : null;
  if (!isSpTurn(s)) {
    const hand = s.players[t.player]?.hand.length ?? 0;
    if (card) {
      drawFrom(ctx, t.player, card, false, true);
      return;
    }
    if (hand < HAND && needsReshuffle(s, ctx.ix, false)) return reshuffle(ctx, false);
    t.phase = "merchants";
    return;
  }
  const sp = currentSp(s);
  if (solo2.drew === "none") {
    if (card) {
      s.solo = { ...solo2, drew: "mpi" };
      drawFrom(ctx, solo2.system, card, true, false);
      return;
    }
    if (needsReshuffle(s, ctx.ix, true)) return reshuffle(ctx, true);
    s.solo = { ...solo2, drew: "mpi" };
    return;
  }
  if (solo2.drew === "mpi" && sp) {
    if (card) {
      if (!drawFrom(ctx, solo2.system, card, false, false)) return;
      const now = s.solo ?? solo2;
      if (card === LETTER && sp.letterOfMarque === null && !keepsLetterCard(s, sp.id)) {
        const drawsAnother = s.config.options.soloLetterDrawsAnother;
        s.solo = { ...now, letters: [...now.letters, sp.id], drew: drawsAnother ? now.drew : "hold" };
        emit(ctx, { type: "letterKept", rule: "19.18", player: solo2.system, pirate: sp.id, drawsAnother });
        return;
      }
      s.solo = { ...now, drew: "hold" };
      return;
    }
    if (needsReshuffle(s, ctx.ix, false)) return reshuffle(ctx, false);
  }
  s.solo = { ...solo2, drew: "hold" };
  t.phase = "merchants";
}
function soloMerchantPhase(ctx) {
  const s = ctx.s;
  if (isSpTurn(s)) return;
  const onMap = Object.keys(s.merchants).length;
  if (onMap < 8) push2(ctx, placeMerchantsFrame(8 - onMap, "19.4"));
}
function soloStormRefill(ctx) {
  const onMap = Object.keys(ctx.s.merchants).length;
  if (onMap < 10) push2(ctx, placeMerchantsFrame(10 - onMap, "19.4"));
}
function soloEndOfTurn(ctx) {
  const s = ctx.s;
  const solo2 = s.solo;
  if (!solo2) return false;
  if (!solo2.endChecked) {
    s.solo = { ...solo2, endChecked: true };
    const bb = s.pirates[solo2.blackbeard];
    if (!isSpTurn(s) && bb && bb.loyalty === 0) {
      push2(ctx, { kind: "soloNp", pirate: bb.id, dice: 1 });
      return true;
    }
  }
  const slots = currentSlots(s);
  const cur = s.solo;
  if (!cur) return false;
  s.solo = { ...cur, slots };
  const empty = slots.indexOf(null);
  if (empty >= 0 && s.pirateDeck.length > 0) {
    push2(ctx, { kind: "soloArrive", step: "draw", slot: empty, pirate: null, ship: null, port: null, rule: "19.1" });
    return true;
  }
  return false;
}
function soloNextPlayer(ctx) {
  const s = ctx.s;
  const solo2 = s.solo;
  if (!solo2) return "A";
  if (isSpTurn(s)) discardUnplayed(ctx);
  const after = s.solo ?? solo2;
  const slots = currentSlots(s);
  const from = isSpTurn(s) ? after.slot + 1 : 0;
  let next = "A";
  let slot = 0;
  for (let i = from; i < slots.length; i++) {
    if (slots[i]) {
      next = after.system;
      slot = i;
      break;
    }
  }
  s.solo = { ...after, slots, slot, drew: "none", endChecked: false };
  if (next !== "A") emit(ctx, { type: "spTurn", rule: "19.2", player: next, pirate: slots[slot], slot });
  return next;
}
function discardUnplayed(ctx) {
  const s = ctx.s;
  const solo2 = s.solo;
  const sp = solo2 ? mutPlayerIf(ctx, solo2.system) : void 0;
  if (!solo2 || !sp) return;
  const letters = solo2.letters.filter((id) => s.pirates[id]);
  let kept = letters.length;
  let hand = sp.hand;
  for (const card of sp.hand) {
    if (card === LETTER && kept > 0) {
      kept -= 1;
      continue;
    }
    hand = withoutOne(hand, card);
    addCount(mutCounts(ctx, "discard"), card);
    emit(ctx, { type: "cardDiscarded", rule: "19.12", player: solo2.system, card });
  }
  sp.hand = hand;
  if (letters.length !== solo2.letters.length) s.solo = { ...solo2, letters };
}
function soloPlayFilter(s, ix, actions) {
  const solo2 = s.solo;
  if (!solo2) return actions;
  const out = [];
  if (!isSpTurn(s)) {
    for (const a of actions) if (a.type !== "drawPirate" && a.type !== "deployPirate") out.push(a);
    return out;
  }
  const sp = currentSp(s);
  const hand = s.players[solo2.system]?.hand ?? [];
  const spareLetters = hand.filter((c) => c === LETTER).length - solo2.letters.filter((id) => s.pirates[id]).length;
  for (const a of actions) {
    switch (a.type) {
      case "drawPirate":
      case "deployPirate":
      case "formAlliance":
      case "breakAlliance":
        continue;
      case "playCard":
        if (a.card === LETTER && spareLetters <= 0) continue;
        if (!sp || a.pirate !== null && a.pirate !== sp.id) continue;
        if (a.event && a.event.target !== sp.id) continue;
        out.push(a);
        continue;
      case "discardForActions":
        if (a.card === LETTER && spareLetters <= 0) continue;
        out.push(a);
        continue;
      case "endTurn":
        out.push(a);
        continue;
      default:
        if ("pirate" in a && sp && a.pirate === sp.id) out.push(a);
    }
  }
  const restricted = sp ? letterFilter(s, ix, sp, out) : out;
  if (restricted.length === 0) return [{ type: "endTurn", player: solo2.system }];
  return restricted;
}

// src/actions/kc.ts
var DEPLOY_MOMENTS = ["moveAnnounced", "findAnnounced", "findResolved", "lootAnnounced", "attackAnnounced", "attackFailed", "digAnnounced", "actionCompleted"];
var REACTION_MOMENTS = ["moveAnnounced", "findAnnounced", "findResolved", "lootAnnounced", "attackAnnounced", "attackFailed"];
var LOOT_STEPS = [LOOT_STEP_MOMENTS.all, LOOT_STEP_MOMENTS.cards, LOOT_STEP_MOMENTS.warships, LOOT_STEP_KC];
var INTERCEPT_MOMENTS = [...REACTION_MOMENTS, ...LOOT_STEPS, CONVERT_COMPLETED];
var LOOT_MOMENTS = ["lootAnnounced", ...LOOT_STEPS];
var MIN_3D6 = 3;
function seaArea(p) {
  return p && p.location.kind === "sea" ? p.location.area : null;
}
function maySurrender(s, p) {
  return p.letterOfMarque !== null && !p.ally && s.solo?.blackbeard !== p.id;
}
function reactingKc(s, ix, player, area) {
  const id = kcOf(s, player);
  const kc = id ? s.kcs[id] : void 0;
  if (!id || !kc) return null;
  if (kc.area === area || (ix.seaArea[area]?.borders ?? []).includes(kc.area)) return id;
  return null;
}
function mayDeployKc(s, pirate, player) {
  const p = pirate ? s.pirates[pirate] : void 0;
  return !!p && !!seaArea(p) && p.np > MIN_3D6 && s.kcPool.length > 0 && kcOf(s, player) === null && mayTakeApAction(s, player, "A");
}
function mayReact(s, ix, pirate, player) {
  const p = pirate ? s.pirates[pirate] : void 0;
  const area = seaArea(p);
  if (!p || !area || s.turn.actionKcReaction || player === s.turn.player) return false;
  if (s.config.options.kcModel !== "livingRules") return false;
  if (p.deployedTurn === s.turn.number) return false;
  return reactingKc(s, ix, player, area) !== null;
}
registerResponder({
  moments: DEPLOY_MOMENTS,
  needs: { apAction: true },
  eligible: (s, w, player) => mayDeployKc(s, w.pirate, player),
  legal: (s, w, player) => mayDeployKc(s, w.pirate, player) ? [{ type: "deployKc", player }] : [],
  respond(ctx, w, action) {
    if (action.type !== "deployKc" || !w.pirate) return;
    takeApAction(ctx, action.player, "A", "10.12");
    push2(ctx, { kind: "kc", pirate: w.pirate, player: action.player, kc: null, moved: false, action: w.moment, step: "deployRoll", rolls: [] });
  }
});
registerResponder({
  moments: REACTION_MOMENTS,
  eligible: (s, w, player, ix) => mayReact(s, ix, w.pirate, player),
  legal: (s, w, player, ix) => mayReact(s, ix, w.pirate, player) ? [{ type: "kcReact", player }] : [],
  respond(ctx, w, action) {
    const p = w.pirate ? ctx.s.pirates[w.pirate] : void 0;
    const area = seaArea(p);
    if (action.type !== "kcReact" || !p || !area) return;
    const id = reactingKc(ctx.s, ctx.ix, action.player, area);
    const kc = id ? mutKcIf(ctx, id) : void 0;
    if (!id || !kc) return;
    ctx.s.turn.actionKcReaction = true;
    const moved = kc.area !== area;
    kc.area = area;
    emit(ctx, { type: "kcReaction", rule: "10.3", player: action.player, kc: id, pirate: p.id, area, moved });
    push2(ctx, { kind: "kc", pirate: p.id, player: action.player, kc: id, moved, action: w.moment, step: "response", rolls: [] });
  }
});
function mayIntercept(s, ix, pirate, player) {
  if (s.config.options.kcModel !== "harass") return null;
  const t = s.turn;
  const p = pirate ? s.pirates[pirate] : void 0;
  const area = seaArea(p);
  if (!p || !area || player === t.player || p.owner === player || t.actionKcReaction || p.deployedTurn === t.number) return null;
  const kc = reactingKc(s, ix, player, area);
  if (!kc) return null;
  if (t.kcActing === kc && t.kcHarassed === p.id && !t.actionApTypes.includes("C")) return { kc, repeat: true };
  if (t.kcActing === null && mayTakeApAction(s, player, "C")) return { kc, repeat: false };
  return null;
}
registerResponder({
  moments: INTERCEPT_MOMENTS,
  eligible: (s, w, player, ix) => mayIntercept(s, ix, w.pirate, player) !== null,
  legal: (s, w, player, ix) => mayIntercept(s, ix, w.pirate, player) ? [{ type: "kcIntercept", player }] : [],
  respond(ctx, w, action) {
    const p = w.pirate ? ctx.s.pirates[w.pirate] : void 0;
    const area = seaArea(p);
    const m = action.type === "kcIntercept" ? mayIntercept(ctx.s, ctx.ix, w.pirate, action.player) : null;
    const kc = m ? mutKcIf(ctx, m.kc) : void 0;
    if (action.type !== "kcIntercept" || !p || !area || !m || !kc) return;
    const t = ctx.s.turn;
    if (m.repeat) {
      t.actionApTypes = [...t.actionApTypes, "C"];
      emit(ctx, { type: "antiPirateAction", rule: "10.23", player: action.player, apType: "C", against: t.player, exception: true });
    } else takeApAction(ctx, action.player, "C", "10.24");
    t.kcActing = m.kc;
    t.kcHarassed = p.id;
    t.actionKcReaction = true;
    const moved = kc.area !== area;
    kc.area = area;
    emit(ctx, { type: "kcInterception", rule: "10.24", player: action.player, kc: m.kc, pirate: p.id, area, moved, repeat: m.repeat });
    push2(ctx, { kind: "kc", pirate: p.id, player: action.player, kc: m.kc, moved, action: w.moment, step: "escapeKc", rolls: [] });
  }
});
function kcAttackStep(s) {
  return s.config.options.kcModel === "harass" ? "escapeKc" : "response";
}
function endHarassment(ctx, pirate, area) {
  const t = ctx.s.turn;
  if (t.kcHarassed !== pirate) return;
  t.kcHarassed = null;
  emit(ctx, { type: "kcHarassmentEnded", rule: "10.23", kc: t.kcActing, pirate, area });
}
var kcHandler = {
  rule: (f2) => f2.step.startsWith("deploy") ? "10.12" : f2.step.startsWith("escape") || f2.step === "response" ? "10.33" : "10.35",
  node(s, f2) {
    const p = s.pirates[f2.pirate];
    if (!p) return { kind: "auto" };
    switch (f2.step) {
      case "deployRoll":
        return { kind: "chance", spec: dice(3, null, `KC deployment: 3d6 against ${displayName(s, f2.pirate)}'s NP (10.12)`) };
      case "deployDraw":
        return s.kcPool.length > 0 ? { kind: "chance", spec: { kind: "draw", pool: "kc", label: "Draw a KC (10.12)" } } : { kind: "auto" };
      case "response":
      case "intercepted":
        return { kind: "decision", player: p.owner };
      case "escapeKc":
      case "combatKc":
        return { kind: "chance", spec: dice(1, null, `KC roll (${f2.step === "escapeKc" ? "10.33" : "10.35"})`) };
      case "escapePirate":
      case "combatPirate":
        return { kind: "chance", spec: dice(1, f2.pirate, `${displayName(s, f2.pirate)}'s roll against the KC (${f2.step === "escapePirate" ? "10.33" : "10.35"})`) };
      default:
        return { kind: "auto" };
    }
  },
  legal(s, f2) {
    const p = s.pirates[f2.pirate];
    if (f2.step !== "response" && f2.step !== "intercepted" || !p) return [];
    const choices = f2.step === "response" ? ["fight", "escape"] : ["fight", "surrender"];
    return choices.filter((c) => c !== "surrender" || maySurrender(s, p)).map((choice) => ({ type: "fightOrEscape", player: p.owner, pirate: p.id, choice }));
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    const p = mutPirateIf(ctx, f2.pirate);
    const faces = input?.type === "chance" && Array.isArray(input.value) ? input.value : null;
    if (!p && f2.step !== "complete") f2.step = "complete";
    switch (f2.step) {
      case "deployRoll": {
        if (!faces || !p) return;
        const total2 = faces.reduce((a, b) => a + b, 0);
        const success = total2 < p.np;
        emit(ctx, { type: "kcDeployAttempt", rule: "10.12", player: f2.player, pirate: p.id, roll: { dice: [...faces], total: total2, np: p.np }, outcome: success ? "success" : "failure" });
        f2.step = success ? "deployDraw" : "complete";
        return;
      }
      case "deployDraw":
        if (input?.type === "chance" && typeof input.value === "string" && p && p.location.kind === "sea") {
          s.kcPool = s.kcPool.filter((k) => k !== input.value);
          mutRecord(ctx, "kcs")[input.value] = { id: input.value, owner: f2.player, area: p.location.area };
          const kc = ctx.ix.kc[input.value];
          emit(ctx, { type: "kcDeployed", rule: "10.12", player: f2.player, kc: input.value, area: p.location.area, speed: kc?.speed, combat: kc?.combat });
        }
        f2.step = "complete";
        return;
      case "response":
      case "intercepted": {
        const choice = input?.type === "fightOrEscape" ? input.choice : "fight";
        emit(ctx, { type: "pirateResponds", rule: choice === "surrender" ? "10.34" : "10.33", pirate: f2.pirate, choice });
        f2.step = choice === "escape" ? "escapeKc" : choice === "surrender" ? "surrender" : "combatPirate";
        if (choice === "surrender") openWindow(ctx, LETTER_MOMENTS.surrender, f2.pirate);
        return;
      }
      case "surrender":
        if (p) retire(ctx, p.id, "surrenderToKc", "18.41");
        f2.step = "complete";
        return;
      case "escapeKc":
      case "combatPirate":
        if (faces) {
          f2.rolls = [faces[0] ?? 1];
          f2.step = f2.step === "escapeKc" ? "escapePirate" : "combatKc";
        }
        return;
      case "escapePirate":
        if (faces && p) return escape(ctx, f2, p, faces[0] ?? 1);
        return;
      case "combatKc":
        if (faces && p) return combat(ctx, f2, p, f2.rolls[0] ?? 1, faces[0] ?? 1);
        return;
      case "complete":
        pop2(ctx, f2);
        return;
    }
  }
};
function escapeRoll(s, ix, f2, p, pirateDie) {
  const kc = f2.kc ? ix.kc[f2.kc] : void 0;
  const kcTotal = (f2.rolls[0] ?? 1) + (kc?.speed ?? 0) - (f2.moved ? 1 : 0);
  const speed = teamSpeed(s, p);
  const dr = p.dr ? 2 : 0;
  const pirateTotal = pirateDie + speed - dr;
  return { kcTotal, speed, dr, pirateTotal, caught: kcTotal > pirateTotal };
}
function battleRoll(s, ix, f2, p, pirateDie, kcDie) {
  const kc = f2.kc ? ix.kc[f2.kc] : void 0;
  const v = fightingValues(s, ix, p);
  const dr = p.dr ? 2 : 0;
  const attack = { die: pirateDie, combat: v.combat, ability: v.ability, heavyGuns: v.heavyGuns, dr: -dr, total: pirateDie + v.combat + v.ability + v.heavyGuns - dr };
  const plus2 = s.config.options.livingRulesPlus2 ? 2 : 0;
  const defense = { die: kcDie, combat: kc?.combat ?? 0, livingRules: plus2, total: kcDie + (kc?.combat ?? 0) + plus2 };
  const won = attack.total > defense.total || attack.total === defense.total && s.config.options.kcCombatTie === "pirate";
  return { attack, defense, won };
}
function escape(ctx, f2, p, pirateDie) {
  const kc = f2.kc ? ctx.ix.kc[f2.kc] : void 0;
  const kcDie = f2.rolls[0] ?? 1;
  const { kcTotal, speed, dr, pirateTotal, caught } = escapeRoll(ctx.s, ctx.ix, f2, p, pirateDie);
  emit(ctx, { type: "escapeAttempt", rule: "10.33", pirate: p.id, kc: f2.kc, warship: { die: kcDie, speed: kc?.speed ?? 0, moved: f2.moved ? -1 : 0, total: kcTotal }, pursued: { die: pirateDie, speed, dr: -dr, total: pirateTotal }, outcome: caught ? "caught" : "escaped" });
  if (caught) {
    if (ctx.s.config.options.kcModel === "harass" && LOOT_MOMENTS.includes(f2.action)) cancelAction(ctx, p.id, "10.32");
    f2.step = maySurrender(ctx.s, p) ? "intercepted" : "combatPirate";
    return;
  }
  if (f2.action !== "moveAnnounced" && f2.action !== CONVERT_COMPLETED && ctx.s.config.options.kcEscapeCancelsAction) cancelAction(ctx, p.id, "10.33");
  f2.step = "complete";
}
function combat(ctx, f2, p, pirateDie, kcDie) {
  const s = ctx.s;
  const kc = f2.kc ? ctx.ix.kc[f2.kc] : void 0;
  const { attack, defense, won } = battleRoll(s, ctx.ix, f2, p, pirateDie, kcDie);
  emit(ctx, { type: "kcBattle", rule: "10.35", pirate: p.id, kc: f2.kc, attack, defense, outcome: won ? "pirateWins" : "kcWins" });
  f2.step = "complete";
  if (won) {
    if (f2.kc) {
      delete mutRecord(ctx, "kcs")[f2.kc];
      s.kcsRemoved = [...s.kcsRemoved, f2.kc];
    }
    gainNp(ctx, p, 2 * ratingForNpAndStorm(s, kc?.combat ?? 0), "defeatKc", "10.35");
    changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty["defeatKc"] ?? 1, "defeatKc", "10.35");
    return;
  }
  for (const m of mutTeam(ctx, p)) {
    kcKillVp(ctx, f2.player, f2.kc, m.id, m.np);
    eliminate(ctx, m.id, "kc", "10.35");
  }
}
function kcKillVp(ctx, kcOwner, kc, pirate, np) {
  const half = ctx.s.config.options.kcKillVpRounding === "ceil" ? Math.ceil(np / 2) : Math.floor(np / 2);
  if (ctx.s.players[kcOwner]) mutPlayer(ctx, kcOwner).vp += half;
  emit(ctx, { type: "kcKill", rule: "10.36", kcOwner, kc, pirate, vp: half, scoring: "18.12C" });
}

// src/solo/ap-check.ts
var KC_TRIGGERS = { move: "moveAnnounced", findMerchant: "findAnnounced", loot: "lootAnnounced", attackPort: "attackAnnounced" };
var WARSHIP_TRIGGERS = /* @__PURE__ */ new Set(["findMerchant", "loot", "attackPort"]);
var KC_NOTORIETY = 12;
function soloActionBegun(ctx, pirate, action) {
  const s = ctx.s;
  if (!s.solo || s.turn.player === s.solo.system || !isBlackbeard(s, pirate)) return;
  push2(ctx, { kind: "soloAp", pirate, action, step: "start", card: null });
}
function check(ctx, f2, card, effect) {
  const t = ctx.s.turn;
  if (card && (effect === "played" || effect === "onStation" || effect === "deferred") && !t.apCardTypes.includes(card)) t.apCardTypes = [...t.apCardTypes, card];
  emit(ctx, { type: "soloApCheck", rule: effect === "kcDeploy" || effect === "kcIntercept" ? "19.14" : "19.13", player: ctx.s.solo?.system, pirate: f2.pirate, action: f2.action, card, effect });
}
function reactingKc2(s, ix, p, action) {
  const solo2 = s.solo;
  if (!solo2 || p.location.kind !== "sea" || !KC_TRIGGERS[action] || s.turn.actionKcReaction || p.deployedTurn === s.turn.number) return null;
  const id = kcOf(s, solo2.system);
  const kc = id ? s.kcs[id] : void 0;
  const area = p.location.area;
  if (!id || !kc) return null;
  return kc.area === area || (ix.seaArea[area]?.borders ?? []).includes(kc.area) ? id : null;
}
var soloApHandler = {
  rule: (f2) => f2.step === "start" ? "19.13" : "17.2",
  node(s, f2) {
    if (f2.step === "draw" && total(s.deck) > 0) return { kind: "chance", spec: { kind: "draw", pool: "event", label: `The System Player draws a Hold card against ${displayName(s, f2.pirate)} (19.13)` } };
    if (f2.step === "station" && total(s.warshipPool) > 0) return { kind: "chance", spec: { kind: "draw", pool: "warship", label: "Draw a Warship to place On Station (19.13)" } };
    return { kind: "auto" };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const s = ctx.s;
    const solo2 = s.solo;
    const p = s.pirates[f2.pirate];
    if (!solo2 || !p) return pop2(ctx, f2);
    const drawn = input?.type === "chance" && typeof input.value === "string" ? input.value : null;
    switch (f2.step) {
      case "start":
        return start(ctx, f2, p);
      case "draw":
        if (drawn) {
          takeCount(mutCounts(ctx, "deck"), drawn);
          emit(ctx, { type: "cardDrawn", rule: "19.13", player: solo2.system, card: drawn, mustPlay: ctx.ix.card[drawn]?.mode === "must-play", deck: "hold" });
          returnGeneralPardon(ctx);
          if (drawn === GP) {
            pop2(ctx, f2);
            check(ctx, f2, drawn, "generalPardon");
            push2(ctx, { kind: "event", card: drawn, player: solo2.system, step: "start", index: 0, targets: [], queue: [] });
            return;
          }
          return playAgainst(ctx, f2, p, drawn);
        }
        if (needsReshuffle(s, ctx.ix, false)) return reshuffle(ctx, false);
        check(ctx, f2, null, "noCard");
        return pop2(ctx, f2);
      case "station":
        pop2(ctx, f2);
        if (drawn && p.location.kind === "sea" && s.warships[p.location.area] === void 0) {
          takeCount(mutCounts(ctx, "warshipPool"), drawn);
          mutCounts(ctx, "warships")[p.location.area] = drawn;
          const w = ctx.ix.warship[drawn];
          emit(ctx, { type: "warshipPlaced", rule: "19.13", player: solo2.system, area: p.location.area, warship: drawn, speed: w?.speed, combat: w?.combat });
          emit(ctx, { type: "warshipOnStation", rule: "19.13", area: p.location.area });
        }
        return;
      case "deferred": {
        pop2(ctx, f2);
        const card = f2.card ?? "";
        const sp = s.players[solo2.system];
        if (sp && sp.hand.includes(card)) mutPlayer(ctx, solo2.system).hand = withoutOne(sp.hand, card);
        if (p.location.kind === "port" && drCardMayHit(s, p)) return playEvent(ctx, p, card, [p.id]);
        addCount(mutCounts(ctx, "discard"), card);
        check(ctx, f2, card, "noEffect");
        return;
      }
    }
  }
};
function start(ctx, f2, p) {
  const s = ctx.s;
  const solo2 = s.solo;
  if (!solo2) return pop2(ctx, f2);
  const t = s.turn;
  const firstPrint = s.config.options.solitaireApModel === "firstPrint";
  const kc = firstPrint ? null : reactingKc2(s, ctx.ix, p, f2.action);
  if (kc && p.location.kind === "sea") return spKcAttack(ctx, f2, p, kc, "kcReaction", "10.3");
  if (!firstPrint && p.location.kind === "sea" && WARSHIP_TRIGGERS.has(f2.action) && s.warships[p.location.area] !== void 0 && !t.actionWarship) {
    pop2(ctx, f2);
    const area = p.location.area;
    t.actionWarship = true;
    check(ctx, f2, null, "warship");
    emit(ctx, { type: "warshipActivated", rule: "6.43", player: solo2.system, area, warship: s.warships[area], pirate: p.id });
    push2(ctx, { kind: "warship", pirate: p.id, area, player: solo2.system, step: "response", rolls: [] });
    return;
  }
  if ((solo2.kcTrigger || p.np >= KC_NOTORIETY) && p.location.kind === "sea" && solo2.kcTurn !== t.number && kcOf(s, solo2.system) === null && s.kcPool.length > 0) {
    pop2(ctx, f2);
    s.solo = { ...solo2, kcTurn: t.number };
    check(ctx, f2, null, "kcDeploy");
    push2(ctx, { kind: "kc", pirate: p.id, player: solo2.system, kc: null, moved: false, action: KC_TRIGGERS[f2.action] ?? f2.action, step: "deployRoll", rolls: [] });
    return;
  }
  const interceptor = firstPrint && solo2.kcTurn !== t.number ? reactingKc2(s, ctx.ix, p, f2.action) : null;
  if (interceptor && p.location.kind === "sea") {
    s.solo = { ...solo2, kcTurn: t.number };
    return spKcAttack(ctx, f2, p, interceptor, "kcIntercept", "19.14");
  }
  f2.step = "draw";
}
function spKcAttack(ctx, f2, p, kc, effect, rule) {
  const s = ctx.s;
  const solo2 = s.solo;
  const k = s.kcs[kc];
  pop2(ctx, f2);
  if (!solo2 || !k || p.location.kind !== "sea") return;
  const area = p.location.area;
  s.turn.actionKcReaction = true;
  const moved = k.area !== area;
  mutRecord(ctx, "kcs")[kc] = { ...k, area };
  check(ctx, f2, null, effect);
  emit(ctx, { type: "kcReaction", rule, player: solo2.system, kc, pirate: p.id, area, moved });
  push2(ctx, { kind: "kc", pirate: p.id, player: solo2.system, kc, moved, action: KC_TRIGGERS[f2.action] ?? f2.action, step: kcAttackStep(s), rolls: [] });
}
function actionFrame(s, f2) {
  const i = s.stack.lastIndexOf(f2);
  for (let k = i - 1; k >= 0; k--) {
    const g = s.stack[k];
    if (g && "pirate" in g && g.pirate === f2.pirate && g.kind !== "window") return g;
  }
  return void 0;
}
function playAgainst(ctx, f2, p, card) {
  const s = ctx.s;
  const solo2 = s.solo;
  if (!solo2) return pop2(ctx, f2);
  const inPort = p.location.kind === "port";
  const area = p.location.kind === "sea" ? p.location.area : null;
  const noEffect = () => {
    pop2(ctx, f2);
    addCount(mutCounts(ctx, "discard"), card);
    check(ctx, f2, card, "noEffect");
  };
  if (s.turn.apCardTypes.includes(card) && oncePerTurn(s, card)) return noEffect();
  switch (card) {
    case "warship-sighting": {
      if (!area || s.warships[area] !== void 0 || total(s.warshipPool) === 0) return noEffect();
      const attacks = WARSHIP_TRIGGERS.has(f2.action) && !s.turn.actionWarship;
      if (!attacks && s.config.options.solitaireApModel === "firstPrint") return noEffect();
      addCount(mutCounts(ctx, "discard"), card);
      if (attacks) {
        pop2(ctx, f2);
        s.turn.actionWarship = true;
        check(ctx, f2, card, "played");
        emit(ctx, { type: "cardPlayed", rule: "6.42", player: solo2.system, card, use: "event", pirate: p.id });
        push2(ctx, { kind: "warship", pirate: p.id, area, player: solo2.system, step: "draw", rolls: [] });
        playedAgainst(ctx, card);
        return;
      }
      check(ctx, f2, card, "onStation");
      f2.step = "station";
      return;
    }
    case "debauchery-and-revelry": {
      if (!inPort || !drCardMayHit(s, p)) return noEffect();
      const below = actionFrame(s, f2);
      pop2(ctx, f2);
      const i = below ? s.stack.indexOf(below) : -1;
      if (i < 0) return playEvent(ctx, p, card, [p.id]);
      check(ctx, f2, card, "deferred");
      const sp = mutPlayerIf(ctx, solo2.system);
      if (sp) sp.hand = withSorted(sp.hand, card);
      s.stack.splice(i, 0, { kind: "soloAp", pirate: p.id, action: f2.action, step: "deferred", card });
      return;
    }
    case "mutiny-conspiracy":
      pop2(ctx, f2);
      check(ctx, f2, card, "played");
      return playEvent(ctx, p, card, [p.id]);
    case "scurvy-outbreak":
      if (inPort || p.scurvy) return noEffect();
      pop2(ctx, f2);
      check(ctx, f2, card, "played");
      return playEvent(ctx, p, card, [p.id]);
    case "wear-and-tear":
      if (inPort) return noEffect();
      pop2(ctx, f2);
      check(ctx, f2, card, "played");
      return playEvent(ctx, p, card, [p.id]);
    case "local-resistance": {
      const port = p.location.kind === "port" ? p.location.port : null;
      const gov = port ? s.governors[port] : void 0;
      if (!port || gov === void 0 || gov === "anti" || ctx.ix.port[port]?.piratePort) return noEffect();
      pop2(ctx, f2);
      check(ctx, f2, card, "played");
      return playEvent(ctx, p, card, [port], "roll");
    }
    case "double-cross": {
      const g = actionFrame(s, f2);
      if (!g || g.kind !== "retire" || g.step !== "letter") return noEffect();
      pop2(ctx, f2);
      check(ctx, f2, card, "played");
      return playEvent(ctx, p, card, [p.id], "roll");
    }
    case "pirate-converts": {
      const kc = ctx.ix.set.kcs.find((k) => k.exPirate)?.id;
      const where = p.location.kind === "sea" ? p.location.area : p.location.kind === "port" ? ctx.ix.port[p.location.port]?.seaAreas[0] ?? null : null;
      if (!kc || s.kcs[kc] || s.kcsRemoved.includes(kc) || s.retired.length === 0 || kcOf(s, solo2.system) !== null || !where) return noEffect();
      pop2(ctx, f2);
      addCount(mutCounts(ctx, "discard"), card);
      check(ctx, f2, card, "played");
      mutRecord(ctx, "kcs")[kc] = { id: kc, owner: solo2.system, area: where };
      emit(ctx, { type: "cardPlayed", rule: "17.2", player: solo2.system, card, use: "event" });
      emit(ctx, { type: "kcDeployed", rule: "17.2", player: solo2.system, kc, area: where, speed: ctx.ix.kc[kc]?.speed, combat: ctx.ix.kc[kc]?.combat, exPirate: s.retired[0] });
      return;
    }
    default:
      return noEffect();
  }
}
function playEvent(ctx, p, card, targets2, step = "start") {
  const solo2 = ctx.s.solo;
  if (!solo2) return;
  emit(ctx, { type: "cardPlayed", rule: "17.2", player: solo2.system, card, use: "event", pirate: p.id });
  push2(ctx, { kind: "event", card, player: solo2.system, step, index: 0, targets: targets2, queue: [] });
  playedAgainst(ctx, card);
}

// src/solo/career.ts
function blackbeardMutiny(ctx, p, cause, die) {
  const leadership = ratings(ctx.ix, p.id).leadership;
  const loss = die > leadership ? 3 : die === leadership ? 2 : 0;
  emit(ctx, { type: "mutiny", rule: "19.16", pirate: p.id, cause, roll: { die, leadership }, outcome: loss === 0 ? "quashed" : `Loyalty -${loss}` });
  if (loss > 0) changeLoyalty(ctx, p, -loss, "mutinySolitaire", "19.16");
}
var soloNpHandler = {
  rule: () => "19.20",
  node(s, f2) {
    return s.pirates[f2.pirate] ? { kind: "chance", spec: dice(f2.dice, null, `${displayName(s, f2.pirate)} loses ${f2.dice}d6 Notoriety Points at Crew Loyalty 0 (19.20)`) } : { kind: "auto" };
  },
  legal: () => [],
  step(ctx, f2, input) {
    pop2(ctx, f2);
    const p = mutPirateIf(ctx, f2.pirate);
    if (!p || input?.type !== "chance" || !Array.isArray(input.value)) return;
    const rolled = input.value.reduce((a, b) => a + b, 0);
    const lost = Math.min(p.np, rolled);
    const solo2 = ctx.s.solo;
    if (solo2 && solo2.blackbeard === p.id && p.np >= KC_NOTORIETY && !solo2.kcTrigger) ctx.s.solo = { ...solo2, kcTrigger: true };
    p.np -= lost;
    emit(ctx, { type: "notorietyLost", rule: "19.20", pirate: p.id, roll: { dice: [...input.value], total: rolled }, amount: lost, total: p.np, when: f2.dice === 2 ? "loyaltyZero" : "endOfTurn" });
  }
};

// src/solo/end.ts
var RETIRE_TARGET = 130;
var SP_TARGET = 100;
var END_REASONS = {
  retired: "Blackbeard Retired with at least 130 VP (19.9)",
  retiredShort: "Blackbeard Retired with fewer than 130 VP (19.9, RULINGS B54)",
  killed: "Blackbeard was killed (19.9)",
  spVp: "The System Player reached 100 VP (19.9)",
  spGone: "Every SP Pirate is gone and the Pirate deck is empty (19.9)"
};
function soloCheckEnd(ctx) {
  const s = ctx.s;
  const solo2 = s.solo;
  if (!solo2 || s.over || s.turn.phase === "setup") return;
  const bb = solo2.blackbeard;
  const you = s.players.A?.vp ?? 0;
  if (!s.pirates[bb]) {
    if (s.retired.includes(bb)) {
      const won = you >= RETIRE_TARGET;
      return finish(ctx, won ? "win" : "loss", won ? END_REASONS.retired : END_REASONS.retiredShort);
    }
    if (s.eliminated.includes(bb)) return finish(ctx, "loss", END_REASONS.killed);
    return;
  }
  if ((s.players[solo2.system]?.vp ?? 0) >= SP_TARGET) return finish(ctx, "loss", END_REASONS.spVp);
  if (spExhausted(s) && solo2.slots.length > 0 && (s.players[solo2.system]?.pirateHand.length ?? 0) === 0) return finish(ctx, "win", END_REASONS.spGone);
}
function finish(ctx, outcome, reason) {
  const solo2 = ctx.s.solo;
  if (!solo2) return;
  ctx.s.solo = { ...solo2, outcome };
  endGame(ctx, reason, "19.9");
}

// src/solo/estimate.ts
var RETIRE_SHARE = 0.5;
var BOOTY_SHARE = 0.6;
var FOUND_SHARE = 0.9;
var OPPORTUNITY_SHARE = 0.5;
var REACH_DECAY = 0.6;
var MAX_REACH = 4;
var FUTURE = 8;
var PIRATE_IN_HAND = 0.5;
var SHIP_COMBAT = 0.3;
var SHIP_SPEED = 0.2;
var LOYALTY_RISK = 0.6;
var DR_COST = 1;
var CARD = 0.2;
var ACTION = 0.4;
var UPPER = 20;
var FIND_TARGET = 7;
var tablesCache = /* @__PURE__ */ new WeakMap();
function tablesOf(ix) {
  const hit = tablesCache.get(ix);
  if (hit) return hit;
  const lootByColumn = lootValues(ix);
  const port = /* @__PURE__ */ new Map();
  for (const p of ix.set.ports) {
    const area = p.seaAreas[0];
    const column = area && ix.seaArea[area]?.cargoColumn || "atlantic";
    port.set(p.id, {
      port: p.id,
      d: 0,
      loot: lootByColumn[column] ?? {},
      value: p.value ?? 0,
      defense: p.defense ?? 0,
      english: p.nationality === "english",
      attackable: !p.piratePort && p.value !== null && p.defense !== null,
      gain: attackGain(p.value ?? 0)
    });
  }
  const t = { near: nearTargets(ix, port), port };
  tablesCache.set(ix, t);
  return t;
}
function nearTargets(ix, ports) {
  const edges = /* @__PURE__ */ new Map();
  const link = (a, b) => {
    let list = edges.get(a);
    if (!list) edges.set(a, list = []);
    list.push(b);
  };
  for (const area of ix.set.seaAreas) {
    for (const b of area.borders) link(`s:${area.id}`, `s:${b}`);
    for (const box of area.transitBoxes) {
      link(`s:${area.id}`, `t:${box}`);
      link(`t:${box}`, `s:${area.id}`);
    }
  }
  for (const port of ix.set.ports) {
    for (const a of port.seaAreas) {
      link(`s:${a}`, `p:${port.id}`);
      link(`p:${port.id}`, `s:${a}`);
    }
  }
  const out = /* @__PURE__ */ new Map();
  for (const start2 of edges.keys()) {
    const seen = /* @__PURE__ */ new Map([[start2, 0]]);
    const queue = [start2];
    for (let i = 0; i < queue.length; i++) {
      const at = queue[i];
      const d = seen.get(at) ?? 0;
      for (const next of edges.get(at) ?? []) {
        if (seen.has(next)) continue;
        seen.set(next, d + 1);
        queue.push(next);
      }
    }
    const targets2 = [];
    for (const port of ix.set.ports) {
      let d = Infinity;
      for (const a of port.seaAreas) d = Math.min(d, seen.get(`s:${a}`) ?? Infinity);
      const base = ports.get(port.id);
      if (base && d <= MAX_REACH) targets2.push({ ...base, d });
    }
    targets2.sort((a, b) => a.d - b.d);
    out.set(start2.slice(2), targets2);
  }
  return out;
}
function lootValues(ix) {
  const out = {};
  for (const col of ["atlantic", "caribbean", "africa", "india"]) {
    const byType = {};
    let mix = 0;
    let count = 0;
    for (const m of ix.set.merchantTypes) {
      byType[m.id] = lootValue(ix, m.cargo, col, null);
      mix += (byType[m.id] ?? 0) * m.count;
      count += m.count;
    }
    byType["?"] = count > 0 ? mix / count : 0;
    out[col] = byType;
  }
  return out;
}
function lootValue(ix, rating, column, doubloons) {
  let cash = doubloons ?? 0;
  if (doubloons === null) {
    for (let die = 1; die <= 6; die++) {
      const row = ix.set.tables.cargo[Math.max(1, Math.min(10, die + rating)) - 1];
      cash += (row ? row[column] : 0) / 6;
    }
  }
  return rating * (1 + RETIRE_SHARE) + RETIRE_SHARE * BOOTY_SHARE * cash / 100;
}
function atLeast(a, target2) {
  return Math.max(0, Math.min(6, 7 + a - target2)) / 6;
}
var oddsCache = [];
function attackOdds(margin, twoDice, rolled = false) {
  const key = (Math.max(-40, Math.min(40, margin)) + 41) * 4 + (twoDice ? 1 : 0) + (rolled ? 2 : 0);
  const hit = oddsCache[key];
  if (hit) return hit;
  let win = 0;
  let lossHits = 0;
  const dice2 = rolled ? [0] : [1, 2, 3, 4, 5, 6];
  const second = twoDice ? [1, 2, 3, 4, 5, 6] : [0];
  const pd = 1 / (dice2.length * 6 * second.length);
  for (const die of dice2) {
    for (const a of [1, 2, 3, 4, 5, 6]) {
      for (const b of second) {
        const diff = die + margin - (a + b);
        if (diff > 0) win += pd;
        else lossHits -= diff * pd;
      }
    }
  }
  const odds = { win, lossHits };
  oddsCache[key] = odds;
  return odds;
}
var DECAY = Array.from({ length: 2 * MAX_REACH + 1 }, (_, k) => REACH_DECAY ** k);
function attackGain(value) {
  return 2 * value * (1 + RETIRE_SHARE) + RETIRE_SHARE * BOOTY_SHARE * value * 350 / 100;
}
function locationId(l) {
  return l.kind === "sea" ? l.area : l.kind === "port" ? l.port : l.box;
}
function opportunity(s, ix, t, p, reach = MAX_REACH, at = p.location) {
  const ability = ix.pirate[p.id]?.ability ?? 0;
  const pardon = s.generalPardon.pardon !== null;
  const slow = p.speed < 0 ? 2 : 1;
  const strength = p.combat + ability + (p.heavyGuns ? 2 : 0);
  let best = 0;
  for (const target2 of t.near.get(locationId(at)) ?? []) {
    if (target2.d > reach) break;
    const decay = DECAY[target2.d * slow];
    if (decay * UPPER < best) break;
    const m = s.merchants[target2.port];
    if (m && m.foundBy === null) {
      const v2 = atLeast(ability + (m.faceUp ? 1 : 0), FIND_TARGET) * (target2.loot[m.faceUp ? m.type : "?"] ?? 0) * decay;
      if (v2 > best) best = v2;
    }
    if (!target2.attackable || pardon && target2.english || s.destroyedPorts.includes(target2.port)) continue;
    const odds = attackOdds(strength + (p.info[target2.port] ?? 0) - target2.defense, s.attackedPorts.includes(target2.port));
    const v = (odds.win * target2.gain - odds.lossHits * SHIP_COMBAT * 2) * decay;
    if (v > best) best = v;
  }
  return best;
}
function gameLeft(s) {
  let deck = 0;
  let discard = 0;
  for (const k of Object.keys(s.deck)) deck += s.deck[k] ?? 0;
  for (const k of Object.keys(s.discard)) discard += s.discard[k] ?? 0;
  const cycle = deck + discard > 0 ? discard / (deck + discard) : 1;
  return Math.max(0.05, Math.min(1, (3 - s.generalPardon.appearances - cycle) / 3));
}
function pirateValue(s, ix, t, p, left, at = p.location, found = true) {
  let cash = 0;
  for (const h of p.holds) cash += h;
  let v = p.np * (1 + RETIRE_SHARE) + RETIRE_SHARE * p.netWorth / 100 + RETIRE_SHARE * BOOTY_SHARE * cash / 100;
  for (const h of p.hostages) v += ix.hostage[h.kind]?.value ?? 0;
  if (found) v = withFound(s, ix, t, p, v);
  v += OPPORTUNITY_SHARE * (p.dr ? REACH_DECAY : 1) * opportunity(s, ix, t, p, MAX_REACH, at);
  v += FUTURE * left;
  v += SHIP_COMBAT * p.combat + SHIP_SPEED * p.speed;
  if (p.loyalty < 3) v -= LOYALTY_RISK * (3 - p.loyalty);
  if (p.dr) v -= DR_COST;
  return v;
}
function withFound(s, ix, t, p, v) {
  const mine = s.turn.player === p.owner && s.turn.phase === "play" && s.turn.actionsLeft > 0;
  if (mine || s.config.options.foundPersists) {
    for (const port of Object.keys(s.merchants)) {
      const m = s.merchants[port];
      if (!m || m.foundBy !== p.id || s.stack.some((f2) => f2.kind === "loot" && f2.port === port)) continue;
      v += FOUND_SHARE * (t.port.get(port)?.loot[m.type] ?? 0);
    }
  }
  if (mine && p.sackable) v += FOUND_SHARE * sackValue(ix, t, p, p.sackable);
  return v;
}
function sackValue(ix, t, p, port) {
  const target2 = t.port.get(port);
  if (!target2) return 0;
  const cruelty = ix.pirate[p.id]?.cruelty ?? 0;
  return atLeast(cruelty, target2.defense + 1) * (2 * target2.value * (1 + RETIRE_SHARE) - DR_COST);
}
function inProgress(s, ix, t, out) {
  for (const f2 of s.stack) {
    if (f2.kind !== "loot" && f2.kind !== "attackPort" && f2.kind !== "sackPort") continue;
    const p = s.pirates[f2.pirate];
    if (!p || out[p.owner] === void 0) continue;
    let v = 0;
    if (f2.kind === "loot") {
      const rating = ix.merchantType[f2.merchant]?.cargo ?? 0;
      const column = p.location.kind === "sea" ? ix.seaArea[p.location.area]?.cargoColumn ?? "atlantic" : "atlantic";
      if (f2.cargoState === "pending") v += lootValue(ix, rating, column, f2.step === "announce" || f2.step === "cargoRoll" ? null : f2.cargo);
      if (f2.hostage && !f2.hostageDone) v += ix.hostage[f2.hostage]?.value ?? 0;
    } else if (f2.kind === "attackPort") {
      const target2 = t.port.get(f2.port);
      if (!target2) continue;
      if (f2.step === "announce" || f2.step === "attackRoll" || f2.step === "defenseRoll") {
        const ability = ix.pirate[p.id]?.ability ?? 0;
        const margin = p.combat + ability + (p.heavyGuns ? 2 : 0) + (p.info[f2.port] ?? 0) - target2.defense;
        const die = f2.step === "defenseRoll" ? f2.attack[0] : void 0;
        const odds = attackOdds(margin + (die ?? 0), s.attackedPorts.includes(f2.port), die !== void 0);
        v += odds.win * attackGain(target2.value) - odds.lossHits * SHIP_COMBAT;
      } else if (f2.step === "lootRoll") v += attackGain(target2.value);
      else if (f2.step === "stow") v += 2 * target2.value * (1 + RETIRE_SHARE) + RETIRE_SHARE * BOOTY_SHARE * f2.booty / 100;
    } else if (f2.step !== "complete") v += sackValue(ix, t, p, f2.port);
    out[p.owner] = (out[p.owner] ?? 0) + v;
  }
}
function estimateAll(s, ix) {
  const out = {};
  for (const q of s.order) out[q] = s.players[q]?.vp ?? 0;
  if (s.over) return out;
  const t = tablesOf(ix);
  const left = gameLeft(s);
  for (const id of Object.keys(s.pirates)) {
    const p = s.pirates[id];
    if (p && out[p.owner] !== void 0) out[p.owner] = (out[p.owner] ?? 0) + pirateValue(s, ix, t, p, left);
  }
  for (const q of s.order) {
    const me = s.players[q];
    if (!me) continue;
    let v = PIRATE_IN_HAND * FUTURE * left * me.pirateHand.length + CARD * me.hand.length;
    if (s.turn.player === q && s.turn.phase === "play") v += ACTION * s.turn.actionsLeft;
    out[q] = (out[q] ?? 0) + v;
  }
  if (s.stack.length > 1) inProgress(s, ix, t, out);
  return out;
}
function valuation(s, ix) {
  return { s, ix, t: tablesOf(ix), left: gameLeft(s), worth: /* @__PURE__ */ new Map(), found: /* @__PURE__ */ new Map() };
}
function pirateWorth(v, p, s = v.s) {
  if (s !== v.s) return pirateValue(s, v.ix, v.t, p, v.left);
  let w = v.worth.get(p);
  if (w === void 0) v.worth.set(p, w = pirateValue(s, v.ix, v.t, p, v.left));
  return w;
}
function foundWorth(v, p) {
  let w = v.found.get(p);
  if (w === void 0) v.found.set(p, w = withFound(v.s, v.ix, v.t, p, 0));
  return w;
}
function movedWorth(v, p, at) {
  return pirateValue(v.s, v.ix, v.t, p, v.left, at, false);
}
function targetWorth(v, p, at = p.location) {
  return opportunity(v.s, v.ix, v.t, p, 0, at);
}
function lootWorth(v, port, type) {
  return v.t.port.get(port)?.loot[type] ?? 0;
}
function attackWorth(v, p, port) {
  const target2 = v.t.port.get(port);
  if (!target2) return 0;
  const ability = v.ix.pirate[p.id]?.ability ?? 0;
  const margin = p.combat + ability + (p.heavyGuns ? 2 : 0) + (p.info[port] ?? 0) - target2.defense;
  const twoDice = v.s.attackedPorts.includes(port);
  let win = 0;
  let hits = 0;
  let sunk = 0;
  const second = twoDice ? 6 : 1;
  const cunning = v.s.config.options.cunning && p.cunning > 0;
  for (let die = 1; die <= 6; die++) {
    const pd = (cunning ? die <= 2 ? 1 / 18 : 4 / 18 : 1 / 6) / (6 * second);
    for (let a = 1; a <= 6; a++) {
      for (let b = twoDice ? 1 : 0; b <= (twoDice ? 6 : 0); b++) {
        const diff = die + margin - (a + b);
        if (diff > 0) win += pd;
        else if (-diff > p.combat) sunk += pd;
        else hits -= diff * pd;
      }
    }
  }
  return win * target2.gain - hits * SHIP_COMBAT - (sunk > 0 ? sunk * pirateValue(v.s, v.ix, v.t, p, v.left) : 0);
}
function sackWorth(v, p, port) {
  return sackValue(v.ix, v.t, p, port);
}

// src/solo/policy.ts
var DEFAULT_BUDGET = 100;
var DEFAULT_MAX_DEPTH = 6;
var TIE = 1e-9;
var MAX_LINE = 500;
var HORIZON_FRAMES = /* @__PURE__ */ new Set(["turn", "setup", "soloSetup"]);
var active = 0;
function searching() {
  return active > 0;
}
function swing(s, player, ix) {
  const all = estimateAll(s, ix);
  const mine = all[player] ?? 0;
  let others = 0;
  let n = 0;
  for (const q of s.order) {
    if (q === player) continue;
    others += all[q] ?? 0;
    n++;
  }
  return n > 0 ? mine - others / n : mine;
}
function leaf(s, sc) {
  return swing(s, sc.me, sc.ix);
}
function ctxOf(s, ix) {
  return { s, events: [], ix, dropEvents: true, owned: /* @__PURE__ */ new Set() };
}
function child(engine2, s, ix, input) {
  const c = workingCopy(s);
  engine2.step(ctxOf(c, ix), input);
  return c;
}
function sameData(a, b) {
  if (Object.is(a, b)) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i2 = 0; i2 < a.length; i2++) if (!sameData(a[i2], b[i2])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a;
  const y = b;
  const ky = Object.keys(y);
  let i = 0;
  for (const k of Object.keys(x)) if (k !== ky[i++] || !sameData(x[k], y[k])) return false;
  return i === ky.length;
}
var FIRST_COMPARED = ["turn", "pirates", "players", "solo", "merchants", "generalPardon", "deck", "discard"];
function samePosition(a, b) {
  if (a.stack.length !== b.stack.length) return false;
  for (let i = a.stack.length - 1; i >= 0; i--) if (!sameData(a.stack[i], b.stack[i])) return false;
  for (const k of FIRST_COMPARED) if (!sameData(a[k], b[k])) return false;
  return sameData(a, b);
}
function firstEquals(kids, prior) {
  const out = [];
  for (let i = 0; i < kids.length; i++) {
    const p = prior ? prior[i] : i;
    if (p !== i) {
      out.push(out[p]);
      continue;
    }
    let j = 0;
    while (j < i && (out[j] !== j || !samePosition(kids[i], kids[j]))) j++;
    out.push(j);
  }
  return out;
}
function expectimax(s, sc, budget, depth) {
  for (let steps = 0; steps < MAX_LINE; steps++) {
    if (s.over || s.turn.number !== sc.turn) return leaf(s, sc);
    const f2 = top(s);
    if (!f2) return leaf(s, sc);
    const h = sc.engine.definition.handlerOf(f2.kind);
    const node = h.node(s, f2, sc.ix);
    if (node.kind === "chance") {
      const outcomes = enumerateOutcomes(node.spec, () => blackbeardPool(s, node.spec.kind === "draw" ? node.spec.pool : "", sc.ix));
      if (!sc.exact || outcomes.length === 0 || depth > 0 && (depth >= sc.maxDepth || budget < outcomes.length)) return leaf(s, sc);
      const share2 = Math.max(0, Math.floor((budget - outcomes.length) / outcomes.length));
      const n = outcomes.length;
      const kids = [];
      for (let i = 0; i < n; i++) {
        const input = { type: "chance", value: outcomes[i].value };
        const c = i === n - 1 ? s : workingCopy(s);
        sc.engine.feed(ctxOf(c, sc.ix), input);
        kids.push(c);
      }
      const fed = firstEquals(kids);
      for (let i = 0; i < n; i++) if (fed[i] === i) sc.engine.advance(ctxOf(kids[i], sc.ix));
      const same = firstEquals(kids, fed);
      const values = [];
      let v = 0;
      for (let i = 0; i < n; i++) {
        const j = same[i];
        const x = j === i ? expectimax(kids[i], sc, share2, depth + 1) : values[j];
        values.push(x);
        v += outcomes[i].probability * x;
      }
      return v;
    }
    if (node.kind !== "decision" || HORIZON_FRAMES.has(f2.kind)) return leaf(s, sc);
    const legal = h.legal(s, f2, sc.ix);
    if (legal.length === 0) return leaf(s, sc);
    const mine = node.player === sc.me;
    const pass = legal.find((a) => a.type === "pass");
    let line;
    if (legal.length === 1) line = legal[0];
    else if (!mine && f2.kind === "window") line = pass;
    else if (depth >= sc.maxDepth || budget < legal.length) {
      if (!mine || !pass) return leaf(s, sc);
      line = pass;
    }
    if (line) {
      sc.engine.step(ctxOf(s, sc.ix), line);
      continue;
    }
    const share = Math.floor((budget - legal.length) / legal.length);
    let best = mine ? -Infinity : Infinity;
    for (let i = 0; i < legal.length; i++) {
      const a = legal[i];
      let c;
      if (i === legal.length - 1) sc.engine.step(ctxOf(c = s, sc.ix), a);
      else c = child(sc.engine, s, sc.ix, a);
      const v = expectimax(c, sc, share, depth + 1);
      if (mine ? v > best : v < best) best = v;
    }
    return best;
  }
  return leaf(s, sc);
}
function scoreActions(engine2, state, player, legal, options2 = {}) {
  const actions = legal ?? engine2.legalActions(state, player);
  const ix = componentsOf(state);
  const root = state.config.randomness === "external" ? state : { ...state, config: { ...state.config, randomness: "external" } };
  const now = swing(root, player, ix);
  const sc = {
    engine: engine2,
    me: player,
    exact: active === 0 && !options2.static,
    ix,
    turn: state.turn.number,
    maxDepth: options2.maxDepth ?? DEFAULT_MAX_DEPTH
  };
  const budget = active > 0 || options2.static ? 0 : options2.budget ?? DEFAULT_BUDGET;
  active++;
  try {
    return actions.map((action) => ({ action, score: expectimax(child(engine2, root, ix, action), sc, budget, 0) - now }));
  } finally {
    active--;
  }
}
function bestAction(engine2, state, player, legal, options2 = {}) {
  const actions = legal ?? engine2.legalActions(state, player);
  const first = actions[0];
  if (!first) throw new Error(`policy: no legal action for Player ${player}`);
  if (actions.length === 1 || active > 1) return first;
  let best = null;
  for (const sa of scoreActions(engine2, state, player, actions, options2)) if (!best || sa.score > best.score + TIE) best = sa;
  return best ? best.action : first;
}

// src/actions/find.ts
var FIND_TARGET2 = 7;
var findHandler = {
  rule: () => "8.13",
  node(s, f2) {
    if (f2.step === "roll" && s.pirates[f2.pirate] && s.merchants[f2.port]) {
      return { kind: "chance", spec: dice(1, f2.pirate, `Find roll for ${displayName(s, f2.pirate)} (8.13)`) };
    }
    return { kind: "auto" };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const s = ctx.s;
    switch (f2.step) {
      case "announce":
        f2.step = "roll";
        openWindow(ctx, "findAnnounced", f2.pirate);
        return;
      case "roll": {
        const p = s.pirates[f2.pirate];
        const m = s.merchants[f2.port] ? mutMerchant(ctx, f2.port) : void 0;
        if (!p || !m || input?.type !== "chance" || !Array.isArray(input.value)) {
          f2.step = "complete";
          return;
        }
        const die = input.value[0] ?? 0;
        const ability = teamRating(s, ctx.ix, p, "ability");
        const refind = m.faceUp ? 1 : 0;
        const totalRoll = die + ability + refind;
        const found = totalRoll >= FIND_TARGET2;
        if (found) {
          m.faceUp = true;
          m.foundBy = p.id;
        }
        emit(ctx, {
          type: found ? "merchantFound" : "findFailed",
          rule: found ? "8.14" : "8.14",
          pirate: p.id,
          port: f2.port,
          roll: { die, ability, refind, total: totalRoll, needed: FIND_TARGET2 },
          merchant: found ? m.type : void 0
        });
        f2.step = "complete";
        openWindow(ctx, "findResolved", f2.pirate);
        return;
      }
      case "complete":
        endAction(ctx, f2);
        return;
    }
  }
};

// src/actions/in-port.ts
function inPortAllowed(status) {
  return status === "pro-pirate" || status === "neutral" || status === "safe-haven" || status === "pirate-port";
}
function ransomable(s, ix, p, port) {
  const status = portStatus(s, ix, p, port);
  const nat = ix.port[port]?.nationality ?? null;
  if (status === "pirate-port" || !nat || nat === "arab" || nat === "portuguese") return [];
  const out = [];
  for (const m of team(s, p)) {
    m.hostages.forEach((h, i) => {
      if (h.nationality === nat) out.push({ holder: m.id, hostage: i });
    });
  }
  return out;
}
function conversion(status, booty2) {
  if (status === "neutral") return Math.ceil(booty2 / 2);
  if (status === "safe-haven") return Math.ceil(booty2 * 11 / 10);
  return booty2;
}
function damagedShip(ix, p) {
  const t = ix.shipType[p.ship];
  return !!t && (p.combat < t.combat || p.speed < t.speed);
}
function damaged(s, ix, p) {
  return team(s, p).some((m) => damagedShip(ix, m));
}
function bribableGovernor(s, ix, p, port) {
  const gov = s.governors[port];
  if (gov === void 0 || gov === "anti" || p.bribed.includes(gov)) return null;
  const status = portStatus(s, ix, p, port);
  if (status !== "pro-pirate") return null;
  return gov;
}
function safeHavenHolder(s, port) {
  for (const id of Object.keys(s.pirates)) if (s.pirates[id]?.safeHavens.includes(port)) return id;
  return null;
}
function settle(s, ix, f2) {
  const p = inPortAt(s, f2.pirate, f2.port);
  if (!p) {
    f2.step = "complete";
    return;
  }
  const arab = ix.port[f2.port]?.nationality === "arab";
  for (; ; ) {
    if (f2.step === "letter" && letterTargets(s, ix, p, f2.port).length === 0) f2.step = "ransom";
    else if (f2.step === "ransom" && ransomable(s, ix, p, f2.port).length === 0) f2.step = "convert";
    else if (f2.step === "convert" && team(s, p).every((m) => m.holds.length === 0)) f2.step = "refit";
    else if (f2.step === "refit" && (arab || !damaged(s, ix, p))) f2.step = "safeHaven";
    else if (f2.step === "safeHaven" && (!bribableGovernor(s, ix, p, f2.port) || safeHavenHolder(s, f2.port) !== null)) f2.step = "dr";
    else if (f2.step === "dr" && p.dr !== null) f2.step = "complete";
    else return;
  }
}
var inPortHandler = {
  rule: (f2) => ({ letter: "17.2", ransom: "9.42", ransomRoll: "9.42", ransomHold: "9.42", convert: "9.43", refit: "9.44", refitRoll: "9.44", repair: "9.44", safeHaven: "9.45", bribeRoll: "9.45", bribe: "9.45", dr: "13.11", complete: "9.41" })[f2.step],
  node(s, f2, ix) {
    const p = inPortAt(s, f2.pirate, f2.port);
    if (!p) return { kind: "auto" };
    switch (f2.step) {
      case "ransomRoll":
        return { kind: "chance", spec: dice(2, f2.pirate, `Ransom roll for ${displayName(s, f2.pirate)} (9.42)`) };
      case "refitRoll":
        return { kind: "chance", spec: dice(1, f2.pirate, `Refit roll for ${displayName(s, f2.pirate)} (9.44)`) };
      case "bribeRoll":
        return { kind: "chance", spec: dice(1, f2.pirate, `Safe Haven price for ${displayName(s, f2.pirate)} (9.45)`) };
      case "repair":
        return f2.amount > 0 && damaged(s, ix, p) ? { kind: "decision", player: p.owner } : { kind: "auto" };
      case "dr":
        return f2.convertedAtPiratePort ? { kind: "auto" } : { kind: "decision", player: p.owner };
      case "complete":
        return { kind: "auto" };
      default:
        return { kind: "decision", player: p.owner };
    }
  },
  legal(s, f2, ix) {
    const p = s.pirates[f2.pirate];
    if (!p) return [];
    const player = p.owner;
    const pirate = p.id;
    const pass = { type: "pass", player };
    switch (f2.step) {
      case "letter":
        return [...letterActions(s, ix, p, f2.port), pass];
      case "ransom":
        return [...ransomable(s, ix, p, f2.port).map((r) => ({ type: "ransomHostage", player, pirate: r.holder, hostage: r.hostage })), pass];
      case "ransomHold":
        return holdChoices(ix, p).map((hold) => ({ type: "chooseHold", player, pirate, hold }));
      case "convert":
        return [...team(s, p).flatMap((m) => m.holds.map((_, hold) => ({ type: "convertHold", player, pirate: m.id, hold }))), pass];
      case "refit":
        return [{ type: "refit", player, pirate }, pass];
      case "repair": {
        const out = [];
        for (const m of team(s, p)) {
          const mt = ix.shipType[m.ship];
          if (mt && m.combat < mt.combat) out.push({ type: "repair", player, pirate: m.id, track: "combat" });
          if (mt && m.speed < mt.speed) out.push({ type: "repair", player, pirate: m.id, track: "speed" });
        }
        return out;
      }
      case "safeHaven":
        return [{ type: "bribeGovernor", player, pirate }, pass];
      case "bribe":
        return bribeChoices(p, f2.amount);
      case "dr":
        return [{ type: "declareDR", player, pirate }, pass];
      default:
        return [];
    }
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    const p = mutInPortAt(ctx, f2.pirate, f2.port);
    if (!p || f2.step === "complete") {
      endAction(ctx, f2);
      return;
    }
    switch (f2.step) {
      case "letter":
        if (input?.type === "playEvent" && input.pirate) playLetter(ctx, p.owner, input.pirate, f2.port);
        else f2.step = "ransom";
        break;
      case "ransom":
        if (input?.type === "ransomHostage") {
          f2.hostage = input.hostage;
          f2.holder = input.pirate;
          f2.step = "ransomRoll";
        } else f2.step = "convert";
        break;
      case "ransomRoll": {
        if (input?.type !== "chance" || !Array.isArray(input.value)) break;
        const holder = mutPirateIf(ctx, f2.holder ?? p.id) ?? p;
        const h = holder.hostages[f2.hostage];
        const value = h ? ctx.ix.hostage[h.kind]?.value ?? 0 : 0;
        const roll = input.value.reduce((a, b) => a + b, 0);
        const multiplier = s.config.options.ransomMultiplier;
        f2.amount = roll * value * multiplier;
        emit(ctx, { type: "hostageRansomed", rule: "9.42", pirate: p.id, port: f2.port, hostage: h?.kind, roll: { dice: [...input.value], total: roll, value, multiplier }, doubloons: f2.amount });
        if (h) addCount(mutCounts(ctx, "hostagePool"), h.kind);
        holder.hostages = holder.hostages.filter((_, i) => i !== f2.hostage);
        const ally = mutAllyOf(ctx, p);
        if (ally) {
          shareBooty(ctx, p, ally, f2.amount, "9.42");
          f2.amount = 0;
          f2.step = "ransom";
        } else f2.step = "ransomHold";
        break;
      }
      case "ransomHold":
        if (input?.type === "chooseHold") {
          addToHold(ctx, p, input.hold, f2.amount);
          emit(ctx, { type: "bootyStowed", rule: "9.42", pirate: p.id, doubloons: f2.amount, holds: [...p.holds] });
        }
        f2.amount = 0;
        f2.step = "ransom";
        break;
      case "convert":
        if (input?.type === "convertHold") {
          const ship = mutPirateIf(ctx, input.pirate) ?? p;
          const status = portStatus(s, ctx.ix, ship, f2.port);
          const amount = ship.holds[input.hold] ?? 0;
          const gained = conversion(status, amount);
          ship.holds = ship.holds.filter((_, i) => i !== input.hold);
          ship.netWorth += gained;
          if (status === "pirate-port") f2.convertedAtPiratePort = true;
          emit(ctx, { type: "bootyConverted", rule: "9.43", pirate: ship.id, port: f2.port, booty: amount, status, netWorth: gained, total: ship.netWorth });
        } else f2.step = "refit";
        break;
      case "refit":
        if (input?.type !== "refit") {
          f2.step = "safeHaven";
          break;
        }
        if (portStatus(s, ctx.ix, p, f2.port) === "pirate-port") {
          for (const m of mutTeam(ctx, p)) {
            const t = ctx.ix.shipType[m.ship];
            emit(ctx, { type: "refitted", rule: "9.44", pirate: m.id, combat: t?.combat, speed: t?.speed, all: true });
            if (t) {
              m.combat = t.combat;
              m.speed = t.speed;
            }
          }
          f2.step = "safeHaven";
        } else f2.step = "refitRoll";
        break;
      case "refitRoll": {
        if (input?.type !== "chance" || !Array.isArray(input.value)) break;
        const die = input.value[0] ?? 1;
        const haven = portStatus(s, ctx.ix, p, f2.port) === "safe-haven" ? 2 : 0;
        f2.amount = Math.ceil(die / 2) + haven;
        emit(ctx, { type: "refitRolled", rule: "9.44", pirate: p.id, roll: { die, half: Math.ceil(die / 2), safeHaven: haven }, hits: f2.amount });
        f2.step = "repair";
        break;
      }
      case "repair":
        if (input?.type === "repair") {
          const ship = mutPirateIf(ctx, input.pirate) ?? p;
          if (input.track === "combat") ship.combat += 1;
          else ship.speed += 1;
          f2.amount -= 1;
          emit(ctx, { type: "repaired", rule: "9.44", pirate: ship.id, track: input.track, value: input.track === "combat" ? ship.combat : ship.speed });
        } else {
          f2.amount = 0;
          f2.step = "safeHaven";
        }
        break;
      case "safeHaven":
        f2.step = input?.type === "bribeGovernor" ? "bribeRoll" : "dr";
        break;
      case "bribeRoll": {
        if (input?.type !== "chance" || !Array.isArray(input.value)) break;
        const gov = bribableGovernor(s, ctx.ix, p, f2.port);
        if (gov) p.bribed = [...p.bribed, gov];
        f2.amount = (input.value[0] ?? 1) * 100;
        emit(ctx, { type: "bribePrice", rule: "9.45", pirate: p.id, port: f2.port, roll: input.value[0], price: f2.amount, purpose: "safeHaven" });
        f2.step = "bribe";
        break;
      }
      case "bribe":
        if (input?.type === "payBribe" && input.pay) {
          p.netWorth -= f2.amount;
          p.safeHavens = [...p.safeHavens, f2.port];
          emit(ctx, { type: "safeHavenBought", rule: "9.45", pirate: p.id, port: f2.port, price: f2.amount, netWorth: p.netWorth });
        } else emit(ctx, { type: "bribeDeclined", rule: "9.45", pirate: p.id, port: f2.port, price: f2.amount });
        f2.amount = 0;
        f2.step = "dr";
        break;
      case "dr":
        if (f2.convertedAtPiratePort) enterDR(ctx, p, "involuntary", "9.35");
        else if (input?.type === "declareDR") enterDR(ctx, p, "voluntary", "13.11");
        f2.step = "complete";
        break;
    }
    settle(s, ctx.ix, f2);
  }
};
function inPortFrame(ctx, pirate, port) {
  const f2 = { kind: "inPort", pirate, port, step: "letter", hostage: 0, holder: null, amount: 0, convertedAtPiratePort: false };
  settle(ctx.s, ctx.ix, f2);
  return f2;
}

// src/solo/quick.ts
function quickChoice(engine2, s, ix, me, f2, legal) {
  const first = legal[0];
  if (f2.kind === "window" && f2.moment === "cunning") {
    const reroll = legal.find((a) => a.type === "reroll");
    const pass = legal.find((a) => a.type === "pass");
    if (!reroll || !pass) return first;
    return wantsReroll(s, ix, f2) ? reroll : pass;
  }
  const v = valuation(s, ix);
  const scores = legal.map((a) => f2.kind === "inPort" ? inPortScore(v, f2, a) : quickScore(v, me, a));
  const rest = [];
  for (let i = 0; i < legal.length; i++) if (scores[i] === null) rest.push(legal[i]);
  if (rest.length > 0 && searching()) for (let i = 0; i < legal.length; i++) scores[i] ??= 0;
  else if (rest.length > 0) {
    const played = scoreActions(engine2, s, me, rest, { static: true });
    let k = 0;
    for (let i = 0; i < legal.length; i++) if (scores[i] === null) scores[i] = played[k++].score;
  }
  let best = 0;
  for (let i = 1; i < legal.length; i++) if (scores[i] > scores[best] + 1e-9) best = i;
  return legal[best];
}
function quickScore(v, me, a) {
  const s = v.s;
  switch (a.type) {
    case "endTurn": {
      let lost = ACTION * s.turn.actionsLeft;
      for (const id of Object.keys(s.pirates)) {
        const p = s.pirates[id];
        if (p && p.owner === me) lost += foundWorth(v, p);
      }
      return -lost;
    }
    case "move": {
      const p = s.pirates[a.pirate];
      if (!p) return null;
      const pardon = s.generalPardon.pardon;
      if (a.to.kind === "port" && pardon && pardon.covered.includes(p.id) && v.ix.port[a.to.port]?.nationality === "english") {
        const converted = conversion(portStatus(s, v.ix, p, a.to.port), booty(p));
        return retiredVp(p.np, p.netWorth + converted) - pirateWorth(v, p) - ACTION;
      }
      const next = s.turn.actionsLeft > 1 && !p.dr ? (1 - OPPORTUNITY_SHARE) * targetWorth(v, p, a.to) : 0;
      return movedWorth(v, p, a.to) + next - pirateWorth(v, p) - ACTION;
    }
    case "findMerchant": {
      const p = s.pirates[a.pirate];
      const m = s.merchants[a.port];
      if (!p || !m) return null;
      const once = findChance(s, v.ix, p, m.faceUp);
      const chance = s.config.options.cunning && p.cunning > 0 ? 1 - (1 - once) * (1 - once) : once;
      const canLoot = s.turn.actionsLeft > 1 || s.config.options.foundPersists;
      const found = { ...s, merchants: { ...s.merchants, [a.port]: { ...m, foundBy: p.id, faceUp: true } } };
      const after = canLoot ? pirateWorth(v, p, found) : pirateWorth(v, p);
      return chance * (after - pirateWorth(v, p)) - forfeits(v, p, false) - ACTION;
    }
    case "loot": {
      const p = s.pirates[a.pirate];
      const m = s.merchants[a.port];
      if (!p || !m) return null;
      const worth = lootWorth(v, a.port, m.type);
      return worth - (m.foundBy === p.id ? FOUND_SHARE * worth : 0) - forfeits(v, p, true) - ACTION;
    }
    case "attackPort": {
      const p = s.pirates[a.pirate];
      if (!p) return null;
      const attacked = { ...s, attackedPorts: s.attackedPorts.includes(a.port) ? s.attackedPorts : [...s.attackedPorts, a.port] };
      return attackWorth(v, p, a.port) + pirateWorth(v, p, attacked) - pirateWorth(v, p) - forfeits(v, p, false) - ACTION;
    }
    case "sackPort": {
      const p = s.pirates[a.pirate];
      if (!p || !p.sackable) return null;
      const sacked = { ...s, destroyedPorts: [...s.destroyedPorts, p.sackable] };
      const after = { ...p, sackable: null };
      return sackWorth(v, p, p.sackable) + pirateWorth(v, after, sacked) - pirateWorth(v, p) - ACTION;
    }
    case "discardForActions":
      return ACTION - CARD;
    case "fightOrEscape":
      if (s.stack[s.stack.length - 1]?.kind !== "kc" || a.choice === "surrender") return null;
      return a.choice === "escape" ? 0 : -1;
    case "recoverDR": {
      const p = s.pirates[a.pirate];
      if (!p || !p.dr) return null;
      const needed = p.dr === "voluntary" ? 1 : 2;
      const recovered = { ...p, dr: null, drRecoveries: 0 };
      return (pirateWorth(v, recovered) - pirateWorth(v, p)) * (p.drRecoveries + 1) / needed - forfeits(v, p, false) - ACTION;
    }
    case "playCard": {
      const e = a.event;
      if (a.card !== "fair-winds" || !e || !e.target || !e.area) return null;
      const p = s.pirates[e.target];
      if (!p) return null;
      const at = { kind: "sea", area: e.area };
      const change = movedWorth(v, p, at) + (p.dr ? 0 : (1 - OPPORTUNITY_SHARE) * targetWorth(v, p, at)) - pirateWorth(v, p);
      return (p.owner === me ? change : -change) - CARD;
    }
    default:
      return null;
  }
}
function inPortScore(v, f2, a) {
  const s = v.s;
  switch (a.type) {
    case "pass":
      return f2.step === "convert" || f2.step === "refit" || f2.step === "safeHaven" ? 0 : null;
    case "convertHold": {
      const p = s.pirates[a.pirate];
      const amount = p?.holds[a.hold];
      if (!p || amount === void 0) return null;
      const gained = conversion(portStatus(s, v.ix, p, f2.port), amount);
      return RETIRE_SHARE * (gained - BOOTY_SHARE * amount) / 100;
    }
    case "refit":
      return SHIP_SPEED;
    case "repair": {
      const p = s.pirates[a.pirate];
      if (!p) return null;
      if (a.track === "speed") return p.speed <= 0 ? 1 + SHIP_SPEED : SHIP_SPEED;
      return SHIP_COMBAT;
    }
    case "bribeGovernor":
      return -SHIP_SPEED;
    case "payBribe":
      return a.pay ? -1 : 0;
    default:
      return null;
  }
}
function forfeits(v, p, loots) {
  const merchants = foundWorth(v, p.sackable ? { ...p, sackable: null } : p);
  const sack = foundWorth(v, p) - merchants;
  return sack + (loots || v.s.turn.actionsLeft > 1 ? 0 : merchants);
}
function findChance(s, ix, p, faceUp) {
  const need = FIND_TARGET2 - teamRating(s, ix, p, "ability") - (faceUp ? 1 : 0);
  return Math.max(0, Math.min(6, 7 - need)) / 6;
}
function wantsReroll(s, ix, w) {
  const roll = w.roll;
  if (!roll || roll.spec.kind !== "dice") return false;
  const total2 = roll.value.reduce((a, b) => a + b, 0);
  const mean = roll.spec.count * 3.5;
  const below = s.stack[s.stack.length - 2];
  const p = w.pirate ? s.pirates[w.pirate] : void 0;
  if (below && p) {
    if (below.kind === "find") return total2 + teamRating(s, ix, p, "ability") + (s.merchants[below.port]?.faceUp ? 1 : 0) < FIND_TARGET2;
    if (below.kind === "sackPort") return total2 + teamRating(s, ix, p, "cruelty") <= (ix.port[below.port]?.defense ?? 0);
    if (below.kind === "kc" && below.step === "escapePirate") return escapeRoll(s, ix, below, p, total2).caught;
    if (below.kind === "kc" && below.step === "combatPirate") {
      let now = 0;
      let fresh = 0;
      for (let kcDie = 1; kcDie <= 6; kcDie++) {
        if (battleRoll(s, ix, below, p, total2, kcDie).won) now++;
        for (let die = 1; die <= 6; die++) if (battleRoll(s, ix, below, p, die, kcDie).won) fresh += 1 / 6;
      }
      return now < fresh;
    }
    if (below.kind === "mutiny") return total2 > (ix.pirate[p.id]?.leadership ?? 0);
    if (below.kind === "inPort" && below.step === "bribeRoll") return total2 >= mean + roll.spec.count;
  }
  return total2 <= mean - roll.spec.count;
}

// src/solo/choose.ts
function spChoose(ctx, f2, legal, engine2) {
  const solo2 = ctx.s.solo;
  const only = legal[0];
  if (!solo2 || !only) throw new Error(`internal: spChoose with ${solo2 ? "no legal action" : "no System Player"} at ${f2.kind}`);
  if (legal.length === 1) return only;
  if (ctx.s.config.options.solitaireSystemPlayer === "lookahead") return bestAction(engine2, ctx.s, solo2.system, legal);
  return quickChoice(engine2, ctx.s, ctx.ix, solo2.system, f2, legal);
}

// src/solo/decide.ts
function spConstraints(ctx, f2, legal) {
  const s = ctx.s;
  const solo2 = s.solo;
  if (!solo2) return legal;
  if (f2.kind === "window" && f2.moment !== "cunning" && s.turn.player !== solo2.system) {
    return legal.filter((a) => a.type === "pass");
  }
  if (f2.kind === "warship" && f2.step === "decide") return legal.filter((a) => a.type === "warshipAttack" && a.attack);
  const letter = legal.filter((a) => a.type === "playEvent" && a.card === LETTER && !!a.pirate && solo2.letters.includes(a.pirate));
  if (letter.length > 0) return letter;
  const dr = legal.filter((a) => a.type === "declareDR");
  if (dr.length > 0) return dr;
  return legal;
}
function spDecide(ctx, f2, h, player, engine2) {
  const legal = h.legal(ctx.s, f2, ctx.ix, player);
  const narrowed = spConstraints(ctx, f2, legal);
  const options2 = narrowed.length > 0 ? narrowed : legal;
  if (options2.length === 0) throw new Error(`internal: the System Player has no legal action at ${f2.kind}`);
  const a = spChoose(ctx, f2, options2, engine2);
  if (!options2.some((o) => sameAction(o, a))) throw new Error(`internal: the SP policy chose an illegal action ${JSON.stringify(a)} at ${f2.kind}`);
  const solo2 = ctx.s.solo;
  h.step(ctx, f2, a);
  const after = ctx.s.solo;
  if (solo2 && after && a.type === "playEvent" && a.card === LETTER && a.pirate && after.letters.includes(a.pirate)) {
    ctx.s.solo = { ...after, letters: after.letters.filter((id) => id !== a.pirate) };
  }
}

// src/actions/attack-port.ts
function sum(a) {
  let t = 0;
  for (const x of a) t += x;
  return t;
}
function attackablePorts(s, ix, p) {
  if (p.location.kind !== "sea") return [];
  const out = [];
  const pardon = s.generalPardon.pardon !== null && s.config.options.pardonForbidsEnglishAttacks;
  for (const port of ix.portsInArea[p.location.area] ?? []) {
    const info = ix.port[port];
    if (!info || info.piratePort || s.destroyedPorts.includes(port)) continue;
    if (pardon && info.nationality === "english") continue;
    out.push(port);
  }
  return out;
}
function attackTotal(s, ix, p, port, die) {
  const { combat: combat3, ability, heavyGuns } = fightingValues(s, ix, p);
  const info = Math.max(...team(s, p).map((m) => m.info[port] ?? 0));
  return { die, combat: combat3, ability, info, heavyGuns, total: die + combat3 + ability + info + heavyGuns };
}
var attackPortHandler = {
  rule: (f2) => f2.step === "lootRoll" || f2.step === "stow" ? "9.53" : "9.52",
  node(s, f2, ix) {
    const p = s.pirates[f2.pirate];
    if (!p) return { kind: "auto" };
    switch (f2.step) {
      case "attackRoll":
        return { kind: "chance", spec: dice(1, f2.pirate, `Attack roll of ${displayName(s, f2.pirate)} on ${displayName(s, f2.port)} (9.52)`) };
      case "defenseRoll": {
        const n = s.attackedPorts.includes(f2.port) ? 2 : 1;
        return { kind: "chance", spec: dice(n, null, `Defense roll of ${displayName(s, f2.port)} (9.52${n === 2 ? ", 9.58" : ""})`) };
      }
      case "lootRoll":
        return { kind: "chance", spec: dice(Math.max(1, ix.port[f2.port]?.value ?? 1), f2.pirate, `Booty of ${displayName(s, f2.port)}: one die per point of its Value (9.53)`) };
      case "stow":
        return !p.ally && p.holds.length >= holdCapacity(ix, p) ? { kind: "decision", player: p.owner } : { kind: "auto" };
      default:
        return { kind: "auto" };
    }
  },
  legal(s, f2) {
    const p = s.pirates[f2.pirate];
    if (!p || f2.step !== "stow") return [];
    const out = p.holds.map((_, hold) => ({ type: "jettison", player: p.owner, pirate: p.id, hold }));
    out.push({ type: "abandonCargo", player: p.owner, pirate: p.id });
    return out;
  },
  step(ctx, f2, input) {
    const p = mutPirateIf(ctx, f2.pirate);
    if (!p && f2.step !== "complete") f2.step = "complete";
    switch (f2.step) {
      case "announce":
        f2.step = "attackRoll";
        openWindow(ctx, "attackAnnounced", f2.pirate);
        return;
      case "attackRoll":
        if (input?.type === "chance" && Array.isArray(input.value)) {
          f2.attack = [...input.value];
          f2.step = "defenseRoll";
        }
        return;
      case "defenseRoll":
        if (input?.type === "chance" && Array.isArray(input.value) && p) {
          f2.defense = [...input.value];
          return resolveAttack(ctx, f2, p);
        }
        return;
      case "lootRoll":
        if (input?.type === "chance" && Array.isArray(input.value) && p) {
          f2.booty = sum(input.value) * 100;
          emit(ctx, { type: "portLooted", rule: "9.53", pirate: p.id, port: f2.port, dice: [...input.value], doubloons: f2.booty });
          f2.step = "stow";
        }
        return;
      case "stow":
        if (!p) return;
        if (input?.type === "jettison") {
          const amount = p.holds[input.hold] ?? 0;
          p.holds = p.holds.filter((_, i) => i !== input.hold);
          emit(ctx, { type: "holdJettisoned", rule: "9.53", pirate: p.id, doubloons: amount });
          return;
        }
        const ally = mutAllyOf(ctx, p);
        if (input?.type === "abandonCargo") emit(ctx, { type: "cargoAbandoned", rule: "9.53", pirate: p.id, doubloons: f2.booty });
        else if (ally) shareBooty(ctx, p, ally, f2.booty, "9.53");
        else {
          p.holds = [...p.holds, f2.booty];
          emit(ctx, { type: "bootyStowed", rule: "9.53", pirate: p.id, doubloons: f2.booty, holds: [...p.holds] });
        }
        return successAftermath(ctx, f2, p);
      case "complete":
        endAction(ctx, f2);
        return;
    }
  }
};
function resolveAttack(ctx, f2, p) {
  const s = ctx.s;
  const info = ctx.ix.port[f2.port];
  const attack = attackTotal(s, ctx.ix, p, f2.port, f2.attack[0] ?? 1);
  const defenseRating = info?.defense ?? 0;
  const defense = { dice: [...f2.defense], defense: defenseRating, total: sum(f2.defense) + defenseRating };
  const success = attack.total > defense.total;
  emit(ctx, { type: "portAttacked", rule: "9.52", pirate: p.id, port: f2.port, attack, defense, outcome: success ? "success" : "failure" });
  const nat = info?.nationality ?? null;
  for (const m of mutTeam(ctx, p)) {
    if (nat && !m.attackHistory.includes(nat)) m.attackHistory = [...m.attackHistory, nat];
    if (!m.portsAttacked.includes(f2.port)) m.portsAttacked = [...m.portsAttacked, f2.port];
    if (nat && m.letterOfMarque === nat) {
      m.letterOfMarque = null;
      emit(ctx, { type: "letterOfMarqueLost", rule: "9.58", pirate: m.id, nationality: nat });
    }
    if (m.safeHavens.includes(f2.port)) {
      m.safeHavens = m.safeHavens.filter((h) => h !== f2.port);
      emit(ctx, { type: "safeHavenLost", rule: "9.34", pirate: m.id, port: f2.port });
    }
  }
  if (!s.attackedPorts.includes(f2.port)) s.attackedPorts = [...s.attackedPorts, f2.port];
  if (!success) {
    combatHits(ctx, p, defense.total - attack.total, "9.54");
    f2.step = "complete";
    openWindow(ctx, "attackFailed", f2.pirate);
    return;
  }
  f2.step = "lootRoll";
}
function successAftermath(ctx, f2, p) {
  const value = ctx.ix.port[f2.port]?.value ?? 0;
  gainNp(ctx, p, 2 * value, "portAttack", "9.53");
  changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty["portAttack"] ?? 1, "portAttack", "9.53");
  const from = p.location.kind === "sea" ? p.location.area : null;
  for (const m of mutTeam(ctx, p)) {
    m.location = { kind: "port", port: f2.port };
    m.sackable = f2.port;
    m.sackableTurn = ctx.s.turn.number;
    emit(ctx, { type: "enteredPort", rule: "9.59", pirate: m.id, port: f2.port, from });
    if (m.scurvy) {
      m.scurvy = false;
      emit(ctx, { type: "scurvyCured", rule: "9.41", pirate: m.id });
    }
  }
  combatHits(ctx, p, 1, "9.53");
  f2.step = "complete";
}

// src/actions/booty-grab.ts
function grabTargets(s, p) {
  if (p.location.kind !== "port") return [];
  const out = [];
  for (const q of piratesAt(s, p.location.port)) if (q.owner !== p.owner && q.dr !== null) out.push(q.id);
  return out;
}
function sum2(a) {
  let t = 0;
  for (const x of a) t += x;
  return t;
}
function duelWinner(s, f2) {
  const [g = 0, t = 0] = f2.duel;
  return g > t ? s.pirates[f2.pirate] : t > g ? s.pirates[f2.target] : void 0;
}
function duelSum(ix, a, b) {
  return (ix.pirate[a]?.duel ?? 0) + (ix.pirate[b]?.duel ?? 0);
}
var bootyGrabHandler = {
  rule: (f2) => f2.step.startsWith("duel") || f2.step === "spoils" ? "15.1" : f2.step === "shareRoll" || f2.step === "stow" || f2.step === "surrender" ? "9.63" : "9.62",
  node(s, f2, ix) {
    const p = s.pirates[f2.pirate];
    const t = s.pirates[f2.target];
    if (f2.step === "spoils") {
      const w = duelWinner(s, f2);
      return w ? { kind: "decision", player: w.owner } : { kind: "auto" };
    }
    if (!p || !t) return f2.step === "stow" && p && f2.amount > 0 && !p.ally ? { kind: "decision", player: p.owner } : { kind: "auto" };
    switch (f2.step) {
      case "grabRoll":
        return { kind: "chance", spec: dice(1, p.id, `Booty Grab roll of ${displayName(s, p.id)} (9.62)`) };
      case "targetRoll":
        return { kind: "chance", spec: dice(1, t.id, `Booty Grab roll of ${displayName(s, t.id)}, the target (9.62)`) };
      case "shareRoll":
        return { kind: "chance", spec: dice(1, p.id, `Share of the Booty for ${displayName(s, p.id)} (9.63)`) };
      case "stow":
        return f2.amount > 0 && !p.ally ? { kind: "decision", player: p.owner } : { kind: "auto" };
      case "surrender":
        return f2.left > 0 && t.holds.length > 0 ? { kind: "decision", player: t.owner } : { kind: "auto" };
      case "duelGrabber":
        return { kind: "chance", spec: dice(ix.pirate[p.id]?.duel ?? 1, p.id, `Duel roll of ${displayName(s, p.id)} (15.1)`) };
      case "duelTarget":
        return { kind: "chance", spec: dice(ix.pirate[t.id]?.duel ?? 1, t.id, `Duel roll of ${displayName(s, t.id)} (15.1)`) };
      case "duelAgain":
        return { kind: "decision", player: p.owner };
      case "duelAgainTarget":
        return { kind: "decision", player: t.owner };
      default:
        return { kind: "auto" };
    }
  },
  legal(s, f2, ix) {
    const p = s.pirates[f2.pirate];
    const t = s.pirates[f2.target];
    switch (f2.step) {
      case "stow":
        return p ? holdChoices(ix, p).map((hold) => ({ type: "chooseHold", player: p.owner, pirate: p.id, hold })) : [];
      case "surrender":
        return t ? t.holds.map((_, hold) => ({ type: "surrenderHold", player: t.owner, pirate: t.id, hold })) : [];
      case "duelAgain":
        return p ? [true, false].map((c) => ({ type: "continueDuel", player: p.owner, pirate: p.id, continue: c })) : [];
      case "duelAgainTarget":
        return t ? [true, false].map((c) => ({ type: "continueDuel", player: t.owner, pirate: t.id, continue: c })) : [];
      case "spoils": {
        const w = duelWinner(s, f2);
        return w ? ["possessions", "ship"].map((take) => ({ type: "claimSpoils", player: w.owner, pirate: w.id, take })) : [];
      }
      default:
        return [];
    }
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    const p = mutPirateIf(ctx, f2.pirate);
    const t = mutPirateIf(ctx, f2.target);
    const faces = input?.type === "chance" && Array.isArray(input.value) ? input.value : null;
    if ((!p || !t) && f2.step !== "spoils" && f2.step !== "stow" && f2.step !== "surrender" && f2.step !== "complete") f2.step = "complete";
    switch (f2.step) {
      case "announce":
        f2.step = p && t ? "grabRoll" : "complete";
        openWindow(ctx, "bootyGrabAnnounced", f2.pirate);
        return;
      case "grabRoll":
        if (p && faces) {
          f2.grab = (faces[0] ?? 1) + teamRating(s, ctx.ix, p, "ability") + 1;
          f2.duel = [faces[0] ?? 1];
          f2.step = "targetRoll";
        }
        return;
      case "targetRoll":
        if (p && t && faces) return compare(ctx, f2, p, t, faces[0] ?? 1);
        f2.step = "complete";
        return;
      case "shareRoll":
        if (p && t && faces) {
          const d = faces[0] ?? 1;
          const percent = Math.min(100, (d + f2.grab - f2.defend) * 10);
          const total2 = booty(t);
          f2.amount = Math.ceil(total2 * percent / 100);
          f2.left = f2.amount;
          emit(ctx, { type: "bootyGrabbed", rule: "9.63", pirate: p.id, target: t.id, roll: { die: d, difference: f2.grab - f2.defend }, percent, targetBooty: total2, doubloons: f2.amount });
          f2.step = "stow";
        }
        return;
      case "stow":
        if (p && p.ally && f2.amount > 0) {
          const ally = mutPirateIf(ctx, p.ally);
          if (ally) shareBooty(ctx, p, ally, f2.amount, "9.63");
        } else if (p && input?.type === "chooseHold") {
          addToHold(ctx, p, input.hold, f2.amount);
          emit(ctx, { type: "bootyStowed", rule: "9.63", pirate: p.id, doubloons: f2.amount, holds: [...p.holds] });
        }
        f2.step = t ? "surrender" : "complete";
        return;
      case "surrender":
        if (t && input?.type === "surrenderHold") {
          const have = t.holds[input.hold] ?? 0;
          const take = Math.min(have, f2.left);
          f2.left -= take;
          t.holds = have - take > 0 ? t.holds.map((h, i) => i === input.hold ? h - take : h) : t.holds.filter((_, i) => i !== input.hold);
          emit(ctx, { type: "bootySurrendered", rule: "9.63", pirate: t.id, doubloons: take, holds: [...t.holds] });
          return;
        }
        f2.step = "complete";
        return;
      case "duelGrabber":
        if (faces) {
          f2.duel = [sum2(faces)];
          f2.step = "duelTarget";
        }
        return;
      case "duelTarget":
        if (p && t && faces) return duelResult(ctx, f2, p, t, sum2(faces));
        f2.step = "complete";
        return;
      case "duelAgain":
        f2.step = input?.type === "continueDuel" && input.continue ? "duelAgainTarget" : "complete";
        if (f2.step === "complete") emit(ctx, { type: "duelAbandoned", rule: "15.1", pirate: f2.pirate, target: f2.target });
        return;
      case "duelAgainTarget":
        f2.step = input?.type === "continueDuel" && input.continue ? "duelGrabber" : "complete";
        if (f2.step === "complete") emit(ctx, { type: "duelAbandoned", rule: "15.1", pirate: f2.pirate, target: f2.target });
        return;
      case "spoils":
        if (input?.type === "claimSpoils") return claimSpoils(ctx, f2, input.pirate, input.take);
        f2.step = "complete";
        return;
      case "complete":
        endAction(ctx, f2);
        return;
    }
  }
};
function compare(ctx, f2, p, t, die) {
  const skull = f2.skull ? 2 : 0;
  const ability = teamRating(ctx.s, ctx.ix, t, "ability");
  f2.defend = die + ability + skull;
  const grab = { die: f2.duel[0] ?? 0, ability: teamRating(ctx.s, ctx.ix, p, "ability"), bonus: 1, total: f2.grab };
  const defend = { die, ability, skull, total: f2.defend };
  const outcome = f2.grab > f2.defend ? "success" : f2.grab === f2.defend ? "duel" : "failure";
  emit(ctx, { type: "bootyGrabAttempt", rule: "9.62", pirate: p.id, target: t.id, grab, defend, outcome });
  if (outcome === "success") f2.step = "shareRoll";
  else if (outcome === "duel" && ctx.s.solo) {
    emit(ctx, { type: "bootyGrabTie", rule: "19.3", pirate: p.id, target: t.id, ruling: "B55" });
    f2.step = "complete";
  } else if (outcome === "duel") {
    f2.step = "duelGrabber";
  } else {
    changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty["failedBootyGrab"] ?? -2, "failedBootyGrab", "9.62");
    f2.step = "complete";
  }
}
function duelResult(ctx, f2, p, t, targetTotal) {
  const grabberTotal = f2.duel[0] ?? 0;
  f2.duel = [grabberTotal, targetTotal];
  emit(ctx, { type: "duel", rule: "15.1", pirate: p.id, target: t.id, totals: { [p.id]: grabberTotal, [t.id]: targetTotal }, winner: grabberTotal > targetTotal ? p.id : targetTotal > grabberTotal ? t.id : null });
  if (grabberTotal === targetTotal) {
    f2.step = "duelAgain";
    return;
  }
  const [winner, loser] = grabberTotal > targetTotal ? [p, t] : [t, p];
  if (ctx.s.config.options.duelNp) gainNp(ctx, winner, duelSum(ctx.ix, p.id, t.id), "duel", "15.2");
  const mayLoot = winner === p || ctx.s.config.options.symmetricDuelLoot;
  if (!mayLoot) {
    eliminate(ctx, loser.id, "duel", "15.1");
    f2.step = "complete";
    return;
  }
  f2.step = "spoils";
}
function claimSpoils(ctx, f2, winnerId, take) {
  const w = mutPirateIf(ctx, winnerId);
  const loserId = winnerId === f2.pirate ? f2.target : f2.pirate;
  const l = mutPirateIf(ctx, loserId);
  if (!w || !l) {
    f2.step = "complete";
    return;
  }
  const info = { ...w.info };
  for (const [port, n] of Object.entries(l.info)) info[port] = (info[port] ?? 0) + n;
  w.info = info;
  w.hostages = [...w.hostages, ...l.hostages];
  l.hostages = [];
  if (!w.letterOfMarque && l.letterOfMarque) w.letterOfMarque = l.letterOfMarque;
  if (take === "ship") {
    const cap = ctx.ix.shipType[l.ship]?.holds ?? 0;
    const holds = [...l.holds, ...w.holds].sort((a, b) => b - a).slice(0, cap);
    emit(ctx, { type: "shipTakenOver", rule: "15.1", pirate: w.id, from: l.id, ship: l.ship, holds, jettisoned: l.holds.length + w.holds.length - holds.length });
    if (w.heavyGuns) addCount(mutCounts(ctx, "removed"), "heavy-guns");
    w.ship = l.ship;
    w.combat = l.combat;
    w.speed = l.speed;
    w.heavyGuns = l.heavyGuns;
    w.holds = holds;
    l.heavyGuns = false;
    l.holds = [];
    eliminate(ctx, l.id, "duel", "15.1");
    f2.step = "complete";
    return;
  }
  f2.amount = booty(l);
  l.holds = [];
  emit(ctx, { type: "possessionsTaken", rule: "15.1", pirate: w.id, from: l.id, doubloons: f2.amount });
  eliminate(ctx, l.id, "duel", "15.1");
  if (w.id === f2.pirate && f2.amount > 0) {
    f2.step = "stow";
    return;
  }
  if (f2.amount > 0) addToHold(ctx, w, Math.min(w.holds.length, holdCapacity(ctx.ix, w) - 1), f2.amount);
  f2.step = "complete";
}

// src/actions/retire.ts
function retireMethod(s, ix, p) {
  if (p.location.kind !== "port") return null;
  const blackbeard = s.solo?.blackbeard === p.id;
  if (blackbeard && s.config.options.solitaireBbRetireMethods === "letterOfMarqueOnly") return null;
  const port = p.location.port;
  const status = portStatus(s, ix, p, port);
  if (status === "safe-haven") return "safeHaven";
  if (status === "pirate-port") return s.config.options.retireInPiratePort ? "piratePort" : null;
  const gov = s.governors[port];
  if (!blackbeard && status === "pro-pirate" && gov !== void 0 && gov !== "anti" && !p.bribed.includes(gov)) return "bribe";
  return null;
}
var retireHandler = {
  rule: () => "18.41",
  node(s, f2) {
    const p = inPortAt(s, f2.pirate, f2.port);
    if (!p) return { kind: "auto" };
    if (f2.step === "roll") return { kind: "chance", spec: { kind: "d66", label: `Retirement bribe for ${displayName(s, f2.pirate)}: D66 x 100 (18.41D)` } };
    if (f2.step === "decide") return { kind: "decision", player: p.owner };
    return { kind: "auto" };
  },
  legal(s, f2) {
    const p = s.pirates[f2.pirate];
    if (!p || f2.step !== "decide") return [];
    return bribeChoices(p, f2.price);
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    const p = mutInPortAt(ctx, f2.pirate, f2.port);
    if (!p || f2.step === "complete") {
      endAction(ctx, f2);
      return;
    }
    switch (f2.step) {
      case "announce": {
        const method = retireMethod(s, ctx.ix, p);
        f2.step = method === "bribe" ? "roll" : "haven";
        return;
      }
      case "letter":
        emit(ctx, { type: "retirementStated", rule: "18.41", pirate: p.id, port: f2.port, method: "letterOfMarque" });
        f2.step = "letterRetire";
        openWindow(ctx, LETTER_MOMENTS.retire, p.id);
        return;
      case "letterRetire":
        retire(ctx, p.id, "letterOfMarque", "18.41");
        f2.step = "complete";
        return;
      case "haven":
        retire(ctx, p.id, retireMethod(s, ctx.ix, p) ?? "safeHaven", "18.41");
        f2.step = "complete";
        return;
      case "roll": {
        if (input?.type !== "chance" || !Array.isArray(input.value)) return;
        const [black = 1, white = 1] = input.value;
        f2.price = (black * 10 + white) * 100;
        const gov = s.governors[f2.port];
        if (gov !== void 0 && gov !== "anti") p.bribed = [...p.bribed, gov];
        emit(ctx, { type: "bribePrice", rule: "18.41", pirate: p.id, port: f2.port, d66: [black, white], price: f2.price, purpose: "retirement" });
        f2.step = "decide";
        return;
      }
      case "decide":
        if (input?.type === "payBribe" && input.pay) {
          p.netWorth -= f2.price;
          emit(ctx, { type: "bribePaid", rule: "18.41", pirate: p.id, port: f2.port, price: f2.price, netWorth: p.netWorth });
          retire(ctx, p.id, "bribe", "18.41");
        } else {
          emit(ctx, { type: "bribeDeclined", rule: "18.41", pirate: p.id, port: f2.port, price: f2.price });
          changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty["failedBribe"] ?? -1, "failedBribe", "18.41");
        }
        f2.step = "complete";
        return;
    }
  }
};

// src/actions/turn.ts
var HAND_SIZE = 4;
function cardActions(s, ix, card, pirate) {
  const c = ix.card[card];
  if (!c || c.mode === "must-play" || c.actions === null) return null;
  if (c.actions === "initiative") {
    const p = pirate ? s.pirates[pirate] : void 0;
    return p ? ratings(ix, p.id).initiative : null;
  }
  return c.actions;
}
function playCardActions(s, ix, player, mine) {
  const hand = s.players[player]?.hand ?? [];
  const out = [];
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i];
    if (!card || i > 0 && card === hand[i - 1]) continue;
    const c = ix.card[card];
    if (!c || c.actions === null) continue;
    const events = c.mode === "actions-and-event" ? cardRules().cardEventChoices(s, ix, player, card) : null;
    if (events) {
      for (const event of events) out.push({ type: "playCard", player, card, pirate: null, event });
    } else if (c.actions === "initiative") {
      for (const p of mine) out.push({ type: "playCard", player, card, pirate: p.id });
    } else {
      out.push({ type: "playCard", player, card, pirate: null });
    }
  }
  return out;
}
function actingPirates(s, mine) {
  const bound = s.turn.actionsPirate;
  const p = bound ? s.pirates[bound] : void 0;
  if (!p) return mine;
  const ally = allyOf(s, p);
  return ally ? [p, ally] : [p];
}
function pirateActionsFor(s, ix, p) {
  const player = p.owner;
  const pirate = p.id;
  const out = [];
  if (!mayLead(s, p)) return out;
  const ally = allyOf(s, p);
  const allyDest = ally ? new Set(moveDestinations(s, ix, ally).map(locationLabel)) : null;
  const ownKc = kcOf(s, player);
  const kcArea = ownKc ? s.kcs[ownKc]?.area : void 0;
  for (const to of moveDestinations(s, ix, p)) {
    if (to.kind === "sea" && to.area === kcArea) continue;
    if (!allyDest || allyDest.has(locationLabel(to))) out.push({ type: "move", player, pirate, to });
  }
  if (p.location.kind === "sea" && p.location.area === kcArea) return out;
  if (p.dr || ally?.dr) {
    if (p.location.kind === "port") out.push({ type: "recoverDR", player, pirate });
    return out;
  }
  if (p.location.kind === "sea") {
    const area = p.location.area;
    for (const port of ix.portsInArea[area] ?? []) {
      const m = s.merchants[port];
      if (!m) continue;
      if (m.foundBy === null) out.push({ type: "findMerchant", player, pirate, port });
      else if (m.foundBy === pirate || ally && m.foundBy === ally.id) out.push({ type: "loot", player, pirate, port });
    }
    if (p.convertible) out.push({ type: "convertMerchant", player, pirate });
    for (const port of attackablePorts(s, ix, p)) out.push({ type: "attackPort", player, pirate, port });
    if (cardRules().mayDig(ix, p)) out.push({ type: "digTreasure", player, pirate });
    return out;
  }
  if (p.location.kind === "port") {
    const port = p.location.port;
    const status = portStatus(s, ix, p, port);
    if (inPortAllowed(status)) out.push({ type: "inPortActivities", player, pirate });
    if (p.sackable === port) out.push({ type: "sackPort", player, pirate });
    for (const target2 of grabTargets(s, p)) out.push({ type: "bootyGrab", player, pirate, target: target2 });
    if (retireMethod(s, ix, p)) out.push({ type: "retire", player, pirate });
    if (mayRetireWithLetter(s, ix, p)) out.push({ type: "retire", player, pirate, method: "letterOfMarque" });
    if (status !== "anti-pirate") {
      for (const partner of alliancePartners(s, p)) {
        const q = s.pirates[partner];
        if (q && portStatus(s, ix, q, port) !== "anti-pirate") out.push({ type: "formAlliance", player, pirate, partner });
      }
    }
  }
  return out;
}
function playPhaseActions(s, ix) {
  const t = s.turn;
  const player = t.player;
  const me = s.players[player];
  if (!me) return [];
  const out = [];
  const mine = piratesOf(s, player);
  const playable = t.actionsCard === null ? playCardActions(s, ix, player, mine) : [];
  const cardPlays = t.discardedForActions === 0 ? playable : [];
  for (const a of cardPlays) out.push(a);
  if (t.actionsCard === null && t.discardedForActions < 2 && me.hand.length > 0 && playable.length === 0) {
    for (let i = 0; i < me.hand.length; i++) {
      const card = me.hand[i];
      if (card && (i === 0 || card !== me.hand[i - 1])) out.push({ type: "discardForActions", player, card });
    }
  }
  if (t.actionsLeft > 0) {
    for (const p of actingPirates(s, mine)) for (const a of pirateActionsFor(s, ix, p)) out.push(a);
    if (t.actionsPirate === null || !s.pirates[t.actionsPirate]) out.push(...actionK(s, ix, player));
  }
  for (const p of mine) if (p.ally && p.id < p.ally) out.push({ type: "breakAlliance", player, pirate: p.id });
  if (t.holdPlayed || cardPlays.length === 0) out.push({ type: "endTurn", player });
  return out;
}
function actionK(s, ix, player) {
  const me = s.players[player];
  if (!me) return [];
  const lim = limits(s.config.players);
  const inPlay = inPlayCount(s, player);
  const out = [];
  const canDraw = s.pirateDeck.length > 0 && (s.config.players >= 6 ? inPlay === 0 && me.pirateHand.length === 0 : me.pirateHand.length < lim.inHand || inPlay < lim.inPlay);
  if (canDraw) out.push({ type: "drawPirate", player });
  if (inPlay < lim.inPlay) for (const pirate of me.pirateHand) out.push(...deployActions(s, ix, player, pirate));
  return out;
}
function startAction(ctx, pirate, kind, frame) {
  const s = ctx.s;
  s.turn.actionsLeft -= 1;
  s.turn.actionCount += 1;
  const p = s.pirates[pirate] ? mutPirate(ctx, pirate) : void 0;
  for (const m of p ? mutTeam(ctx, p) : []) {
    if (kind !== "move") m.slowMove = null;
    if (kind !== "recoverDR") m.drRecoveries = 0;
    if (kind !== "sackPort") m.sackable = null;
    m.convertible = null;
  }
  s.turn.actionApTypes = [];
  s.turn.actionWarship = false;
  s.turn.actionKcReaction = false;
  emit(ctx, { type: "actionBegun", rule: "4.5", player: s.turn.player, pirate, action: kind, number: s.turn.actionCount, actionsLeft: s.turn.actionsLeft });
  push2(ctx, frame);
  if (s.solo) soloRules().actionBegun(ctx, pirate, kind);
  if (p && p.location.kind === "port" && kind !== "move") openWindow(ctx, "inPortAnnounced", pirate);
  else if (kind === "digTreasure") openWindow(ctx, "digAnnounced", pirate);
  if (p && p.loyalty === 0) startMutiny(ctx, pirate, "activatedAtLoyaltyZero");
}
function endTurn(ctx) {
  const s = ctx.s;
  if (!s.config.options.foundPersists) for (const port of Object.keys(s.merchants)) {
    const m = s.merchants[port];
    if (m && m.foundBy !== null) mutMerchant(ctx, port).foundBy = null;
  }
  for (const p of s.solo ? soloRules().turnPirates(s) : piratesOf(s, s.turn.player)) {
    if (p.sackable !== null && p.sackableTurn < s.turn.number) mutPirate(ctx, p.id).sackable = null;
  }
  for (const id of Object.keys(s.pirates)) {
    if (s.pirates[id]?.slowMove) mutPirate(ctx, id).slowMove = null;
  }
  const gp = s.generalPardon;
  if (gp.pardon && s.turn.number >= gp.pardon.endsAfterTurn) {
    emit(ctx, { type: "pardonEnded", rule: "17.2", drawer: gp.pardon.drawer });
    gp.pardon = null;
  }
  emit(ctx, { type: "turnEnded", rule: "4.4", player: s.turn.player, turn: s.turn.number });
  const next = s.solo ? soloRules().nextPlayer(ctx) : nextPlayer(s, s.turn.player);
  s.turn = freshTurn(s.turn.number + 1, next, "start");
}
var turnHandler = {
  rule: () => "4.4",
  node(s, _f, ix) {
    const t = s.turn;
    const hand = s.players[t.player]?.hand.length ?? 0;
    if (t.phase === "draw" && s.solo) return soloRules().drawNode(s, ix);
    if (t.phase === "draw" && hand < HAND_SIZE && deckHasCards(s, ix)) {
      return { kind: "chance", spec: { kind: "draw", pool: "event", label: `Player ${t.player} draws an Event card (4.4A)` } };
    }
    if (t.phase === "play" && !t.malDeMer) return { kind: "decision", player: t.player };
    return { kind: "auto" };
  },
  legal(s, _f, ix) {
    if (s.turn.phase !== "play") return [];
    return s.solo ? soloRules().playFilter(s, ix, playPhaseActions(s, ix)) : playPhaseActions(s, ix);
  },
  step(ctx, _f, input) {
    const s = ctx.s;
    const t = s.turn;
    const me = s.players[t.player];
    if (!me) throw new Error(`internal: no player ${t.player}`);
    switch (t.phase) {
      case "start": {
        emit(ctx, { type: "turnStarted", rule: "4.3", player: t.player, turn: t.number });
        let done = null;
        for (const p of s.solo ? soloRules().turnPirates(s) : piratesOf(s, t.player)) {
          if (p.id === done) continue;
          const ally = allyOf(s, p);
          if (ally) done = ally.id;
          if (p.scurvy || ally?.scurvy) changeLoyalty(ctx, mutPirate(ctx, p.id), -1, "scurvy", "17.2");
        }
        t.phase = "draw";
        return;
      }
      case "draw": {
        if (s.solo) return soloRules().drawStep(ctx, input);
        if (input?.type === "chance" && typeof input.value === "string") {
          drawCard(ctx, t.player, input.value);
          return;
        }
        if (s.generalPardon.whereabouts === "longGame" && me.hand.length < HAND_SIZE && total(s.deck) === 0) {
          rebuildLongGameDeck(ctx);
          return;
        }
        t.phase = "merchants";
        return;
      }
      case "merchants": {
        t.phase = "play";
        if (t.malDeMer && s.config.options.malDeMerSkipsMerchants) return;
        if (s.solo) return soloRules().merchantPhase(ctx);
        const onMap = Object.keys(s.merchants).length;
        if (onMap < 5) push2(ctx, placeMerchantsFrame(6 - onMap, "4.4"));
        return;
      }
      case "play": {
        if (!input) {
          t.phase = "end";
          return;
        }
        playStep(ctx, input);
        return;
      }
      case "end":
        if (s.solo && soloRules().endOfTurn(ctx)) return;
        endTurn(ctx);
        return;
      default:
        return;
    }
  }
};
function drawCard(ctx, player, card) {
  const s = ctx.s;
  takeCount(mutCounts(ctx, "deck"), card);
  const c = ctx.ix.card[card];
  if (c?.mode === "must-play") {
    emit(ctx, { type: "cardDrawn", rule: "4.4", player, card, mustPlay: true });
    push2(ctx, { kind: "event", card, player, step: "start", index: 0, targets: [], queue: [] });
  } else {
    emit(ctx, { type: "cardDrawn", rule: "4.4", player, card, mustPlay: false, visibleTo: player });
    const me = s.players[player];
    if (me) mutPlayer(ctx, player).hand = withSorted(me.hand, card);
  }
  cardRules().returnGeneralPardon(ctx);
}
function rebuildLongGameDeck(ctx) {
  const s = ctx.s;
  for (const id of Object.keys(s.discard)) addCount(mutCounts(ctx, "deck"), id, s.discard[id] ?? 0);
  s.discard = {};
  addCount(mutCounts(ctx, "deck"), "general-pardon");
  s.generalPardon.whereabouts = "deck";
  emit(ctx, { type: "deckRebuilt", rule: "4.1", cards: total(s.deck) });
}
function playStep(ctx, a) {
  const s = ctx.s;
  const t = s.turn;
  const me = s.players[t.player];
  if (!me) return;
  switch (a.type) {
    case "playCard": {
      const actions = cardActions(s, ctx.ix, a.card, a.pirate) ?? 0;
      mutPlayer(ctx, t.player).hand = withoutOne(me.hand, a.card);
      t.actionsCard = a.card;
      t.actionsLeft = actions;
      t.actionsPirate = a.pirate;
      t.holdPlayed = true;
      const rule = a.event ? "4.4" : ctx.ix.card[a.card]?.actions === "initiative" ? "4.52" : "4.5";
      emit(ctx, { type: "cardPlayed", rule, player: t.player, card: a.card, use: a.event ? "actionsAndEvent" : "actions", actions, pirate: a.pirate });
      const where = a.event ? cardRules().resolveCardEvent(ctx, t.player, a.card, a.event) : "discard";
      if (where === "discard") addCount(mutCounts(ctx, "discard"), a.card);
      return;
    }
    case "discardForActions": {
      mutPlayer(ctx, t.player).hand = withoutOne(me.hand, a.card);
      addCount(mutCounts(ctx, "discard"), a.card);
      t.discardedForActions += 1;
      t.actionsLeft += 1;
      t.holdPlayed = true;
      emit(ctx, { type: "cardDiscardedForActions", rule: "4.55", player: t.player, card: a.card, actionsLeft: t.actionsLeft });
      return;
    }
    case "endTurn":
      t.phase = "end";
      emit(ctx, { type: "cardPlayEnded", rule: "4.4", player: t.player, actionsUnused: t.actionsLeft });
      return;
    case "move":
      return startAction(ctx, a.pirate, "move", { kind: "move", pirate: a.pirate, to: a.to, step: "announce" });
    case "findMerchant":
      return startAction(ctx, a.pirate, "findMerchant", { kind: "find", pirate: a.pirate, port: a.port, step: "announce" });
    case "loot": {
      const m = s.merchants[a.port];
      return startAction(ctx, a.pirate, "loot", {
        kind: "loot",
        pirate: a.pirate,
        port: a.port,
        merchant: m?.type ?? "",
        step: "announce",
        roll: 0,
        cargo: 0,
        loyalty: 0,
        hostage: null,
        cargoState: "pending",
        hostageDone: false,
        converted: false
      });
    }
    case "convertMerchant": {
      const merchant = s.pirates[a.pirate]?.convertible;
      if (!merchant) return;
      return startAction(ctx, a.pirate, "convertMerchant", { kind: "convert", pirate: a.pirate, merchant, step: "announce" });
    }
    case "recoverDR":
      return startAction(ctx, a.pirate, "recoverDR", { kind: "recover", pirate: a.pirate });
    case "digTreasure": {
      const p = s.pirates[a.pirate];
      if (!p) return;
      return startAction(ctx, a.pirate, "digTreasure", cardRules().digFrame(mutPirate(ctx, a.pirate)));
    }
    case "inPortActivities": {
      const p = s.pirates[a.pirate];
      if (p?.location.kind !== "port") return;
      return startAction(ctx, a.pirate, "inPortActivities", inPortFrame(ctx, a.pirate, p.location.port));
    }
    case "attackPort":
      return startAction(ctx, a.pirate, "attackPort", { kind: "attackPort", pirate: a.pirate, port: a.port, step: "announce", attack: [], defense: [], booty: 0 });
    case "sackPort": {
      const p = s.pirates[a.pirate];
      if (p?.location.kind !== "port") return;
      return startAction(ctx, a.pirate, "sackPort", { kind: "sackPort", pirate: a.pirate, port: p.location.port, step: "announce" });
    }
    case "bootyGrab":
      return startAction(ctx, a.pirate, "bootyGrab", { kind: "bootyGrab", pirate: a.pirate, target: a.target, step: "announce", grab: 0, defend: 0, amount: 0, left: 0, duel: [], skull: false });
    case "formAlliance":
      return startAction(ctx, a.pirate, "formAlliance", { kind: "formAlliance", pirate: a.pirate, partner: a.partner });
    case "breakAlliance":
      return breakAllianceAction(ctx, a.pirate);
    case "retire": {
      const p = s.pirates[a.pirate];
      if (p?.location.kind !== "port") return;
      const step = a.method === "letterOfMarque" ? "letter" : "announce";
      return startAction(ctx, a.pirate, "retire", { kind: "retire", pirate: a.pirate, port: p.location.port, step, price: 0 });
    }
    case "drawPirate":
      t.actionsLeft -= 1;
      t.actionCount += 1;
      emit(ctx, { type: "actionBegun", rule: "5.16", player: t.player, pirate: null, action: "drawPirate", number: t.actionCount, actionsLeft: t.actionsLeft });
      push2(ctx, { kind: "pirateCard", player: t.player, step: "draw", drawn: null, returning: null });
      return;
    case "deployPirate":
      t.actionsLeft -= 1;
      t.actionCount += 1;
      emit(ctx, { type: "actionBegun", rule: "5.13", player: t.player, pirate: a.pirate, action: "deployPirate", number: t.actionCount, actionsLeft: t.actionsLeft });
      deployFromHand(ctx, t.player, a.pirate, a.area, a.ship, "5.13");
      return;
    default:
      return;
  }
}

// src/actions/choose-area.ts
function putToSea(ctx, pirate, rule) {
  const p = mutPirateIf(ctx, pirate);
  if (!p || p.location.kind !== "port") return;
  if (p.ally && ctx.s.stack.some((f2) => f2.kind === "chooseArea" && f2.pirate === p.ally)) return;
  const areas = ctx.ix.port[p.location.port]?.seaAreas ?? [];
  if (areas.length === 1 && areas[0]) return toSea(ctx, p, areas[0], rule, false);
  ctx.s.stack.push({ kind: "chooseArea", pirate, options: [...areas], rule });
}
function toSea(ctx, p, area, rule, chosen) {
  if (p.location.kind !== "port") return;
  const port = p.location.port;
  for (const m of mutTeam(ctx, p)) {
    if (m.location.kind !== "port" || m.location.port !== port) continue;
    m.location = { kind: "sea", area };
    m.sackable = null;
    emit(ctx, chosen ? { type: "putToSea", rule, pirate: m.id, from: port, to: area, chosen: true } : { type: "putToSea", rule, pirate: m.id, from: port, to: area });
  }
}
var chooseAreaHandler = {
  rule: (f2) => f2.rule,
  node(s, f2) {
    const p = s.pirates[f2.pirate];
    return p ? { kind: "decision", player: p.owner } : { kind: "auto" };
  },
  legal(s, f2) {
    const p = s.pirates[f2.pirate];
    return p ? f2.options.map((area) => ({ type: "chooseArea", player: p.owner, pirate: p.id, area })) : [];
  },
  step(ctx, f2, input) {
    const p = mutPirateIf(ctx, f2.pirate);
    if (p && input?.type === "chooseArea") toSea(ctx, p, input.area, f2.rule, true);
    pop2(ctx, f2);
  }
};

// src/actions/ports.ts
function piratesInPort(ctx, port) {
  return piratesAt(ctx.s, port).map((p) => p.id);
}
function removeGovernor(ctx, port, rule) {
  const s = ctx.s;
  const gov = s.governors[port];
  if (gov === void 0) return;
  delete mutCounts(ctx, "governors")[port];
  if (gov === "anti" && s.antiGovernorProxies > 0) s.antiGovernorProxies -= 1;
  else if (gov === "anti") s.governorsRemoved.anti += 1;
  else s.governorsRemoved.pro = [...s.governorsRemoved.pro, gov];
  emit(ctx, { type: "governorRemoved", rule, port, governor: gov === "anti" ? "anti-pirate" : "pro-pirate" });
  loseSafeHavens(ctx, port);
}
function loseSafeHavens(ctx, port) {
  const losing = [];
  for (const id of Object.keys(ctx.s.pirates)) {
    const p = ctx.s.pirates[id];
    if (p && p.safeHavens.includes(port)) losing.push(mutPirate(ctx, id));
  }
  losing.sort((a, b) => a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  for (const p of losing) {
    p.safeHavens = p.safeHavens.filter((h) => h !== port);
    emit(ctx, { type: "safeHavenLost", rule: "9.34", pirate: p.id, port });
  }
}
function destroyPort(ctx, port, rule) {
  const s = ctx.s;
  removeGovernor(ctx, port, rule);
  loseSafeHavens(ctx, port);
  const m = s.merchants[port];
  if (m) {
    delete mutRecord(ctx, "merchants")[port];
    addCount(mutCounts(ctx, "merchantPool"), m.type);
    emit(ctx, { type: "merchantRemoved", rule, port, merchant: m.faceUp ? m.type : void 0, cause: "portDestroyed" });
  }
  for (const id of Object.keys(s.pirates)) {
    const p = s.pirates[id];
    if (p && p.info[port] !== void 0) mutPirate(ctx, id).info = Object.fromEntries(Object.entries(p.info).filter(([k]) => k !== port));
  }
  if (!s.destroyedPorts.includes(port)) s.destroyedPorts = [...s.destroyedPorts, port];
  for (const f2 of s.stack) {
    if ((f2.kind === "inPort" || f2.kind === "retire" || f2.kind === "sackPort" || f2.kind === "attackPort") && f2.port === port) f2.step = "complete";
  }
  emit(ctx, { type: "portDestroyed", rule, port });
}
function killEveryoneInPort(ctx, port, cause, rule) {
  for (const id of piratesInPort(ctx, port)) eliminate(ctx, id, cause, rule);
}
function oustAll(ctx, port, rule) {
  for (const id of piratesInPort(ctx, port)) {
    emit(ctx, { type: "pirateOusted", rule, pirate: id, port });
    putToSea(ctx, id, rule);
  }
}

// src/cards/disease.ts
var disease = {
  rule: () => "17.2",
  node: () => ({ kind: "chance", spec: { kind: "d66", label: "D66 for the port struck by Disease (17.2 #3)" } }),
  legal: () => [],
  step(ctx, f2, input) {
    if (input?.type !== "chance" || !Array.isArray(input.value)) return finishEvent(ctx, f2);
    const [black = 1, white = 1] = input.value;
    const port = ctx.ix.portByLocator[black * 10 + white];
    if (!port) return finishEvent(ctx, f2);
    emit(ctx, { type: "disease", rule: "17.2", d66: [black, white], port: port.id });
    removeGovernor(ctx, port.id, "17.2");
    killEveryoneInPort(ctx, port.id, "disease", "17.2");
    finishEvent(ctx, f2);
  }
};

// src/cards/european-turmoil.ts
var europeanTurmoil = {
  rule: () => "17.2",
  node: () => ({ kind: "auto" }),
  legal: () => [],
  step(ctx, f2) {
    const s = ctx.s;
    const warships = Object.keys(s.warships).sort();
    for (const area of warships) {
      const w = s.warships[area];
      if (w) addCount(mutCounts(ctx, "warshipPool"), w);
      delete mutCounts(ctx, "warships")[area];
    }
    const kcs = Object.keys(s.kcs).sort();
    for (const id of kcs) returnKcToPool(ctx, id);
    emit(ctx, { type: "europeanTurmoil", rule: "17.2", warshipsRemoved: warships.length, kcsRemoved: kcs });
    finishEvent(ctx, f2);
  }
};
function returnKcToPool(ctx, id) {
  const s = ctx.s;
  delete mutRecord(ctx, "kcs")[id];
  if (!ctx.ix.kc[id]?.exPirate) {
    s.kcPool = [...s.kcPool, id].sort();
  }
}

// src/cards/finger-of-fate.ts
function current(f2) {
  return f2.queue[0];
}
var fingerOfFate = {
  rule: () => "17.2",
  node(s, f2) {
    if (f2.step === "start") return { kind: "auto" };
    const p = current(f2);
    return p && (s.players[p]?.hand.length ?? 0) > 0 ? { kind: "decision", player: p } : { kind: "auto" };
  },
  legal(s, f2) {
    const p = current(f2);
    const hand = p ? s.players[p]?.hand ?? [] : [];
    if (!p) return [];
    const out = [];
    for (let i = 0; i < hand.length; i++) {
      const card = hand[i];
      if (card && (i === 0 || card !== hand[i - 1])) out.push({ type: "discardCard", player: p, card });
    }
    return out;
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    if (f2.step === "start") {
      const order = [];
      let p2 = f2.player;
      for (let i = 0; i < s.order.length; i++) {
        if (!s.solo || p2 !== s.solo.system) order.push(p2);
        p2 = nextPlayer(s, p2);
      }
      f2.queue = order;
      f2.step = "discard";
      emit(ctx, { type: "fingerOfFate", rule: "17.2", player: f2.player });
      return;
    }
    const p = current(f2);
    if (p && input?.type === "discardCard") {
      const me = mutPlayerIf(ctx, p);
      if (me) {
        me.hand = withoutOne(me.hand, input.card);
        addCount(mutCounts(ctx, "discard"), input.card);
        emit(ctx, { type: "cardDiscarded", rule: "17.2", player: p, card: input.card });
      }
    }
    f2.queue.shift();
    if (f2.queue.length > 0) return;
    if (s.solo) return finishEvent(ctx, f2);
    const hands = /* @__PURE__ */ new Map();
    for (const q of s.order) hands.set(q, [...s.players[q]?.hand ?? []]);
    for (const q of s.order) {
      const to = mutPlayerIf(ctx, nextPlayer(s, q));
      if (to) to.hand = hands.get(q) ?? [];
    }
    emit(ctx, { type: "handsPassedLeft", rule: "17.2" });
    finishEvent(ctx, f2);
  }
};

// src/cards/general-pardon-event.ts
var generalPardon = {
  rule: () => "17.2",
  node: () => ({ kind: "auto" }),
  legal: () => [],
  step(ctx, f2) {
    finishEvent(ctx, f2, "none");
    resolveGeneralPardon(ctx, f2.player);
  }
};

// src/cards/new-governors.ts
var PLACEMENTS = 2;
var SOLO_PLACEMENTS = 1;
var newGovernors = {
  rule: () => "17.2",
  node(_s, f2) {
    if (f2.step === "start") return { kind: "chance", spec: { kind: "d66", label: `D66 for New Governor ${f2.targets.length + 1} (17.2 #9)` } };
    return { kind: "auto" };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const s = ctx.s;
    if (f2.step === "start") {
      if (input?.type !== "chance" || !Array.isArray(input.value)) return finishEvent(ctx, f2);
      const [black = 1, white = 1] = input.value;
      const port = ctx.ix.portByLocator[black * 10 + white];
      if (!port) return;
      if (port.piratePort || s.destroyedPorts.includes(port.id)) {
        emit(ctx, { type: "newGovernorReroll", rule: "17.2", d66: [black, white], port: port.id, reason: port.piratePort ? "pirate port" : "destroyed port (B51)" });
        return;
      }
      if (s.antiGovernorSupply === 0 && s.config.options.newGovernorsWhenExhausted === "noEffect") {
        emit(ctx, { type: "newGovernorSkipped", rule: "17.2", d66: [black, white], port: port.id, reason: "no Anti-Pirate Governor counter left (B51 option)" });
        f2.targets.push(port.id);
        if (f2.targets.length >= (s.solo ? SOLO_PLACEMENTS : PLACEMENTS)) f2.step = "finish";
        return;
      }
      removeGovernor(ctx, port.id, "17.2");
      if (s.antiGovernorSupply > 0) s.antiGovernorSupply -= 1;
      else s.antiGovernorProxies += 1;
      mutCounts(ctx, "governors")[port.id] = "anti";
      emit(ctx, { type: "newGovernor", rule: "17.2", d66: [black, white], port: port.id, governor: "anti-pirate" });
      oustAll(ctx, port.id, "9.24");
      f2.targets.push(port.id);
      if (f2.targets.length >= (s.solo ? SOLO_PLACEMENTS : PLACEMENTS)) f2.step = "finish";
      return;
    }
    finishEvent(ctx, f2);
  }
};

// src/cards/mal-de-mer.ts
var malDeMer = {
  rule: () => "17.2",
  node: () => ({ kind: "auto" }),
  legal: () => [],
  step(ctx, f2) {
    if (ctx.s.turn.player === f2.player) ctx.s.turn.malDeMer = true;
    emit(ctx, { type: "malDeMer", rule: "17.2", player: f2.player });
    finishEvent(ctx, f2);
  }
};

// src/cards/storms-at-sea.ts
function stormedPlaces(ix, areas) {
  const boxes = /* @__PURE__ */ new Set();
  for (const a of areas) for (const b of ix.seaArea[a]?.transitBoxes ?? []) boxes.add(b);
  return { areas: [...areas], boxes: [...boxes] };
}
function buildQueue(s, ix, areas) {
  const { boxes } = stormedPlaces(ix, areas);
  const q = [];
  for (const a of areas) if (s.warships[a]) q.push(`w:${a}`);
  for (const id of Object.keys(s.pirates).sort()) {
    const loc = s.pirates[id]?.location;
    if (!loc) continue;
    if (loc.kind === "sea" && areas.includes(loc.area) || loc.kind === "transit" && boxes.includes(loc.box)) q.push(`p:${id}`);
  }
  for (const id of Object.keys(s.kcs).sort()) {
    const at = s.kcs[id]?.area ?? "";
    if (areas.includes(at) || boxes.includes(at)) q.push(`k:${id}`);
  }
  return q;
}
function removeMerchants(ctx, areas) {
  const s = ctx.s;
  for (const port of Object.keys(s.merchants).sort()) {
    const inArea = (ctx.ix.port[port]?.seaAreas ?? []).some((a) => areas.includes(a));
    const m = s.merchants[port];
    if (inArea && m) {
      delete mutRecord(ctx, "merchants")[port];
      addCount(mutCounts(ctx, "merchantPool"), m.type);
      emit(ctx, { type: "merchantRemoved", rule: "17.2", port, merchant: m.faceUp ? m.type : void 0, cause: "storm" });
    }
  }
}
var stormsAtSea = {
  rule: () => "17.2",
  node(s, f2) {
    if (f2.step === "start") return { kind: "chance", spec: { kind: "d66", label: "D66 for the Storm (17.2 #20)" } };
    if (f2.step === "chooseArea") return { kind: "decision", player: f2.player };
    const head = f2.queue[0];
    if (f2.step === "effects" && head) {
      const what = head.slice(2);
      if (head.startsWith("w:")) return { kind: "chance", spec: { kind: "dice", count: 2, roller: null, label: `2d6 against the Warship in ${displayName(s, what)} (17.2 #20)` } };
      return { kind: "chance", spec: { kind: "dice", count: 1, roller: null, label: `Storm roll for ${displayName(s, what)} (17.2 #20)` } };
    }
    return { kind: "auto" };
  },
  legal(_s, f2) {
    if (f2.step !== "chooseArea") return [];
    return f2.targets.map((area) => ({ type: "chooseStormArea", player: f2.player, area }));
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    if (f2.step === "start") {
      if (input?.type !== "chance" || !Array.isArray(input.value)) return finishEvent(ctx, f2);
      const [black = 1, white = 1] = input.value;
      const port = ctx.ix.portByLocator[black * 10 + white];
      if (!port) return finishEvent(ctx, f2);
      f2.targets = [...port.seaAreas];
      emit(ctx, { type: "storm", rule: "17.2", d66: [black, white], port: port.id, areas: [...f2.targets] });
      if (f2.targets.length > 1 && s.config.options.bermudaStormOneArea) {
        f2.step = "chooseArea";
        return;
      }
      return beginEffects(ctx, f2);
    }
    if (f2.step === "chooseArea") {
      if (input?.type === "chooseStormArea") f2.targets = [input.area];
      return beginEffects(ctx, f2);
    }
    if (f2.step === "effects") {
      const head = f2.queue.shift();
      if (!head || input?.type !== "chance" || !Array.isArray(input.value)) return finishEvent(ctx, f2);
      resolveOne(ctx, head, input.value, f2);
      if (f2.queue.length === 0) f2.step = "finish";
      return;
    }
    finishEvent(ctx, f2);
    if (ctx.s.solo) soloRules().stormRefill(ctx);
  }
};
function beginEffects(ctx, f2) {
  const { boxes } = stormedPlaces(ctx.ix, f2.targets);
  emit(ctx, { type: "stormStrikes", rule: "17.2", areas: [...f2.targets], transitBoxes: boxes });
  removeMerchants(ctx, f2.targets);
  f2.queue = buildQueue(ctx.s, ctx.ix, f2.targets);
  f2.step = f2.queue.length > 0 ? "effects" : "finish";
}
function resolveOne(ctx, head, faces, f2) {
  const s = ctx.s;
  const id = head.slice(2);
  const roll = faces.reduce((a, b) => a + b, 0);
  if (head.startsWith("w:")) {
    const w = s.warships[id];
    const combat3 = ratingForNpAndStorm(s, w ? ctx.ix.warship[w]?.combat ?? 0 : 0);
    const removed = roll > combat3;
    emit(ctx, { type: "stormWarship", rule: "17.2", area: id, warship: w, roll: { dice: faces, total: roll, combat: combat3 }, removed });
    if (removed && w) {
      delete mutCounts(ctx, "warships")[id];
      addCount(mutCounts(ctx, "warshipPool"), w);
    }
    return;
  }
  if (head.startsWith("k:")) {
    const removed = roll <= 4;
    emit(ctx, { type: "stormKc", rule: "17.2", kc: id, roll, removed });
    if (removed) returnKcToPool(ctx, id);
    return;
  }
  const p = mutPirateIf(ctx, id);
  if (!p) return;
  const inTransit = p.location.kind === "transit" ? 1 : 0;
  const adjusted = Math.min(7, roll + inTransit);
  const row = ctx.ix.set.tables.storm[adjusted - 1];
  emit(ctx, { type: "stormPirate", rule: "17.2", pirate: id, roll: { die: roll, transit: inTransit, total: adjusted }, speedHits: row?.speedHits ?? 0, sunk: row?.sunk ?? false, drawer: f2.player });
  if (row?.sunk) sink(ctx, pirateOf(s, id), "17.2");
  else speedHits(ctx, p, row?.speedHits ?? 0, "17.2");
}

// src/cards/natural-disaster.ts
var naturalDisaster = {
  rule: () => "17.2",
  node(_s, f2) {
    if (f2.step === "start") return { kind: "chance", spec: { kind: "dice", count: 1, roller: null, label: "Natural Disaster roll (17.2 #23)" } };
    return { kind: "auto" };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const s = ctx.s;
    if (f2.step === "start") {
      const die = input?.type === "chance" && Array.isArray(input.value) ? input.value[0] ?? 1 : 1;
      const port = ctx.ix.set.tables.naturalDisaster[die - 1] ?? "";
      emit(ctx, { type: "naturalDisaster", rule: "17.2", roll: die, port });
      killEveryoneInPort(ctx, port, "naturalDisaster", "17.2");
      destroyPort(ctx, port, "17.2");
      for (const m of Object.keys(s.merchants).sort()) {
        const merchant = s.merchants[m];
        if (merchant) addCount(mutCounts(ctx, "merchantPool"), merchant.type);
        delete mutRecord(ctx, "merchants")[m];
      }
      emit(ctx, { type: "merchantsCleared", rule: "17.2" });
      f2.step = "finish";
      finishEvent(ctx, f2, "removed");
      push2(ctx, placeMerchantsFrame(8, "3.0"));
      return;
    }
    finishEvent(ctx, f2, "removed");
  }
};

// src/cards/kc-cards.ts
var SURPRISE = "kc-surprise";
var CONVERTS = "pirate-converts";
var SURPRISE_TYPE = `D:${SURPRISE}`;
var CONVERTS_TYPE = `D:${CONVERTS}`;
function attackingWarship(s) {
  const f2 = findFrame(s, "warship");
  return f2 && f2.step === "response" && s.warships[f2.area] !== void 0 ? f2 : null;
}
function maySurprise(s, player) {
  const f2 = attackingWarship(s);
  if (!f2 || (s.players[player]?.hand.length ?? 0) === 0 || kcOf(s, player) !== null || s.kcPool.length === 0) return false;
  if (s.turn.apCardTypes.includes(SURPRISE)) return false;
  return player === f2.player || mayTakeApAction(s, player, SURPRISE_TYPE);
}
registerResponder({
  moments: ["warshipAttack"],
  needs: { card: true },
  eligible: (s, _w, player) => maySurprise(s, player),
  legal: (s, _w, player) => maySurprise(s, player) && s.players[player]?.hand.includes(SURPRISE) ? [{ type: "playEvent", player, card: SURPRISE }] : [],
  respond(ctx, _w, action) {
    const f2 = attackingWarship(ctx.s);
    if (action.type !== "playEvent" || !f2) return;
    playApEvent(ctx, action.player, SURPRISE, "draw", { pirate: f2.pirate }, action.player === f2.player);
  }
});
var kcSurprise = {
  rule: () => "17.2",
  node(s) {
    return attackingWarship(s) && s.kcPool.length > 0 ? { kind: "chance", spec: { kind: "draw", pool: "kc", label: "KC Surprise: draw a KC (17.2 #11)" } } : { kind: "auto" };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const s = ctx.s;
    const w = attackingWarship(s);
    finishEvent(ctx, f2);
    if (!w || input?.type !== "chance" || typeof input.value !== "string") return;
    const warship = s.warships[w.area];
    if (warship) addCount(mutCounts(ctx, "warshipPool"), warship);
    delete mutCounts(ctx, "warships")[w.area];
    w.step = "complete";
    const kc = input.value;
    s.kcPool = s.kcPool.filter((k) => k !== kc);
    mutRecord(ctx, "kcs")[kc] = { id: kc, owner: f2.player, area: w.area };
    s.turn.actionKcReaction = true;
    emit(ctx, { type: "kcSurprise", rule: "17.2", player: f2.player, kc, area: w.area, warship, pirate: w.pirate, speed: ctx.ix.kc[kc]?.speed, combat: ctx.ix.kc[kc]?.combat });
    push2(ctx, { kind: "kc", pirate: w.pirate, player: f2.player, kc, moved: false, action: "warshipAttack", step: kcAttackStep(s), rolls: [] });
  }
};
function convertsArea(ix, p) {
  if (p.location.kind === "sea") return p.location.area;
  if (p.location.kind === "port") return ix.port[p.location.port]?.seaAreas[0] ?? null;
  return null;
}
function exPirateKc(s, ix) {
  const k = ix.set.kcs.find((c) => c.exPirate);
  return k && !s.kcs[k.id] && !s.kcsRemoved.includes(k.id) ? k.id : null;
}
function mayConvert(s, ix, pirate, player) {
  const p = pirate ? s.pirates[pirate] : void 0;
  if (!p || p.owner === player || s.retired.length === 0 || (s.players[player]?.hand.length ?? 0) === 0) return null;
  if (kcOf(s, player) !== null || !exPirateKc(s, ix)) return null;
  return mayTakeApAction(s, player, CONVERTS_TYPE) ? convertsArea(ix, p) : null;
}
registerResponder({
  moments: ["moveAnnounced", "findAnnounced", "findResolved", "lootAnnounced", "attackAnnounced", "attackFailed", "sackAnnounced", "bootyGrabAnnounced", "inPortAnnounced", "digAnnounced", "actionCompleted"],
  needs: { apAction: true, card: true },
  eligible: (s, w, player, ix) => mayConvert(s, ix, w.pirate, player) !== null,
  legal(s, w, player, ix) {
    if (!mayConvert(s, ix, w.pirate, player) || !s.players[player]?.hand.includes(CONVERTS)) return [];
    return s.retired.map((pirate) => ({ type: "playEvent", player, card: CONVERTS, pirate }));
  },
  respond(ctx, w, action) {
    if (action.type !== "playEvent") return;
    const area = mayConvert(ctx.s, ctx.ix, w.pirate, action.player);
    const kc = exPirateKc(ctx.s, ctx.ix);
    if (!area || !kc) return;
    takeApAction(ctx, action.player, CONVERTS_TYPE, "17.2");
    mutRecord(ctx, "kcs")[kc] = { id: kc, owner: action.player, area };
    emit(ctx, { type: "cardPlayed", rule: "17.2", player: action.player, card: CONVERTS, use: "event" });
    emit(ctx, { type: "kcDeployed", rule: "17.2", player: action.player, kc, area, speed: ctx.ix.kc[kc]?.speed, combat: ctx.ix.kc[kc]?.combat, exPirate: action.pirate });
  }
});

// src/actions/mutiny.ts
var mutinyHandler = {
  rule: () => "14.2",
  node(s, f2) {
    const p = s.pirates[f2.pirate];
    if (!p) return { kind: "auto" };
    if (f2.step === "roll") return { kind: "chance", spec: dice(1, f2.pirate, `Mutiny: Leadership roll for ${displayName(s, f2.pirate)} (14.2)`) };
    if (f2.step === "replace") return (s.players[p.owner]?.pirateHand.length ?? 0) > 0 ? { kind: "decision", player: p.owner } : { kind: "auto" };
    if (f2.step === "draw") return s.pirateDeck.length > 0 ? { kind: "chance", spec: { kind: "draw", pool: "pirate", label: `A new captain for ${displayName(s, f2.pirate)}'s ship (14.2)` } } : { kind: "auto" };
    return { kind: "auto" };
  },
  legal(s, f2) {
    const p = s.pirates[f2.pirate];
    if (!p || f2.step !== "replace") return [];
    return (s.players[p.owner]?.pirateHand ?? []).map((pirate) => ({ type: "chooseReplacement", player: p.owner, pirate }));
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    const p = mutPirateIf(ctx, f2.pirate);
    if (!p || f2.step === "complete") return pop2(ctx, f2);
    if (f2.step === "roll") {
      if (input?.type !== "chance" || !Array.isArray(input.value)) return;
      const die = input.value[0] ?? 1;
      if (s.solo?.blackbeard === p.id) {
        f2.step = "complete";
        return soloRules().blackbeardMutiny(ctx, p, f2.cause, die);
      }
      const leadership = ratings(ctx.ix, p.id).leadership;
      const outcome = die > leadership ? "mutineers win" : die === leadership ? "quashed, Loyalty -1" : "quashed";
      emit(ctx, { type: "mutiny", rule: "14.2", pirate: p.id, cause: f2.cause, roll: { die, leadership }, outcome });
      if (die > leadership) {
        f2.step = "replace";
        return;
      }
      if (die === leadership) changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty["mutinyTie"] ?? -1, "mutinyTie", "14.2");
      f2.step = "complete";
      return;
    }
    if (f2.step === "replace") {
      if (input?.type === "chooseReplacement") {
        const me = mutPlayerIf(ctx, p.owner);
        if (me) me.pirateHand = withoutOne(me.pirateHand, input.pirate);
        takeOver(ctx, p, input.pirate, "14.2", 0, f2.cause !== "activatedAtLoyaltyZero");
        f2.step = "complete";
      } else f2.step = "draw";
      return;
    }
    if (input?.type === "chance" && typeof input.value === "string") {
      s.pirateDeck = withoutOne(s.pirateDeck, input.value);
      takeOver(ctx, p, input.value, "14.2", 0, f2.cause !== "activatedAtLoyaltyZero");
    } else {
      emit(ctx, { type: "shipLost", rule: "14.2", pirate: p.id, reason: "no Pirate card left to take over (RULINGS B45)" });
      eliminate(ctx, p.id, "mutiny", "14.2");
    }
    f2.step = "complete";
  }
};
function takeOver(ctx, old, newId, rule, np = 0, carryOn = true, owner = old.owner) {
  const s = ctx.s;
  const keepHistory = s.config.options.attackHistoryStaysWithShip;
  const ship = {
    ...old,
    id: newId,
    owner,
    loyalty: ctx.ix.set.tables.crewLoyalty["mutinyReset"] ?? 6,
    np,
    netWorth: 0,
    cunning: ratings(ctx.ix, newId).cunning,
    info: {},
    safeHavens: [],
    letterOfMarque: null,
    buriedTreasure: false,
    attackHistory: keepHistory ? old.attackHistory : [],
    portsAttacked: keepHistory ? old.portsAttacked : [],
    sackable: null,
    sackableTurn: 0,
    ally: null,
    slowMove: null,
    convertible: null,
    // B45: a fresh Pirate counter replaces the old one, and the D&R marker sat on it (13.13).
    dr: null,
    drLoyalty: 0,
    drRecoveries: 0
  };
  old = ownPirate(ctx, old);
  old.holds = [];
  old.hostages = [];
  old.heavyGuns = false;
  eliminate(ctx, old.id, "marooned", rule);
  mutRecord(ctx, "pirates")[newId] = ship;
  if (carryOn) for (const f2 of s.stack) {
    if (f2.kind === "mutiny") continue;
    if ("pirate" in f2 && f2.pirate === old.id) f2.pirate = newId;
    if (f2.kind === "bootyGrab" && f2.target === old.id) f2.target = newId;
  }
  emit(ctx, { type: "newCaptain", rule, pirate: newId, replaces: old.id, player: ship.owner, loyalty: ship.loyalty, np });
}

// src/cards/ap-cards.ts
var LOYALTY_LOST = "loyaltyLost";
var DURING_ACTION = ["moveAnnounced", "findAnnounced", "findResolved", "lootAnnounced", "attackAnnounced", "attackFailed", "sackAnnounced", "bootyGrabAnnounced", "inPortAnnounced", "digAnnounced", "lootStep", "lootStepCards", "convertAnnounced"];
var CARDS = [
  { card: "debauchery-and-revelry", apType: "D:debauchery-and-revelry", moments: ["actionCompleted"], rule: "17.2", applies: (s, p) => p.location.kind === "port" && drCardMayHit(s, p) },
  { card: "mutiny-conspiracy", apType: "D:mutiny-conspiracy", moments: DURING_ACTION, rule: "17.2", applies: () => true },
  { card: "scurvy-outbreak", apType: "D:scurvy-outbreak", moments: DURING_ACTION, rule: "17.2", applies: (_s, p) => p.location.kind !== "port" && !p.scurvy },
  { card: "wear-and-tear", apType: "D:wear-and-tear", moments: DURING_ACTION, rule: "17.2", applies: (_s, p) => p.location.kind !== "port" },
  // #17: the card's player needs a Pirate card in hand and room below his in-play limit (public).
  // 17.2 #17: any time during his Action (Living Rules); only right after a loss of his Crew Loyalty
  // (first print, option piraticalAmbitionTrigger, R84).
  { card: "piratical-ambition", apType: "D:piratical-ambition", moments: [...DURING_ACTION, LOYALTY_LOST], rule: "17.2", applies: (s, _p, moment) => moment === LOYALTY_LOST === (s.config.options.piraticalAmbitionTrigger === "afterLoyaltyLoss"), player: (s, player) => (s.players[player]?.pirateHand.length ?? 0) > 0 && inPlayCount(s, player) < limits(s.config.players).inPlay }
];
function mayPlay(s, c, pirate, player, moment) {
  const p = pirate ? s.pirates[pirate] : void 0;
  if (!p || p.owner === player || !c.applies(s, p, moment) || c.player && !c.player(s, player)) return null;
  return mayTakeApAction(s, player, c.apType) ? p : null;
}
for (const c of CARDS) {
  registerResponder({
    moments: c.moments,
    needs: { apAction: true, card: true },
    eligible: (s, w, player) => (s.players[player]?.hand.length ?? 0) > 0 && mayPlay(s, c, w.pirate, player, w.moment) !== null,
    legal: (s, w, player) => s.players[player]?.hand.includes(c.card) && mayPlay(s, c, w.pirate, player, w.moment) ? [{ type: "playEvent", player, card: c.card }] : [],
    respond(ctx, w, action) {
      if (action.type !== "playEvent" || action.card !== c.card || !w.pirate) return;
      playApEvent(ctx, action.player, c.card, "start", { pirate: w.pirate });
    }
  });
}
function activated(s, pirate) {
  if (s.turn.phase !== "play" || s.pirates[pirate]?.owner !== s.turn.player) return false;
  for (const f2 of s.stack) if (f2.kind !== "window" && "pirate" in f2 && f2.pirate === pirate) return true;
  return false;
}
onLoyaltyLoss((ctx, pirate) => {
  if (activated(ctx.s, pirate)) openWindow(ctx, LOYALTY_LOST, pirate);
});
function target(s, f2) {
  const id = f2.targets[0];
  return id ? s.pirates[id] : void 0;
}
function mutTarget(ctx, f2) {
  const id = f2.targets[0];
  return id ? mutPirateIf(ctx, id) : void 0;
}
var debaucheryAndRevelry = {
  rule: () => "17.2",
  node: () => ({ kind: "auto" }),
  legal: () => [],
  step(ctx, f2) {
    const p = mutTarget(ctx, f2);
    finishEvent(ctx, f2);
    if (!p) return;
    const ally = p.ally ? mutPirateIf(ctx, p.ally) : void 0;
    if (ally) breakAlliance(ctx, p, "debaucheryCard");
    for (const m of ally ? [p, ally] : [p]) drCardOn(ctx, m, "17.2");
  }
};
function conspiracyTeam(s, f2) {
  const p = target(s, f2);
  const ally = p?.ally ? s.pirates[p.ally] : void 0;
  return p ? ally ? [p, ally] : [p] : [];
}
var mutinyConspiracy = {
  rule: () => "17.2",
  node(s, f2) {
    const next = conspiracyTeam(s, f2)[f2.queue.length];
    return next ? { kind: "chance", spec: dice(2, null, `Mutiny Conspiracy: 2d6 against ${displayName(s, next.id)}'s Loyalty (17.2 #15)`) } : { kind: "auto" };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const s = ctx.s;
    const p = mutTarget(ctx, f2);
    if (p && input?.type === "chance" && Array.isArray(input.value) && f2.queue.length + 1 < conspiracyTeam(s, f2).length) {
      f2.queue = [...f2.queue, input.value.join(",")];
      return;
    }
    finishEvent(ctx, f2);
    if (!p || input?.type !== "chance" || !Array.isArray(input.value)) return;
    const rolls = [...f2.queue.map((r) => r.split(",").map(Number)), [...input.value]];
    const members = mutTeam(ctx, p);
    const lower = s.config.options.allianceLoyalty === "lower" ? Math.min(...members.map((m) => m.loyalty)) : null;
    members.forEach((m, i) => {
      const faces = rolls[i] ?? rolls[0] ?? [];
      const roll = faces.reduce((a, b) => a + b, 0);
      const loyalty = lower ?? m.loyalty;
      const mutiny = roll > loyalty;
      emit(ctx, { type: "mutinyConspiracy", rule: "17.2", player: f2.player, pirate: m.id, roll: { dice: faces, total: roll, loyalty }, outcome: mutiny ? "mutiny" : "none" });
      if (mutiny) startMutiny(ctx, m.id, "conspiracy");
    });
  }
};
var scurvyOutbreak = {
  rule: () => "17.2",
  node: () => ({ kind: "auto" }),
  legal: () => [],
  step(ctx, f2) {
    const p = mutTarget(ctx, f2);
    finishEvent(ctx, f2);
    if (!p) return;
    for (const m of mutTeam(ctx, p)) {
      m.scurvy = true;
      for (const h of m.hostages) addCount(mutCounts(ctx, "hostagePool"), h.kind);
      emit(ctx, { type: "scurvy", rule: "17.2", pirate: m.id, hostagesDied: m.hostages.length });
      m.hostages = [];
    }
    changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty["scurvy"] ?? -1, "scurvy", "17.2");
  }
};
var wearAndTear = {
  rule: () => "17.2",
  node(s, f2) {
    return target(s, f2) ? { kind: "chance", spec: dice(1, null, "Wear and Tear roll (17.2 #22)") } : { kind: "auto" };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const p = mutTarget(ctx, f2);
    finishEvent(ctx, f2);
    if (!p || input?.type !== "chance" || !Array.isArray(input.value)) return;
    const die = input.value[0] ?? 1;
    const hits = Math.floor(die / 2);
    emit(ctx, { type: "wearAndTear", rule: "17.2", pirate: p.id, roll: die, speedHits: hits });
    teamSpeedHits(ctx, p, hits, "17.2");
  }
};
var piraticalAmbition = {
  rule: () => "17.2",
  node(s, f2, ix) {
    const p = target(s, f2);
    if (!p) return { kind: "auto" };
    const challenger = f2.targets[1];
    if (!challenger) return { kind: "decision", player: f2.player };
    const dueling = f2.queue.length === 0 ? challenger : p.id;
    return { kind: "chance", spec: dice(Math.max(1, ix.pirate[dueling]?.duel ?? 1), dueling === p.id ? p.id : null, `Duel roll of ${displayName(s, dueling)} (15.1)`) };
  },
  legal(s, f2) {
    if (f2.targets[1]) return [];
    const player = f2.player;
    return (s.players[player]?.pirateHand ?? []).map((pirate) => ({ type: "chooseReplacement", player, pirate }));
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    const p = mutTarget(ctx, f2);
    if (!p) return finishEvent(ctx, f2);
    if (!f2.targets[1]) {
      if (input?.type === "chooseReplacement") f2.targets = [p.id, input.pirate];
      return;
    }
    if (input?.type !== "chance" || !Array.isArray(input.value)) return;
    const total2 = input.value.reduce((a, b) => a + b, 0);
    if (f2.queue.length === 0) {
      f2.queue = [String(total2)];
      return;
    }
    const challenger = f2.targets[1];
    const theirs = Number(f2.queue[0]);
    f2.queue = [];
    emit(ctx, { type: "duel", rule: "15.1", pirate: challenger, target: p.id, totals: { [challenger]: theirs, [p.id]: total2 }, winner: theirs > total2 ? challenger : total2 > theirs ? p.id : null });
    if (theirs === total2) return;
    finishEvent(ctx, f2);
    const sumRatings = s.config.options.duelNp ? (ctx.ix.pirate[challenger]?.duel ?? 0) + (ctx.ix.pirate[p.id]?.duel ?? 0) : 0;
    const me = mutPlayerIf(ctx, f2.player);
    if (me) me.pirateHand = me.pirateHand.filter((x) => x !== challenger);
    if (theirs > total2) {
      takeOver(ctx, p, challenger, "17.2", sumRatings, false, f2.player);
      return;
    }
    s.eliminated = [...s.eliminated, challenger];
    emit(ctx, { type: "challengerKilled", rule: "17.2", pirate: challenger, player: f2.player });
    changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty["winAmbitionDuel"] ?? 1, "winAmbitionDuel", "17.2");
    gainNp(ctx, p, sumRatings, "duel", "15.2");
  }
};

// src/cards/local-resistance.ts
var CARD2 = "local-resistance";
var AP_TYPE = `D:${CARD2}`;
var MOMENTS = [...DURING_ACTION, "actionCompleted"];
function isTarget(s, ix, port) {
  const gov = s.governors[port];
  return gov !== void 0 && gov !== "anti" && !ix.port[port]?.piratePort && !s.destroyedPorts.includes(port);
}
function targets(s, ix) {
  const out = [];
  for (const port of Object.keys(s.governors)) if (isTarget(s, ix, port)) out.push(port);
  return out.sort();
}
var lastTarget = "";
function anyTarget(s, ix) {
  if (lastTarget !== "" && isTarget(s, ix, lastTarget)) return true;
  for (const port of ix.set.ports) {
    if (isTarget(s, ix, port.id)) {
      lastTarget = port.id;
      return true;
    }
  }
  return false;
}
function mayResist(s, player) {
  return (s.players[player]?.hand.length ?? 0) > 0 && mayTakeApAction(s, player, AP_TYPE);
}
registerResponder({
  moments: MOMENTS,
  needs: { apAction: true, card: true },
  eligible: (s, _w, player, ix) => mayResist(s, player) && anyTarget(s, ix),
  legal: (s, _w, player, ix) => s.players[player]?.hand.includes(CARD2) && mayResist(s, player) ? targets(s, ix).map((port) => ({ type: "playEvent", player, card: CARD2, port })) : [],
  respond(ctx, _w, action) {
    if (action.type !== "playEvent" || !action.port) return;
    playApEvent(ctx, action.player, CARD2, "roll", { port: action.port });
  }
});
var localResistance = {
  rule: () => "17.2",
  node(s, f2) {
    const port = f2.targets[0];
    return port && s.governors[port] !== void 0 ? { kind: "chance", spec: dice(1, null, `Local Resistance at ${displayName(s, port)} (17.2 #13)`) } : { kind: "auto" };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const port = f2.targets[0];
    finishEvent(ctx, f2);
    if (!port || input?.type !== "chance" || !Array.isArray(input.value)) return;
    const die = input.value[0] ?? 1;
    const value = ctx.ix.port[port]?.value ?? 0;
    const success = die > value;
    emit(ctx, { type: "localResistance", rule: "17.2", player: f2.player, port, roll: die, value, outcome: success ? "governorRemoved" : "noEffect" });
    if (!success) return;
    removeGovernor(ctx, port, "17.2");
    oustAll(ctx, port, "17.2");
  }
};

// src/cards/index.ts
var byCard = null;
var cardHandlers = () => byCard ??= {
  disease,
  "european-turmoil": europeanTurmoil,
  "finger-of-fate": fingerOfFate,
  "general-pardon": generalPardon,
  "new-governors": newGovernors,
  "mal-de-mer": malDeMer,
  "storms-at-sea": stormsAtSea,
  "natural-disaster": naturalDisaster,
  "debauchery-and-revelry": debaucheryAndRevelry,
  "mutiny-conspiracy": mutinyConspiracy,
  "scurvy-outbreak": scurvyOutbreak,
  "wear-and-tear": wearAndTear,
  "piratical-ambition": piraticalAmbition,
  "double-cross": doubleCross,
  "buried-treasure": buriedTreasure,
  "kc-surprise": kcSurprise,
  "local-resistance": localResistance
};
function handlerFor(card) {
  const h = cardHandlers()[card];
  if (!h) throw new Error(`internal: no event handler for ${card}`);
  return h;
}
var eventHandler = {
  rule: (f2) => handlerFor(f2.card).rule(f2),
  node: (s, f2, ix) => handlerFor(f2.card).node(s, f2, ix),
  legal: (s, f2, ix, player) => handlerFor(f2.card).legal(s, f2, ix, player),
  step: (ctx, f2, input) => handlerFor(f2.card).step(ctx, f2, input)
};

// src/actions/move.ts
var moveHandler = {
  rule: () => "7.11",
  node: () => ({ kind: "auto" }),
  legal: () => [],
  step(ctx, f2) {
    const p = mutPirateIf(ctx, f2.pirate);
    if (!p) return pop2(ctx, f2);
    switch (f2.step) {
      case "announce":
        f2.step = "resolve";
        openWindow(ctx, "moveAnnounced", f2.pirate);
        return;
      case "resolve": {
        const from = p.location;
        if (f2.to.kind === "port") {
          const st = portStatus(ctx.s, ctx.ix, p, f2.to.port);
          if (st === "destroyed" || st === "anti-pirate") {
            emit(ctx, { type: "actionCancelled", rule: "7.3", pirate: p.id, action: "move" });
            f2.step = "complete";
            return;
          }
        }
        const members = mutTeam(ctx, p);
        const speed = teamSpeed(ctx.s, p);
        if (speed < 0 && !(p.slowMove && sameLocation(p.slowMove, f2.to))) {
          for (const m of members) m.slowMove = { ...f2.to };
          emit(ctx, { type: "moveStarted", rule: "7.12", pirate: p.id, from: locationLabel(from), to: locationLabel(f2.to), speed });
        } else {
          const rule = f2.to.kind === "transit" || from.kind === "transit" ? "7.2" : f2.to.kind === "port" || from.kind === "port" ? "7.3" : "7.11";
          for (const m of members) {
            m.slowMove = null;
            m.location = { ...f2.to };
            emit(ctx, { type: "moved", rule, pirate: m.id, from: locationLabel(from), to: locationLabel(f2.to), toKind: f2.to.kind });
          }
          if (f2.to.kind === "port") for (const m of members) enteredPort(ctx, m.id, f2.to.port);
          if (f2.to.kind === "sea" && from.kind !== "port" && ctx.s.turn.kcHarassed !== null) for (const m of members) endHarassment(ctx, m.id, f2.to.area);
          if (!ctx.s.pirates[f2.pirate]) return pop2(ctx, f2);
        }
        f2.step = "complete";
        return;
      }
      case "complete":
        endAction(ctx, f2);
        return;
    }
  }
};
function enteredPort(ctx, pirate, port) {
  const s = ctx.s;
  const p = mutPirateIf(ctx, pirate);
  if (!p) return;
  if (p.scurvy) {
    p.scurvy = false;
    emit(ctx, { type: "scurvyCured", rule: "9.41", pirate });
  }
  const status = portStatus(s, ctx.ix, p, port);
  const ppBonus = ctx.ix.set.tables.crewLoyalty["drPiratePort"] ?? 3;
  if (ctx.s.config.options.drPiratePortTopUp && p.dr && status === "pirate-port" && p.drLoyalty < ppBonus) {
    const extra = ppBonus - p.drLoyalty;
    p.drLoyalty = ppBonus;
    shipLoyalty(ctx, p, extra, "drPiratePort", "13.22");
  }
  const pardon = s.generalPardon.pardon;
  const barred = s.solo?.blackbeard === pirate && s.config.options.solitaireBbRetireMethods === "letterOfMarqueOnly";
  if (pardon && pardon.covered.includes(pirate) && ctx.ix.port[port]?.nationality === "english" && !barred) {
    const amount = booty(p);
    const converted = conversion(status, amount);
    p.holds = [];
    p.netWorth += converted;
    emit(ctx, { type: "bootyConverted", rule: "9.43", pirate, port, booty: amount, status, netWorth: converted, total: p.netWorth });
    retire(ctx, pirate, "generalPardon", "18.41");
  }
}

// src/actions/sack.ts
var sackHandler = {
  rule: () => "9.55",
  node(s, f2) {
    return f2.step === "roll" && inPortAt(s, f2.pirate, f2.port) ? { kind: "chance", spec: dice(1, f2.pirate, `Sack roll of ${displayName(s, f2.pirate)} on ${displayName(s, f2.port)} (9.55)`) } : { kind: "auto" };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const s = ctx.s;
    const p = mutInPortAt(ctx, f2.pirate, f2.port);
    if (f2.step === "announce") {
      f2.step = "roll";
      openWindow(ctx, "sackAnnounced", f2.pirate);
      return;
    }
    if (f2.step === "complete" || !p) {
      endAction(ctx, f2);
      return;
    }
    if (input?.type !== "chance" || !Array.isArray(input.value)) return;
    const die = input.value[0] ?? 1;
    const cruelty = teamRating(s, ctx.ix, p, "cruelty");
    const info = ctx.ix.port[f2.port];
    const defense = info?.defense ?? 0;
    const success = die + cruelty > defense;
    for (const m of mutTeam(ctx, p)) m.sackable = null;
    emit(ctx, { type: success ? "portSacked" : "sackFailed", rule: "9.55", pirate: p.id, port: f2.port, roll: { die, cruelty, total: die + cruelty, defense } });
    f2.step = "complete";
    if (!success) return;
    const value = info?.value ?? 0;
    changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty["sack"] ?? 1, "sack", "9.55");
    gainNp(ctx, p, ctx.s.config.options.sackNpMultiplier * value, "sack", "9.55");
    enterDR(ctx, p, "involuntary", "9.55");
    const inPort = piratesInPort(ctx, f2.port);
    destroyPort(ctx, f2.port, "9.55");
    for (const id of inPort) putToSea(ctx, id, "9.59");
  }
};

// src/actions/recover.ts
var recoverHandler = {
  rule: () => "13.24",
  node: () => ({ kind: "auto" }),
  legal: () => [],
  step(ctx, f2) {
    const p = mutPirateIf(ctx, f2.pirate);
    if (p && p.location.kind === "port") for (const m of mutTeam(ctx, p)) recoverOne(ctx, m);
    else if (p) emit(ctx, { type: "actionCancelled", rule: "13.24", pirate: p.id, action: "recoverDR" });
    endAction(ctx, f2);
  }
};
function recoverOne(ctx, p) {
  if (!p.dr) return;
  p.drRecoveries += 1;
  const needed = p.dr === "voluntary" ? 1 : 2;
  if (p.drRecoveries >= needed) {
    emit(ctx, { type: "drRecovered", rule: "13.24", pirate: p.id, kind: p.dr, actions: p.drRecoveries });
    p.dr = null;
    p.drRecoveries = 0;
    p.drLoyalty = 0;
  } else {
    emit(ctx, { type: "drRecovering", rule: "13.24", pirate: p.id, kind: p.dr, actions: p.drRecoveries, needed });
  }
}

// src/actions/warship.ts
var SIGHTING = "warship-sighting";
var SIGHTING_TYPE = `D:${SIGHTING}`;
var WARSHIP_MOMENTS = ["findAnnounced", "findResolved", "lootAnnounced", "attackAnnounced", "attackFailed", LOOT_STEP_MOMENTS.all, LOOT_STEP_MOMENTS.warships, CONVERT_ANNOUNCED];
function activeAtSea(s, pirate) {
  const p = pirate ? s.pirates[pirate] : void 0;
  return p && p.location.kind === "sea" ? p : null;
}
function sightingPossible(s, p, player) {
  if (p.location.kind !== "sea" || s.warships[p.location.area] !== void 0 || total(s.warshipPool) === 0) return false;
  return mayTakeApAction(s, player, SIGHTING_TYPE);
}
function warshipBlocked(s) {
  return s.turn.actionWarship && !s.config.options.allowSecondWarshipSameAction;
}
function onStationPossible(s, p, player) {
  return p.location.kind === "sea" && s.warships[p.location.area] !== void 0 && mayTakeApAction(s, player, "B");
}
registerResponder({
  moments: WARSHIP_MOMENTS,
  needs: { apAction: true },
  // Public information: a Warship on station, or cards in hand that could be a Sighting.
  eligible(s, w, player) {
    const p = activeAtSea(s, w.pirate);
    if (!p || warshipBlocked(s)) return false;
    return onStationPossible(s, p, player) || sightingPossible(s, p, player) && (s.players[player]?.hand.length ?? 0) > 0;
  },
  legal(s, w, player) {
    const p = activeAtSea(s, w.pirate);
    if (!p || warshipBlocked(s)) return [];
    const out = [];
    if (sightingPossible(s, p, player) && s.players[player]?.hand.includes(SIGHTING)) out.push({ type: "playEvent", player, card: SIGHTING });
    if (onStationPossible(s, p, player)) out.push({ type: "useWarship", player });
    return out;
  },
  respond(ctx, w, action) {
    const p = activeAtSea(ctx.s, w.pirate);
    if (!p || p.location.kind !== "sea" || !("player" in action)) return;
    ctx.s.turn.actionWarship = true;
    const area = p.location.area;
    if (action.type === "playEvent") {
      takeApAction(ctx, action.player, SIGHTING_TYPE, "6.42");
      push2(ctx, { kind: "warship", pirate: p.id, area, player: action.player, step: "draw", rolls: [] });
      cardRules().playedAgainst(ctx, SIGHTING);
    } else if (action.type === "useWarship") {
      takeApAction(ctx, action.player, "B", "6.43");
      emit(ctx, { type: "warshipActivated", rule: "6.43", player: action.player, area, warship: ctx.s.warships[area], pirate: p.id });
      push2(ctx, { kind: "warship", pirate: p.id, area, player: action.player, step: "response", rolls: [] });
    }
  }
});
function warshipOf(s, ix, f2) {
  const id = s.warships[f2.area];
  const w = id ? ix.warship[id] : void 0;
  return id ? { id, speed: w?.speed ?? 0, combat: w?.combat ?? 0 } : null;
}
var warshipHandler = {
  rule: (f2) => f2.step === "draw" || f2.step === "decide" ? "6.42" : f2.step.startsWith("escape") || f2.step === "response" ? "6.45" : "6.46",
  node(s, f2) {
    const p = s.pirates[f2.pirate];
    if (!p && f2.step !== "draw" && f2.step !== "decide") return { kind: "auto" };
    switch (f2.step) {
      case "draw":
        return total(s.warshipPool) > 0 ? { kind: "chance", spec: { kind: "draw", pool: "warship", label: "Draw a Warship (6.42)" } } : { kind: "auto" };
      case "decide":
        return { kind: "decision", player: f2.player };
      case "response":
        return p ? { kind: "decision", player: p.owner } : { kind: "auto" };
      case "escapeWarship":
      case "combatWarship":
        return { kind: "chance", spec: dice(1, null, `Warship roll (${f2.step === "escapeWarship" ? "6.45" : "6.46"})`) };
      case "escapePirate":
      case "combatPirate":
        return { kind: "chance", spec: dice(1, f2.pirate, `${displayName(s, f2.pirate)}'s roll against the Warship (${f2.step === "escapePirate" ? "6.45" : "6.46"})`) };
      default:
        return { kind: "auto" };
    }
  },
  legal(s, f2) {
    const p = s.pirates[f2.pirate];
    if (f2.step === "decide") return [true, false].map((attack) => ({ type: "warshipAttack", player: f2.player, attack }));
    if (f2.step === "response" && p) return ["fight", "escape"].map((choice) => ({ type: "fightOrEscape", player: p.owner, pirate: p.id, choice }));
    return [];
  },
  step(ctx, f2, input) {
    const faces = input?.type === "chance" && Array.isArray(input.value) ? input.value : null;
    switch (f2.step) {
      case "draw":
        if (input?.type === "chance" && typeof input.value === "string") {
          takeCount(mutCounts(ctx, "warshipPool"), input.value);
          mutCounts(ctx, "warships")[f2.area] = input.value;
          const w = ctx.ix.warship[input.value];
          emit(ctx, { type: "warshipPlaced", rule: "6.42", player: f2.player, area: f2.area, warship: input.value, speed: w?.speed, combat: w?.combat });
          f2.step = "decide";
        } else f2.step = "complete";
        return;
      case "decide":
        if (input?.type === "warshipAttack" && input.attack) {
          f2.step = "response";
          openWindow(ctx, "warshipAttack", f2.pirate);
        } else {
          emit(ctx, { type: "warshipOnStation", rule: "6.42", area: f2.area });
          f2.step = "complete";
        }
        return;
      case "response":
        f2.step = input?.type === "fightOrEscape" && input.choice === "escape" ? "escapeWarship" : "combatPirate";
        emit(ctx, { type: "pirateResponds", rule: "6.45", pirate: f2.pirate, choice: f2.step === "escapeWarship" ? "escape" : "fight" });
        return;
      case "escapeWarship":
      case "combatPirate":
        if (faces) {
          f2.rolls = [faces[0] ?? 1];
          f2.step = f2.step === "escapeWarship" ? "escapePirate" : "combatWarship";
        }
        return;
      case "escapePirate":
        if (faces) return escape2(ctx, f2, faces[0] ?? 1);
        return;
      case "combatWarship":
        if (faces) return combat2(ctx, f2, f2.rolls[0] ?? 1, faces[0] ?? 1);
        return;
      case "complete":
        pop2(ctx, f2);
        return;
    }
  }
};
function drPenalty(p) {
  return p.dr ? 2 : 0;
}
function escape2(ctx, f2, pirateDie) {
  const p = ctx.s.pirates[f2.pirate];
  const w = warshipOf(ctx.s, ctx.ix, f2);
  if (!p || !w) {
    f2.step = "complete";
    return;
  }
  const warship = { die: f2.rolls[0] ?? 1, speed: w.speed, total: (f2.rolls[0] ?? 1) + w.speed };
  const speed = teamSpeed(ctx.s, p);
  const pirate = { die: pirateDie, speed, dr: -drPenalty(p), total: pirateDie + speed - drPenalty(p) };
  const caught = warship.total > pirate.total;
  emit(ctx, { type: "escapeAttempt", rule: "6.45", pirate: p.id, warship, pursued: pirate, outcome: caught ? "caught" : "escaped" });
  if (caught) {
    f2.step = "combatPirate";
    return;
  }
  cancelAction(ctx, p.id, "6.45");
  f2.step = "complete";
}
function combat2(ctx, f2, pirateDie, warshipDie) {
  const s = ctx.s;
  const p = mutPirateIf(ctx, f2.pirate);
  const w = warshipOf(s, ctx.ix, f2);
  if (!p || !w) {
    f2.step = "complete";
    return;
  }
  const v = fightingValues(s, ctx.ix, p);
  const pirate = { die: pirateDie, combat: v.combat, ability: v.ability, heavyGuns: v.heavyGuns, dr: -drPenalty(p), total: pirateDie + v.combat + v.ability + v.heavyGuns - drPenalty(p) };
  const plus2 = s.config.options.livingRulesPlus2 ? 2 : 0;
  const warship = { die: warshipDie, combat: w.combat, livingRules: plus2, total: warshipDie + w.combat + plus2 };
  const won = pirate.total > warship.total;
  emit(ctx, { type: "warshipBattle", rule: "6.46", pirate: p.id, area: f2.area, warship: w.id, attack: pirate, defense: warship, outcome: won ? "pirateWins" : "warshipWins" });
  f2.step = "complete";
  if (won) {
    delete mutCounts(ctx, "warships")[f2.area];
    addCount(mutCounts(ctx, "warshipPool"), w.id);
    gainNp(ctx, p, ratingForNpAndStorm(s, w.combat), "defeatWarship", "6.46");
    combatHits(ctx, p, 1, "6.46");
    warshipDamageVp(ctx, f2, 1);
    return;
  }
  const ally = mutAllyOf(ctx, p);
  changeLoyalty(ctx, p, ctx.ix.set.tables.crewLoyalty["lostToWarship"] ?? -1, "lostToWarship", "6.46");
  combatHits(ctx, p, warship.total - pirate.total, "6.46", ally);
  warshipDamageVp(ctx, f2, warship.total - pirate.total);
  cancelAction(ctx, p.id, "6.46");
}
function warshipDamageVp(ctx, f2, hits) {
  if (!ctx.s.config.options.warshipDamageVp) return;
  const vp = Math.max(1, hits);
  const owner = ctx.s.players[f2.player];
  if (owner) mutPlayer(ctx, f2.player).vp += vp;
  emit(ctx, { type: "warshipDamageVp", rule: "18.12", player: f2.player, pirate: f2.pirate, hits, vp, edition: "firstPrint2008" });
}

// src/actions/kc-actions.ts
var ANY_ACTION = ["moveAnnounced", "findAnnounced", "findResolved", "lootAnnounced", "attackAnnounced", "attackFailed", "sackAnnounced", "bootyGrabAnnounced", "inPortAnnounced", "digAnnounced", "actionCompleted"];
function usableKc(s, player) {
  const id = kcOf(s, player);
  if (!id || !mayTakeApAction(s, player, "C")) return null;
  if (s.turn.kcActing !== null && s.turn.kcActing !== id) return null;
  return id;
}
function kcSteps(s, ix, from) {
  const area = ix.seaArea[from];
  if (area) return [...area.borders, ...area.transitBoxes];
  return [...ix.transitBox[from]?.connects ?? []];
}
function piratePortsAt(s, ix, area, player) {
  return (ix.portsInArea[area] ?? []).filter((port) => {
    if (!ix.port[port]?.piratePort || s.destroyedPorts.includes(port)) return false;
    return !piratesAt(s, port).some((p) => p.owner === player);
  });
}
function oustablePort(s, ix, w, area) {
  if (w.moment !== "inPortAnnounced" || !w.pirate) return null;
  const p = s.pirates[w.pirate];
  if (!p || p.location.kind !== "port") return null;
  const port = p.location.port;
  if (ix.port[port]?.piratePort || !(ix.port[port]?.seaAreas ?? []).includes(area)) return null;
  return port;
}
function options(s, ix, w, player) {
  const id = usableKc(s, player);
  const kc = id ? s.kcs[id] : void 0;
  if (!id || !kc) return [];
  const out = kcSteps(s, ix, kc.area).map((to) => ({ type: "kcMove", player, to }));
  for (const port of piratePortsAt(s, ix, kc.area, player)) out.push({ type: "kcAttackPort", player, port });
  if (oustablePort(s, ix, w, kc.area)) out.push({ type: "kcOust", player });
  return out;
}
var responder = {
  moments: ANY_ACTION,
  needs: { apAction: true },
  eligible: (s, w, player, ix) => player !== s.turn.player && options(s, ix, w, player).length > 0,
  legal: (s, w, player, ix) => options(s, ix, w, player),
  respond(ctx, w, action) {
    if (!("player" in action)) return;
    const id = kcOf(ctx.s, action.player);
    const kc = id ? mutKcIf(ctx, id) : void 0;
    if (!id || !kc) return;
    takeApAction(ctx, action.player, "C", "10.4");
    ctx.s.turn.kcActing = id;
    if (ctx.s.config.options.kcModel === "harass") ctx.s.turn.kcHarassed = w.pirate;
    if (action.type === "kcMove") {
      const from = kc.area;
      kc.area = action.to;
      emit(ctx, { type: "kcMoved", rule: "10.4", player: action.player, kc: id, from, to: action.to });
    } else if (action.type === "kcAttackPort" || action.type === "kcOust") {
      const port = action.type === "kcAttackPort" ? action.port : oustablePort(ctx.s, ctx.ix, w, kc.area) ?? "";
      push2(ctx, {
        kind: "kcAction",
        player: action.player,
        kc: id,
        action: action.type === "kcAttackPort" ? "attackPiratePort" : "oust",
        port,
        pirate: w.pirate,
        step: "kcRoll",
        kcTotal: 0,
        queue: action.type === "kcAttackPort" ? piratesInPort(ctx, port) : [],
        best: 0
      });
    }
  }
};
registerResponder(responder);
var kcActionHandler = {
  rule: (f2) => f2.action === "oust" ? "10.42" : "10.41",
  node(s, f2) {
    if (f2.step === "kcRoll") return { kind: "chance", spec: dice(1, null, `KC ${displayName(s, f2.kc)}'s roll (${f2.action === "oust" ? "10.42" : "10.41"})`) };
    if (f2.step === "defense") {
      if (f2.action === "oust") {
        const roller = f2.pirate && inPortAt(s, f2.pirate, f2.port) ? f2.pirate : null;
        return { kind: "chance", spec: dice(1, roller, `Defence against the Oust at ${displayName(s, f2.port)} (10.42)`) };
      }
      const head = f2.queue[0];
      if (head && s.pirates[head]) return { kind: "chance", spec: dice(1, head, `${displayName(s, head)}'s defence of ${displayName(s, f2.port)} (10.41)`) };
    }
    return { kind: "auto" };
  },
  legal: () => [],
  step(ctx, f2, input) {
    const s = ctx.s;
    const faces = input?.type === "chance" && Array.isArray(input.value) ? input.value : null;
    const kc = ctx.ix.kc[f2.kc];
    const plus2 = s.config.options.livingRulesPlus2 ? 2 : 0;
    if (f2.step === "kcRoll" && faces) {
      f2.kcTotal = (faces[0] ?? 1) + (kc?.combat ?? 0) + plus2;
      emit(ctx, { type: "kcRoll", rule: f2.action === "oust" ? "10.42" : "10.41", kc: f2.kc, roll: { die: faces[0], combat: kc?.combat, livingRules: plus2, total: f2.kcTotal } });
      f2.step = "defense";
      return;
    }
    if (f2.step === "defense" && f2.action === "oust") {
      if (!faces) return finish2(ctx, f2);
      const ships = piratesAt(s, f2.port);
      const combat3 = ships.reduce((t, p) => t + p.combat + (p.heavyGuns ? 2 : 0) - inPortDrPenalty(s, p), 0);
      const total2 = (faces[0] ?? 1) + combat3;
      const ousted = f2.kcTotal > total2;
      emit(ctx, { type: "oust", rule: "10.42", kc: f2.kc, port: f2.port, kcTotal: f2.kcTotal, defense: { die: faces[0], combat: combat3, total: total2 }, outcome: ousted ? "ousted" : "failed" });
      if (ousted) {
        if (f2.pirate) cancelAction(ctx, f2.pirate, "10.42");
        for (const p of ships) putToSea(ctx, p.id, "10.42");
      } else gainNpEach(ctx, ships, 1, "failedOust", "10.42");
      return finish2(ctx, f2);
    }
    if (f2.step === "defense") {
      const head = f2.queue.shift();
      const p = head ? s.pirates[head] : void 0;
      if (p && faces) {
        const dr = inPortDrPenalty(s, p);
        const total2 = (faces[0] ?? 1) + p.combat + (p.heavyGuns ? 2 : 0) - dr;
        emit(ctx, { type: "piratePortDefence", rule: "10.41", pirate: p.id, roll: { die: faces[0], combat: p.combat, heavyGuns: p.heavyGuns ? 2 : 0, ...dr ? { dr: -dr } : {}, total: total2 } });
        f2.best = Math.max(f2.best, total2);
      }
      if (f2.queue.length > 0) return;
      const destroyed = f2.kcTotal > f2.best;
      emit(ctx, { type: "piratePortAttacked", rule: "10.41", kc: f2.kc, port: f2.port, kcTotal: f2.kcTotal, best: f2.best, outcome: destroyed ? "destroyed" : "repulsed" });
      if (destroyed) {
        const ships = piratesAt(s, f2.port);
        combatHitsEach(ctx, ships, 1, "10.41");
        for (const p2 of ships) if (!s.pirates[p2.id]) kcKillVp(ctx, f2.player, f2.kc, p2.id, p2.np);
        destroyPort(ctx, f2.port, "10.41");
        for (const p2 of ships) if (s.pirates[p2.id]) putToSea(ctx, p2.id, "10.41");
      }
      return finish2(ctx, f2);
    }
    finish2(ctx, f2);
  }
};
function inPortDrPenalty(s, p) {
  return p.dr && s.config.options.dnrPenaltyScope === "any" ? 2 : 0;
}
function finish2(ctx, f2) {
  pop2(ctx, f2);
}

// src/solo/initial.ts
var SOLO_BLACKBEARD = "teach";
var SOLO_SYSTEM = "B";
var SOLO_SP_PIRATES = 3;
function initialSoloState() {
  return {
    system: SOLO_SYSTEM,
    blackbeard: SOLO_BLACKBEARD,
    slots: [],
    slot: 0,
    drew: "none",
    endChecked: false,
    kcTurn: 0,
    kcTrigger: false,
    letters: [],
    pardonInHold: false,
    outcome: null
  };
}

// src/solo/setup.ts
var GOVERNORS = 8;
var MERCHANTS = 10;
function initialSoloSetupFrame() {
  return { kind: "soloSetup", step: "decks", index: 0, ships: [] };
}
function spShip(die) {
  return die <= 4 ? "sloop" : "schooner";
}
function blackbeardAreas(s, ix) {
  const count = (area) => (ix.portsInArea[area] ?? []).filter((port) => s.merchants[port]).length;
  const row1 = ix.set.tables.cargo[0];
  const pay = (area) => {
    const column = ix.seaArea[area]?.cargoColumn;
    return row1 && column ? row1[column] : 0;
  };
  const areas = ix.set.seaAreas.map((a) => a.id).filter((a) => count(a) > 0);
  const most = Math.max(0, ...areas.map(count));
  const crowded = areas.filter((a) => count(a) === most);
  const best = Math.max(...crowded.map(pay));
  return crowded.filter((a) => pay(a) === best);
}
var soloSetupHandler = {
  rule: (f2) => ({ decks: "19.3", pirates: "19.1", ships: "19.1", merchants: "19.4", governors: "19.5", blackbeard: "19.6", spDeploy: "19.7", done: "19.8" })[f2.step],
  node(s, f2) {
    const sp = s.solo ? s.players[s.solo.system] : void 0;
    switch (f2.step) {
      case "pirates":
        return f2.index < SOLO_SP_PIRATES && s.pirateDeck.length > 0 ? { kind: "chance", spec: { kind: "draw", pool: "pirate", label: `The System Player draws Pirate card ${f2.index + 1} (19.1)` } } : { kind: "auto" };
      case "ships":
        return f2.index < (sp?.pirateHand.length ?? 0) ? { kind: "chance", spec: dice(1, null, `Ship roll for ${displayName(s, sp?.pirateHand[f2.index])}: 1-4 Sloop, 5-6 Schooner (19.1)`) } : { kind: "auto" };
      case "governors":
        return f2.index < GOVERNORS && s.proGovernorSupply.length > 0 ? { kind: "chance", spec: { kind: "d66", label: `D66 for Pro-Pirate Governor ${f2.index + 1} (19.5)` } } : { kind: "auto" };
      case "blackbeard":
        return s.solo && s.players.A?.pirateHand.includes(s.solo.blackbeard) ? { kind: "decision", player: "A" } : { kind: "auto" };
      default:
        return { kind: "auto" };
    }
  },
  legal(s, f2, ix) {
    if (f2.step !== "blackbeard" || !s.solo) return [];
    const pirate = s.solo.blackbeard;
    const out = [];
    for (const area of blackbeardAreas(s, ix)) for (const ship of STARTING_SHIPS) out.push({ type: "deployPirate", player: "A", pirate, area, ship });
    return out;
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    const solo2 = s.solo;
    if (!solo2) return pop2(ctx, f2);
    const sp = mutPlayerIf(ctx, solo2.system);
    switch (f2.step) {
      case "decks": {
        const me = mutPlayerIf(ctx, "A");
        if (me && s.pirateDeck.includes(solo2.blackbeard)) {
          s.pirateDeck = withoutOne(s.pirateDeck, solo2.blackbeard);
          me.pirateHand = [...me.pirateHand, solo2.blackbeard];
        }
        s.solo = { ...solo2, slots: Array.from({ length: SOLO_SP_PIRATES }, () => null) };
        emit(ctx, { type: "soloDecksReady", rule: "19.3", mustPlay: total(s.setAside), hold: total(s.deck), removed: Object.keys(s.removed).sort() });
        f2.step = "pirates";
        return;
      }
      case "pirates":
        if (input?.type === "chance" && typeof input.value === "string" && sp) {
          s.pirateDeck = withoutOne(s.pirateDeck, input.value);
          sp.pirateHand = [...sp.pirateHand, input.value];
          emit(ctx, { type: "spPirateDrawn", rule: "19.1", player: solo2.system, pirate: input.value });
          f2.index += 1;
          return;
        }
        f2.step = "ships";
        f2.index = 0;
        return;
      case "ships":
        if (input?.type === "chance" && Array.isArray(input.value) && sp) {
          const die = input.value[0] ?? 1;
          const ship = spShip(die);
          f2.ships = [...f2.ships, ship];
          emit(ctx, { type: "spShipRolled", rule: "19.1", pirate: sp.pirateHand[f2.index], roll: die, ship });
          f2.index += 1;
          return;
        }
        f2.step = "merchants";
        f2.index = 0;
        return;
      case "merchants":
        f2.step = "governors";
        push2(ctx, placeMerchantsFrame(MERCHANTS, "19.4"));
        return;
      case "governors":
        if (input?.type === "chance" && Array.isArray(input.value)) return placeGovernor2(ctx, f2, input.value);
        f2.step = "blackbeard";
        f2.index = 0;
        return;
      case "blackbeard":
        if (input?.type === "deployPirate") deployFromHand(ctx, "A", input.pirate, input.area, input.ship, "19.6");
        f2.step = "spDeploy";
        return;
      case "spDeploy": {
        const pirate = sp?.pirateHand[0];
        const ship = f2.ships[f2.index];
        if (!pirate || !ship) {
          f2.step = "done";
          return;
        }
        push2(ctx, { kind: "soloArrive", step: "place", slot: f2.index, pirate, ship, port: null, rule: "19.7" });
        f2.index += 1;
        return;
      }
      case "done":
        pop2(ctx, f2);
        emit(ctx, { type: "setupComplete", rule: "19.8", order: [...s.order] });
        s.turn.phase = "start";
        s.turn.number = 1;
        s.turn.player = "A";
        push2(ctx, { kind: "turn" });
        return;
    }
  }
};
function placeGovernor2(ctx, f2, faces) {
  const s = ctx.s;
  const [black = 1, white = 1] = faces;
  const locator = black * 10 + white;
  const port = nextAvailablePort(ctx.ix, locator, (id) => !ctx.ix.port[id]?.piratePort && s.governors[id] === void 0);
  const gov = s.proGovernorSupply[0];
  f2.index += 1;
  if (!port || !gov) return;
  s.proGovernorSupply = s.proGovernorSupply.slice(1);
  mutCounts(ctx, "governors")[port] = gov;
  const rolledPort = ctx.ix.portByLocator[locator]?.id;
  emit(ctx, { type: "governorPlaced", rule: "19.5", d66: [black, white], rolledPort, port, redirected: rolledPort !== port, governor: gov });
}
function freeAreas(s, ix, port) {
  const taken = /* @__PURE__ */ new Set();
  for (const id of Object.keys(s.pirates)) {
    const loc = s.pirates[id]?.location;
    if (loc?.kind === "sea") taken.add(loc.area);
  }
  const kc = s.solo ? kcOf(s, s.solo.system) : null;
  const kcArea = kc ? s.kcs[kc]?.area : void 0;
  return (ix.port[port]?.seaAreas ?? []).filter((a) => !taken.has(a) && a !== kcArea);
}
var soloArriveHandler = {
  rule: (f2) => f2.rule,
  node(s, f2) {
    switch (f2.step) {
      case "draw":
        return s.pirateDeck.length > 0 ? { kind: "chance", spec: { kind: "draw", pool: "pirate", label: "The System Player draws a new Pirate card (19.1)" } } : { kind: "auto" };
      case "ship":
        return { kind: "chance", spec: dice(1, null, `Ship roll for ${displayName(s, f2.pirate)}: 1-4 Sloop, 5-6 Schooner (19.1)`) };
      case "place":
        return { kind: "chance", spec: { kind: "d66", label: `D66 to place ${displayName(s, f2.pirate)} (19.7)` } };
      case "area":
        return s.solo ? { kind: "decision", player: s.solo.system } : { kind: "auto" };
    }
  },
  legal(s, f2, ix) {
    if (f2.step !== "area" || !s.solo || !f2.pirate || !f2.ship || !f2.port) return [];
    const player = s.solo.system;
    const pirate = f2.pirate;
    const ship = f2.ship;
    return freeAreas(s, ix, f2.port).map((area) => ({ type: "deployPirate", player, pirate, area, ship }));
  },
  step(ctx, f2, input) {
    const s = ctx.s;
    const solo2 = s.solo;
    const sp = solo2 ? mutPlayerIf(ctx, solo2.system) : void 0;
    if (!solo2 || !sp) return pop2(ctx, f2);
    const faces = input?.type === "chance" && Array.isArray(input.value) ? input.value : null;
    switch (f2.step) {
      case "draw":
        if (input?.type !== "chance" || typeof input.value !== "string") return pop2(ctx, f2);
        s.pirateDeck = withoutOne(s.pirateDeck, input.value);
        sp.pirateHand = [...sp.pirateHand, input.value];
        f2.pirate = input.value;
        f2.step = "ship";
        emit(ctx, { type: "spPirateDrawn", rule: "19.1", player: solo2.system, pirate: input.value });
        return;
      case "ship":
        if (!faces) return;
        f2.ship = spShip(faces[0] ?? 1);
        emit(ctx, { type: "spShipRolled", rule: "19.1", pirate: f2.pirate, roll: faces[0], ship: f2.ship });
        f2.step = "place";
        return;
      case "place": {
        if (!faces) return;
        const [black = 1, white = 1] = faces;
        const port = ctx.ix.portByLocator[black * 10 + white]?.id ?? null;
        const areas = port ? freeAreas(s, ctx.ix, port) : [];
        emit(ctx, { type: "spPlacementRolled", rule: "19.7", pirate: f2.pirate, d66: [black, white], port, areas, reroll: areas.length === 0 });
        if (areas.length === 0 || !port) return;
        if (areas.length === 1) return arrive(ctx, f2, areas[0]);
        f2.port = port;
        f2.step = "area";
        return;
      }
      case "area":
        if (input?.type === "deployPirate") return arrive(ctx, f2, input.area);
        return pop2(ctx, f2);
    }
  }
};
function arrive(ctx, f2, area) {
  const s = ctx.s;
  const solo2 = s.solo;
  pop2(ctx, f2);
  if (!solo2 || !f2.pirate || !f2.ship) return;
  deployFromHand(ctx, solo2.system, f2.pirate, area, f2.ship, f2.rule);
  const slots = [...solo2.slots];
  slots[f2.slot] = f2.pirate;
  s.solo = { ...solo2, slots };
}

// src/api/engine.ts
var handlers = {
  setup: setupHandler,
  turn: turnHandler,
  placeMerchants: placeMerchantsHandler,
  event: eventHandler,
  chooseArea: chooseAreaHandler,
  move: moveHandler,
  find: findHandler,
  loot: lootHandler,
  convert: convertHandler,
  pirateCard: pirateCardHandler,
  window: windowHandler((kind) => handlerOf(kind)),
  inPort: inPortHandler,
  attackPort: attackPortHandler,
  sackPort: sackHandler,
  bootyGrab: bootyGrabHandler,
  mutiny: mutinyHandler,
  retire: retireHandler,
  recover: recoverHandler,
  assignHit: assignHitHandler,
  formAlliance: formAllianceHandler,
  warship: warshipHandler,
  kc: kcHandler,
  kcAction: kcActionHandler,
  // Solitaire Blackbeard (19.0)
  soloSetup: soloSetupHandler,
  soloArrive: soloArriveHandler,
  soloAp: soloApHandler,
  soloNp: soloNpHandler
};
function handlerOf(kind) {
  const h = handlers[kind];
  if (!h) throw new Error(`internal: no handler for frame kind '${kind}'`);
  return h;
}
plugInRules({
  cards: { playedAgainst, cardEventChoices, resolveCardEvent, mayDig, digFrame, returnGeneralPardon },
  solo: {
    actionBegun: soloActionBegun,
    turnPirates: soloTurnPirates,
    nextPlayer: soloNextPlayer,
    drawNode: soloDrawNode,
    drawStep: soloDrawStep,
    playFilter: soloPlayFilter,
    merchantPhase: soloMerchantPhase,
    endOfTurn: soloEndOfTurn,
    stormRefill: soloStormRefill,
    blackbeardMutiny
  }
});
var engine = defineGame({
  handlerOf,
  pools: blackbeardPool,
  components: componentsOf,
  illegal: (code, message, rule) => new IllegalActionError2(code, message, rule),
  rules: { malformed: "4.5", over: (s) => s.over?.rule ?? "4.1" },
  // The shape check is hand-written (src/actions/action-shape.ts), held to ActionSchema by
  // test/action-shape.test.ts: the play path loads no zod (issue 14 point 3).
  shapeFault: actionShapeFault,
  // Issue 22 point 1: an action's size before anything reads all of it (a million keys).
  precheck(raw) {
    const far = boundsFault(raw, ACTION_LIMITS);
    return far ? { path: far.path ? [far.path] : [], message: far.message } : null;
  },
  clip,
  diagnose,
  workingCopy,
  privateCopy: deepCopy,
  seal: sealState,
  hooks: {
    // 19.9: a solitaire game ends the instant one of its end conditions occurs.
    beforeStep(ctx) {
      if (ctx.s.solo && !ctx.s.over) soloCheckEnd(ctx);
    },
    onOver: clearStackAtEnd,
    // 19.17: the System Player is never asked; its choices are made here, like seeded chance.
    decide(ctx, f2, h, player, self) {
      if (!ctx.s.solo || player !== ctx.s.solo.system) return false;
      spDecide(ctx, f2, h, player, self);
      return true;
    },
    // 12.0: a Pirate's own roll may be rerolled with Cunning before it takes effect.
    interceptChance: offerCunning
  }
});
function diagnose(s, action, legal, _f, ix) {
  const fail = (code, message, rule) => new IllegalActionError2(code, message, rule);
  const pirateId = "pirate" in action && typeof action.pirate === "string" ? action.pirate : null;
  if (pirateId !== null && !hasId(ix.pirate, pirateId)) return fail("unknown-pirate", `No Pirate called '${clip(pirateId)}'`, "5.0");
  if ("port" in action && typeof action.port === "string" && !hasId(ix.port, action.port)) return fail("unknown-port", `No port called '${clip(action.port)}'`, "9.1");
  if ("card" in action && !hasId(ix.card, action.card)) return fail("unknown-card", `No Event card called '${clip(action.card)}'`, "17.2");
  if (!legal.some((a) => a.type === action.type)) return null;
  if (pirateId !== null && legal.every((a) => a.type !== action.type || !("pirate" in a) || a.pirate !== pirateId)) {
    const p = lookup(s.pirates, pirateId);
    if (p && "player" in action && p.owner !== action.player) return fail("not-your-pirate", `${pirateId} belongs to Player ${p.owner}`, "4.5");
  }
  return null;
}

// src/api/create.ts
var CONFIG_KEYS = ["players", "seed", "randomness", "options", "components"];
function checkConfig(config) {
  const bad = (path, message) => new ConfigError2(`Invalid game config at ${path || "(root)"}: ${message}`, "invalid-config", path);
  if (config === null || typeof config !== "object" || Array.isArray(config)) throw bad("", "expected an object");
  const c = config;
  const { players, seed, randomness, options: options2 } = c;
  if (typeof players !== "number" || !Number.isSafeInteger(players) || players < 1 || players > 10) throw bad("players", "expected an integer from 1 to 10 (2.7, 19.0)");
  if (seed !== void 0 && (typeof seed !== "number" || !Number.isSafeInteger(seed))) throw bad("seed", "expected an integer");
  if (randomness !== void 0 && randomness !== "seeded" && randomness !== "external") throw bad("randomness", "expected 'seeded' or 'external'");
  const optionFault = optionsIssue(options2, "game config");
  if (optionFault) throw optionFault;
  const unknown = Object.keys(c).filter((k) => !CONFIG_KEYS.includes(k));
  if (unknown.length > 0) throw new ConfigError2(`Invalid game config at ${clip(unknown[0] ?? "", 100)}: unknown key '${clip(unknown.join("', '"), 100)}'`, "unknown-key", unknown[0] ?? "");
  return { players, seed, randomness: randomness ?? "seeded", options: options2 ?? {}, components: c.components };
}
function parseComponents(raw) {
  if (raw === void 0 || raw === null) return null;
  return validateComponents(ownData(raw));
}
function blankState(config, components) {
  const set = components ?? builtinComponents;
  const options2 = resolveOptions(config.options);
  const solo2 = config.players === 1;
  const order = PLAYER_IDS.slice(0, solo2 ? 2 : config.players);
  const players = {};
  order.forEach((p, i) => players[p] = { hand: [], pirateHand: [], vp: 0, seat: i + 1 });
  const deck = {};
  const setAside = {};
  const removed = {};
  for (const c of set.eventCards) {
    if (solo2 && soloRemoved(c.id, options2)) {
      if (c.count > 0) removed[c.id] = c.count;
      continue;
    }
    if (c.id === "general-pardon" && options2.gameLength === "long" && !solo2) continue;
    (c.mode === "must-play" ? setAside : deck)[c.id] = c.count;
  }
  const merchantPool = {};
  for (const m of set.merchantTypes) if (m.count > 0) merchantPool[m.id] = m.count;
  const hostagePool = {};
  for (const h of set.hostages) if (h.count > 0) hostagePool[h.id] = h.count;
  const warshipPool = {};
  for (const w of set.warships) if (w.count > 0) warshipPool[w.id] = w.count;
  return {
    version: STATE_VERSION,
    config: { players: config.players, options: options2, randomness: config.randomness, seed: config.seed },
    components,
    rng: config.randomness === "seeded" ? newRngState(config.seed) : null,
    players,
    order,
    turn: freshTurn(0, "A", "setup"),
    stack: [],
    deck,
    discard: {},
    removed,
    setAside,
    generalPardon: { appearances: 0, whereabouts: options2.gameLength === "long" && !solo2 ? "longGame" : "deck", pardon: null },
    pirateDeck: set.pirates.map((p) => p.id).sort(),
    pirates: {},
    retired: [],
    eliminated: [],
    merchants: {},
    merchantPool,
    hostagePool,
    warshipPool,
    warships: {},
    kcPool: set.kcs.filter((k) => !k.exPirate).map((k) => k.id).sort(),
    kcs: {},
    kcsRemoved: [],
    governors: {},
    proGovernorSupply: set.proGovernors.map((g) => g.id),
    antiGovernorSupply: set.antiGovernorCount,
    governorsRemoved: { pro: [], anti: 0 },
    antiGovernorProxies: 0,
    destroyedPorts: [],
    attackedPorts: [],
    over: null,
    solo: solo2 ? initialSoloState() : null
  };
}
function createGame(config) {
  return createGameWithEvents(config).state;
}
function createGameWithEvents(config) {
  const far = boundsFault(config);
  if (far) throw new ConfigError2(`Invalid game config at ${far.path || "(root)"}: ${far.message}`, "out-of-bounds", far.path);
  const proto = protoKeyPath(config);
  if (proto !== null) throw new ConfigError2(`Invalid game config at ${proto}: unknown key '__proto__'`, "unknown-key", proto);
  const c = checkConfig(config);
  const components = parseComponents(c.components);
  const seed = c.seed ?? Math.floor(Math.random() * 2 ** 31);
  const base = blankState({ players: c.players, seed, randomness: c.randomness, options: c.options }, components);
  base.stack.push(c.players === 1 ? initialSoloSetupFrame() : initialSetupFrame(c.players));
  return runSetup(base);
}
function runSetup(base) {
  return engine.start(base);
}

// src/api/play.ts
function pending(state) {
  return engine.pending(state);
}
function legalActions(state, player) {
  return engine.legalActions(state, player);
}
function apply(state, action) {
  return engine.apply(state, action);
}

// src/bots/random.ts
import { xoroshiro128plus as xoroshiro128plus2 } from "pure-rand/generator/xoroshiro128plus";
import { uniformInt as uniformInt2 } from "pure-rand/distribution/uniformInt";
function randomBot(seed = 0) {
  const g = xoroshiro128plus2(seed);
  return (state, player, legal) => {
    const options2 = legal ?? legalActions(state, player);
    const a = options2[uniformInt2(g, 0, options2.length - 1)];
    if (!a) throw new Error(`randomBot: no legal action for Player ${player}`);
    return a;
  };
}

// pubbench.tmp.ts
function run() {
  let steps = 0;
  const t0 = performance.now();
  for (let seed = 1; seed <= 100; seed++) {
    let s = createGame({ players: 4, seed });
    const bot = randomBot(seed * 7 + 1);
    for (; ; ) {
      const p = pending(s);
      if (p.kind !== "decision") break;
      s = apply(s, bot(s, p.player, legalActions(s, p.player))).state;
      steps++;
    }
  }
  return { steps, ms: performance.now() - t0 };
}
run();
run();
var rates = [];
for (let i = 0; i < 5; i++) {
  const r = run();
  rates.push(Math.round(r.steps / (r.ms / 1e3)));
}
rates.sort((a, b) => a - b);
console.log("public steps/s median", rates[2], rates.join(" "));
