import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_DASHBOARD_VIEW_MODE, useRootStore } from '@/lib/stores/root';

describe('root store (spec §3, §4)', () => {
  beforeEach(() => useRootStore.getState().reset());

  it('starts with the spec defaults', () => {
    const s = useRootStore.getState();
    expect(s).toMatchObject({
      innerPageTitle: '',
      isBalanceVisible: true,
      isPayWallOpen: false,
      banks: [],
      wallet: [],
      kyc: null,
    });
    expect(s.dashboardViewMode).toBe(DEFAULT_DASHBOARD_VIEW_MODE);
  });

  it('toggles balance visibility, pay-wall and dashboard view mode', () => {
    const s = useRootStore.getState();
    s.toggleBalanceVisibility();
    s.togglePayWall();
    s.toggleDashboardViewMode();
    expect(useRootStore.getState()).toMatchObject({
      isBalanceVisible: false,
      isPayWallOpen: true,
      dashboardViewMode: 'analytics',
    });
    useRootStore.getState().toggleDashboardViewMode();
    expect(useRootStore.getState().dashboardViewMode).toBe('overview');
  });

  it('upper-cases the active wallet currency and falls back to the organisation currency when unsupported', () => {
    const s = useRootStore.getState();
    s.setWallet([
      { id: 'w1', currency: 'NGN' },
      { id: 'w2', currency: 'USD' },
    ]);
    s.setActiveWalletCurrency('usd', 'NGN');
    expect(useRootStore.getState().activeWalletCurrency).toBe('USD');
    useRootStore.getState().setActiveWalletCurrency('kes', 'ngn');
    expect(useRootStore.getState().activeWalletCurrency).toBe('NGN');
  });
});
