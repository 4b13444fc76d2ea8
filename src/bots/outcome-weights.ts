/**
 * The learned value's weights (outcome-pick.ts), fitted by `npx tsx scripts/outcome-fit.ts
 * d0.jsonl d1.jsonl d2.jsonl --near --versus-hard --interact --ridge 100 --margin 0.01` to the
 * outcomes of the moves of one hard against three normal on the training seed `outcome` (games 0 to
 * 4,009 of scripts/outcome-data.ts, 8 plays a move, fitted on the first 80 % of the games): first
 * one a feature of outcome-features.ts `OUTCOME_FEATURES`, in that order, then one a feature but the
 * first, times the first (the hard level's pick). It reads the first 30 features, those of before
 * seat-features.ts. docs/bots-experiments.md "The outcomes of moves, learned (s9-outcome)".
 */
import type { OutcomeValue } from './outcome-pick.js';

export const OUTCOME_VALUE: OutcomeValue = {
  margin: 0.01,
  features: 30,
  weights: [
    0.0296, // hard
    -0.0569, // noPlay
    -0.0269, // wild
    0.0131, // wildFour
    0.0189, // skipReverse
    0.0386, // drawCard
    -0.0021, // colorLeft
    -0.0132, // points
    0.0023, // changesColor
    0, // extra
    0.028, // attackNextNear
    -0.0056, // responderNear
    0.0275, // blocked
    -0.0036, // responderLacks
    0.0004, // nextLacks
    -0.0735, // unseenShare
    0.0088, // wildLate
    0.0244, // wildsKept
    0.0257, // heldMost
    -0.0514, // handAfter
    0.0204, // skip
    -0.0015, // reverse
    -0.0365, // attackNextSize
    0.0014, // nextHolds
    -0.0011, // responderHolds
    -0.0103, // noPlayFewest
    -0.0481, // wildFewest
    -0.0059, // wildHand
    0.0035, // faceKept
    -0.0268, // colorsKept
    -0.0036, // hard*noPlay
    0.0132, // hard*wild
    0.0312, // hard*wildFour
    -0.0101, // hard*skipReverse
    0.0019, // hard*drawCard
    -0.0086, // hard*colorLeft
    0.0131, // hard*points
    0.004, // hard*changesColor
    0, // hard*extra
    -0.0296, // hard*attackNextNear
    0.0071, // hard*responderNear
    -0.0005, // hard*blocked
    0.0025, // hard*responderLacks
    0.0095, // hard*nextLacks
    -0.0458, // hard*unseenShare
    0.0594, // hard*wildLate
    0.0117, // hard*wildsKept
    0.0027, // hard*heldMost
    -0.0125, // hard*handAfter
    0.0012, // hard*skip
    -0.0113, // hard*reverse
    -0.0354, // hard*attackNextSize
    0.009, // hard*nextHolds
    -0.0068, // hard*responderHolds
    -0.0077, // hard*noPlayFewest
    -0.05, // hard*wildFewest
    -0.0469, // hard*wildHand
    0.0012, // hard*faceKept
    -0.0128, // hard*colorsKept
  ],
};
