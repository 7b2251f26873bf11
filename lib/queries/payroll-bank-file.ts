import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkBankFile, markPayrollPaid } from '@/lib/api/payroll-bank-file';
import type { BankFileFormat, MarkPaidInput } from '@/lib/contracts/payroll-bank-file';
import { orgKey } from './keys';
import { useCurrentOrgId, useOrgMutation, type OrgId } from './org';
import { payrollKeys } from './payroll';

/** Whether a run's bank file can be offered, under payroll's keys (a payroll write refreshes it). */
export const bankFileCheckQuery = (orgId: OrgId, id: string, format: BankFileFormat) =>
  queryOptions({
    queryKey: orgKey(orgId, 'payroll', 'bank-file', id, format),
    queryFn: async () => (await checkBankFile(id, format)).data,
    enabled: Boolean(orgId),
    // employees' bank details change elsewhere: look again each time the panel shows
    staleTime: 0,
  });

export const useBankFileCheck = (id: string, format: BankFileFormat) =>
  useQuery(bankFileCheckQuery(useCurrentOrgId(), id, format));

export const useMarkPaid = (id: string) =>
  useOrgMutation(
    ({ body, idempotencyKey }: { body: MarkPaidInput; idempotencyKey: string }) =>
      markPayrollPaid(id, body, idempotencyKey),
    (qc, orgId) => qc.invalidateQueries({ queryKey: payrollKeys.all(orgId) }),
  );
