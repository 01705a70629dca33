/** Appends `value` to the list kept under `key`, starting the list when the key is new. */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Rows grouped into lists by a key, each list in the rows' order. */
export function groupBy<T, K>(rows: Iterable<T>, key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) pushTo(map, key(row), row);
  return map;
}
