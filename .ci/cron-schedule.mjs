// When each of wrangler.toml's crons is due, for the local run's stand-in for Cloudflare's scheduler (local-crons.mjs).
// A field is `*`, `*/n`, a number or a comma list of numbers: what the crons here use. Times are UTC, as on Cloudflare.

const FIELDS = [
  ["getUTCMinutes", 0],
  ["getUTCHours", 0],
  ["getUTCDate", 1],
  ["getUTCMonth", 1],
  ["getUTCDay", 0],
];

function fieldMatches(field, value, first) {
  if (field === "*") return true;
  const step = /^\*\/(\d+)$/.exec(field);
  if (step) return (value - first) % Number(step[1]) === 0;
  if (!/^\d+(,\d+)*$/.test(field)) throw new Error(`Unsupported cron field "${field}"`);
  return field.split(",").map(Number).includes(value);
}

/** Whether `cron` (five fields) fires in the minute of `date`. */
export function cronDue(cron, date) {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) throw new Error(`A cron has five fields: "${cron}"`);
  return fields.every((field, i) => {
    const [getter, offset] = FIELDS[i];
    return fieldMatches(field, date[getter]() + (getter === "getUTCMonth" ? offset : 0), offset);
  });
}
