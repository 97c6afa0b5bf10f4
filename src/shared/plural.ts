/** `1 row`, `2 rows`, `1 failed try`, `3 failed tries`: counts in log lines and messages. */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`
}
