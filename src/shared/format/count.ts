import { constants } from '../../../generated/constants.ts';

const { plain_below: plainBelow, thousands_below: thousandsBelow } = constants.count_format;

/** One decimal at most, without a trailing ".0": 12.0 → "12", 12.34 → "12.3". */
function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

function withCommas(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function compactMagnitude(count: number): string {
  if (count < plainBelow) return withCommas(count);
  const thousands = oneDecimal(count / 1000);
  // 999,960 rounds to "1000k"; that is a million.
  if (count < thousandsBelow && Number(thousands) < thousandsBelow / 1000) return `${thousands}k`;
  return `${oneDecimal(count / 1_000_000)}m`;
}

/**
 * The compact count of product spec §9 for votes, answers and views: under 10,000 comma-separated,
 * under a million in thousands with "k", above in millions with "m". Votes may be negative.
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '0';
  const whole = Math.trunc(count);
  return whole < 0 ? `-${compactMagnitude(-whole)}` : compactMagnitude(whole);
}
