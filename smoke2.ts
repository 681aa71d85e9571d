import { createGame, apply, pending, randomBot, isOver, result } from './src/index.js';
const counts: Record<string, number> = {};
let total = 0; const t0 = Date.now();
for (let seed = 1; seed <= 200; seed++) {
  let s = createGame({ players: 2 + (seed % 4), seed });
  const bot = randomBot(seed);
  let steps = 0;
  try {
    while (!isOver(s) && steps < 100000) {
      const p = pending(s);
      if (p.kind !== 'decision') throw new Error('stuck ' + JSON.stringify(p));
      const r = apply(s, bot(s, p.player));
      s = r.state; steps++;
      for (const e of r.events) counts[e.type] = (counts[e.type] ?? 0) + 1;
    }
  } catch (e) { console.log('seed', seed, String(e).slice(0, 300), JSON.stringify(s.stack).slice(0, 500)); }
  total += steps;
  if (!isOver(s)) console.log('not over', seed);
}
console.log(total, 'steps', Date.now() - t0, 'ms');
console.log(JSON.stringify(counts));
