/** Bench output goes to stdout, a line at a time. */
export function print(line = ''): void {
  process.stdout.write(`${line}\n`);
}
