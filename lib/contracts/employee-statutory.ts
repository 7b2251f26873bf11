import type { EmployeeDetail } from './employees';

/** The statutory and benefit settings of an employee: stored, answered and edited one for one. */
export type EmployeeStatutory = Pick<
  EmployeeDetail,
  | 'pensionEnabled'
  | 'pfa'
  | 'rsaPin'
  | 'payeEnabled'
  | 'stateOfResidence'
  | 'taxId'
  | 'nhfEnabled'
  | 'nhfNumber'
  | 'nsitfEnabled'
  | 'itfEnabled'
  | 'annualRent'
  | 'rentEvidenceFileId'
  | 'ewaEligible'
>;

/**
 * Copies just those settings (the API's presenter from a row, the edit form from the detail), so a new
 * statutory field is added in one place. Pure: shared by client and server.
 */
export const pickStatutory = (e: EmployeeStatutory): EmployeeStatutory => ({
  pensionEnabled: e.pensionEnabled,
  pfa: e.pfa,
  rsaPin: e.rsaPin,
  payeEnabled: e.payeEnabled,
  stateOfResidence: e.stateOfResidence,
  taxId: e.taxId,
  nhfEnabled: e.nhfEnabled,
  nhfNumber: e.nhfNumber,
  nsitfEnabled: e.nsitfEnabled,
  itfEnabled: e.itfEnabled,
  annualRent: e.annualRent,
  rentEvidenceFileId: e.rentEvidenceFileId,
  ewaEligible: e.ewaEligible,
});
