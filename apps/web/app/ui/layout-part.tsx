import { type ComponentType, lazy, Suspense } from 'react';

/** A thenable that answers at once: React's lazy reads it as loaded and renders with no suspension. */
const loadedNow = <T,>(value: T): Promise<T> =>
  // biome-ignore lint/suspicious/noThenProperty: React's lazy takes a thenable; this one answers synchronously
  ({ then: (ok: (v: T) => void) => ok(value) }) as unknown as Promise<T>;

/** A layout's part whose code the pages that show it bring along. */
export type LayoutPart<P extends object> = ComponentType<P> & {
  /** Called by the module the showing pages import: the part then renders at once, with no load. */
  provide: (component: ComponentType<P>) => void;
};

/**
 * A part a layout renders on some of its pages only (ADR 1510): the menu's cart bar and item sheet
 * are drawn by the selling-type layout, yet the cart and the checkout never show them. The layout
 * imports only this handle; the pages that show the part import the module that `provide`s it, so
 * its code is in their first view and nowhere else. As the page's route modules run before
 * hydration (and every module runs at the server's start), the server and the hydrating render
 * both draw the provided part at once, in the same Suspense boundary: no mismatch. A page that
 * shows the part without providing it (one added later) still gets it: the boundary keeps the
 * server's markup while `loadProvider` brings the providing module, then hydrates it.
 */
export function layoutPart<P extends object>(loadProvider: () => Promise<unknown>): LayoutPart<P> {
  let provided: ComponentType<P> | null = null;
  const Lazy = lazy<ComponentType<P>>(() =>
    provided
      ? loadedNow({ default: provided })
      : loadProvider().then(() => {
          if (!provided) throw new Error('The layout part was not provided by its module');
          return { default: provided };
        }),
  );
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React.lazy
  function Part(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return Object.assign(Part, {
    provide: (component: ComponentType<P>) => {
      provided ??= component;
    },
  });
}
