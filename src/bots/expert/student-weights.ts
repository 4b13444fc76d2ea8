/**
 * The student's weights, fitted by `npx tsx scripts/distill-fit.ts a.jsonl b.jsonl --label best
 * --interact` to the best-rated moves of the CHEATING oracle on the training seed `distill` (games 0
 * to 600 of scripts/distill-data.ts): first one a feature of student.ts `FEATURES`, in that order,
 * then one a feature but the first, times the first (the hard level's pick). docs/bots-experiments.md "The
 * oracle's choices, learned (s8-distill)".
 */
export const STUDENT_WEIGHTS: readonly number[] = [
  0.6089, // hard
  -1.0504, // noPlay
  -1.4704, // wild
  -0.5912, // wildFour
  0.2914, // skipReverse
  0.6115, // drawCard
  0.0579, // colorLeft
  -0.2837, // points
  0.2413, // changesColor
  0.0, // extra
  0.5353, // attackNextNear
  -0.3471, // responderNear
  0.5864, // blocked
  -0.2081, // responderLacks
  0.2193, // nextLacks
  -2.9313, // unseenShare
  -0.267, // wildLate
  0.1207, // wildsKept
  0.1964, // heldMost
  -3.6532, // handAfter
  -1.4752, // hard*noPlay
  -1.0305, // hard*wild
  0.5914, // hard*wildFour
  -0.4653, // hard*skipReverse
  -0.4654, // hard*drawCard
  0.658, // hard*colorLeft
  0.4734, // hard*points
  -0.3005, // hard*changesColor
  0.0, // hard*extra
  -0.2844, // hard*attackNextNear
  -0.0906, // hard*responderNear
  -0.2338, // hard*blocked
  0.1394, // hard*responderLacks
  -0.0558, // hard*nextLacks
  -0.4204, // hard*unseenShare
  1.6627, // hard*wildLate
  0.2404, // hard*wildsKept
  -0.1268, // hard*heldMost
  -0.6515, // hard*handAfter
];
