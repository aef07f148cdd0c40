import { type ComponentType, use } from 'react'

export interface SplitComponent<P extends object> {
  (props: P): React.JSX.Element
  /** Starts loading the code; once it is there, the component renders without suspending. */
  preload: () => Promise<void>
}

/**
 * A component whose code is a chunk of its own, for a route that shows one of several pages: the page's code loads
 * with its data (`preload` in the loader, and before hydration), so rendering does not wait for it; else it
 * suspends until the code is there.
 */
export function splitComponent<P extends object>(load: () => Promise<ComponentType<P>>): SplitComponent<P> {
  let Loaded: ComponentType<P> | undefined
  let loading: Promise<void> | undefined
  const preload = () => {
    loading ??= load().then((component) => {
      Loaded = component
    })
    return loading
  }
  function Split(props: P) {
    if (!Loaded) use(preload())
    const Component = Loaded as ComponentType<P>
    return <Component {...props} />
  }
  return Object.assign(Split, { preload })
}
