import { create } from 'zustand';

export type DashboardViewMode = 'overview' | 'analytics';
export const DEFAULT_DASHBOARD_VIEW_MODE: DashboardViewMode = 'overview';

type Bank = { code: string; name: string };
type Kyc = { kycStatus: string; hasWallet: boolean; checklist?: unknown };
type Wallet = { id: string; currency: string };
type SupportedCountry = { code: string; currency: string; dialCode: string };

export type RootState = {
  innerPageTitle: string;
  isBalanceVisible: boolean;
  banks: Bank[];
  kyc: Kyc | null;
  wallet: Wallet[];
  supportedCountries: SupportedCountry[];
  isPayWallOpen: boolean;
  /** The module whose click opened the pay-wall (lib/modules.ts name); it offers the cheapest plan including it. */
  payWallModule: string | null;
  activeWalletCurrency: string;
  dashboardViewMode: DashboardViewMode;
  setInnerPageTitle: (title: string) => void;
  toggleBalanceVisibility: () => void;
  setBanks: (banks: Bank[]) => void;
  setKyc: (kyc: Kyc | null) => void;
  setWallet: (wallet: Wallet[]) => void;
  setSupportedCountries: (countries: SupportedCountry[]) => void;
  /** Opens or closes the pay-wall; opening it from a module names the module (kept while it closes). */
  setPayWallOpen: (open: boolean, module?: string | null) => void;
  togglePayWall: () => void;
  /** Upper-cased; falls back to the organisation currency when no wallet of that currency exists. */
  setActiveWalletCurrency: (currency: string, organizationCurrency: string) => void;
  toggleDashboardViewMode: () => void;
  reset: () => void;
};

const initial = {
  innerPageTitle: '',
  isBalanceVisible: true,
  banks: [],
  kyc: null,
  wallet: [],
  supportedCountries: [],
  isPayWallOpen: false,
  payWallModule: null,
  activeWalletCurrency: 'NGN',
  dashboardViewMode: DEFAULT_DASHBOARD_VIEW_MODE,
} satisfies Partial<RootState>;

export const useRootStore = create<RootState>()((set, get) => ({
  ...initial,
  setInnerPageTitle: (innerPageTitle) => set({ innerPageTitle }),
  toggleBalanceVisibility: () => set((s) => ({ isBalanceVisible: !s.isBalanceVisible })),
  setBanks: (banks) => set({ banks }),
  setKyc: (kyc) => set({ kyc }),
  setWallet: (wallet) => set({ wallet }),
  setSupportedCountries: (supportedCountries) => set({ supportedCountries }),
  setPayWallOpen: (isPayWallOpen, module) =>
    set(isPayWallOpen ? { isPayWallOpen, payWallModule: module ?? null } : { isPayWallOpen }),
  togglePayWall: () => set((s) => ({ isPayWallOpen: !s.isPayWallOpen })),
  setActiveWalletCurrency: (currency, organizationCurrency) => {
    const wanted = currency.toUpperCase();
    const supported = get().wallet.some((w) => w.currency.toUpperCase() === wanted);
    set({ activeWalletCurrency: supported ? wanted : organizationCurrency.toUpperCase() });
  },
  toggleDashboardViewMode: () =>
    set((s) => ({ dashboardViewMode: s.dashboardViewMode === 'overview' ? 'analytics' : 'overview' })),
  reset: () => set(initial),
}));
