// The app bar's spinner covers its refresh button only while the reader waits for something:
// a page's polls refreshing data it already shows must not flash it (nor cover the button).
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import { LoadingIndicator } from '../../../src/layout/LoadingIndicator';
import { i18nProvider } from '../../../src/i18n';

afterEach(cleanup);

/** A query whose answers the test releases one at a time. */
function gate() {
  let release: (v: number) => void = () => {};
  const fn = () => new Promise<number>((resolve) => { release = resolve; });
  return { fn, release: (v: number) => act(async () => { release(v); }) };
}

const Poll = ({ fn }: { fn: () => Promise<number> }) => { useQuery({ queryKey: ['poll'], queryFn: fn, refetchInterval: 60_000 }); return null; };
const Load = ({ fn }: { fn: () => Promise<number> }) => { useQuery({ queryKey: ['load'], queryFn: fn }); return null; };

function mount(queryClient: QueryClient, child: React.ReactNode) {
  render(<AdminContext queryClient={queryClient} i18nProvider={i18nProvider}><LoadingIndicator />{child}</AdminContext>);
}
// react-query tells its observers on a later tick: let it, then look
const spinning = async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return screen.queryByRole('progressbar') !== null;
};

describe('the app bar loading indicator', () => {
  it("spins for a poll's first load, not for its later refreshes", async () => {
    const queryClient = new QueryClient();
    const poll = gate();
    mount(queryClient, <Poll fn={poll.fn} />);
    expect(await spinning()).toBe(true);
    await poll.release(1);
    expect(await spinning()).toBe(false);
    act(() => { void queryClient.refetchQueries({ queryKey: ['poll'] }); });
    expect(queryClient.isFetching({ queryKey: ['poll'] })).toBe(1);
    expect(await spinning()).toBe(false);
    // the refresh button stays visible and tappable meanwhile
    expect(screen.getByRole('button').style.opacity).not.toBe('0');
    await poll.release(2);
  });

  it('spins while an ordinary query refetches, and the refresh button is hidden under it', async () => {
    const queryClient = new QueryClient();
    const load = gate();
    mount(queryClient, <Load fn={load.fn} />);
    await load.release(1);
    expect(await spinning()).toBe(false);
    act(() => { void queryClient.refetchQueries({ queryKey: ['load'] }); });
    expect(await spinning()).toBe(true);
    await load.release(2);
    expect(await spinning()).toBe(false);
  });
});
