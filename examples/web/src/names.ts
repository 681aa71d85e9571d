/** Names, colours and escaping shared by the map and the panels. */

/** Port colours by nationality (9.12), as on flags of the period. */
export const NATIONALITY_COLOURS: Readonly<Record<string, string>> = {
  english: '#c62828',
  spanish: '#f2c230',
  french: '#1f4fa3',
  dutch: '#e8731c',
  portuguese: '#2e7d4f',
  arab: '#6d2c5e',
};

/** A colour per player seat, A to J (distinct from the nationalities). */
export const PLAYER_COLOURS: readonly string[] = ['#0b7a75', '#7e3fa6', '#b5651d', '#2f4b7c', '#8a8f14', '#a33b6b', '#4b6b2f', '#6b4b2f', '#2f6b6b', '#555555'];

/** Text for HTML and SVG. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** A Pirate's or KC's name as a counter shows it: "Edward Teach (\"Blackbeard\")" -> "Teach", "La Buse" stays. */
export function shortName(name: string): string {
  const plain = name.replace(/\s*\(.*\)\s*/g, ' ').trim();
  if (/^La\s/.test(plain)) return plain;
  if (/^King's Commissioner \d+$/.test(plain)) return plain.replace("King's Commissioner ", '');
  const words = plain.split(/\s+/);
  return words[words.length - 1] ?? plain;
}

/** A nationality (9.12) as the rules write it: 'english' -> "English". */
export function nationalityName(id: string): string {
  return id.charAt(0).toUpperCase() + id.slice(1);
}
