/**
 * The chart's door (docs/architecture.md "Layers"): the table's statechart, the actor logic a
 * table runs, and what the engine reads from the chart rather than writing it again (the route's
 * order, the variants' steps and the phases' choices it names, the timers' rules, the events each
 * phase takes).
 */
export { JUDGED, TURN_TIMEOUTS, tableMachine } from './table.js';
export { PHASE_CHOICES, PLAY_ROUTE, ROUTE_LINES, STEP_CHECKS, playRouteOf, restsIn, routeNow } from './route.js';
export type { AskedLine, StepCheckTable } from './route.js';
export type { SeatEvent, TableContext, TableMachineEvent } from './table.js';
export { tableLogic } from './table-logic.js';
export { PHASE_EVENTS, UNO_PHASES, isRestingValue } from './table-shape.js';
