/**
 * THE rounding rule of the payroll engine, stated once:
 * every figure that appears on a payslip line is rounded to the nearest minor unit
 * (kobo, cent, pesewa; whole shillings for UGX), halves away from zero, at the moment the
 * line is computed ("per line"). Later figures are computed from the rounded line figures,
 * so the lines of a payslip always add up.
 *
 * Callers pass an exact ratio (integer numerator and denominator where possible, e.g.
 * `amount * basisPoints` over 10_000) so that a true half is detected exactly instead of
 * being lost to binary floating point.
 */
export function roundMinor(numerator: number, denominator = 1): number {
  const negative = numerator < 0 !== denominator < 0;
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  let q = Math.floor(n / d);
  let r = n - q * d;
  // n / d can round up to the next integer in floating point; correct the quotient
  if (r < 0) {
    q -= 1;
    r += d;
  } else if (r >= d) {
    q += 1;
    r -= d;
  }
  if (2 * r >= d) q += 1;
  return negative && q !== 0 ? -q : q;
}
