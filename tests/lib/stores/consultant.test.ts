// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isConsultantMode, useConsultantStore } from '@/lib/stores/consultant';

const org = { id: 'o1', name: 'Lagos Logistics Ltd', country: 'NG', currency: 'NGN', dialCode: '+234' };

describe('consultant store (spec §3, §4)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useConsultantStore.getState().reset();
  });

  it('is consultant mode only for a consultant with no active organisation', () => {
    expect(isConsultantMode([{ name: 'consultant' }], null)).toBe(true);
    expect(isConsultantMode([{ name: 'consultant' }], org)).toBe(false);
    expect(isConsultantMode([{ name: 'employer' }], null)).toBe(false);
  });

  it('keeps organisations and the active one in sessionStorage', () => {
    useConsultantStore.getState().setOrganizations([org]);
    useConsultantStore.getState().setActiveOrganization(org);
    const stored = JSON.parse(sessionStorage.getItem('paygrid-consultant')!);
    expect(stored.state).toEqual({ organizations: [org], activeOrganization: org });
    useConsultantStore.getState().reset();
    expect(JSON.parse(sessionStorage.getItem('paygrid-consultant')!).state.activeOrganization).toBeNull();
  });
});
