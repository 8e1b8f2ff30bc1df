// src/lazy.ts: a screen whose chunk is already in renders in the same commit,
// without the loading spinner (React would otherwise suspend once more and hold
// the reveal back), and a view that mounted behind the spinner keeps its state
// when its parent renders again after the chunk arrived.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyView } from '../../../src/lazy';

const Counter = ({ label }: { label: string }) => {
  const [n, setN] = useState(0);
  return <button onClick={() => setN(n + 1)}>{`${label} ${n}`}</button>;
};

describe('lazyView', () => {
  it('renders a preloaded view at once, with no fallback in between', async () => {
    const View = lazyView(() => Promise.resolve(Counter), <p>loading</p>);
    await View.preload();
    render(<View label="ready" />);
    expect(screen.queryByText('loading')).toBeNull();
    expect(screen.getByRole('button').textContent).toBe('ready 0');
  });

  it('shows the fallback until the chunk arrives, then keeps the view and its state across re-renders', async () => {
    let arrive!: (c: typeof Counter) => void;
    const View = lazyView(() => new Promise<typeof Counter>((resolve) => { arrive = resolve; }), <p>loading</p>);
    const Parent = () => {
      const [label, setLabel] = useState('a');
      return <><button onClick={() => setLabel('b')}>relabel</button><View label={label} /></>;
    };
    render(<Parent />);
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive(Counter));
    fireEvent.click(screen.getByText('a 0'));
    expect(screen.getByText('a 1')).toBeTruthy();
    // the parent renders again now that the chunk is in: the same view, its count kept
    fireEvent.click(screen.getByText('relabel'));
    expect(screen.getByText('b 1')).toBeTruthy();
  });
});
