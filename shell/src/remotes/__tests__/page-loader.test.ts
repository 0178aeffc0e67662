import type { ComponentType } from 'react';
import { startedWith, type PageLoader } from '../page-loader';

const Page: ComponentType = () => null;

describe('startedWith: the opened page is asked for at boot', () => {
  it('asks at once, and the first plain load of that page gets the started one', async () => {
    const load = jest.fn<ReturnType<PageLoader>, Parameters<PageLoader>>(async () => Page);
    const loader = startedWith(load, 'mf_generate', 'DashboardPage');
    expect(load.mock.calls).toEqual([['mf_generate', 'DashboardPage', false]]);
    await expect(loader('mf_generate', 'DashboardPage', false)).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(1);
    // later loads (the page shown again, another page) go to the runtime as before
    await loader('mf_generate', 'DashboardPage', false);
    await loader('mf_billing', 'BillingPage', false);
    expect(load.mock.calls.slice(1)).toEqual([
      ['mf_generate', 'DashboardPage', false],
      ['mf_billing', 'BillingPage', false],
    ]);
  });

  it('a failed start is reported where the page is shown, and a retry starts afresh', async () => {
    const load = jest
      .fn<ReturnType<PageLoader>, Parameters<PageLoader>>()
      .mockRejectedValueOnce(new Error('mf_billing is down'))
      .mockResolvedValue(Page);
    const loader = startedWith(load, 'mf_billing', 'BillingPage');
    await expect(loader('mf_billing', 'BillingPage', false)).rejects.toThrow('mf_billing is down');
    await expect(loader('mf_billing', 'BillingPage', true)).resolves.toBe(Page);
    expect(load.mock.calls).toEqual([
      ['mf_billing', 'BillingPage', false],
      ['mf_billing', 'BillingPage', true],
    ]);
  });
});
