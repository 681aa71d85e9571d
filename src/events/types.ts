/**
 * A GameEvent is data: what happened, the rule it follows, and every die and modifier that entered
 * a total, so a dispute can be settled by reading it (DESIGN "Events"). `describe(event)` renders it.
 */
export interface GameEvent {
  type: string;
  /** The rule section applied, e.g. '8.14'. */
  rule: string;
  [fact: string]: unknown;
}
