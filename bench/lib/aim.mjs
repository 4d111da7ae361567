// How a measured value stands against an issue's aim, for a row's note: "aim >= 1,500 req/s: met", or how far
// off ("not met: 31% of it", "not met: 2.4x the aim").

/**
 * @param {number} value
 * @param {{ at: number, unit: string, lowerIsBetter?: boolean, label?: string }} aim
 */
export function aimNote(value, { at, unit, lowerIsBetter = false, label = '' }) {
  const text = `aim ${label}${lowerIsBetter ? '<=' : '>='} ${at.toLocaleString('en-US')} ${unit}`.replace(/\s+$/, '');
  if (!Number.isFinite(value)) return `${text}: not measured`;
  const met = lowerIsBetter ? value <= at : value >= at;
  if (met) return `${text}: met`;
  return lowerIsBetter
    ? `${text}: not met (${(value / at).toFixed(1)}x the aim)`
    : `${text}: not met (${Math.round((value / at) * 100)}% of it)`;
}
