'use client';

import type { RemittanceType } from './remittance-types';
import { RemittanceAdd } from './remittance-add';
import { RemittanceLiabilities } from './remittance-liabilities';
import { RemittanceReceipts } from './remittance-receipts';
import { RemittanceSettings } from './remittance-settings';
import { RemittancesOverview } from './remittances-overview';

/** The screens the route files render (spec §2 employees/remittances*). */
export const RemittancesFrame = () => <RemittancesOverview />;
export const RemittanceFrame = ({ type }: { type: RemittanceType }) => <RemittanceLiabilities type={type} />;
export const RemittanceReceiptsFrame = ({ type }: { type: RemittanceType }) => (
  <RemittanceReceipts type={type} />
);
export const RemittanceSettingsFrame = ({ type }: { type: RemittanceType }) => (
  <RemittanceSettings type={type} />
);
export const AddRemittanceFrame = ({ type }: { type: RemittanceType }) => <RemittanceAdd type={type} />;
