/** Written by `npx tsx scripts/fit-value.ts --rounds 30000 --seed value --players 4 --write`
 * (docs/bots.md "A fitted value (s6-expert-b)"): the features' weights in value.ts's order. */
export const VALUE_WEIGHTS: readonly number[] = [
  -0.3389, 0.5665, 0.2524, 0.21, 0.6493, 0.9322, 0.2523, 0.0772, 0.0107, 0.0881, 0.0375, 0.1248, -0.0408, -0.0048,
  -0.0337, -0.0227, -0.0234, -0.0536, -0.0906, -0.5665, -0.2524,
];
