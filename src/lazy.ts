// Route-level code splitting: a screen imported through lazyView is not in the
// login page's chunk; it is fetched the first time it renders, so a visitor of
// #/login does not download the screens (and their libraries) behind the sign-in.
// (The layout and the list screens share a few large chunks: build/chunks.ts.)
import { createElement, lazy, Suspense, useState, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Loading } from 'react-admin';

const preloaders = new Set<() => Promise<unknown>>();

/**
 * React.lazy for a named export, inside its own Suspense:
 * `lazyView(() => import('./ArticleList').then((m) => m.ArticleList))`.
 * `fallback` shows while the chunk loads (default: react-admin's spinner).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any props, as React.lazy itself
export function lazyView<C extends ComponentType<any>>(load: () => Promise<C>, fallback: ReactNode = createElement(Loading)) {
  let loading: Promise<{ default: C }> | undefined;
  // Once the chunk is in, the view renders directly. React.lazy cannot see that
  // a promise has settled, so it would suspend once more and React would hold the
  // reveal back (up to 300 ms per boundary): with the layout, the guard and the
  // screen preloaded side by side, the first signed-in page waited on each in turn.
  let loaded: C | undefined;
  const preload = () => (loading ??= load().then((component) => {
    loaded = component;
    return { default: component };
  }));
  preloaders.add(preload);
  const View = lazy(preload);
  const Lazy = (props: ComponentProps<C>) => {
    // chosen once per mount: switching between the two would remount the view and lose its state
    const [direct] = useState(() => loaded);
    return direct ? createElement(direct, props) : createElement(Suspense, { fallback }, createElement(View, props));
  };
  return Object.assign(Lazy, { preload });
}

/** Starts loading `view`'s chunk now when it is a lazyView (its first render then waits less); settles once it is in. */
export function preloadView(view: unknown): Promise<unknown> {
  const preload = (view as { preload?: () => Promise<unknown> } | undefined)?.preload;
  return typeof preload === 'function' ? preload() : Promise.resolve();
}

/** Loads every lazy view, including those declared by the chunks it loads (tests: no first-render wait). */
export async function preloadViews(): Promise<void> {
  let known = 0;
  while (preloaders.size > known) {
    known = preloaders.size;
    await Promise.all([...preloaders].map((preload) => preload()));
  }
}
