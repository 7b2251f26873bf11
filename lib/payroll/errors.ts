/** Invalid payroll input. A RangeError so callers can treat every input problem alike. */
export class PayrollInputError extends RangeError {
  readonly field: string;

  constructor(field: string, message: string) {
    super(`payroll: ${field}: ${message}`);
    this.name = 'PayrollInputError';
    this.field = field;
  }
}
