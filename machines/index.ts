/**
 * The chart's door (docs/architecture.md "Layers"): the table's statechart, the actor logic a
 * table runs, and what the engine reads from the chart rather than writing it again (the route's
 * order, the timers' rules, the events each phase takes).
 */
export { JUDGED, TURN_TIMEOUTS, restsIn, routeNow, stepWaits, tableMachine } from './table.js';
export type { SeatEvent, TableContext, TableMachineEvent } from './table.js';
export { tableLogic } from './table-logic.js';
export { PHASE_EVENTS, UNO_PHASES, isRestingValue } from './table-shape.js';
