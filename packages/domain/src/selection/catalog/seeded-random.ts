/**
 * A small seeded pseudo-random generator (mulberry32) for the demonstration catalogue: the same
 * seed gives the same sequence on every platform. Not for anything security related.
 */

/** A function returning the next number of a sequence in [0, 1). */
export type RandomSource = () => number;

/**
 * Creates a mulberry32 generator.
 *
 * @param seed - any integer (taken modulo 2³²).
 * @returns a function giving numbers in [0, 1).
 * @example createSeededRandom(1)(); // => 0.6270739405881613
 */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
