import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the code now (once); resolves when the component can render without suspending. */
  preload(): Promise<void>;
};

/**
 * React.lazy with a `preload()`: once the code is in, the component renders at once instead of
 * suspending for a tick. Opening a modal after `preload()` resolves lets Mantine's focus trap find
 * the form's `data-autofocus` field, as it did before the form was split off the first screen.
 * A failed load is forgotten, so the next attempt fetches again.
 */
export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;

  function preload(): Promise<void> {
    loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });

  function Preloadable(props: P) {
    return createElement(loaded ?? Lazy, props);
  }
  return Object.assign(Preloadable, { preload });
}
