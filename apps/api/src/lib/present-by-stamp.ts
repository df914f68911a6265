import { deepFreeze } from './deep-freeze.ts';

/** A listed row as its id and its stamp: a string naming one stored version of it. */
export type Stamped = { readonly id: number; readonly stamp: string };

/**
 * The presentations of the rows these stamps name, in their order: kept ones from `kept` (by
 * `keyOf(stamp)`), the others read whole by `readMissing` (each with the stamp it has now),
 * presented, frozen and kept. `exact` is false when a row read is not the version its stamp
 * names (written between the two reads: the newer one is shown) or is gone (left out), so that
 * the caller keeps nothing built from such a list.
 */
export async function presentByStamp<Row extends { id: number }, Item>(
  stamps: readonly Stamped[],
  kept: { get(key: string): Item | undefined; set(key: string, item: Item): unknown },
  keyOf: (stamp: string) => string,
  readMissing: (ids: number[]) => Promise<readonly { row: Row; stamp: string }[]>,
  present: (row: Row) => Item,
): Promise<{ items: Item[]; exact: boolean }> {
  const listed = new Map<number, Item>();
  const missing: number[] = [];
  for (const { id, stamp } of stamps) {
    const item = kept.get(keyOf(stamp));
    if (item) listed.set(id, item);
    else missing.push(id);
  }
  let exact = true;
  if (missing.length > 0) {
    const asked = new Map(stamps.map(({ id, stamp }) => [id, stamp]));
    for (const { row, stamp } of await readMissing(missing)) {
      const item = deepFreeze(present(row));
      kept.set(keyOf(stamp), item);
      listed.set(row.id, item);
      if (asked.get(row.id) !== stamp) exact = false;
    }
  }
  const items = stamps.flatMap(({ id }) => {
    const item = listed.get(id);
    return item ? [item] : [];
  });
  return { items, exact: exact && items.length === stamps.length };
}
