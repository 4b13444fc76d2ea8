// Command-line arguments for the project's scripts, on node:util parseArgs: `--help` prints the
// usage and exits 0; an unknown option or a bad value prints a clear error and the usage and exits 2,
// so a typo never runs a long benchmark with a NaN in it.
import { parseArgs } from 'node:util';

/** A value a script refuses: `fail` turns it into exit code 2. */
export class UsageError extends Error {}

/**
 * Parses `argv` against `options` (parseArgs' own shapes; `help` is added). Returns the values, or
 * exits: 0 after printing `usage` for --help, 2 with the reason for anything parseArgs refuses.
 */
export function parseCli(name, usage, options, argv = process.argv.slice(2)) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h', default: false } },
      strict: true,
      allowPositionals: false,
    });
  } catch (err) {
    fail(name, usage, err instanceof Error ? err.message : String(err));
  }
  if (parsed.values.help) {
    process.stdout.write(usage.endsWith('\n') ? usage : `${usage}\n`);
    process.exit(0);
  }
  return parsed.values;
}

/** Prints `name: message` and the usage on stderr and exits with code 2. */
export function fail(name, usage, message) {
  process.stderr.write(`${name}: ${message}\n\n${usage.endsWith('\n') ? usage : `${usage}\n`}`);
  process.exit(2);
}

/** A whole number within [min, max] from an option's text, or a UsageError naming the option. */
export function intOption(option, raw, min, max = Number.MAX_SAFE_INTEGER) {
  const n = /^-?\d+$/.test(String(raw).trim()) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new UsageError(`--${option} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return n;
}

/** A positive number (decimals allowed) from an option's text, or a UsageError naming the option. */
export function positiveOption(option, raw) {
  const n = /^\d+(\.\d+)?$/.test(String(raw).trim()) ? Number(raw) : NaN;
  if (!(n > 0) || !Number.isFinite(n)) throw new UsageError(`--${option} must be a positive number, not "${raw}"`);
  return n;
}

/** One of `choices`, or a UsageError listing them. */
export function choiceOption(option, raw, choices) {
  if (!choices.includes(raw)) throw new UsageError(`--${option} must be one of ${choices.join(', ')}, not "${raw}"`);
  return raw;
}

/** Runs `read()` (which may throw UsageError) and exits 2 with the message when it does. */
export function checked(name, usage, read) {
  try {
    return read();
  } catch (err) {
    if (err instanceof UsageError) fail(name, usage, err.message);
    throw err;
  }
}
