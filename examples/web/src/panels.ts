/** The panels beside the map: the hand as cards, and each player's Display (his Pirates' tracks). */
import type { ComponentSet, PlayerView } from 'blackbeard-engine/core';
import { esc, nationalityName } from './names.js';

export interface CardClick {
  /** Cards the current step lets the player click. */
  cards: ReadonlySet<string>;
  click(id: string, name: string): void;
}

const MODES: Readonly<Record<string, string>> = {
  'actions-or-event': 'Actions or Event',
  'actions-and-event': 'Actions and Event',
  'must-play': 'Must play at once',
};

/** The viewer's Event cards (17.1) and Pirate cards (5.1) in hand; null for a spectator. */
export function renderHand(el: HTMLElement, v: PlayerView | null, c: ComponentSet, on: CardClick): void {
  el.textContent = '';
  if (!v) {
    el.innerHTML = '<p class="hint">No hand to show: every seat that has decided so far is a bot.</p>';
    return;
  }
  if (v.you.hand.length === 0 && v.you.pirateHand.length === 0) {
    el.innerHTML = '<p class="hint">No cards in hand.</p>';
    return;
  }
  for (const id of v.you.hand) {
    const card = c.eventCards.find((x) => x.id === id);
    const title = card?.title ?? id;
    const actions = card?.actions === 'initiative' ? '◆ Initiative' : card?.actions ? `${card.actions} Action${card.actions > 1 ? 's' : ''}` : '—';
    const div = document.createElement('div');
    div.className = `card${card?.antiPirate ? ' ap' : ''}${on.cards.has(id) ? ' choosable' : ''}`;
    div.dataset['card'] = id;
    div.innerHTML =
      `<div class="card-num">${card?.number ?? ''}</div><div class="card-title">${esc(title)}</div>` +
      `<div class="card-actions">${esc(actions)}</div><div class="card-mode">${esc(MODES[card?.mode ?? ''] ?? '')}${card?.antiPirate ? '<br/><b>Anti-Pirate</b>' : ''}</div>`;
    if (on.cards.has(id)) div.onclick = () => on.click(id, title);
    el.append(div);
  }
  for (const id of v.you.pirateHand) {
    const p = c.pirates.find((x) => x.id === id);
    const div = document.createElement('div');
    div.className = 'card pirate-card';
    div.innerHTML = `<div class="card-num">Pirate</div><div class="card-title">${esc(p?.name ?? id)}</div><div class="card-mode">${esc(p ? `Initiative ${p.initiative} · Ability ${p.ability} · Leadership ${p.leadership}` : '')}</div>`;
    el.append(div);
  }
}

function track(label: string, value: number, max: number): string {
  return `<span class="track" title="${esc(label)}">${esc(label)} <b>${value}</b>/${max}</span>`;
}

/** Every player: VP, cards in hand, and the Display of each of his Pirates (all public, 5.2). */
export function renderDisplays(v: PlayerView, c: ComponentSet, colours: Readonly<Record<string, string>>, labels: Readonly<Record<string, string>>): string {
  return v.order
    .map((player) => {
      const info = v.players[player];
      const vp = info?.vp ?? 0;
      const pirates = Object.values(v.pirates).filter((p) => p.owner === player);
      const displays = pirates.map((p) => {
        const card = c.pirates.find((x) => x.id === p.id);
        const ship = c.shipTypes.find((t) => t.id === p.ship);
        const holds = Array.from({ length: ship?.holds ?? 0 }, (_, i) => {
          const d = p.holds[i];
          return `<span class="hold${d !== undefined ? ' full' : ''}">${d !== undefined ? d : ''}</span>`;
        }).join('');
        const marks = [
          p.dr ? `<span class="mark bad">D&amp;R (${p.dr})</span>` : '',
          p.scurvy ? '<span class="mark bad">Scurvy</span>' : '',
          p.heavyGuns ? '<span class="mark">Heavy Guns</span>' : '',
          p.letterOfMarque ? `<span class="mark">${esc(nationalityName(p.letterOfMarque))} Letter of Marque</span>` : '',
          p.ally ? `<span class="mark">Allied with ${esc(c.pirates.find((x) => x.id === p.ally)?.name ?? p.ally)}</span>` : '',
          p.hostages.length ? `<span class="mark">${p.hostages.length} Hostage${p.hostages.length > 1 ? 's' : ''}</span>` : '',
        ].join('');
        return (
          `<div class="display" data-pirate="${esc(p.id)}"><div class="display-head"><b>${esc(card?.name ?? p.id)}</b> <span class="ship">${esc(card?.ship ?? '')}, ${esc(ship?.name ?? p.ship)}</span></div>` +
          `<div class="tracks">${track('Combat', p.combat, ship?.combat ?? p.combat)}${track('Speed', p.speed, ship?.speed ?? p.speed)}${track('Loyalty', p.loyalty, 10)}</div>` +
          `<div class="tracks"><span class="track">Holds ${holds || '—'}</span><span class="track">NP <b>${p.np}</b></span><span class="track">Net Worth <b>${p.netWorth}</b></span><span class="track">Cunning <b>${p.cunning}</b></span></div>` +
          (marks ? `<div class="marks">${marks}</div>` : '') +
          `</div>`
        );
      });
      return (
        `<section class="player" data-player="${player}" style="--colour:${colours[player] ?? '#555'}">` +
        `<header><span class="swatch"></span><span class="name">${esc(labels[player] ?? `Player ${player}`)}</span><span class="vp" data-vp="${vp}">${vp} VP</span></header>` +
        `<div class="counts">${info?.handSize ?? 0} Event card${info?.handSize === 1 ? '' : 's'} in hand${info?.pirateHandSize ? `, ${info.pirateHandSize} Pirate card${info.pirateHandSize > 1 ? 's' : ''}` : ''}</div>` +
        (displays.join('') || '<p class="hint">No Pirate in play.</p>') +
        `</section>`
      );
    })
    .join('');
}
